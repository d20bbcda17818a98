import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { BASE_LOCALE, type Locale, perPrefixedLocale } from "~/i18n/locales";
import { indexMembers, indexProducts } from "~/search/product-keys.server";
import { lines } from "./product-text";
import {
  type FieldStatus,
  fieldStatus,
  isTranslatedLocale,
  PRODUCT_TEXT_FIELDS,
  type ProductTextField,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "./translation-schema";
import type { Category, Product, ProductSummary } from "./types";

/**
 * Translated catalogue text (docs/languages.md, "Translated content"): what
 * the public loaders call to show a product, a list of products or the
 * categories in a visitor's language, field by field, with English wherever a
 * field is not translated (never a blank). `en` is a no-op without a query.
 * A translation whose English has changed since it was made is still shown;
 * only staff see it flagged (fieldStatus).
 */

/** The translation where there is one, else the English. */
const pick = (translated: string | null | undefined, english: string) =>
  translated && translated.trim() !== "" ? translated : english;

/** Whether a product reads in the language: its title and every English text field it has. */
function productIsTranslated(
  english: Record<ProductTextField, string>,
  row: Partial<Record<ProductTextField, string>> | undefined,
): boolean {
  if (!row) return false;
  return PRODUCT_TEXT_FIELDS.every((f) => fieldStatus(english[f], row[f] ?? "", "") !== "missing");
}

/**
 * Product cards (shop, bestsellers, search, related) in `locale`: titles
 * translated where they are. One query for the whole list.
 */
export async function localiseSummaries<T extends Pick<ProductSummary, "id" | "title">>(
  db: DB,
  locale: Locale,
  items: readonly T[],
): Promise<T[]> {
  if (locale === BASE_LOCALE || !isTranslatedLocale(locale) || items.length === 0)
    return [...items];
  const rows = await db
    .selectFrom("product_translation")
    .select(["product_id", "title"])
    .where("locale", "=", locale)
    .where(
      "product_id",
      "in",
      items.map((i) => i.id),
    )
    .where("title", "<>", "")
    .execute();
  const titles = new Map(rows.map((r) => [r.product_id, r.title]));
  return items.map((i) => ({ ...i, title: pick(titles.get(i.id), i.title) }));
}

/**
 * A product page's product in `locale`: title, description, specification and
 * feature lines, photo descriptions and category names, each translated where
 * it is; `translated` says whether the page reads in the language (the SEO
 * layer marks an untranslated page noindex), `inEnglish` which of its texts are
 * shown in English for want of a translation (the page says so and marks them
 * `lang="en"`). Three small queries.
 */
export async function localiseProduct(
  db: DB,
  locale: Locale,
  product: Product,
): Promise<{ product: Product; translated: boolean; inEnglish: EnglishField[] }> {
  if (locale === BASE_LOCALE || !isTranslatedLocale(locale))
    return { product, translated: locale === BASE_LOCALE, inEnglish: [] };
  const [row, alts, cats] = await Promise.all([
    db
      .selectFrom("product_translation")
      .selectAll()
      .where("product_id", "=", product.id)
      .where("locale", "=", locale)
      .executeTakeFirst(),
    db
      .selectFrom("product_image_translation")
      .select(["media_id", "alt"])
      .where("product_id", "=", product.id)
      .where("locale", "=", locale)
      .where("alt", "<>", "")
      .execute(),
    db
      .selectFrom("product_category as pc")
      .leftJoin("category_translation as ct", (j) =>
        j.onRef("ct.category_id", "=", "pc.category_id").on("ct.locale", "=", locale),
      )
      .leftJoin("subcategory_translation as st", (j) =>
        j.onRef("st.subcategory_id", "=", "pc.subcategory_id").on("st.locale", "=", locale),
      )
      .select(["ct.name as category", "st.name as subcategory"])
      .where("pc.product_id", "=", product.id)
      .orderBy("pc.position")
      .execute(),
  ]);
  const alt = new Map(alts.map((a) => [a.media_id, a.alt]));
  // A photo without a description in the language is described by the translated title
  // (the gallery's fallback), never by English on a Gujarati or Hindi page.
  const images = product.images.map((i) => ({ ...i, alt: alt.get(i.id) ?? "" }));
  const listOf = (field: "description" | "specification" | "features") => {
    const text = row?.[field] ?? "";
    return text.trim() === "" ? product[field] : lines(text);
  };
  const english = {
    title: product.title,
    description: product.description.join("\n"),
    specification: product.specification.join("\n"),
    features: product.features.join("\n"),
  };
  return {
    product: {
      ...product,
      title: pick(row?.title, product.title),
      description: listOf("description"),
      specification: listOf("specification"),
      features: listOf("features"),
      images,
      image: images[0] ?? null,
      categories: product.categories.map((c, i) => ({
        category: pick(cats[i]?.category, c.category),
        subcategory: c.subcategory === null ? null : pick(cats[i]?.subcategory, c.subcategory),
      })),
    },
    translated: productIsTranslated(english, row),
    inEnglish: PRODUCT_TEXT_FIELDS.filter(
      (f) => english[f].trim() !== "" && (row?.[f] ?? "").trim() === "",
    ),
  };
}

/** A product text that may be shown in English on a Gujarati or Hindi page. */
export type EnglishField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** Categories and their subcategories in `locale` (menus, the shop's filters, the home page). Two queries. */
export async function localiseCategories<T extends Category>(
  db: DB,
  locale: Locale,
  categories: readonly T[],
): Promise<T[]> {
  if (locale === BASE_LOCALE || !isTranslatedLocale(locale) || categories.length === 0)
    return [...categories];
  const subIds = categories.flatMap((c) => c.subcategories.map((s) => s.id));
  const [cats, subs] = await Promise.all([
    db
      .selectFrom("category_translation")
      .select(["category_id as id", "name"])
      .where("locale", "=", locale)
      .where(
        "category_id",
        "in",
        categories.map((c) => c.id),
      )
      .execute(),
    subIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("subcategory_translation")
          .select(["subcategory_id as id", "name"])
          .where("locale", "=", locale)
          .where("subcategory_id", "in", subIds)
          .execute(),
  ]);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const subName = new Map(subs.map((s) => [s.id, s.name]));
  return categories.map((c) => ({
    ...c,
    name: pick(catName.get(c.id), c.name),
    subcategories: c.subcategories.map((s) => ({ ...s, name: pick(subName.get(s.id), s.name) })),
  }));
}

/**
 * Category names as stored with an order line (the English name) in `locale`:
 * the translated name where there is one, else the name as given. One query.
 */
export async function localiseCategoryNames(
  db: DB,
  locale: Locale,
  names: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.filter(Boolean))];
  const out = new Map(wanted.map((n) => [n, n]));
  if (locale === BASE_LOCALE || !isTranslatedLocale(locale) || wanted.length === 0) return out;
  const rows = await db
    .selectFrom("category as c")
    .innerJoin("category_translation as t", "t.category_id", "c.id")
    .select(["c.name as english", "t.name"])
    .where("t.locale", "=", locale)
    .where("c.name", "in", wanted)
    .where("t.name", "<>", "")
    .execute();
  for (const r of rows) out.set(r.english, r.name);
  return out;
}

