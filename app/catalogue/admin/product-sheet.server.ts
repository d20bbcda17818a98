import { createHash } from "node:crypto";
import type { SessionUser } from "~/accounts/session-user";
import {
  addProductIn,
  type EditableProduct,
  getEditableProduct,
  replaceProductIn,
} from "~/catalogue/admin/product-admin.server";
import {
  nextTranslation,
  saveProductTranslationsIn,
} from "~/catalogue/admin/translation-editor.server";
import { listCategories } from "~/catalogue/categories.server";
import {
  BLANK_PRODUCT,
  CATEGORY_SLOTS,
  type ProductField,
  type ProductFormInput,
  type ProductInput,
  productErrors,
  productSchema,
  rupeesText,
  SUBCATEGORY_WITHOUT_CATEGORY,
} from "~/catalogue/product-schema";
import { specInputs } from "~/catalogue/spec-display";
import { SPEC_KEYS, type SpecKey, type SpecsText, specFieldName } from "~/catalogue/spec-schema";
import {
  PRODUCT_TEXT_FIELDS,
  type ProductTranslationInput,
  productTranslationSchema,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  translatedName,
} from "~/catalogue/translation-schema";
import { getProductTranslations, type ProductTranslations } from "~/catalogue/translations.server";
import type { Category } from "~/catalogue/types";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { CsvSyntaxError, readCsv, toCsv, unguardCell } from "~/format/csv";
import { formatNumber } from "~/format/number-format";
import {
  type ImportPlan,
  MAX_IMPORT_ROWS,
  type PlannedRow,
  type SheetProblem,
} from "./product-sheet";

export type { ImportPlan } from "./product-sheet";

/**
 * Products as a spreadsheet: every product field in one row, with
 * categories by name and images by media id. An import is checked row by row
 * with the product form's own schema and messages, previewed, then applied in
 * one transaction or not at all.
 */

const SPEC_LABELS: Record<SpecKey, string> = {
  power: "Power",
  phase: "Phase",
  voltage: "Voltage",
  frequency: "Frequency",
  head: "Head",
  discharge: "Discharge",
  outlet: "Outlet",
  borewell: "Borewell",
  stages: "Stages",
  wattage: "Wattage",
  noLoadSpeed: "No-load speed",
  disc: "Disc",
  chuck: "Chuck",
  dutyPoints: "Duty points",
};

/**
 * A product's Gujarati and Hindi, one column per field and language
 * (`title_gu`, `title_hi`, … `image_descriptions_hi`): what a translator fills
 * in LibreOffice. Checked with the Translations form's schema.
 */
const TRANSLATED_FIELDS = [...PRODUCT_TEXT_FIELDS, "imageAlts"] as const;
type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
const translatedColumn = (field: TranslatedField, locale: TranslatedLocale) =>
  translatedName(field === "imageAlts" ? "image_descriptions" : field, locale);
const TRANSLATED_COLUMNS = TRANSLATED_FIELDS.flatMap((f) =>
  TRANSLATED_LOCALES.map((l) => translatedColumn(f, l)),
);

/** The columns, in the order an export writes them. */
export const SHEET_COLUMNS: readonly string[] = [
  "ID",
  "Title",
  "Price (₹)",
  "Bestseller",
  "Star rating",
  "Reviews",
  "HSN",
  ...CATEGORY_SLOTS.flatMap((n) => [`Category ${n}`, `Subcategory ${n}`]),
  "Description",
  "Specification",
  "Features",
  "Images",
  "Image descriptions",
  ...SPEC_KEYS.map((k) => SPEC_LABELS[k]),
  ...TRANSLATED_COLUMNS,
];

/** The column a form field's message belongs to. */
function columnOf(field: ProductField): string {
  const fixed: Partial<Record<ProductField, string>> = {
    title: "Title",
    price: "Price (₹)",
    hsn: "HSN",
    bestSell: "Bestseller",
    star: "Star rating",
    review: "Reviews",
    description: "Description",
    specification: "Specification",
    features: "Features",
    images: "Images",
    imageAlts: "Image descriptions",
    form: "",
  };
  if (fixed[field] !== undefined) return fixed[field];
  const slot = /^(sub)?category(\d)$/.exec(field);
  if (slot) return `${slot[1] ? "Subcategory" : "Category"} ${slot[2]}`;
  const spec = SPEC_KEYS.find((k) => specFieldName(k) === field);
  return spec ? SPEC_LABELS[spec] : field;
}

