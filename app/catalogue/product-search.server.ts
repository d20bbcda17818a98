import type { DB } from "~/db/db.server";
import { shorten } from "~/format/shorten";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import {
  findMatches,
  SEARCH_STATE_COLUMNS,
  type SearchAnswer,
  scanMatches,
  stateOfRow,
} from "~/search/search.server";
import { SEARCH_MAX_RESULTS, searchQuery } from "~/search/search-text";
import { summaries, toSummary } from "./product-rows.server";
import type { SearchResponse } from "./product-search";
import { SEARCH_TITLE_CUT } from "./product-text";
import { localiseSummaries } from "./translations.server";
import type { ProductSummary } from "./types";

/**
 * Products found by text: the search engine (app/search/, docs/search.md) finds and ranks
 * them; the catalogue loads them as cards.
 */

/** The header search: up to eight products, best tier first, each tier in catalogue order. */
export function findProducts(
  db: DB,
  text: string,
  limit = SEARCH_MAX_RESULTS,
  locale: Locale = BASE_LOCALE,
): Promise<SearchAnswer<ProductSummary>> {
  return findMatches(
    db,
    text,
    async (ids) => {
      // The search state in the same statement: one trip to the database (docs/search.md, "Speed").
      const rows = await summaries(db)
        .where("p.id", "in", ids)
        .select(SEARCH_STATE_COLUMNS)
        .execute();
      const first = rows[0];
      return { found: rows.map(toSummary), state: first ? stateOfRow(first) : null };
    },
    limit,
    locale,
  );
}

/** The header search's products alone (spec §2: up to eight). */
export async function searchProducts(
  db: DB,
  text: string,
  limit = SEARCH_MAX_RESULTS,
): Promise<ProductSummary[]> {
  return (await findProducts(db, text, limit)).products;
}

/**
 * The same search by plain scans no index can serve: the tests' oracle for the indexes and the
 * benchmark's baseline (search.server.ts scanMatches).
 */
export function searchProductsByScan(db: DB, text: string): Promise<ProductSummary[]> {
  return scanMatches(db, text, async (where, limit) =>
    (
      await summaries(db)
        .where(where)
        .orderBy("p.created_at")
        .orderBy("p.id")
        .limit(limit)
        .execute()
    ).map(toSummary),
  );
}

/**
 * GET /api/search's answer: the header search's products for `raw` with their titles in
 * `locale` (English where one is not translated), and what was searched instead.
 */
export async function headerSearch(
  db: DB,
  raw: string | null,
  locale: Locale,
): Promise<SearchResponse> {
  const q = searchQuery(raw);
  const found = q
    ? await findProducts(db, q, undefined, locale)
    : { products: [], correctedQuery: null };
  const products = await localiseSummaries(db, locale, found.products);
  return {
    q,
    results: products.map(({ id, title, pricePaise, image }) => ({
      id,
      title,
      shortTitle: shorten(title, SEARCH_TITLE_CUT),
      pricePaise,
      image,
    })),
    correctedQuery: found.correctedQuery,
  };
}
