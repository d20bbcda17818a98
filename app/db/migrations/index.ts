import type { Migration } from "kysely";
import * as catalogue from "./2026-11-23T0900-catalogue";
import * as listingAndSearch from "./2026-11-23T1000-listing-and-search";

/**
 * Every migration, keyed by its timestamped name. An explicit list (rather than
 * reading the folder) works the same from source, from tests and from the
 * bundled server.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-23T0900-catalogue": catalogue,
  "2026-11-23T1000-listing-and-search": listingAndSearch,
};
