import { type RawBuilder, sql } from "kysely";
import { summaries, toSummary } from "~/catalogue/product-rows.server";
import type { ProductSummary } from "~/catalogue/types";
import type { DB } from "~/db/db.server";
import { containsCaseless, dialectOf, escapeLike } from "~/db/dialect.server";
import { SEARCH_MAX_RESULTS } from "~/search/search-text";
import {
  isCorrectable,
  phraseTerm,
  queryWords,
  type SearchTerm,
  searchQuery,
  tidy,
} from "./search-text";
import { correctWord } from "./search-vocabulary.server";

/**
 * Title search, the one place that knows how each database indexes titles:
 * SQLite through an FTS5 trigram table, PostgreSQL through a pg_trgm GIN index
 * that serves ILIKE '%…%' (both migrations: T1000-listing-and-search). Both
 * answer in catalogue order (the order products were added), oldest first.
 *
 * What is searched, in two steps:
 * 1. The title contains the typed text (spec §2), or the same text with its
 *    sizes written another way ("1.5hp" finds "1.5 HP"; search-text.ts).
 * 2. Only when that finds nothing: the title contains every word of the text,
 *    each unknown word corrected to the most similar word of the titles'
 *    vocabulary ("submersibal" → "submersible"; search-vocabulary.server.ts).
 *    The answer says which words were corrected.
 */

/** Shortest text a trigram index can answer; shorter text falls back to a scan. */
const TRIGRAM = 3;

/**
 * An FTS5 phrase: the trigram tokenizer turns it into a case-insensitive
 * substring match. Inside double quotes nothing is syntax (`*`, `NEAR`, `AND`,
 * `column:`); a quote is doubled, and a NUL, which would end the query string
 * early, is dropped (searchQuery already makes it a space).
 */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll("\0", "").replaceAll('"', '""')}"`;
}

const fitsTrigrams = (term: SearchTerm) => term.every((s) => [...s].length >= TRIGRAM);

/** The FTS5 query for terms that all fit the index: every term, any of its spellings. */
function ftsQuery(terms: readonly SearchTerm[]): string {
  return terms.map((t) => `(${t.map(ftsPhrase).join(" OR ")})`).join(" AND ");
}

/** SQLite answers these terms from the trigram index alone. */
const usesFts = (db: DB, terms: readonly SearchTerm[]) =>
  dialectOf(db) === "sqlite" && terms.length > 0 && terms.every(fitsTrigrams);

/** One term on `p`: the title contains any of its spellings, ignoring case. */
function termCondition(db: DB, term: SearchTerm): RawBuilder<boolean> {
  if (dialectOf(db) === "sqlite" && fitsTrigrams(term)) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsQuery([term])})`;
  }
  const each = term.map((s) => containsCaseless(db, "p.title", s));
  return each.length === 1
    ? (each[0] as RawBuilder<boolean>)
    : sql<boolean>`(${sql.join(each, sql` OR `)})`;
}

/** A condition on `p` (the product table): the title contains every term. */
export function titleMatches(db: DB, terms: readonly SearchTerm[]): RawBuilder<boolean> {
  if (usesFts(db, terms)) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsQuery(terms)})`;
  }
  if (terms.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(
    terms.map((t) => termCondition(db, t)),
    sql` AND `,
  )})`;
}

/**
 * A condition on `p` meaning "the title contains `text`, ignoring case", or
 * the text with its sizes spelled another way (step 1 above).
 */
export function titleContains(db: DB, text: string): RawBuilder<boolean> {
  return titleMatches(db, [phraseTerm(text)]);
}

/** What a search looks for: the terms, and the text shown when words were corrected. */
export interface SearchPlan {
  terms: SearchTerm[];
  /** The query as searched, when a word was corrected ("submersible 1.5 hp"); else null. */
  correctedQuery: string | null;
}

/** Query words corrected at most: each costs a look-up in the vocabulary. */
const MAX_CORRECTIONS = 4;

/**
 * Step 2's plan: every word and size as its own term, unknown words corrected.
 * Null when it would search exactly what step 1 did.
 */
async function wordPlan(db: DB, text: string): Promise<SearchPlan | null> {
  const words = queryWords(text);
  if (words.length === 0) return null;
  const terms: SearchTerm[] = [];
  const shown: string[] = [];
  let corrections = 0;
  for (const w of words) {
    if ("token" in w) {
      terms.push(w.token.spellings);
      shown.push(w.token.spellings[0] ?? w.token.canonical);
      continue;
    }
    let word = w.word;
    if (isCorrectable(word) && corrections < MAX_CORRECTIONS) {
      const better = await correctWord(db, word);
      if (better && better !== word) {
        word = better;
        corrections++;
      }
    }
    terms.push([word]);
    shown.push(word);
  }
  if (corrections === 0 && words.length === 1) return null;
  return { terms, correctedQuery: corrections > 0 ? shown.join(" ") : null };
}

/** The header search's answer: the products, and the corrected query when one was used. */
export interface SearchAnswer {
  products: ProductSummary[];
  correctedQuery: string | null;
}

async function firstMatches(db: DB, terms: SearchTerm[], max: number): Promise<ProductSummary[]> {
  if (!usesFts(db, terms)) {
    // PostgreSQL: the GIN index finds the rows; the created_at index gives the order.
    const rows = await summaries(db)
      .where(titleMatches(db, terms))
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
    SELECT rowid FROM product_search WHERE product_search MATCH ${ftsQuery(terms)} LIMIT ${max}`.execute(
    db,
  );
  if (hits.length === 0) return [];
  const rows = await summaries(db)
    .select(sql<number>`p.rowid`.as("rowid"))
    .where(sql<boolean>`p.rowid IN (${sql.join(hits.map((h) => h.rowid))})`)
    .execute();
  return rows.sort((a, b) => a.rowid - b.rowid).map(toSummary);
}

