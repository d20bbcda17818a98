import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueFingerprint } from "~/catalogue/categories.server";
import { lines } from "~/catalogue/product-text";
import { toSpecs } from "~/catalogue/specs.server";
import { formatStyleFor } from "~/config/format-style.server";
import type { SiteDetails } from "~/config/site";
import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { type Locale, PREFIXED_LOCALES } from "~/i18n/locales";
import { derivative } from "~/media/images.server";
import type { MediaStorage } from "~/media/storage.server";
import { type PdfCategory, renderCataloguePdf } from "./catalogue-pdf.server";
import { pdfSlots } from "./pdf-kit.server";
import { pdfSpecRows } from "./pdf-text.server";

/** The translated text the catalogue shows in `locale`: titles, specification lines, names. */
async function translatedText(db: DB, locale: Locale) {
  if (locale === "en") return null;
  const [products, categories, subcategories] = await Promise.all([
    db
      .selectFrom("product_translation")
      .select(["product_id", "title", "specification", "updated_at"])
      .where("locale", "=", locale)
      .orderBy("product_id")
      .execute(),
    db
      .selectFrom("category_translation")
      .select(["category_id", "name"])
      .where("locale", "=", locale)
      .where("name", "<>", "")
      .orderBy("category_id")
      .execute(),
    db
      .selectFrom("subcategory_translation")
      .select(["subcategory_id", "name"])
      .where("locale", "=", locale)
      .where("name", "<>", "")
      .orderBy("subcategory_id")
      .execute(),
  ]);
  return {
    products: new Map(products.map((r) => [r.product_id, r])),
    categories: new Map(categories.map((r) => [r.category_id, r.name])),
    subcategories: new Map(subcategories.map((r) => [r.subcategory_id, r.name])),
    /**
     * What the catalogue shows in the language, as a short hash: a translation saved in the
     * admin moves neither the product's nor the category's updated_at, so the catalogue's
     * version takes this too.
     */
    fingerprint: createHash("sha256")
      .update(
        JSON.stringify([
          products.map((r) => [r.product_id, r.updated_at]),
          categories,
          subcategories,
        ]),
      )
      .digest("hex")
      .slice(0, 16),
  };
}

/**
 * Bumped when the catalogue's words or layout change (the Gujarati and Hindi unit
 * words of issue 39), so files cached by an older build are not served again.
 */
const LAYOUT = 2;

type Translated = NonNullable<Awaited<ReturnType<typeof translatedText>>>;

async function pdfInput(
  db: DB,
  storage: MediaStorage,
  style: FormatStyle,
  translated: Translated | null,
): Promise<PdfCategory[]> {
  const rows = await db
    .selectFrom("product_category as pc")
    .innerJoin("category as c", "c.id", "pc.category_id")
    .innerJoin("product as p", "p.id", "pc.product_id")
    .leftJoin("subcategory as s", "s.id", "pc.subcategory_id")
    .leftJoin("product_image as pi", (j) =>
      j.onRef("pi.product_id", "=", "p.id").on("pi.position", "=", 1),
    )
    .select([
      "c.id as categoryId",
      "s.id as subcategoryId",
      "c.name as category",
      "s.name as subcategory",
      "p.id",
      "p.title",
      "p.price_paise",
      "p.specification",
      "pi.media_id",
    ])
    .orderBy("c.position")
    .orderBy("c.name")
    .orderBy("s.position")
    .orderBy("p.title")
    .execute();
  // Typed specifications in one read (the table needs no duty points).
  const specs = new Map(
    (await db.selectFrom("product_spec").selectAll().execute()).map((r) => [r.product_id, r]),
  );
  const byCategory = new Map<string, PdfCategory>();
  for (const r of rows) {
    let cat = byCategory.get(r.category);
    if (!cat) {
      const name = translated?.categories.get(r.categoryId) ?? r.category;
      cat = { name, products: [] };
      byCategory.set(r.category, cat);
    }
    const text = translated?.products.get(r.id);
    const subcategory =
      r.subcategoryId === null ? undefined : translated?.subcategories.get(r.subcategoryId);
    let image: Buffer | null = null;
    if (r.media_id) {
      const d = await derivative(storage, r.media_id, "card", "jpeg");
      image = typeof d === "string" ? await readFile(d) : d;
    }
    cat.products.push({
      id: r.id,
      title: text?.title.trim() ? text.title : r.title,
      pricePaise: r.price_paise,
      specification: lines(text?.specification.trim() ? text.specification : r.specification),
      specTable: pdfSpecRows(toSpecs(specs.get(r.id), []), style),
      image,
      subcategory: subcategory ?? r.subcategory ?? undefined,
    });
  }
  return [...byCategory.values()];
}

const building = new Map<string, Promise<string>>();

/**
 * The catalogue PDF in a language as a file path, built once per catalogue version (see
 * catalogueFingerprint) and, in Gujarati and Hindi, per state of that language's
 * translations; rebuilt after any product, category or translation change, and after a
 * change of the site's details. English is catalogue-{version}-{settings}.pdf; the others
 * are catalogue-gu-… and catalogue-hi-….
 */
export async function cataloguePdfFile(
  db: DB,
  storage: MediaStorage,
  options: { cacheDir: string; site: SiteDetails; baseUrl: string; locale?: Locale },
): Promise<string> {
  const locale = options.locale ?? "en";
  const style = formatStyleFor(locale, options.site);
  const translated = await translatedText(db, locale);
  const version = (await catalogueFingerprint(db)).replace(/[^0-9a-z-]/gi, "");
  const name = locale === "en" ? "catalogue-" : `catalogue-${locale}-`;
  // The cover's business details (tagline, address, city in this language) and links: a
  // changed SITE_* setting or BASE_URL makes a new file at the next start.
  const settings = createHash("sha256")
    .update(JSON.stringify([LAYOUT, options.site, options.baseUrl]))
    .digest("hex")
    .slice(0, 12);
  const stem = `${name}${version}${translated ? `-${translated.fingerprint}` : ""}-${settings}`;
  const file = path.join(options.cacheDir, `${stem}.pdf`);
  const existing = building.get(file);
  if (existing) return existing;
  const job = (async () => {
    await mkdir(options.cacheDir, { recursive: true });
    const present = await readdir(options.cacheDir);
    if (present.includes(path.basename(file))) return file;
    const pdf = await pdfSlots().run(async () =>
      renderCataloguePdf({
        site: options.site,
        categories: await pdfInput(db, storage, style, translated),
        generatedAt: new Date(),
        baseUrl: options.baseUrl,
        style,
      }),
    );
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, pdf);
    await rename(tmp, file);
    // Older versions are of no further use.
    await Promise.all(
      present
        .filter((f) => isVersionOf(f, locale) && f !== path.basename(file))
        .map((f) => unlink(path.join(options.cacheDir, f)).catch(() => undefined)),
    );
    return file;
  })().finally(() => building.delete(file));
  building.set(file, job);
  return job;
}

/** Whether a cached file is a catalogue in `locale` (English's names carry no language). */
function isVersionOf(file: string, locale: Locale): boolean {
  if (locale !== "en") return file.startsWith(`catalogue-${locale}-`);
  return (
    file.startsWith("catalogue-") &&
    !PREFIXED_LOCALES.some((l) => file.startsWith(`catalogue-${l}-`))
  );
}
