import type { DB } from "~/db/db.server";

/**
 * The header search's index, in memory (docs/search.md, "Speed"): each
 * product's keys and English title, read from the database once and again
 * whenever `search_state.keys_version` moves (a trigger moves it on any
 * change to a product's title, key or place; migration
 * 2026-11-28T1000-search-keys-version). Every tier is answered here as a set
 * of products, one bit per product in catalogue order, so a tier that finds
 * nothing for two common words costs a few thousand word-wide ANDs, not a
 * walk of the catalogue; the database is asked only for the products shown.
 *
 * What a product's key holds is product-keys.server.ts's; how a term matches
 * a key (whole, or a word's start) is search.server.ts's: this module knows
 * sets, postings and titles, and no search rule.
 */

/** Products, one bit each, by place (a product's number in catalogue order). */
export type ProductSet = Uint32Array;

/** Places of each of a list of strings: `places[starts[i]..starts[i + 1]]`, ascending. */
interface Postings {
  starts: Uint32Array;
  places: Uint32Array;
}

export interface SearchIndex {
  /** Product ids by place: catalogue order (created_at, then id). */
  readonly ids: readonly string[];
  /** Every key any product has, sorted (word starts are a range); postings aligned. */
  readonly keys: readonly string[];
  readonly keyPostings: Postings;
  /** English titles in lower case, by place (the exact tier reads them). */
  readonly titles: readonly string[];
  /** Each run of three characters in the titles (trigramCode) → its number in `trigramPostings`. */
  readonly trigrams: ReadonlyMap<number, number>;
  readonly trigramPostings: Postings;
  /** Sets of common keys and word starts, made once (keySet): never to be changed. */
  readonly sets: Map<string, ProductSet>;
}

/** Lists of places (ascending, distinct) packed into one array. */
function pack(lists: readonly number[][]): Postings {
  const starts = new Uint32Array(lists.length + 1);
  let total = 0;
  for (const [i, list] of lists.entries()) {
    starts[i] = total;
    total += list.length;
  }
  starts[lists.length] = total;
  const places = new Uint32Array(total);
  for (const [i, list] of lists.entries()) places.set(list, starts[i]);
  return { starts, places };
}

/** Three UTF-16 code units as one number (exact up to 2^48): cheaper to hash than a string. */
const trigramCode = (text: string, i: number) =>
  text.charCodeAt(i) * 4294967296 + text.charCodeAt(i + 1) * 65536 + text.charCodeAt(i + 2);

/** Adds `place` to the list of `name`, once (places come in ascending order). */
function post<T>(lists: Map<T, number[]>, name: T, place: number): void {
  const list = lists.get(name);
  if (!list) lists.set(name, [place]);
  else if (list[list.length - 1] !== place) list.push(place);
}

/** The index of these products, given in catalogue order. */
export function buildSearchIndex(
  products: readonly { id: string; title: string; search_key: string }[],
): SearchIndex {
  const keyLists = new Map<string, number[]>();
  const trigramLists = new Map<number, number[]>();
  const titles: string[] = [];
  for (const [place, p] of products.entries()) {
    for (const key of p.search_key.split(" ")) if (key) post(keyLists, key, place);
    const title = p.title.toLowerCase();
    titles.push(title);
    for (let i = 0; i + 3 <= title.length; i++) post(trigramLists, trigramCode(title, i), place);
  }
  const keys = [...keyLists.keys()].sort();
  const trigrams = new Map<number, number>();
  for (const t of trigramLists.keys()) trigrams.set(t, trigrams.size);
  return {
    ids: products.map((p) => p.id),
    keys,
    keyPostings: pack(keys.map((k) => keyLists.get(k) ?? [])),
    titles,
    trigrams,
    trigramPostings: pack([...trigramLists.values()]),
    sets: new Map(),
  };
}

