import { type RawBuilder, sql } from "kysely";
import type { DB } from "~/db/db.server";
import { containsCaseless, dialectOf, escapeLike } from "~/db/dialect.server";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { loadLexicon, searchState } from "./lexicon.server";
import { type Vocabulary, vocabulary } from "./product-keys.server";
import { correctTerms, type KeyTerm, readTerms, understood } from "./query-terms.server";
import {
  emptySet,
  firstPlaces,
  inSet,
  intersect,
  isEmpty,
  keySet,
  type ProductSet,
  type SearchIndex,
  searchIndex,
  titlesContaining,
  unite,
} from "./search-index.server";
import { phraseTerm, SEARCH_MAX_RESULTS, type SearchTerm, searchQuery } from "./search-text";

/**
 * Product search, the one place that knows how products are found
 * (docs/search.md). The header search (findMatches, which the catalogue's
 * product search loads products for) and the reading of a
 * query (planSearch) ask the index in memory (search-index.server.ts); the
 * shop's listing asks the database, as conditions on `p` (planMatches,
 * planRank), through two indexes:
 * - titles as typed, for the exact tier: SQLite's FTS5 trigram table
 *   `product_search`, PostgreSQL's pg_trgm GIN index serving ILIKE
 *   (migration T1000-listing-and-search);
 * - search keys (search-key.server.ts), ASCII, so one trigram index serves
 *   every script whatever the database's collation: FTS5 `product_key_search`
 *   and pg_trgm GIN on `product.search_key` (migration 2026-11-28T0900).
 * Both answer alike: the tests hold each to the plain scan (scanMatches).
 *
 * Tiers, best first, each in catalogue order (the order products were added):
 * 1. exact: the English title contains the text as typed, or with its sizes
 *    written another way ("1.5hp" finds "1.5 HP");
 * 2. whole words: every term, as typed, is a whole key of the product (its
 *    titles or its categories' names, any script, through transliteration);
 * 3. the same with what the lexicon says a phrase means ("pani ni motor");
 * 4. word starts: every term starts a key ("submer", "સબમ");
 * 5. only when 1–4 find nothing: unknown words corrected to the nearest
 *    title word (typos), tiers 2–4 again;
 * 6. only when that finds nothing either: the fewest words dropped (a size
 *    first, then words no product has) for something to be found.
 */

/**
 * How terms must be in a key: "own", the words as typed, each a whole key;
 * "whole", the same or the lexicon's meaning, whole; "start", either,
 * starting a key.
 */
type Tier = "own" | "whole" | "start";

const optionsIn = (t: KeyTerm, tier: Tier) => (tier === "own" ? t.options.slice(0, 1) : t.options);

/**
 * An FTS5 phrase: with the trigram tokenizer, a substring match, spaces
 * included. Keys are [a-z0-9.] and spaces, so nothing in one is syntax;
 * quotes are doubled and NUL dropped all the same.
 */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll("\0", "").replaceAll('"', '""')}"`;
}

/**
 * Must the key be a whole key of the product, or may it start one? Whole in
 * the word tiers, and always for sizes, numbers, codes and single letters.
 */
function matchesWhole(key: string, term: KeyTerm, tier: Tier): boolean {
  return tier !== "start" || term.wholeOnly || key.length < 2 || /[0-9]/.test(key);
}

/** What a key must look like in a product's search key: whole (" pnp ") or a word's start (" sbn"). */
function keyPattern(key: string, term: KeyTerm, tier: Tier): string {
  return matchesWhole(key, term, tier) ? ` ${key} ` : ` ${key}`;
}

/** The products of the index whose keys hold every term (`tier` says how): keysMatch in memory. */
function keysIn(index: SearchIndex, terms: readonly KeyTerm[], tier: Tier): ProductSet {
  // keySet's sets may be kept by the index: each is copied before it is changed.
  let all: ProductSet | null = null;
  for (const t of terms) {
    let any: ProductSet | null = null;
    for (const option of optionsIn(t, tier)) {
      let each: ProductSet | null = null;
      for (const k of option) {
        const set = keySet(index, k, matchesWhole(k, t, tier));
        each = each ? intersect(each, set) : set.slice();
      }
      if (each) any = any ? unite(any, each) : each;
    }
    all = all ? intersect(all, any ?? emptySet(index)) : (any ?? emptySet(index));
    if (isEmpty(all)) break;
  }
  return all ?? emptySet(index);
}