/** A product's translations as their cells (none for a new product). */
function translationCells(t: ProductTranslations | null): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const f of PRODUCT_TEXT_FIELDS)
      cells[translatedColumn(f, locale)] = t?.fields[f][locale].text ?? "";
    const alts = t?.images.map((i) => i.text[locale].text) ?? [];
    cells[translatedColumn("imageAlts", locale)] = alts.some(Boolean) ? alts.join(" | ") : "";
  }
  return cells;
}

/** One language's translated cells → the Translations form's values. */
function translationValues(cells: Record<string, string>, locale: TranslatedLocale) {
  return {
    title: cells[translatedColumn("title", locale)] ?? "",
    description: cells[translatedColumn("description", locale)] ?? "",
    specification: cells[translatedColumn("specification", locale)] ?? "",
    features: cells[translatedColumn("features", locale)] ?? "",
    imageAlts: (cells[translatedColumn("imageAlts", locale)] ?? "").split("|").map((a) => a.trim()),
  };
}

/** A product as its spreadsheet cells, keyed by column. */
function productCells(p: EditableProduct, categories: Category[]): Record<string, string> {
  const cells: Record<string, string> = {
    ID: p.id,
    Title: p.title,
    "Price (₹)": rupeesText(p.price),
    HSN: p.hsn ?? "",
    Bestseller: p.bestSell ? "yes" : "no",
    "Star rating": String(p.star),
    Reviews: String(p.review),
    Description: p.description,
    Specification: p.specification,
    Features: p.features,
    Images: p.images.join(" "),
    // One description per image, in order, between " | ".
    "Image descriptions": p.imageAlts.some(Boolean) ? p.imageAlts.join(" | ") : "",
  };
  for (const n of CATEGORY_SLOTS) {
    const slot = p.categories[n - 1];
    const cat = categories.find((c) => c.id === slot?.category);
    cells[`Category ${n}`] = cat?.name ?? "";
    cells[`Subcategory ${n}`] =
      cat?.subcategories.find((s) => s.id === slot?.subcategory)?.name ?? "";
  }
  const specs = specInputs(p.specs);
  for (const k of SPEC_KEYS) cells[SPEC_LABELS[k]] = specs[k] ?? "";
  return cells;
}

/** A new product before its row is read: the add form's defaults. */
const NEW_PRODUCT: EditableProduct = { ...BLANK_PRODUCT, id: "", updatedAt: 0 };

async function allEditable(
  db: DB,
): Promise<(EditableProduct & { translations: ProductTranslations | null })[]> {
  const ids = await db
    .selectFrom("product")
    .select("id")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const out: (EditableProduct & { translations: ProductTranslations | null })[] = [];
  for (const { id } of ids) {
    const p = await getEditableProduct(db, id);
    if (p) out.push({ ...p, translations: await getProductTranslations(db, id) });
  }
  return out;
}

/** Every product as CSV (UTF-8 with BOM, formulas defused): what an import reads back. */
export async function exportProductsCsv(db: DB): Promise<string> {
  const [products, categories] = await Promise.all([allEditable(db), listCategories(db)]);
  return toCsv(
    [...SHEET_COLUMNS],
    products.map((p) => {
      const cells = { ...productCells(p, categories), ...translationCells(p.translations) };
      return SHEET_COLUMNS.map((c) => cells[c] ?? "");
    }),
  );
}

// ——— Import ———

interface ReadyRow extends PlannedRow {
  input: ProductInput;
  /** Whether the English columns change (an update may change translations only). */
  english: boolean;
  /** Each language's version, when any of its cells changes. */
  translations: Partial<Record<TranslatedLocale, ProductTranslationInput>>;
}

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);
export const BESTSELLER_MESSAGE = "Bestseller must be yes or no";
export const NOT_CSV =
  "This file is not a CSV file. In your spreadsheet program, save it as “CSV UTF-8”, then upload that file.";

function caseless(a: string, b: string): boolean {
  return a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;
}

function valuesOf(cells: Record<string, string>): ProductFormInput {
  const specs = {} as SpecsText;
  for (const k of SPEC_KEYS) specs[k] = cells[SPEC_LABELS[k]] ?? "";
  return {
    title: cells.Title ?? "",
    price: cells["Price (₹)"] ?? "",
    hsn: cells.HSN ?? "",
    images: (cells.Images ?? "").split(/[\s,|]+/).filter(Boolean),
    imageAlts: (cells["Image descriptions"] ?? "").split("|").map((a) => a.trim()),
    bestSell: YES.has((cells.Bestseller ?? "").trim().toLowerCase()) ? "true" : "false",
    review: (cells.Reviews ?? "").trim() || "0",
    star: cells["Star rating"] ?? "",
    categories: CATEGORY_SLOTS.map(() => ({ category: "", subcategory: "" })),
    description: cells.Description ?? "",
    specification: cells.Specification ?? "",
    features: cells.Features ?? "",
    specs,
  };
}

