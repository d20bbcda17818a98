import { data, redirect } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import {
  categoryFieldName,
  confirmName,
  type FieldStatus,
  fieldStatus,
  nameTranslationSchema,
  PRODUCT_TEXT_FIELDS,
  type ProductTranslationInput,
  productTranslationSchema,
  productTranslationValues,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  translatedName,
} from "~/catalogue/translation-schema";
import {
  getProductTranslations,
  needsTranslation,
  type ProductTranslations,
  productsNeedingTranslation,
  type StoredProductTranslation,
  writeNameTranslationIn,
  writeProductTranslationIn,
} from "~/catalogue/translations.server";
import type { AuditFields } from "~/changes/audit.server";
import { changedFields } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { containsCaseless } from "~/db/dialect.server";
import { fieldErrors } from "~/forms/field-errors";
import { ADMIN } from "~/http/paths";
import { perPrefixedLocale } from "~/i18n/locales";
import { paginateQuery, showPage } from "~/paging/paginate.server";
import { withFlash } from "~/toasts/flash.server";

/**
 * The admin's Translations view (docs/languages.md, "Translated content"):
 * the list of products with missing or out-of-date translations, and saving a
 * product's or a category's Gujarati and Hindi. Every save is one commitChange:
 * audited, then published on the topic whose pages show it ("products" or
 * "categories"; a page's cache key includes its path, so /gu and /hi pages go
 * with their English twin).
 */

const TRANSLATIONS_SAVED = "Translations saved successfully!";
export const NO_SUCH_CATEGORY = "No such category!";
const TRANSLATIONS_FAILED = "Failed to save translations.";
export const TRANSLATIONS_STALE =
  "The English of this product changed after you opened this page, so your translations were not saved. Load the latest version, then make your changes again.";

export type TranslationStatusFilter = "any" | "missing" | "outdated" | "all";
const STATUS_FILTERS = ["any", "missing", "outdated", "all"] as const;

export function translationFilter(url: URL) {
  const lang = url.searchParams.get("lang");
  const status = url.searchParams.get("status");
  return {
    locale: (TRANSLATED_LOCALES as readonly string[]).includes(lang ?? "")
      ? (lang as TranslatedLocale)
      : TRANSLATED_LOCALES[0],
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? "")
      ? (status as TranslationStatusFilter)
      : ("any" as TranslationStatusFilter),
    q: url.searchParams.get("q")?.trim() ?? "",
    page: Number(url.searchParams.get("page") ?? "1") || 1,
  };
}

const PAGE_SIZE = 25;

export interface TranslationListRow {
  id: string;
  title: string;
  translatedTitle: string;
  /** The product's worst field: missing before out of date before current. */
  status: FieldStatus;
}

/** Products in one language, filtered by what they need, paged, by title. */
export async function listTranslationWork(db: DB, filter: ReturnType<typeof translationFilter>) {
  const { locale, status, q } = filter;
  let base = db
    .selectFrom("product as p")
    .leftJoin("product_translation as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale),
    );
  if (status !== "all") base = base.where(needsTranslation(locale, status));
  // The English title or any language's: a translator may search by the Gujarati they see.
  if (q !== "") {
    const text = q.normalize("NFC");
    base = base.where((eb) =>
      eb.or([
        containsCaseless(db, "p.title", text),
        eb.exists(
          eb
            .selectFrom("product_translation as any_t")
            .select("any_t.product_id")
            .whereRef("any_t.product_id", "=", "p.id")
            .where(containsCaseless(db, "any_t.title", text)),
        ),
      ]),
    );
  }
  const page = await paginateQuery(
    base,
    base
      .select((eb) => [
        "p.id",
        "p.title",
        eb.fn.coalesce("t.title", eb.val("")).as("translated_title"),
        needsTranslation(locale, "missing").as("is_missing"),
        needsTranslation(locale, "outdated").as("is_outdated"),
      ])
      .orderBy("p.title")
      .orderBy("p.id"),
    filter.page,
    PAGE_SIZE,
  );
  const truthy = (v: unknown) => v === true || v === 1 || v === "1";
  return showPage(
    page,
    (r): TranslationListRow => ({
      id: r.id,
      title: r.title,
      translatedTitle: String(r.translated_title ?? ""),
      status: truthy(r.is_missing) ? "missing" : truthy(r.is_outdated) ? "outdated" : "current",
    }),
  );
}

