import { type RawBuilder, sql } from "kysely";
import type { DB } from "~/db/db.server";
import { escapeLike, summaries, toSummary } from "./product-rows.server";
import { type ProductSummary, SEARCH_MAX_RESULTS } from "./types";

/** Shortest text the trigram index can answer; shorter text falls back to a scan. */
const TRIGRAM = 3;

/** An FTS5 phrase: the trigram tokenizer turns it into a case-insensitive substring match. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A condition on `p` (the product table) meaning "the title contains `text`,
 * ignoring case". Three characters or more use the trigram index; shorter text
 * is a plain LIKE, which is fast enough because one or two letters match early.
 */
export function titleContains(text: string): RawBuilder<boolean> {
  if ([...text].length >= TRIGRAM) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsPhrase(text)})`;
  }
  return sql<boolean>`p.title LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
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
  if ([...q].length < TRIGRAM) {
    const rows = await summaries(db).where(titleContains(q)).limit(max).execute();
    return rows.map(toSummary);
  }
  // Ask the index for the first few matches only, then load just those cards:
  // a common word can match thousands of titles, and we need eight.
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

/** The same search as a plain LIKE scan, kept only as the benchmark's baseline. */
export async function searchProductsByScan(db: DB, text: string): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where(sql<boolean>`p.title LIKE ${`%${escapeLike(text.trim())}%`} ESCAPE '\\'`)
    .limit(SEARCH_MAX_RESULTS)
    .execute();
  return rows.map(toSummary);
}