/** Category and subcategory names → the ids the schema reads, with a message per unknown name. */
function resolveCategories(
  cells: Record<string, string>,
  categories: Category[],
  problem: (column: string, message: string) => void,
): ProductFormInput["categories"] {
  return CATEGORY_SLOTS.map((n) => {
    const catName = (cells[`Category ${n}`] ?? "").trim();
    const subName = (cells[`Subcategory ${n}`] ?? "").trim();
    if (catName === "") {
      if (subName !== "") problem(`Subcategory ${n}`, SUBCATEGORY_WITHOUT_CATEGORY);
      return { category: "", subcategory: "" };
    }
    const cat = categories.find((c) => caseless(c.name, catName));
    if (!cat) {
      problem(`Category ${n}`, `Category "${catName}" does not exist`);
      return { category: "", subcategory: "" };
    }
    if (subName === "") return { category: String(cat.id), subcategory: "" };
    const sub = cat.subcategories.find((s) => caseless(s.name, subName));
    if (!sub) {
      problem(`Subcategory ${n}`, `Subcategory "${subName}" is not in category "${cat.name}"`);
      return { category: String(cat.id), subcategory: "" };
    }
    return { category: String(cat.id), subcategory: String(sub.id) };
  });
}

/** Comparable form of a parsed product (arrays in order, specs as stored). */
function comparable(input: ProductInput) {
  const { updatedAt: _ignored, ...rest } = input;
  return rest;
}

function changedColumns(before: ProductInput, after: ProductInput): string[] {
  const a = comparable(before);
  const b = comparable(after);
  const out: string[] = [];
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  if (a.title !== b.title) out.push("Title");
  if (a.price !== b.price) out.push("Price (₹)");
  if (a.hsn !== b.hsn) out.push("HSN");
  if (a.bestSell !== b.bestSell) out.push("Bestseller");
  if (a.star !== b.star) out.push("Star rating");
  if (a.review !== b.review) out.push("Reviews");
  if (!same(a.categories, b.categories)) out.push("Categories");
  if (a.description !== b.description) out.push("Description");
  if (a.specification !== b.specification) out.push("Specification");
  if (a.features !== b.features) out.push("Features");
  if (!same(a.images, b.images)) out.push("Images");
  const alts = (x: typeof a) => x.images.map((_, i) => x.imageAlts[i] ?? "");
  if (!same(alts(a), alts(b))) out.push("Image descriptions");
  for (const [k, label] of Object.entries(SPEC_LABELS)) {
    const key = k as SpecKey;
    const field = {
      power: "powerW",
      phase: "phase",
      voltage: "voltageV",
      frequency: "frequencyHz",
      head: "headM",
      discharge: "dischargeLpm",
      outlet: "outletMm",
      borewell: "borewellMm",
      stages: "stages",
      wattage: "wattageW",
      noLoadSpeed: "noLoadRpm",
      disc: "discMm",
      chuck: "chuckMm",
      dutyPoints: "dutyPoints",
    }[key] as keyof ProductInput["specs"];
    if (!same(a.specs[field], b.specs[field])) out.push(label);
  }
  return out;
}

async function knownMedia(db: DB, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("media")
      .select("id")
      .where("id", "in", unique.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id);
  }
  return found;
}