// ——— The Translations pages' answer to a save ———

/** A refused save as the page gets it back: the reason, each field's error and what was typed. */
export type TranslationRefusal = Extract<TranslationSaveResult, { ok: false }> & {
  values: Record<string, string[]>;
};

/**
 * A Translations page's action answer (routes/admin/translate-*.tsx): a save goes back to the
 * page with "saved"; a refusal returns what was typed, so nothing is lost with JavaScript off;
 * an item gone meanwhile goes to the list with `missing`.
 */
export function answerTranslationSave(
  result: TranslationSaveResult | "missing",
  form: FormData,
  { page, missing }: { page: string; missing: string },
) {
  if (result === "missing")
    return redirect(ADMIN.translations, {
      headers: withFlash({ type: "error", message: missing }),
    });
  if (result.ok)
    return redirect(page, { headers: withFlash({ type: "success", message: TRANSLATIONS_SAVED }) });
  const values: Record<string, string[]> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = [...(values[k] ?? []), v];
  return data({ ...result, values } satisfies TranslationRefusal, { status: result.status });
}

// ——— A product's translations ———

type FieldKey = `${string}_${TranslatedLocale}`;
export type TranslationSaveResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; errors: Partial<Record<FieldKey, string>> };

/** A language's stored version as the audit log shows it: each field by its column name. */
function auditFields(t: ProductTranslations, locale: TranslatedLocale): AuditFields {
  const out: AuditFields = {};
  for (const f of PRODUCT_TEXT_FIELDS) out[translatedName(f, locale)] = t.fields[f][locale].text;
  out[translatedName("imageAlts", locale)] = t.images.map((i) => i.text[locale].text);
  return out;
}

/**
 * The stored version after a save: a field whose text changed, or that the
 * translator confirmed, is now made from the current English; any other keeps
 * the English it was made from (so it stays flagged when out of date).
 */
export function nextTranslation(
  current: ProductTranslations,
  locale: TranslatedLocale,
  input: ProductTranslationInput,
  confirmed: (field: string) => boolean,
): StoredProductTranslation {
  const fields = {} as StoredProductTranslation["fields"];
  for (const f of PRODUCT_TEXT_FIELDS) {
    const was = current.fields[f][locale];
    const text = input[f];
    const fresh = text !== was.text || confirmed(f);
    fields[f] = { text, source: fresh ? was.english : was.source };
  }
  const imageAlts: StoredProductTranslation["imageAlts"] = {};
  current.images.forEach((image, i) => {
    const was = image.text[locale];
    const text = input.imageAlts[i] ?? "";
    const fresh = text !== was.text || confirmed(`imageAlts${i}`);
    imageAlts[image.mediaId] = { text, source: fresh ? image.english : was.source };
  });
  return { fields, imageAlts };
}

/** Writes both languages of a product as a step of the caller's change, with one audit row. */
export async function saveProductTranslationsIn(
  trx: DB,
  audit: Audit,
  id: string,
  next: Partial<Record<TranslatedLocale, StoredProductTranslation>>,
  action = "product.translate",
): Promise<boolean> {
  const before = await getProductTranslations(trx, id);
  if (!before) return false;
  for (const locale of TRANSLATED_LOCALES) {
    const value = next[locale];
    if (value) await writeProductTranslationIn(trx, id, locale, value);
  }
  const after = await getProductTranslations(trx, id);
  if (!after) return false;
  const b: AuditFields = {};
  const a: AuditFields = {};
  for (const locale of TRANSLATED_LOCALES) {
    Object.assign(b, auditFields(before, locale));
    Object.assign(a, auditFields(after, locale));
  }
  // A confirmation alone changes no text but does change what is out of date.
  const statuses = (t: ProductTranslations) =>
    JSON.stringify([
      PRODUCT_TEXT_FIELDS.map((f) => [t.fields[f].gu.status, t.fields[f].hi.status]),
      t.images.map((i) => [i.text.gu.status, i.text.hi.status]),
    ]);
  const diff = changedFields(b, a);
  if (Object.keys(diff.after).length === 0 && statuses(before) === statuses(after)) return true;
  const title = await trx
    .selectFrom("product")
    .select("title")
    .where("id", "=", id)
    .executeTakeFirst();
  audit({
    action,
    targetType: "product",
    targetId: id,
    detail: title?.title ?? id,
    ...diff,
  });
  return true;
}

