import type { Migration } from "kysely";
import * as catalogue from "./2026-11-23T0900-catalogue";
import * as listingAndSearch from "./2026-11-23T1000-listing-and-search";
import * as auditLog from "./2026-11-23T1100-audit-log";
import * as leadsAndOrders from "./2026-11-23T1200-leads-and-orders";
import * as relatedProducts from "./2026-11-23T1300-related-products";

/**
 * Every migration, keyed by its timestamped name. An explicit list (rather than
 * reading the folder) works the same from source, from tests and from the
 * bundled server.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-23T0900-catalogue": catalogue,
  "2026-11-23T1000-listing-and-search": listingAndSearch,
  "2026-11-23T1100-audit-log": auditLog,
  "2026-11-23T1200-leads-and-orders": leadsAndOrders,
  "2026-11-23T1300-related-products": relatedProducts,
};