// ——— What staff see: a product's translations beside its English ———

export interface TranslatedField {
  english: string;
  text: string;
  /** The English the translation was made from ('' when none). */
  source: string;
  status: FieldStatus;
}

export interface ProductTranslations {
  id: string;
  /** The English copy's version: a save over an older one is refused. */
  updatedAt: number;
  /** When a translation of it was last saved (0: never). */
  translatedAt: number;
  fields: Record<ProductTextField, Record<TranslatedLocale, TranslatedField>>;
  images: { mediaId: string; english: string; text: Record<TranslatedLocale, TranslatedField> }[];
}

/** A product's English and each language's version of it, field by field, with each field's status. */
export async function getProductTranslations(
  db: DB,
  id: string,
): Promise<ProductTranslations | null> {
  const product = await db
    .selectFrom("product")
    .select(["id", "title", "description", "specification", "features", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!product) return null;
  const [rows, images, alts] = await Promise.all([
    db.selectFrom("product_translation").selectAll().where("product_id", "=", id).execute(),
    db
      .selectFrom("product_image")
      .select(["media_id", "alt"])
      .where("product_id", "=", id)
      .orderBy("position")
      .execute(),
    db.selectFrom("product_image_translation").selectAll().where("product_id", "=", id).execute(),
  ]);
  const byLocale = new Map(rows.map((r) => [r.locale, r]));
  const field = (english: string, text = "", source = ""): TranslatedField => ({
    english,
    text,
    source,
    status: fieldStatus(english, text, source),
  });
  const fields = Object.fromEntries(
    PRODUCT_TEXT_FIELDS.map((f) => {
      return [
        f,
        perPrefixedLocale((l) => {
          const t = byLocale.get(l);
          return field(product[f], t?.[f], t?.[`${f}_source`]);
        }),
      ];
    }),
  ) as ProductTranslations["fields"];
  const altOf = (mediaId: string, locale: string) =>
    alts.find((a) => a.media_id === mediaId && a.locale === locale);
  return {
    id: product.id,
    updatedAt: product.updated_at,
    translatedAt: Math.max(0, ...rows.map((r) => r.updated_at)),
    fields,
    images: images.map((i) => ({
      mediaId: i.media_id,
      english: i.alt,
      text: perPrefixedLocale((l) =>
        field(i.alt, altOf(i.media_id, l)?.alt, altOf(i.media_id, l)?.alt_source),
      ),
    })),
  };
}

/** One language's version of a product as stored: text and source per field. */
export interface StoredProductTranslation {
  fields: Record<ProductTextField, { text: string; source: string }>;
  /** By media id. */
  imageAlts: Record<string, { text: string; source: string }>;
}

/**
 * Writes one language's version of a product inside the caller's change
 * (the Translations form, a spreadsheet import). Replaces what was stored.
 */
export async function writeProductTranslationIn(
  trx: DB,
  productId: string,
  locale: TranslatedLocale,
  value: StoredProductTranslation,
): Promise<void> {
  const f = value.fields;
  const columns = {
    title: f.title.text,
    title_source: f.title.text === "" ? "" : f.title.source,
    description: f.description.text,
    description_source: f.description.text === "" ? "" : f.description.source,
    specification: f.specification.text,
    specification_source: f.specification.text === "" ? "" : f.specification.source,
    features: f.features.text,
    features_source: f.features.text === "" ? "" : f.features.source,
    updated_at: Date.now(),
  };
  await trx
    .insertInto("product_translation")
    .values({ product_id: productId, locale, ...columns })
    .onConflict((oc) => oc.columns(["product_id", "locale"]).doUpdateSet(columns))
    .execute();
  await trx
    .deleteFrom("product_image_translation")
    .where("product_id", "=", productId)
    .where("locale", "=", locale)
    .execute();
  // The translated title is searched too (docs/search.md).
  await indexProducts(trx, [productId]);
  const alts = Object.entries(value.imageAlts).filter(([, a]) => a.text !== "");
  if (alts.length > 0) {
    await trx
      .insertInto("product_image_translation")
      .values(
        alts.map(([media_id, a]) => ({
          product_id: productId,
          media_id,
          locale,
          alt: a.text,
          alt_source: a.source,
        })),
      )
      .execute();
  }
}

/**
 * Writes one language's name of a category or subcategory inside the caller's
 * change (the category Translations form, the demo seed), with the English it
 * was made from ('' with an empty name).
 */
export async function writeNameTranslationIn(
  trx: DB,
  kind: "category" | "subcategory",
  id: number,
  locale: TranslatedLocale,
  text: string,
  source: string,
): Promise<void> {
  if (kind === "category") {
    await trx
      .insertInto("category_translation")
      .values({ category_id: id, locale, name: text, name_source: source })
      .onConflict((oc) =>
        oc.columns(["category_id", "locale"]).doUpdateSet({ name: text, name_source: source }),
      )
      .execute();
  } else {
    await trx
      .insertInto("subcategory_translation")
      .values({ subcategory_id: id, locale, name: text, name_source: source })
      .onConflict((oc) =>
        oc.columns(["subcategory_id", "locale"]).doUpdateSet({ name: text, name_source: source }),
      )
      .execute();
  }
  // Products are found by their categories' names too (docs/search.md).
  await indexMembers(trx, kind, id);
}

/** The condition "product `p` needs work in `locale`": a field missing, or one out of date. */
export function needsTranslation(locale: TranslatedLocale, kind: "missing" | "outdated" | "any") {
  const missing = sql<boolean>`(t.product_id IS NULL OR t.title = ''
    OR (TRIM(p.description) <> '' AND t.description = '')
    OR (TRIM(p.specification) <> '' AND t.specification = '')
    OR (TRIM(p.features) <> '' AND t.features = ''))`;
  const outdated = sql<boolean>`((t.title <> '' AND t.title_source <> p.title)
    OR (t.description <> '' AND t.description_source <> p.description)
    OR (t.specification <> '' AND t.specification_source <> p.specification)
    OR (t.features <> '' AND t.features_source <> p.features)
    OR EXISTS (SELECT 1 FROM product_image_translation it
      JOIN product_image pi ON pi.product_id = it.product_id AND pi.media_id = it.media_id
      WHERE it.product_id = p.id AND it.locale = ${locale} AND it.alt <> '' AND it.alt_source <> pi.alt))`;
  if (kind === "missing") return missing;
  if (kind === "outdated") return outdated;
  return sql<boolean>`(${missing} OR ${outdated})`;
}

/** How many products need work in each language ("23 products need Gujarati"). One query a language. */
export async function productsNeedingTranslation(
  db: DB,
): Promise<Record<TranslatedLocale, number>> {
  const count = async (locale: TranslatedLocale) => {
    const r = await db
      .selectFrom("product as p")
      .leftJoin("product_translation as t", (j) =>
        j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(needsTranslation(locale, "any"))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  const counts = await Promise.all(TRANSLATED_LOCALES.map(count));
  return perPrefixedLocale((l) => counts[TRANSLATED_LOCALES.indexOf(l)] ?? 0);
}

/**
 * Of these products, the ones each language lacks (a field missing: the
 * Translations view's rule). Their pages there are noindex, so the sitemap
 * leaves them out and no page names them as alternates. One query a language.
 */
export async function untranslatedIn(db: DB, ids: string[]): Promise<Map<Locale, Set<string>>> {
  const missing = new Map<Locale, Set<string>>();
  if (ids.length === 0) return missing;
  await Promise.all(
    TRANSLATED_LOCALES.map(async (locale) => {
      const rows = await db
        .selectFrom("product as p")
        .leftJoin("product_translation as t", (j) =>
          j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale),
        )
        .select("p.id")
        .where("p.id", "in", ids)
        .where(needsTranslation(locale, "missing"))
        .execute();
      missing.set(locale, new Set(rows.map((r) => r.id)));
    }),
  );
  return missing;
}
