import type { ProductSummary } from "./types";

/** What the header search receives for each match, its visible title cut on the server. */
export type SearchResult = Pick<ProductSummary, "id" | "title" | "pricePaise" | "image"> & {
  shortTitle: string;
};

/** GET /api/search's answer (product-search.server.ts headerSearch). */
export interface SearchResponse {
  q: string;
  results: SearchResult[];
  /** What was searched instead when words were corrected ("submersible"); else null. */
  correctedQuery: string | null;
}
