import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { setupTempData } from "~/test/temp-data";
import { seedCategories, seedProducts } from "./catalogue-data";
import { productId, seedIfEmpty } from "./seed.server";

const t = setupTempData();

async function counts() {
  const count = async (
    table: "product" | "category" | "subcategory" | "media" | "image_set" | "product_image",
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
    expect(await counts()).toMatchObject({ products: 0, categories: 1, media: 0 });
  });
});
