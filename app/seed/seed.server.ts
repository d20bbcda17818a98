import { insertCategory } from "~/catalogue/categories.server";
import { CATEGORY_SLOTS, MAX_PRODUCT_IMAGES, productSchema } from "~/catalogue/product-schema";
import { insertProduct, newProductId } from "~/catalogue/products.server";
import { SPEC_KEYS } from "~/catalogue/spec-schema";
import { productTranslationSchema, TRANSLATED_LOCALES } from "~/catalogue/translation-schema";
import { writeNameTranslationIn, writeProductTranslationIn } from "~/catalogue/translations.server";
import type { DB } from "~/db/db.server";
import { insertImageSet } from "~/home/image-sets.server";
import { appMediaStorage } from "~/media/app-storage.server";
import { ingestImage, type MediaPreset } from "~/media/images.server";
import type { MediaStorage } from "~/media/storage.server";
import {
  renderAboutImage,
  renderCategoryImage,
  renderCertificate,
  renderHeroSlide,
  renderProductImage,
} from "./artwork.server";
import { demoTaxRates, seedCategories, seedProducts } from "./catalogue-data";
import { type DemoSalesOptions, seedDemoSales } from "./demo-sales.server";
import { categoryTranslations, productTranslations } from "./demo-translations";
import { seedAfterSales } from "./service-seed.server";

export interface SeedOptions {
  storage?: MediaStorage;
  log?: (line: string) => void;
  /** Images per product capped (tests use 1 to stay quick). */
  maxImagesPerProduct?: number;
  /** The demo's sales team (a salesperson who signs in, a sent quotation): with the shop's auth. */
  sales?: DemoSalesOptions;
}

/** A demo product's id: the admin's slug of its title, numbered instead of random so it is the same on every seed. */
export function productId(title: string, index: number): string {
  return newProductId(title, (index + 1).toString(36).padStart(3, "0"));
}

async function isEmpty(db: DB): Promise<boolean> {
  const [p, c, s] = await Promise.all([
    db.selectFrom("product").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("category").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("image_set").select("id").limit(1).executeTakeFirst(),
  ]);
  return !p && !c && !s;
}

/**
 * Seeds the demo catalogue only into a database with no products, categories
 * or image sets, so it never writes over a business's own data.
 */
