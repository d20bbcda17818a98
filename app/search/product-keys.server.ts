import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import type { Locale } from "~/i18n/locales";
import { searchState } from "./lexicon.server";
import { keyPieces, searchKeyOf } from "./search-key.server";

/**
 * Keeps `product.search_key` (migration 2026-11-28T0900-search-keys) true to
 * the product's titles in every language, and the words those titles use in
 * `search_key_word`: the one writer of both. Called by the product writer and
 * the translation writer inside their changes, and at start for products
 * whose key was made by older rules.
 */

/** The rules' version (search-key.server.ts): raise it when a key would come out different. */
const SEARCH_KEY_VERSION = 1;

/** Products indexed per statement when catching up. */
const BATCH = 500;

/** A product's texts that are searched, with their languages. */
type Texts = Map<string, { locale: Locale; text: string }[]>;

/**
 * The names of the products' categories and subcategories, in every language:
 * a product is found by what the shop calls its kind ("electric motor",
 * "4 inch borewell"), not only by its own title.
 */
async function addCategoryNames(db: DB, ids: readonly string[], texts: Texts): Promise<void> {
  const places = await db
    .selectFrom("product_category")
    .select(["product_id", "category_id", "subcategory_id"])
    .where("product_id", "in", ids)
    .execute();
  if (places.length === 0) return;
  const categoryIds = [...new Set(places.map((p) => p.category_id))];
  const subIds = [
    ...new Set(places.flatMap((p) => (p.subcategory_id === null ? [] : [p.subcategory_id]))),
  ];
  const [categories, categoryNames, subs, subNames] = await Promise.all([
    db.selectFrom("category").select(["id", "name"]).where("id", "in", categoryIds).execute(),
    db
      .selectFrom("category_translation")
      .select(["category_id as id", "locale", "name"])
      .where("category_id", "in", categoryIds)
      .where("name", "<>", "")
      .execute(),
    subIds.length > 0
      ? db.selectFrom("subcategory").select(["id", "name"]).where("id", "in", subIds).execute()
      : [],
    subIds.length > 0
      ? db
          .selectFrom("subcategory_translation")
          .select(["subcategory_id as id", "locale", "name"])
          .where("subcategory_id", "in", subIds)
          .where("name", "<>", "")
          .execute()
      : [],
  ]);
  const named = (
    english: { id: number; name: string }[],
    translated: { id: number; locale: string; name: string }[],
  ) => {
    const out = new Map<number, { locale: Locale; text: string }[]>();
    for (const c of english) out.set(c.id, [{ locale: "en", text: c.name }]);
    for (const t of translated) out.get(t.id)?.push({ locale: t.locale as Locale, text: t.name });
    return out;
  };
  const categoryTexts = named(categories, categoryNames);
  const subTexts = named(subs, subNames);
  for (const p of places) {
    const list = texts.get(p.product_id);
    if (!list) continue;
    list.push(...(categoryTexts.get(p.category_id) ?? []));
    if (p.subcategory_id !== null) list.push(...(subTexts.get(p.subcategory_id) ?? []));
  }
}

/**
 * Remakes the search keys of these products from their titles and their
 * categories' and subcategories' names, in English, Gujarati and Hindi.
 */
