import { randomBytes } from "node:crypto";
import { lines } from "~/catalogue/product-text";
import type { DB } from "~/db/db.server";
import { indexProducts } from "~/search/product-keys.server";
import { summaries, toSummary } from "./product-rows.server";
import { MAX_PRODUCT_CATEGORIES, MAX_PRODUCT_IMAGES, type ProductFields } from "./product-schema";
import { getProductSpecs, writeProductSpecs } from "./specs.server";

import type { Product, ProductSummary } from "./types";

export async function listBestsellers(db: DB, limit = 8): Promise<ProductSummary[]> {
  const rows = await summaries(db)
    .where("p.best_sell", "=", 1)
    .orderBy("p.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/**
 * A product's row and its parts (images with their media, categories with
 * names and ids, typed specs): the one read behind the product page and the
 * admin's edit form, which shape it their own way.
 */
export async function loadProductParts(db: DB, id: string) {
  const row = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [images, categories, specs] = await Promise.all([
    db
      .selectFrom("product_image as pi")
      .innerJoin("media as m", "m.id", "pi.media_id")
      .select(["m.id", "m.width", "m.height", "m.placeholder", "pi.alt"])
      .where("pi.product_id", "=", id)
      .orderBy("pi.position")
      .execute(),
    db
      .selectFrom("product_category as pc")
      .innerJoin("category as c", "c.id", "pc.category_id")
      .leftJoin("subcategory as s", "s.id", "pc.subcategory_id")
      .select([
        "pc.category_id as categoryId",
        "pc.subcategory_id as subcategoryId",
        "c.name as category",
        "s.name as subcategory",
      ])
      .where("pc.product_id", "=", id)
      .orderBy("pc.position")
      .execute(),
    getProductSpecs(db, id),
  ]);
  return { row, images, categories, specs };
}

export async function getProduct(db: DB, id: string): Promise<Product | null> {
  const parts = await loadProductParts(db, id);
  if (!parts) return null;
  const { row: p, images, categories, specs } = parts;
  return {
    id: p.id,
    title: p.title,
    pricePaise: p.price_paise,
    bestSell: p.best_sell === 1,
    star: p.star,
    reviewCount: p.review_count,
    image: images[0] ?? null,
    images,
    categories: categories.map(({ category, subcategory }) => ({ category, subcategory })),
    description: lines(p.description),
    specification: lines(p.specification),
    features: lines(p.features),
    specs,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

/** A product to add: its fields, and for the seed and tests an id and creation time of their own. */
export type NewProduct = ProductFields & { id?: string; createdAt?: number };

/** The title's words, lower case, joined by hyphens: the readable part of a product's id. */
export function productSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 48)
    .replace(/-$/, "");
}

/**
 * URL-safe and immutable: the title's slug plus a suffix that keeps it unique
 * (random by default; the seed passes its own so demo ids stay the same).
 */
export function newProductId(title: string, suffix = randomBytes(4).toString("hex")): string {
  return `${productSlug(title) || "product"}-${suffix}`;
}

/** A product's own columns (not id or times). */
export function productColumns(p: ProductFields) {
  return {
    title: p.title,
    hsn: p.hsn,
    price_paise: p.price,
    best_sell: p.bestSell ? 1 : 0,
    review_count: p.review,
    star: p.star,
    description: p.description,
    specification: p.specification,
    features: p.features,
  };
}

/**
 * Rewrites what hangs off a product row, inside the caller's transaction (add,
 * edit and import alike): its images (up to MAX_PRODUCT_IMAGES) and categories
 * (up to MAX_PRODUCT_CATEGORIES) in the order given — position 1 is the card
 * image and the category its breadcrumbs use — and its typed specifications;
 * and its search key is remade from its titles (search/product-keys.server.ts).
 */
export async function writeProductChildren(db: DB, productId: string, p: ProductFields) {
  // An image listed twice is kept once, with the description it had first.
  const images = [...new Set(p.images)].slice(0, MAX_PRODUCT_IMAGES);
  await db.deleteFrom("product_image").where("product_id", "=", productId).execute();
  if (images.length > 0) {
    await db
      .insertInto("product_image")
      .values(
        images.map((media_id, i) => ({
          product_id: productId,
          position: i + 1,
          media_id,
          alt: p.imageAlts[p.images.indexOf(media_id)] ?? "",
        })),
      )
      .execute();
  }
  // A removed photo's translated descriptions go with it (docs/languages.md).
  let orphans = db.deleteFrom("product_image_translation").where("product_id", "=", productId);
  if (images.length > 0) orphans = orphans.where("media_id", "not in", images);
  await orphans.execute();
  await setProductCategories(db, [productId], p.categories);
  await writeProductSpecs(db, productId, p.specs);
  await indexProducts(db, [productId]);
}

/**
 * The one writer of products' categories: each product in `productIds` is in
 * these categories (and subcategories), in this order, and no others.
 */
export async function setProductCategories(
  db: DB,
  productIds: readonly string[],
  categories: readonly { category: number | null; subcategory: number | null }[],
) {
  const kept = categories
    .flatMap((c) => (c.category === null ? [] : [{ ...c, category: c.category }]))
    .slice(0, MAX_PRODUCT_CATEGORIES);
  if (productIds.length === 0) return;
  await db.deleteFrom("product_category").where("product_id", "in", productIds).execute();
  const rows = productIds.flatMap((productId) =>
    kept.map((c, i) => ({
      product_id: productId,
      position: i + 1,
      category_id: c.category,
      subcategory_id: c.subcategory,
    })),
  );
  // A bulk move of thousands: in batches well under either database's parameter limit.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto("product_category")
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/**
 * The one way a product is added (the admin form, a spreadsheet import, the
 * seed, tests), inside the caller's transaction. Returns its id.
 */
export async function insertProductIn(trx: DB, input: NewProduct): Promise<string> {
  const id = input.id ?? newProductId(input.title);
  const now = input.createdAt ?? Date.now();
  await trx
    .insertInto("product")
    .values({ id, ...productColumns(input), created_at: now, updated_at: now })
    .execute();
  await writeProductChildren(trx, id, input);
  return id;
}

/** Adds a product in a transaction of its own. */
export function insertProduct(db: DB, input: NewProduct): Promise<string> {
  return db.transaction().execute((trx) => insertProductIn(trx, input));
}

export async function countProducts(db: DB): Promise<number> {
  const r = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
