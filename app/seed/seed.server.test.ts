import { describe, expect, it } from "vitest";
import { insertCategory, listCategories } from "~/catalogue/categories.server";
import { getProduct } from "~/catalogue/products.server";
import {
  localiseCategories,
  localiseProduct,
  productsNeedingTranslation,
} from "~/catalogue/translations.server";
import { ratesOn } from "~/gst/tax-rates.server";
import { setupTempData } from "~/test/temp-data";
import { demoTaxRates, seedCategories, seedProducts } from "./catalogue-data";
import { categoryTranslations, productTranslations } from "./demo-translations";
import { productId, seedIfEmpty } from "./seed.server";

const t = setupTempData();

async function counts() {
  const count = async (
    table:
      | "product"
      | "category"
      | "subcategory"
      | "media"
      | "image_set"
      | "product_image"
      | "product_translation"
      | "category_translation"
      | "subcategory_translation"
      | "tax_rate",
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    products: await count("product"),
    categories: await count("category"),
    subcategories: await count("subcategory"),
    media: await count("media"),
    imageSets: await count("image_set"),
    productImages: await count("product_image"),
    productTranslations: await count("product_translation"),
    categoryTranslations: await count("category_translation"),
    subcategoryTranslations: await count("subcategory_translation"),
    taxRates: await count("tax_rate"),
  };
}

describe("demo seed", () => {
  it("fills an empty database once; seeding again changes nothing", async () => {
    expect(await seedIfEmpty(t.db, { storage: t.storage, maxImagesPerProduct: 1 })).toBe(true);
    const first = await counts();
    expect(first.products).toBe(seedProducts.length);
    expect(first.categories).toBe(seedCategories.length);
    expect(first.productImages).toBe(seedProducts.length);
    expect(first.imageSets).toBe(2);
    // categories + one image per product + 5 hero + 5 about + 2 certificates
    expect(first.media).toBe(seedCategories.length + seedProducts.length + 12);
    const sample = await t.db
      .selectFrom("product")
      .selectAll()
      .where("id", "=", productId(seedProducts[0]!.title, 0))
      .executeTakeFirst();
    expect(sample?.price_paise).toBe(seedProducts[0]!.priceRupees * 100);
    // Every product has typed specifications; pumps have their curves.
    const specs = await t.db.selectFrom("product_spec").select("product_id").execute();
    expect(specs).toHaveLength(seedProducts.length);
    const curves = await t.db
      .selectFrom("product_duty_point")
      .select("product_id")
      .distinct()
      .execute();
    expect(curves.length).toBeGreaterThan(30);

    // The demo's Gujarati and Hindi, each made from the English stored beside it.
    const translated = (locale: "gu" | "hi") =>
      Object.values(productTranslations).filter((p) => p[locale]).length;
    expect(first.productTranslations).toBe(translated("gu") + translated("hi"));
    expect(first.categoryTranslations).toBe(seedCategories.length * 2);
    expect(first.subcategoryTranslations).toBe(
      seedCategories.reduce((n, c) => n + c.subcategories.length, 0) * 2,
    );
    // Nothing missing or out of date in a translated product: its sources are the English.
    expect(await productsNeedingTranslation(t.db)).toEqual({
      gu: seedProducts.length - translated("gu"),
      hi: seedProducts.length - translated("hi"),
    });
    const [title, demo] = Object.entries(productTranslations).find(([, p]) => p.gu)!;
    const index = seedProducts.findIndex((p) => p.title === title);
    const english = await getProduct(t.db, productId(title, index));
    const gu = await localiseProduct(t.db, "gu", english!);
    expect(gu.translated).toBe(true);
    expect(gu.product.title).toBe(demo.gu?.title);
    expect(gu.product.specification).toEqual(demo.gu?.specification);
    // Categories in the seed's order: each named in Hindi, and its subcategories too.
    const hindi = await localiseCategories(t.db, "hi", await listCategories(t.db));
    expect(hindi.map((c) => c.name)).toEqual(
      seedCategories.map((c) => categoryTranslations[c.name]?.hi.name),
    );
    expect(hindi.flatMap((c) => c.subcategories.map((s) => s.name)).sort()).toEqual(
      seedCategories
        .flatMap((c) =>
          c.subcategories.map((s) => categoryTranslations[c.name]?.hi.subcategories[s]),
        )
        .sort(),
    );

    // Every product has its HSN code, and each code a rate in force, marked an example.
    const hsns = await t.db.selectFrom("product").select(["id", "hsn"]).execute();
    expect(hsns.filter((p) => !p.hsn)).toEqual([]);
    const codes = [...new Set(hsns.map((p) => p.hsn ?? ""))].sort();
    expect(codes).toEqual(["8413", "8414", "8467", "8501", "8504", "8537"]);
    expect(await ratesOn(t.db, codes, "2026-11-29")).toEqual(new Map(codes.map((c) => [c, 1800])));
    expect(await ratesOn(t.db, ["8413"], "2022-07-17")).toEqual(new Map([["8413", 1200]]));
    const rates = await t.db.selectFrom("tax_rate").select(["example", "note"]).execute();
    expect(rates).toHaveLength(demoTaxRates.length);
    for (const r of rates) {
      expect(r.example).toBe(1);
      expect(r.note).not.toBe("");
    }

    expect(await seedIfEmpty(t.db, { storage: t.storage, maxImagesPerProduct: 1 })).toBe(false);
    expect(await counts()).toEqual(first);
  }, 120_000);

  it("never writes over a catalogue the business already has", async () => {
    await insertCategory(t.db, {
      name: "Our own range",
      imageMediaId: null,
      position: 0,
      subcategories: [],
    });
    expect(await seedIfEmpty(t.db, { storage: t.storage })).toBe(false);
    // A shop that already has data starts with no tax rates: they are its own to enter.
    expect(await counts()).toMatchObject({ products: 0, categories: 1, media: 0, taxRates: 0 });
  });
});