/** The Translations form's save (the caller ran requireAdmin); nothing is written on bad input. */
export async function saveProductTranslationsFromForm(
  db: DB,
  actor: SessionUser,
  id: string,
  form: FormData,
): Promise<TranslationSaveResult | "missing"> {
  const errors: Partial<Record<FieldKey, string>> = {};
  const inputs: Partial<Record<TranslatedLocale, ProductTranslationInput>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const parsed = productTranslationSchema[locale].safeParse(
      productTranslationValues(form, locale),
    );
    if (parsed.success) inputs[locale] = parsed.data;
    else
      Object.assign(
        errors,
        fieldErrors(parsed.error, ([field, index]) =>
          // A photo's description: its own message, under `imageAlts<i>_<locale>`.
          translatedName(
            field === "imageAlts" && typeof index === "number"
              ? `imageAlts${index}`
              : String(field ?? "form"),
            locale,
          ),
        ),
      );
  }
  if (Object.keys(errors).length > 0)
    return { ok: false, status: 400, message: TRANSLATIONS_FAILED, errors };
  const version = Number(form.get("updatedAt"));
  return commitChange(db, actor, { topics: ["products"] }, async (trx, audit) => {
    const current = await getProductTranslations(trx, id);
    if (!current) return "missing" as const;
    if (current.updatedAt !== version)
      return { ok: false, status: 409, message: TRANSLATIONS_STALE, errors: {} };
    const next: Partial<Record<TranslatedLocale, StoredProductTranslation>> = {};
    for (const locale of TRANSLATED_LOCALES) {
      const input = inputs[locale];
      if (input)
        next[locale] = nextTranslation(current, locale, input, (field) =>
          form.has(confirmName(field, locale)),
        );
    }
    await saveProductTranslationsIn(trx, audit, id, next);
    return { ok: true, message: TRANSLATIONS_SAVED };
  });
}

// ——— A category's translations (its name and its subcategories' names) ———

export interface NameTranslation {
  id: number;
  english: string;
  text: Record<TranslatedLocale, { text: string; source: string; status: FieldStatus }>;
}

export interface CategoryTranslations {
  category: NameTranslation;
  subcategories: NameTranslation[];
}

export async function getCategoryTranslations(
  db: DB,
  id: number,
): Promise<CategoryTranslations | null> {
  const category = await db
    .selectFrom("category")
    .select(["id", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!category) return null;
  const [catRows, subs, subRows] = await Promise.all([
    db.selectFrom("category_translation").selectAll().where("category_id", "=", id).execute(),
    db
      .selectFrom("subcategory")
      .select(["id", "name"])
      .where("category_id", "=", id)
      .orderBy("position")
      .orderBy("name")
      .execute(),
    db
      .selectFrom("subcategory_translation as st")
      .innerJoin("subcategory as s", "s.id", "st.subcategory_id")
      .select(["st.subcategory_id", "st.locale", "st.name", "st.name_source"])
      .where("s.category_id", "=", id)
      .execute(),
  ]);
  const texts = (english: string, rows: { locale: string; name: string; name_source: string }[]) =>
    Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const row = rows.find((r) => r.locale === locale);
        const text = row?.name ?? "";
        const source = row?.name_source ?? "";
        return [locale, { text, source, status: fieldStatus(english, text, source) }];
      }),
    ) as NameTranslation["text"];
  return {
    category: { id: category.id, english: category.name, text: texts(category.name, catRows) },
    subcategories: subs.map((s) => ({
      id: s.id,
      english: s.name,
      text: texts(
        s.name,
        subRows.filter((r) => r.subcategory_id === s.id),
      ),
    })),
  };
}