export async function indexProducts(db: DB, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const [products, translated] = await Promise.all([
      db.selectFrom("product").select(["id", "title"]).where("id", "in", batch).execute(),
      db
        .selectFrom("product_translation")
        .select(["product_id", "locale", "title"])
        .where("product_id", "in", batch)
        .where("title", "<>", "")
        .execute(),
    ]);
    const texts: Texts = new Map();
    for (const p of products) texts.set(p.id, [{ locale: "en", text: p.title }]);
    for (const t of translated) {
      texts.get(t.product_id)?.push({ locale: t.locale as Locale, text: t.title });
    }
    await addCategoryNames(db, batch, texts);
    const words = new Map<string, { key: string; locale: string; word: string }>();
    for (const [id, list] of texts) {
      await db
        .updateTable("product")
        .set({
          search_key: searchKeyOf(list.map((t) => t.text)),
          search_key_version: SEARCH_KEY_VERSION,
        })
        .where("id", "=", id)
        .execute();
      for (const { locale, text } of list) {
        for (const p of keyPieces(text)) {
          // Letters only: a model code or a number is never a correction.
          if ("unit" in p || p.key.length < 2 || /[0-9]/.test(p.key)) continue;
          words.set(`${p.key}\n${locale}\n${p.word}`, { key: p.key, locale, word: p.word });
        }
      }
    }
    const rows = [...words.values()];
    let added = 0;
    for (let j = 0; j < rows.length; j += BATCH) {
      const inserted = await db
        .insertInto("search_key_word")
        .values(rows.slice(j, j + BATCH))
        .onConflict((oc) => oc.doNothing())
        .returning("key")
        .execute();
      added += inserted.length;
    }
    // Every instance reads the words again (vocabulary()).
    if (added > 0) {
      await db
        .updateTable("search_state")
        .set({ words_version: sql`words_version + 1` })
        .where("id", "=", 1)
        .execute();
    }
  }
}

/** The products in a category or subcategory (any of their slots). */
export async function membersOf(
  db: DB,
  kind: "category" | "subcategory",
  id: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("product_category")
    .select("product_id")
    .distinct()
    .where(kind === "category" ? "category_id" : "subcategory_id", "=", id)
    .execute();
  return rows.map((r) => r.product_id);
}

/** Remakes the keys of a category's or subcategory's products after its name changed. */
export async function indexMembers(
  db: DB,
  kind: "category" | "subcategory",
  id: number,
): Promise<void> {
  await indexProducts(db, await membersOf(db, kind, id));
}

/**
 * Indexes every product whose key is missing or older than these rules, in
 * batches; returns how many. Run at start (prepareData): after an upgrade
 * that changes the rules, and for products written before keys existed.
 */
export async function indexStaleProducts(db: DB): Promise<number> {
  let done = 0;
  for (;;) {
    const stale = await db
      .selectFrom("product")
      .select("id")
      .where("search_key_version", "<>", SEARCH_KEY_VERSION)
      .limit(BATCH * 4)
      .execute();
    if (stale.length === 0) return done;
    await db.transaction().execute((trx) =>
      indexProducts(
        trx,
        stale.map((s) => s.id),
      ),
    );
    done += stale.length;
  }
}

/** The words titles used for each key, by language: what corrections pick from and show. */
export type Vocabulary = Map<string, Partial<Record<Locale, string>>>;

/**
 * Read once per database and kept while `search_state.words_version` stays
 * the same: words are only ever added, and whoever adds one moves it, on
 * any instance. Checking costs one read of one row per search.
 */
const vocabularies = new WeakMap<DB, { version: number; words: Promise<Vocabulary> }>();

async function readVocabulary(db: DB): Promise<Vocabulary> {
  const rows = await db
    .selectFrom("search_key_word")
    .select(["key", "locale", "word"])
    .orderBy("key")
    .orderBy("locale")
    .orderBy("word")
    .execute();
  const out: Vocabulary = new Map();
  for (const r of rows) {
    const entry = out.get(r.key) ?? {};
    // The first word in order stands for the key in its language.
    entry[r.locale as Locale] ??= r.word;
    out.set(r.key, entry);
  }
  return out;
}

/** The vocabulary of title words by key; `known`: search_state.words_version, when read already. */
export async function vocabulary(db: DB, known?: number): Promise<Vocabulary> {
  const version = known ?? (await searchState(db)).wordsVersion;
  const cached = vocabularies.get(db);
  if (cached?.version === version) return cached.words;
  const words = readVocabulary(db);
  vocabularies.set(db, { version, words });
  words.catch(() => vocabularies.delete(db));
  return words;
}