/** The header search: up to eight products, with the correction made, if any. */
export async function findProducts(
  db: DB,
  text: string,
  limit = SEARCH_MAX_RESULTS,
): Promise<SearchAnswer> {
  const q = searchQuery(text);
  if (!q) return { products: [], correctedQuery: null };
  const max = Math.min(limit, SEARCH_MAX_RESULTS);
  const exact = await firstMatches(db, [phraseTerm(q)], max);
  if (exact.length > 0) return { products: exact, correctedQuery: null };
  const plan = await wordPlan(db, q);
  if (!plan) return { products: [], correctedQuery: null };
  const products = await firstMatches(db, plan.terms, max);
  return { products, correctedQuery: products.length > 0 ? plan.correctedQuery : null };
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
 * The plan /shop?q= lists by: the typed text (and its sizes spelled other
 * ways) when any title has it, else the corrected words, as the header does.
 */
export async function planSearch(db: DB, text: string): Promise<SearchPlan> {
  const phrase = { terms: [phraseTerm(text)], correctedQuery: null };
  const any = await db
    .selectFrom("product as p")
    .select("p.id")
    .where(titleMatches(db, phrase.terms))
    .limit(1)
    .execute();
  if (any.length > 0) return phrase;
  return (await wordPlan(db, text)) ?? phrase;
}

/**
 * The same search as a plain scan that no index can serve (lower() on both
 * databases), kept as the test oracle and the benchmark's baseline: step 1's
 * spellings, and step 2's corrected words when step 1 finds nothing.
 */
export async function searchProductsByScan(db: DB, text: string): Promise<ProductSummary[]> {
  const q = searchQuery(text);
  if (!q) return [];
  const scan = async (terms: SearchTerm[]) => {
    const conditions = terms.map(
      (term) =>
        sql<boolean>`(${sql.join(
          term.map((s) => sql`lower(p.title) LIKE ${`%${escapeLike(tidy(s))}%`} ESCAPE '\\'`),
          sql` OR `,
        )})`,
    );
    const rows = await summaries(db)
      .where(sql<boolean>`${sql.join(conditions, sql` AND `)}`)
      .orderBy("p.created_at")
      .orderBy("p.id")
      .limit(SEARCH_MAX_RESULTS)
      .execute();
    return rows.map(toSummary);
  };
  const exact = await scan([phraseTerm(q)]);
  if (exact.length > 0) return exact;
  const plan = await wordPlan(db, q);
  return plan ? scan(plan.terms) : [];
}