async function plan(db: DB, text: string): Promise<{ plan: ImportPlan; ready: ReadyRow[] }> {
  const problems: SheetProblem[] = [];
  const ready: ReadyRow[] = [];
  const rows: PlannedRow[] = [];
  let table: ReturnType<typeof readCsv> = [];
  const done = (stamp: string) => {
    const counts = { add: 0, update: 0, unchanged: 0 };
    for (const r of rows) counts[r.kind]++;
    // Over the cells, not the bytes: a browser posting the file back as a form
    // field turns its line ends into CRLF.
    const fingerprint = createHash("sha256")
      .update(JSON.stringify(table.map((r) => r.cells)))
      .update(stamp)
      .digest("base64url");
    return { plan: { rows, problems, counts, fingerprint }, ready };
  };
  // A spreadsheet saved in its own format (.xlsx is a zip), or any binary file, reads as
  // NUL bytes or invalid UTF-8 (replacement characters) once decoded.
  const opening = text.slice(0, 64 * 1024);
  if (opening.includes("\u0000") || opening.includes("\uFFFD")) {
    problems.push({ line: 1, column: "", message: NOT_CSV });
    return done("");
  }

  try {
    table = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problems.push({ line: error.line, column: "", message: "A quoted cell is not closed" });
    return done("");
  }
  const [head, ...body] = table;
  if (!head) {
    problems.push({ line: 1, column: "", message: "The file is empty" });
    return done("");
  }
  // Header: known columns in any order; unknown or repeated ones are refused.
  const columns: (string | null)[] = [];
  for (const raw of head.cells) {
    const label = raw.trim();
    const known = SHEET_COLUMNS.find((c) => caseless(c, label)) ?? null;
    if (!known) problems.push({ line: 1, column: label, message: `Unknown column "${label}"` });
    else if (columns.includes(known))
      problems.push({ line: 1, column: label, message: `The column "${known}" appears twice` });
    columns.push(known);
  }
  for (const required of ["Title", "Price (₹)"]) {
    if (!columns.includes(required))
      problems.push({ line: 1, column: required, message: `The "${required}" column is missing` });
  }
  if (body.length > MAX_IMPORT_ROWS) {
    problems.push({
      line: 1,
      column: "",
      message: `At most ${formatNumber(MAX_IMPORT_ROWS)} products in one file (this one has ${formatNumber(body.length)})`,
    });
  }
  if (problems.length > 0) return done("");

  const categories = await listCategories(db);
  const media = await knownMedia(
    db,
    body.flatMap((r) => {
      const at = columns.indexOf("Images");
      return at === -1 ? [] : (r.cells[at] ?? "").split(/[\s,|]+/).filter(Boolean);
    }),
  );
  const seenIds = new Map<string, number>();
  const stamps: string[] = [];

  for (const row of body) {
    const rowProblems: SheetProblem[] = [];
    const problem = (column: string, message: string) =>
      rowProblems.push({ line: row.line, column, message });
    if (row.cells.slice(columns.length).some((c) => c.trim() !== ""))
      problem(
        "",
        `This row has ${row.cells.length} cells, the header ${columns.length}: is a comma missing its quotes?`,
      );
    const given: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c) given[c] = unguardCell(row.cells[i] ?? "");
    });
    const id = (given.ID ?? "").trim();
    let existing: EditableProduct | null = null;
    let existingTranslations: ProductTranslations | null = null;
    if (id !== "") {
      const earlier = seenIds.get(id);
      if (earlier !== undefined) problem("ID", `This ID is also on line ${earlier}`);
      seenIds.set(id, row.line);
      existing = await getEditableProduct(db, id);
      if (!existing) problem("ID", `No product has the ID "${id}"`);
      else {
        existingTranslations = await getProductTranslations(db, id);
        stamps.push(`${id}:${existing.updatedAt}:${existingTranslations?.translatedAt ?? 0}`);
      }
    }
    // Columns left out of the file keep what the product has, or a new product's form defaults.
    const cells = {
      ...productCells(existing ?? NEW_PRODUCT, categories),
      ...translationCells(existingTranslations),
      ...given,
    };
    const bestseller = (cells.Bestseller ?? "").trim().toLowerCase();
    if (!YES.has(bestseller) && !NO.has(bestseller)) problem("Bestseller", BESTSELLER_MESSAGE);
    const values = valuesOf(cells);
    values.categories = resolveCategories(cells, categories, problem);
    const missing = values.images.filter((m) => !media.has(m) && !existing?.images.includes(m));
    if (missing.length > 0)
      problem("Images", `Image ${missing.map((m) => `"${m}"`).join(", ")} was not found`);

    const parsed = productSchema.safeParse(values);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(productErrors(parsed.error))) {
        if (!rowProblems.some((p) => p.column === columnOf(field as ProductField)))
          problem(columnOf(field as ProductField), message ?? "");
      }
    }
    const translated: Partial<Record<TranslatedLocale, ProductTranslationInput>> = {};
    for (const locale of TRANSLATED_LOCALES) {
      const t = productTranslationSchema[locale].safeParse(translationValues(cells, locale));
      if (t.success) translated[locale] = t.data;
      else
        for (const issue of t.error.issues) {
          const column = translatedColumn(issue.path[0] as TranslatedField, locale);
          if (!rowProblems.some((p) => p.column === column)) problem(column, issue.message);
        }
    }
    problems.push(...rowProblems);
    const title = values.title.trim() || existing?.title || "";
    if (rowProblems.length > 0 || !parsed.success) continue;

    if (!existing) {
      const added: PlannedRow = { line: row.line, kind: "add", id: null, title, changed: [] };
      rows.push(added);
      const translations = Object.fromEntries(
        TRANSLATED_LOCALES.flatMap((l) => {
          const t = translated[l];
          return t && !isBlank(t) ? [[l, t]] : [];
        }),
      );
      ready.push({ ...added, input: parsed.data, english: true, translations });
      continue;
    }
    // The catalogue's copy read the same way, so a round trip compares like with like.
    const currentCells = productCells(existing, categories);
    const currentValues = valuesOf(currentCells);
    currentValues.categories = resolveCategories(currentCells, categories, () => undefined);
    const current = productSchema.safeParse(currentValues);
    const english = current.success ? changedColumns(current.data, parsed.data) : ["Title"];
    const translations: Partial<Record<TranslatedLocale, ProductTranslationInput>> = {};
    const translatedChanged: string[] = [];
    for (const locale of TRANSLATED_LOCALES) {
      const t = translated[locale];
      if (!t) continue;
      const columns = changedTranslationColumns(existingTranslations, locale, t);
      if (columns.length > 0) translations[locale] = t;
      translatedChanged.push(...columns);
    }
    const changed = [...english, ...translatedChanged];
    const kind = changed.length === 0 ? "unchanged" : "update";
    const planned: PlannedRow = { line: row.line, kind, id, title, changed };
    rows.push(planned);
    if (kind === "update")
      ready.push({ ...planned, input: parsed.data, english: english.length > 0, translations });
  }
  return done(stamps.join(","));
}