/** The category Translations form's save; nothing is written on bad input. */
export async function saveCategoryTranslationsFromForm(
  db: DB,
  actor: SessionUser,
  id: number,
  form: FormData,
): Promise<TranslationSaveResult | "missing"> {
  const current = await getCategoryTranslations(db, id);
  if (!current) return "missing";
  const entries = [
    { kind: "category" as const, item: current.category, sub: null },
    ...current.subcategories.map((s) => ({ kind: "subcategory" as const, item: s, sub: s.id })),
  ];
  const errors: Partial<Record<FieldKey, string>> = {};
  const values = new Map<string, string>();
  for (const { sub } of entries) {
    for (const locale of TRANSLATED_LOCALES) {
      const name = categoryFieldName(sub, locale);
      const raw = form.get(name);
      const parsed = nameTranslationSchema(locale).safeParse(typeof raw === "string" ? raw : "");
      if (parsed.success) values.set(name, parsed.data);
      else errors[name as FieldKey] = parsed.error.issues[0]?.message ?? TRANSLATIONS_FAILED;
    }
  }
  if (Object.keys(errors).length > 0)
    return { ok: false, status: 400, message: TRANSLATIONS_FAILED, errors };
  return commitChange(db, actor, { topics: ["categories"] }, async (trx, audit) => {
    const now = await getCategoryTranslations(trx, id);
    if (!now) return "missing" as const;
    for (const { kind, sub } of entries) {
      const item = sub === null ? now.category : now.subcategories.find((s) => s.id === sub);
      if (!item) continue;
      const before: AuditFields = {};
      const after: AuditFields = {};
      let touched = false;
      for (const locale of TRANSLATED_LOCALES) {
        const name = categoryFieldName(sub, locale);
        const text = values.get(name) ?? "";
        const was = item.text[locale];
        const confirm = form.has(confirmName(sub === null ? "name" : `sub${sub}`, locale));
        if (text === was.text && !confirm) continue;
        touched = true;
        await writeNameTranslationIn(
          trx,
          kind,
          item.id,
          locale,
          text,
          text === "" ? "" : item.english,
        );
        before[translatedName("name", locale)] = was.text;
        after[translatedName("name", locale)] = text;
      }
      if (!touched) continue;
      audit({
        action: `${kind}.translate`,
        targetType: kind,
        targetId: String(item.id),
        detail: item.english,
        before,
        after,
      });
    }
    return { ok: true, message: TRANSLATIONS_SAVED };
  });
}

/** Categories with each language's state, for the Translations list (a catalogue has few). */
async function listCategoryTranslationWork(db: DB) {
  const cats = await db
    .selectFrom("category")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("name")
    .execute();
  const all = await Promise.all(cats.map((c) => getCategoryTranslations(db, c.id)));
  return all.flatMap((t) => {
    if (!t) return [];
    const worst = (locale: TranslatedLocale): FieldStatus => {
      const s = [t.category, ...t.subcategories].map((n) => n.text[locale].status);
      return s.includes("missing") ? "missing" : s.includes("outdated") ? "outdated" : "current";
    };
    return [{ id: t.category.id, name: t.category.english, ...perPrefixedLocale(worst) }];
  });
}

/**
 * What /admin/translations lists: the products to translate (filtered), every category, and how
 * many products still need work.
 */
export async function translationWork(db: DB, url: URL) {
  const filter = translationFilter(url);
  const [products, categories, needing] = await Promise.all([
    listTranslationWork(db, filter),
    listCategoryTranslationWork(db),
    productsNeedingTranslation(db),
  ]);
  return { filter, products, categories, needing };
}

export type TranslationWork = Awaited<ReturnType<typeof translationWork>>;