/** Reads every product's id, title and key, in catalogue order. */
async function readSearchIndex(db: DB): Promise<SearchIndex> {
  const products = await db
    .selectFrom("product")
    .select(["id", "title", "search_key"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return buildSearchIndex(products);
}

/** The index per database, read again when `search_state.keys_version` moves. */
const indexes = new WeakMap<DB, { version: number; index: Promise<SearchIndex> }>();

/** The search index; `version`: search_state.keys_version, read by the caller. */
export function searchIndex(db: DB, version: number): Promise<SearchIndex> {
  const cached = indexes.get(db);
  if (cached?.version === version) return cached.index;
  const index = readSearchIndex(db);
  indexes.set(db, { version, index });
  index.catch(() => indexes.delete(db));
  return index;
}

// ——— Sets of products ———

export const emptySet = (index: SearchIndex): ProductSet =>
  new Uint32Array((index.ids.length + 31) >>> 5);

function addPlaces(set: ProductSet, postings: Postings, i: number): void {
  const end = postings.starts[i + 1] ?? 0;
  for (let j = postings.starts[i] ?? 0; j < end; j++) {
    const place = postings.places[j] as number;
    set[place >>> 5] = (set[place >>> 5] as number) | (1 << (place & 31));
  }
}

/** First position in the sorted keys not before `key`. */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sets kept per index at most: one per common key or word start asked for. */
const MAX_KEPT_SETS = 256;

/**
 * The products with this key (`whole`), or with a key that starts with it.
 * A set that took more postings to make than it has words is kept for the
 * next search ("pump" at 100,000 products: 33,000 postings, 3,125 words);
 * the caller must not change what it gets (copy it first).
 */
export function keySet(index: SearchIndex, key: string, whole: boolean): ProductSet {
  const name = `${whole ? "=" : "^"}${key}`;
  const kept = index.sets.get(name);
  if (kept) return kept;
  const set = emptySet(index);
  const { keys, keyPostings } = index;
  let postings = 0;
  for (let i = lowerBound(keys, key); i < keys.length; i++) {
    const k = keys[i] as string;
    if (whole ? k !== key : !k.startsWith(key)) break;
    addPlaces(set, keyPostings, i);
    postings += (keyPostings.starts[i + 1] as number) - (keyPostings.starts[i] as number);
  }
  if (postings > set.length) {
    if (index.sets.size >= MAX_KEPT_SETS) index.sets.clear();
    index.sets.set(name, set);
  }
  return set;
}

/** `into` ∩= `other`; returns `into`. */
export function intersect(into: ProductSet, other: ProductSet): ProductSet {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & (other[i] as number);
  return into;
}

/** `into` ∪= `other`; returns `into`. */
export function unite(into: ProductSet, other: ProductSet): ProductSet {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) | (other[i] as number);
  return into;
}

export const isEmpty = (set: ProductSet): boolean => set.every((w) => w === 0);

export const inSet = (set: ProductSet, place: number): boolean =>
  (((set[place >>> 5] as number) >>> (place & 31)) & 1) === 1;

/** Up to `max` places of the set, in catalogue order, skipping `skip`. */
export function firstPlaces(set: ProductSet, max: number, skip: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (let w = 0; w < set.length && out.length < max; w++) {
    let bits = set[w] as number;
    while (bits !== 0 && out.length < max) {
      const low = bits & -bits;
      const place = (w << 5) + 31 - Math.clz32(low);
      bits ^= low;
      if (!skip.has(place)) out.push(place);
    }
  }
  return out;
}

// ——— Titles ———

/** Is `place` among the ascending places[from..to)? */
function listed(places: Uint32Array, from: number, to: number, place: number): boolean {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const p = places[mid] as number;
    if (p === place) return true;
    if (p < place) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

/**
 * Up to `max` places whose English title contains `text` (lower case) and
 * that `accept` keeps, in catalogue order. Text of three characters or more
 * is looked up by its rarest runs of three, and only those titles read.
 */
function titlePlaces(
  index: SearchIndex,
  text: string,
  max: number,
  accept: (place: number) => boolean,
): number[] {
  const out: number[] = [];
  const keep = (place: number) => {
    if (accept(place) && (index.titles[place] as string).includes(text)) out.push(place);
  };
  if (text.length < 3) {
    for (let place = 0; place < index.titles.length && out.length < max; place++) keep(place);
    return out;
  }
  const { starts, places } = index.trigramPostings;
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i + 3 <= text.length; i++) {
    const t = index.trigrams.get(trigramCode(text, i));
    if (t === undefined) return out;
    runs.push({ from: starts[t] as number, to: starts[t + 1] as number });
  }
  runs.sort((a, b) => a.to - a.from - (b.to - b.from));
  const [rarest, ...others] = runs;
  if (!rarest) return out;
  const checked = others.slice(0, 2);
  for (let j = rarest.from; j < rarest.to && out.length < max; j++) {
    const place = places[j] as number;
    if (checked.every((r) => listed(places, r.from, r.to, place))) keep(place);
  }
  return out;
}

/**
 * Up to `max` places whose English title contains any of the spellings
 * (lower case) and that `accept` keeps, in catalogue order.
 */
export function titlesContaining(
  index: SearchIndex,
  spellings: readonly string[],
  max: number,
  accept: (place: number) => boolean,
): number[] {
  const found = new Set<number>();
  for (const s of spellings)
    for (const place of titlePlaces(index, s, max, accept)) found.add(place);
  return [...found].sort((a, b) => a - b).slice(0, max);
}