export async function seedIfEmpty(db: DB, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const log = options.log ?? (() => undefined);
  const storage = options.storage ?? appMediaStorage();
  const started = Date.now();
  log("Seeding the demo catalogue (first start only)…");
  const store = async (bytes: Promise<Buffer>, preset: MediaPreset) =>
    (await ingestImage(db, storage, await bytes, preset)).id;

  const categoryIds = new Map<string, { id: number; subs: Map<string, number> }>();
  for (const [i, c] of seedCategories.entries()) {
    const image = await store(renderCategoryImage(c.art, c.name), "categories");
    const { id, subcategoryIds } = await insertCategory(db, {
      name: c.name,
      imageMediaId: image,
      position: i,
      subcategories: c.subcategories,
    });
    categoryIds.set(c.name, { id, subs: subcategoryIds });
    await seedCategoryTranslations(db, c.name, id, subcategoryIds);
  }

  const now = Date.now();
  const maxImages = options.maxImagesPerProduct ?? MAX_PRODUCT_IMAGES;
  for (const [i, p] of seedProducts.entries()) {
    const count = Math.min(p.imageCount, maxImages);
    const imageIds: string[] = [];
    for (let view = 0; view < count; view++) {
      imageIds.push(await store(renderProductImage(p.art, view, p.accent, p.title), "products"));
    }
    // Every field spelled out, as the add form would post it, and checked by the form's own
    // schema: the demo is held to the product's limits like every other write.
    const input = productSchema.parse({
      title: p.title,
      hsn: p.hsn,
      price: String(p.priceRupees),
      bestSell: String(p.bestSell),
      review: String(p.reviewCount),
      star: String(p.star),
      description: p.description.join("\n"),
      specification: p.specification.join("\n"),
      features: p.features.join("\n"),
      specs: Object.fromEntries(SPEC_KEYS.map((k) => [k, p.specs[k] ?? ""])),
      images: imageIds,
      imageAlts: [],
      categories: CATEGORY_SLOTS.map((n) => {
        const ref = p.categories[n - 1];
        if (!ref) return { category: "", subcategory: "" };
        const cat = categoryIds.get(ref.category);
        if (!cat) throw new Error(`Seed product ${p.title}: unknown category ${ref.category}`);
        const sub = ref.subcategory ? cat.subs.get(ref.subcategory) : undefined;
        return { category: String(cat.id), subcategory: sub === undefined ? "" : String(sub) };
      }),
    });
    const id = productId(p.title, i);
    await insertProduct(db, {
      ...input,
      id,
      // Spread creation times so "newest" ordering is stable and believable.
      createdAt: now - (seedProducts.length - i) * 3_600_000,
    });
    await seedProductTranslations(db, id, input);
  }

  await seedTaxRates(db);
  await seedAfterSales(db);

  const hero = [];
  for (let i = 0; i < 5; i++) hero.push(await store(renderHeroSlide(i), "images"));
  await insertImageSet(db, "home", hero);
  const about = [];
  for (let i = 0; i < 5; i++) about.push(await store(renderAboutImage(i), "images"));
  await insertImageSet(db, "about", about);
  for (let i = 0; i < 2; i++) await store(renderCertificate(i), "certificates");
  if (options.sales) await seedDemoSales(db, options.sales);

  log(
    `Seeded ${seedCategories.length} categories and ${seedProducts.length} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}

/**
 * The demo HSN codes' rates, each marked an example for the shop's CA to
 * check (the tax-rate page shows a badge until someone saves it). Only here,
 * on the first start: a shop that already has data starts with no rates and
 * keeps its own (docs/gst.md "Tax rates"); a rate already there is kept.
 */
async function seedTaxRates(db: DB): Promise<void> {
  const now = Date.now();
  await db
    .insertInto("tax_rate")
    .values(
      demoTaxRates.map((r) => ({
        hsn: r.hsn,
        rate_bp: r.rateBp,
        effective_from: r.from,
        note: r.note,
        example: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((c) => c.columns(["hsn", "effective_from"]).doNothing())
    .execute();
}

/**
 * A demo category's Gujarati and Hindi names (demo-translations.ts), written
 * the way the admin's Translations form writes them: each remembers its English.
 */
async function seedCategoryTranslations(
  db: DB,
  name: string,
  id: number,
  subcategoryIds: Map<string, number>,
): Promise<void> {
  const byLocale = categoryTranslations[name];
  if (!byLocale) return;
  for (const locale of TRANSLATED_LOCALES) {
    const t = byLocale[locale];
    await writeNameTranslationIn(db, "category", id, locale, t.name, name);
    for (const [english, subId] of subcategoryIds) {
      const text = t.subcategories[english];
      if (text) await writeNameTranslationIn(db, "subcategory", subId, locale, text, english);
    }
  }
}

/**
 * A demo product's Gujarati and Hindi (demo-translations.ts), checked by the
 * Translations form's own schema and written by its write path, each field
 * made from the English just stored.
 */
async function seedProductTranslations(
  db: DB,
  id: string,
  english: { title: string; description: string; specification: string; features: string },
): Promise<void> {
  const byLocale = productTranslations[english.title];
  if (!byLocale) return;
  for (const locale of TRANSLATED_LOCALES) {
    const t = byLocale[locale];
    if (!t) continue;
    const input = productTranslationSchema[locale].parse({
      title: t.title,
      description: t.description.join("\n"),
      specification: t.specification.join("\n"),
      features: t.features.join("\n"),
      imageAlts: [],
    });
    const field = (text: string, source: string) => ({ text, source });
    await writeProductTranslationIn(db, id, locale, {
      fields: {
        title: field(input.title, english.title),
        description: field(input.description, english.description),
        specification: field(input.specification, english.specification),
        features: field(input.features, english.features),
      },
      imageAlts: {},
    });
  }
}
