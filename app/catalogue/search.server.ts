import { type RawBuilder, sql } from "kysely";
import type { DB } from "~/db/db.server";
import { containsCaseless, dialectOf, escapeLike } from "~/db/dialect.server";
import { summaries, toSummary } from "./product-rows.server";
import { type ProductSummary, SEARCH_MAX_RESULTS } from "./types";

/**
 * Title search, the one place that knows how each database indexes titles:
 * SQLite through an FTS5 trigram table, PostgreSQL through a pg_trgm GIN index
 * that serves ILIKE '%…%' (both migrations: T1000-listing-and-search). Both
 * answer in catalogue order (the order products were added), oldest first.
 */

/** Shortest text a trigram index can answer; shorter text falls back to a scan. */
const TRIGRAM = 3;

/** An FTS5 phrase: the trigram tokenizer turns it into a case-insensitive substring match. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

const usesFts = (db: DB, text: string) => dialectOf(db) === "sqlite" && [...text].length >= TRIGRAM;

/**
 * A condition on `p` (the product table) meaning "the title contains `text`,
 * ignoring case". On SQLite three characters or more use the trigram table;
 * shorter text is a plain LIKE, fast enough because one or two letters match early.
 */
export function titleContains(db: DB, text: string): RawBuilder<boolean> {
  if (usesFts(db, text)) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsPhrase(text)})`;
  }
  return containsCaseless(db, "p.title", text);
}

/** The header search: up to eight products whose title contains the text. */
export async function searchProducts(
  db: DB,
  text: string,
  limit = SEARCH_MAX_RESULTS,
): Promise<ProductSummary[]> {
  const q = text.trim();
  if (!q) return [];
  const max = Math.min(limit, SEARCH_MAX_RESULTS);
  if (!usesFts(db, q)) {
    // PostgreSQL: the GIN index finds the rows; the created_at index gives the order.
    const rows = await summaries(db)
      .where(titleContains(db, q))
      .orderBy("p.created_at")
      .orderBy("p.id")
      .limit(max)
      .execute();
    return rows.map(toSummary);
  }
  // Ask the index for the first few matches only (rowids come in the order
  // products were added), then load just those cards: a common word can match
  // thousands of titles, and we need eight.
  const { rows: hits } = await sql<{ rowid: number }>`
    SELECT rowid FROM product_search WHERE product_search MATCH ${ftsPhrase(q)} LIMIT ${max}`.execute(
    db,
  );
  if (hits.length === 0) return [];
  const rows = await summaries(db)
    .select(sql<number>`p.rowid`.as("rowid"))
    .where(sql<boolean>`p.rowid IN (${sql.join(hits.map((h) => h.rowid))})`)
    .execute();
  return rows.sort((a, b) => a.rowid - b.rowid).map(toSummary);
}

/**
 * The same search as a plain scan that no index can serve (lower() on both
 * databases), kept as the test oracle and the benchmark's baseline.
 */
export async function searchProductsByScan(db: DB, text: string): Promise<ProductSummary[]> {
  const pattern = `%${escapeLike(text.trim().toLowerCase())}%`;
  const rows = await summaries(db)
    .where(sql<boolean>`lower(p.title) LIKE ${pattern} ESCAPE '\\'`)
    .orderBy("p.created_at")
    .orderBy("p.id")
    .limit(SEARCH_MAX_RESULTS)
    .execute();
  return rows.map(toSummary);
}