const isBlank = (t: ProductTranslationInput) =>
  PRODUCT_TEXT_FIELDS.every((f) => t[f] === "") && t.imageAlts.every((a) => a === "");

/** The translated columns whose value differs from what is stored. */
function changedTranslationColumns(
  current: ProductTranslations | null,
  locale: TranslatedLocale,
  next: ProductTranslationInput,
): string[] {
  const out: string[] = [];
  for (const f of PRODUCT_TEXT_FIELDS)
    if ((current?.fields[f][locale].text ?? "") !== next[f]) out.push(translatedColumn(f, locale));
  const stored = current?.images.map((i) => i.text[locale].text) ?? [];
  const given = stored.map((_, i) => next.imageAlts[i] ?? "");
  if (JSON.stringify(stored) !== JSON.stringify(given))
    out.push(translatedColumn("imageAlts", locale));
  return out;
}

/** Reads a CSV and says what importing it would do, without changing anything. */
export async function previewImport(db: DB, text: string): Promise<ImportPlan> {
  return (await plan(db, text)).plan;
}

export type ImportResult =
  | { ok: true; added: number; updated: number }
  | { ok: false; reason: "problems" | "stale"; plan: ImportPlan };

/**
 * Applies a previewed file: the plan is made again and must match the preview
 * the admin saw (same file, same products); then every add and update is one
 * change, each product with its audit row, published on "products" if any.
 */
export async function applyImport(
  db: DB,
  actor: SessionUser,
  text: string,
  fingerprint: string,
): Promise<ImportResult> {
  const { plan: again, ready } = await plan(db, text);
  if (again.problems.length > 0) return { ok: false, reason: "problems", plan: again };
  if (again.fingerprint !== fingerprint) return { ok: false, reason: "stale", plan: again };
  await commitChange(db, actor, { topics: ["products"] }, async (trx, audit) => {
    for (const row of ready) {
      let id = row.id;
      if (row.kind === "add") id = await addProductIn(trx, audit, row.input, "product.import.add");
      else if (id && row.english) {
        const done = await replaceProductIn(trx, audit, id, row.input, "product.import.update");
        // Deleted between the plan and now: nothing of the import is kept.
        if (!done) throw new Error(`product ${id} vanished during the import`);
      }
      if (!id || Object.keys(row.translations).length === 0) continue;
      // Made from the English as it now stands: a cell the file changed is
      // current, one it left alone keeps the English it was made from.
      const current = await getProductTranslations(trx, id);
      if (!current) throw new Error(`product ${id} vanished during the import`);
      const next = Object.fromEntries(
        TRANSLATED_LOCALES.flatMap((l) => {
          const t = row.translations[l];
          return t ? [[l, nextTranslation(current, l, t, () => false)]] : [];
        }),
      );
      await saveProductTranslationsIn(trx, audit, id, next, "product.import.translate");
    }
  });
  return { ok: true, added: again.counts.add, updated: again.counts.update };
}
