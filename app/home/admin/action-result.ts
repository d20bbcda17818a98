import { indiaDateTime } from "~/format/india-time";

/** What every /AddUpdateImage action answers; the message is the spec's toast. */
export interface ImageSetResult {
  ok: boolean;
  message: string;
}

/** Calls `handle` once for each new answer (the admin's shared hook). */
export { useFetcherResult } from "~/admin/kit/use-fetcher-result";

/** "Added on" dates in the business's time zone, the same on server and browser. */
export const addedOn = indiaDateTime;