/** FTS5: every term, any of its options, every key of the option. */
function keyMatchQuery(terms: readonly KeyTerm[], tier: Tier): string {
  return terms
    .map(
      (t) =>
        `(${optionsIn(t, tier)
          .map((o) => `(${o.map((k) => ftsPhrase(keyPattern(k, t, tier))).join(" AND ")})`)
          .join(" OR ")})`,
    )
    .join(" AND ");
}

/**
 * A condition on `p`: its search key holds every term (`tier` says how).
 * SQLite asks its FTS5 table, PostgreSQL LIKE through pg_trgm; `scan` asks
 * both with lower() around the column, which no index serves (the oracle).
 */
function keysMatch(
  db: DB,
  terms: readonly KeyTerm[],
  tier: Tier,
  scan = false,
): RawBuilder<boolean> {
  if (terms.length === 0) return sql<boolean>`1 = 0`;
  if (dialectOf(db) === "sqlite" && !scan) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_key_search WHERE product_key_search MATCH ${keyMatchQuery(terms, tier)})`;
  }
  const column = scan ? sql`lower(p.search_key)` : sql`p.search_key`;
  const like = (k: string, t: KeyTerm) =>
    sql<boolean>`${column} LIKE ${`%${escapeLike(keyPattern(k, t, tier))}%`} ESCAPE '\\'`;
  return sql<boolean>`(${sql.join(
    terms.map(
      (t) =>
        sql`(${sql.join(
          optionsIn(t, tier).map(
            (o) =>
              sql`(${sql.join(
                o.map((k) => like(k, t)),
                sql` AND `,
              )})`,
          ),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  )})`;
}

/** Shortest text a trigram index can answer; shorter text falls back to a scan. */
const TRIGRAM = 3;

const fitsTrigrams = (term: SearchTerm) => term.every((s) => [...s].length >= TRIGRAM);

/** The FTS5 query for title terms that all fit the index: every term, any of its spellings. */
function ftsQuery(terms: readonly SearchTerm[]): string {
  return terms.map((t) => `(${t.map(ftsPhrase).join(" OR ")})`).join(" AND ");
}

/** A condition on `p` (the product table): the English title contains every term, ignoring case. */
function titleMatches(db: DB, terms: readonly SearchTerm[]): RawBuilder<boolean> {
  if (terms.length === 0) return sql<boolean>`1 = 1`;
  if (dialectOf(db) === "sqlite" && terms.every(fitsTrigrams)) {
    return sql<boolean>`p.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsQuery(terms)})`;
  }
  const each = terms.map((term) => {
    const any = term.map((s) => containsCaseless(db, "p.title", s));
    return any.length === 1
      ? (any[0] as RawBuilder<boolean>)
      : sql<boolean>`(${sql.join(any, sql` OR `)})`;
  });
  return sql<boolean>`(${sql.join(each, sql` AND `)})`;
}

/** The exact tier: the English title contains the text, its sizes in any spelling. */
export function titleContains(db: DB, text: string): RawBuilder<boolean> {
  return titleMatches(db, [phraseTerm(text)]);
}

/** How a search was read: its terms, and the text to show when it was read as something else. */
export interface SearchPlan {
  /** The text as typed (searchQuery). */
  text: string;
  terms: KeyTerm[];
  /** Words were corrected or dropped (tiers 5 and 6): the exact tier does not apply. */
  relaxed: boolean;
  /** What the search was read as, when that differs from the text ("submersible 1.5 hp"); else null. */
  correctedQuery: string | null;
}

/** Gujarati or Devanagari letters: text no English title holds. */
const INDIC = /[\u0900-\u0AFF]/;

type TierName = "exact" | Tier;

/**
 * The tiers a plan needs, best first: the exact tier only for text an English
 * title can hold, the lexicon's only when it knew a phrase, word starts only
 * when some word can start another. A tier left out would find nothing the
 * ones before had not (the index and the scan use the same list).
 */
function tiersOf(plan: SearchPlan): TierName[] {
  const out: TierName[] = [];
  if (!plan.relaxed && !INDIC.test(plan.text)) out.push("exact");
  out.push("own");
  if (plan.terms.some((t) => t.meanings)) out.push("whole");
  const starts = (t: KeyTerm) =>
    !t.wholeOnly && t.options.some((o) => o.some((k) => k.length >= 2 && !/[0-9]/.test(k)));
  if (plan.terms.some(starts)) out.push("start");
  return out;
}

/** The terms that match whole values only: numbers, sizes, model codes. */
const wholeValues = (terms: readonly KeyTerm[]) => terms.filter((t) => t.wholeOnly);

/**
 * The exact tier on `p`: the title contains the text, and its numbers are
 * whole values in the product's key ("5 HP" is inside "7.5 HP" as text, but
 * 5hp is not 7.5hp; "TPM-5" is inside "TPM-50").
 */
function exactMatch(db: DB, plan: SearchPlan): RawBuilder<boolean> {
  const numbers = wholeValues(plan.terms);
  const title = titleContains(db, plan.text);
  return numbers.length === 0
    ? title
    : sql<boolean>`(${title} AND ${keysMatch(db, numbers, "whole")})`;
}

/** The plan's condition on `p`: the products it finds, in any tier. */
export function planMatches(db: DB, plan: SearchPlan): RawBuilder<boolean> {
  const keys = keysMatch(db, plan.terms, "start");
  if (!tiersOf(plan).includes("exact")) return keys;
  return sql<boolean>`(${exactMatch(db, plan)} OR ${keys})`;
}

/**
 * The plan's tier of a product on `p` as a number to sort by: 0 exact,
 * 1 whole words as typed, 2 with the lexicon's meanings, 3 word starts.
 */
export function planRank(db: DB, plan: SearchPlan): RawBuilder<number> {
  const own = keysMatch(db, plan.terms, "own");
  const whole = keysMatch(db, plan.terms, "whole");
  if (!tiersOf(plan).includes("exact"))
    return sql<number>`CASE WHEN ${own} THEN 1 WHEN ${whole} THEN 2 ELSE 3 END`;
  return sql<number>`CASE WHEN ${exactMatch(db, plan)} THEN 0 WHEN ${own} THEN 1 WHEN ${whole} THEN 2 ELSE 3 END`;
}

/**
 * Up to `max` places of a tier, in catalogue order, skipping `seen`. The
 * exact tier reads titles (with its numbers whole values, as exactMatch);
 * the others are sets of keys.
 */
function tierPlaces(
  index: SearchIndex,
  plan: SearchPlan,
  tier: TierName,
  max: number,
  seen: ReadonlySet<number>,
): number[] {
  if (tier !== "exact") return firstPlaces(keysIn(index, plan.terms, tier), max, seen);
  const numbers = wholeValues(plan.terms);
  const whole = numbers.length > 0 ? keysIn(index, numbers, "whole") : null;
  return titlesContaining(
    index,
    phraseTerm(plan.text),
    max,
    (place) => !seen.has(place) && (!whole || inSet(whole, place)),
  );
}

/** Does any product have every term, each at least starting a key? */
const anyWith = (index: SearchIndex, terms: readonly KeyTerm[]) =>
  terms.length > 0 && !isEmpty(keysIn(index, terms, "start"));

/**
 * Tier 6: the terms less the fewest words, when no product has them all —
 * a size first ("4 inch" of a grinder sold by millimetres), then the words
 * no product has, then any one word from the end — or null.
 */
function withoutSome(index: SearchIndex, terms: readonly KeyTerm[]): KeyTerm[] | null {
  if (terms.length < 2) return null;
  const has = (t: readonly KeyTerm[]) => anyWith(index, t);
  const order = [...terms.keys()].sort(
    (a, b) => Number(!terms[a]?.wholeOnly) - Number(!terms[b]?.wholeOnly) || b - a,
  );
  const unknown = order.filter((i) => !has([terms[i] as KeyTerm]));
  if (unknown.length > 0 && unknown.length < terms.length) {
    const kept = terms.filter((_, i) => !unknown.includes(i));
    if (has(kept)) return kept;
  }
  for (const i of order) {
    const kept = terms.filter((_, j) => j !== i && !unknown.includes(j));
    if (kept.length > 0 && has(kept)) return kept;
  }
  return null;
}

export type SearchState = Awaited<ReturnType<typeof searchState>>;

/** The text read into terms against the lexicon, title words and index of `state`. */
async function readPlanAt(db: DB, raw: string, locale: Locale, state: SearchState) {
  const text = searchQuery(raw);
  const [lexicon, words, index] = await Promise.all([
    loadLexicon(db, state.lexiconVersion),
    vocabulary(db, state.wordsVersion),
    searchIndex(db, state.keysVersion),
  ]);
  const terms = readTerms(text, lexicon, words);
  const plan: SearchPlan = {
    text,
    terms,
    relaxed: false,
    correctedQuery: understood(terms, words, locale),
  };
  return { plan, words, index };
}

/**
 * The search state each database last answered with: the header search reads
 * its plan against it and checks it in the statement that reads the shown
 * products, one trip to the database instead of two (docs/search.md, "Speed").
 */
const lastState = new WeakMap<DB, SearchState>();

async function currentState(db: DB): Promise<SearchState> {
  const state = await searchState(db);
  lastState.set(db, state);
  return state;
}

/** The text read into terms, with the title words it was read against and the index. */
async function readPlan(db: DB, raw: string, locale: Locale) {
  return readPlanAt(db, raw, locale, await currentState(db));
}

const sameState = (a: SearchState, b: SearchState) =>
  a.lexiconVersion === b.lexiconVersion &&
  a.wordsVersion === b.wordsVersion &&
  a.keysVersion === b.keysVersion;

/**
 * For a plan whose tiers find nothing: its words corrected (tier 5), else
 * the fewest dropped (tier 6); null when neither finds anything.
 */
function relaxPlan(
  index: SearchIndex,
  plan: SearchPlan,
  words: Vocabulary,
  locale: Locale,
): SearchPlan | null {
  const relaxed = (terms: KeyTerm[]): SearchPlan => ({
    text: plan.text,
    terms,
    relaxed: true,
    correctedQuery: understood(terms, words, locale),
  });
  const corrected = correctTerms(plan.terms, words, locale);
  if (corrected && anyWith(index, corrected)) return relaxed(corrected);
  const shorter = withoutSome(index, corrected ?? plan.terms);
  return shorter ? relaxed(shorter) : null;
}

/**
 * Reads the text into a plan (what /shop lists by): its terms and, when its
 * tiers would find nothing, the corrected (tier 5) or shortened (tier 6) terms.
 */
export async function planSearch(
  db: DB,
  raw: string,
  locale: Locale = BASE_LOCALE,
): Promise<SearchPlan> {
  const { plan, words, index } = await readPlan(db, raw, locale);
  if (!plan.text || plan.terms.length === 0) return plan;
  // Does any tier find anything as the text stands?
  const none = new Set<number>();
  if (tiersOf(plan).some((tier) => tierPlaces(index, plan, tier, 1, none).length > 0)) return plan;
  return relaxPlan(index, plan, words, locale) ?? plan;
}

/** The header search's answer: the products, and what the text was read as when that differs. */
export interface SearchAnswer<P> {
  products: P[];
  correctedQuery: string | null;
}

/**
 * The search state's versions, selected beside the rows of the products found (findMatches):
 * the state the index was read at is checked in the statement that reads the products.
 */
export const SEARCH_STATE_COLUMNS = [
  sql<number | null>`(SELECT lexicon_version FROM search_state WHERE id = 1)`.as("lv"),
  sql<number | null>`(SELECT words_version FROM search_state WHERE id = 1)`.as("wv"),
  sql<number | null>`(SELECT keys_version FROM search_state WHERE id = 1)`.as("kv"),
] as const;

/** The state in a row read with SEARCH_STATE_COLUMNS. */
export function stateOfRow(row: {
  lv: number | string | null;
  wv: number | string | null;
  kv: number | string | null;
}): SearchState {
  return {
    lexiconVersion: Number(row.lv ?? 0),
    wordsVersion: Number(row.wv ?? 0),
    keysVersion: Number(row.kv ?? 0),
  };
}

/**
 * Loads the products with these ids (any order; missing ones left out) and the search state
 * as of the same statement (SEARCH_STATE_COLUMNS), or null for the state when none was found.
 */
export type LoadFound<P> = (
  ids: readonly string[],
) => Promise<{ found: P[]; state: SearchState | null }>;

/** Up to `max` places, best tier first, each tier in catalogue order. */
function rankedPlaces(index: SearchIndex, plan: SearchPlan, max: number): number[] {
  const found: number[] = [];
  const seen = new Set<number>();
  for (const tier of tiersOf(plan)) {
    if (found.length >= max) break;
    for (const place of tierPlaces(index, plan, tier, max - found.length, seen)) {
      found.push(place);
      seen.add(place);
    }
  }
  return found;
}

/**
 * The header search: up to eight products, best tier first, each tier in
 * catalogue order, loaded by `load` (catalogue/product-search.server.ts).
 */
export async function findMatches<P extends { id: string }>(
  db: DB,
  text: string,
  load: LoadFound<P>,
  limit = SEARCH_MAX_RESULTS,
  locale: Locale = BASE_LOCALE,
): Promise<SearchAnswer<P>> {
  const max = Math.min(limit, SEARCH_MAX_RESULTS);
  // The state last seen, checked below; else read now (then it needs no check).
  let state = lastState.get(db) ?? (await currentState(db));
  let checked = !lastState.has(db);
  // Twice at most: a catalogue written to without pause is answered as of the second read.
  for (let attempt = 1; ; attempt++) {
    const read = await readPlanAt(db, text, locale, state);
    if (!read.plan.text || read.plan.terms.length === 0)
      return { products: [], correctedQuery: null };
    let plan = read.plan;
    let places = rankedPlaces(read.index, plan, max);
    // Only when the tiers find nothing: typos corrected, else fewer words (tiers 5 and 6).
    if (places.length === 0) {
      const relaxed = relaxPlan(read.index, plan, read.words, locale);
      if (relaxed) {
        plan = relaxed;
        places = rankedPlaces(read.index, plan, max);
      }
    }
    const ids = places.map((place) => read.index.ids[place] as string);
    const loaded = ids.length > 0 ? await load(ids) : { found: [], state: null };
    // The state as of the statement that read the products (or, with none, now).
    const now: SearchState = loaded.state ?? (checked ? state : await currentState(db));
    if (!sameState(now, state)) {
      lastState.set(db, now);
      // Something changed since: read again with what is there now.
      if (attempt < 2) {
        state = now;
        checked = true;
        continue;
      }
    }
    const byId = new Map(loaded.found.map((p) => [p.id, p]));
    const products = ids.flatMap((id) => byId.get(id) ?? []);
    return { products, correctedQuery: products.length > 0 ? plan.correctedQuery : null };
  }
}

/**
 * The same search by plain scans that no index can serve (lower() on both
 * databases): the tests' oracle for the indexes, and the benchmark's
 * baseline. Same plan, same tiers, same order. `select` reads the products a
 * condition on `p` matches, oldest first (then by id), at most `limit`.
 */
export async function scanMatches<P extends { id: string }>(
  db: DB,
  text: string,
  select: (where: RawBuilder<boolean>, limit: number) => Promise<P[]>,
): Promise<P[]> {
  const plan = await planSearch(db, text);
  if (!plan.text || plan.terms.length === 0) return [];
  const exact = sql<boolean>`(${sql.join(
    phraseTerm(plan.text).map(
      (spelling) => sql`lower(p.title) LIKE ${`%${escapeLike(spelling)}%`} ESCAPE '\\'`,
    ),
    sql` OR `,
  )})`;
  const keys = (tier: Tier) => keysMatch(db, plan.terms, tier, true);
  const numbers = wholeValues(plan.terms);
  const exactWhole =
    numbers.length === 0
      ? exact
      : sql<boolean>`(${exact} AND ${keysMatch(db, numbers, "whole", true)})`;
  const found: P[] = [];
  const seen = new Set<string>();
  for (const tier of tiersOf(plan)) {
    if (found.length >= SEARCH_MAX_RESULTS) break;
    const rows = await select(
      tier === "exact" ? exactWhole : keys(tier),
      SEARCH_MAX_RESULTS + seen.size,
    );
    for (const p of rows) {
      if (seen.has(p.id) || found.length >= SEARCH_MAX_RESULTS) continue;
      found.push(p);
      seen.add(p.id);
    }
  }
  return found;
}
