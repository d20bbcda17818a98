import { BLANK_PRODUCT } from "../../app/catalogue/product-schema";
import { insertProduct } from "../../app/catalogue/products.server";
import type { ProductSpecs } from "../../app/catalogue/specs";
import { expect, withServerDb } from "./fixtures";

/**
 * Products for the product-page and SEO specs, added to the server's data the
 * way the admin form adds them (insertProduct), in the first category and its
 * first subcategory.
 */
export interface Made {
  id: string;
  title: string;
  mediaIds: string[];
  category: string;
  subcategory: string;
}

let counter = 0;

/** Adds a product (the server reads it on the next request: nothing is cached). */
export async function makeProduct(opts: {
  images: number;
  pricePaise?: number;
  star?: number;
  reviews?: number;
  specification?: string;
  features?: string;
  description?: string;
  specs?: ProductSpecs;
}): Promise<Made> {
  counter++;
  const id = `e2e-product-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const title = `E2E Test Pump ${id.slice(-8)}`;
  return withServerDb(async (db) => {
    const media = await db
      .selectFrom("media")
      .select("id")
      .where("preset", "=", "products")
      .orderBy("id")
      .limit(opts.images)
      .execute();
    expect(media).toHaveLength(opts.images);
    const cat = await db
      .selectFrom("category as c")
      .innerJoin("subcategory as s", "s.category_id", "c.id")
      .select(["c.id as cid", "c.name as category", "s.id as sid", "s.name as subcategory"])
      .orderBy("c.position")
      .limit(1)
      .executeTakeFirstOrThrow();
    await insertProduct(db, {
      ...BLANK_PRODUCT,
      id,
      title,
      price: opts.pricePaise ?? 100_000,
      review: opts.reviews ?? 0,
      star: opts.star ?? 0,
      description: opts.description ?? "",
      specification: opts.specification ?? "",
      features: opts.features ?? "",
      images: media.map((m) => m.id),
      categories: [{ category: cat.cid, subcategory: cat.sid }],
      specs: opts.specs ?? BLANK_PRODUCT.specs,
    });
    return {
      id,
      title,
      mediaIds: media.map((m) => m.id),
      category: cat.category,
      subcategory: cat.subcategory,
    };
  });
}
