import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct, insertProductIn } from "~/catalogue/products.server";
import type { ProductSpecs } from "~/catalogue/specs";
import type { DB } from "~/db/db.server";

/**
 * Products a test makes for itself in a shop's database (the browser suite's server, or an
 * in-process test shop), stored the way the admin stores them (insertProduct).
 */

export interface Made {
  id: string;
  title: string;
  mediaIds: string[];
  category: string;
  subcategory: string;
}

export interface MakeProductOptions {
  images: number;
  pricePaise?: number;
  star?: number;
  reviews?: number;
  specification?: string;
  features?: string;
  description?: string;
  specs?: ProductSpecs;
}

let counter = 0;

/** One product in the first category and its first subcategory, with seeded product images. */
export async function makeProduct(db: DB, opts: MakeProductOptions): Promise<Made> {
  counter++;
  const id = `e2e-product-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const title = `E2E Test Pump ${id.slice(-8)}`;
  const media = await db
    .selectFrom("media")
    .select("id")
    .where("preset", "=", "products")
    .orderBy("id")
    .limit(opts.images)
    .execute();
  if (media.length !== opts.images) {
    throw new Error(`makeProduct: ${opts.images} product images wanted, ${media.length} seeded`);
  }
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
}

export interface TestProduct {
  title: string;
  priceRupees: number;
  /** Give it the first image of a seeded product, for thumbnails. */
  image?: boolean;
}

export interface MadeProducts {
  token: string;
  ids: string[];
  cleanup(): Promise<void>;
}

/** A word no seeded title contains: letters only, ten of them, for the trigram index. */
export function uniqueToken(): string {
  // The search compares words by their consonant skeleton (search-key.server.ts: w is v, z is s,
  // q is k, doubled letters once) and corrects a word to a known one within two letters when
  // their first letters agree. So the letters are nine that stay apart in a skeleton, none twice
  // in a row, and none of a unit or model code ("hp", "kw", "cmb"): two tokens (a test's products
  // and a search that must find nothing) are then a typo apart about once in a quarter of a million
  // pairs, where seven letters that merged to five made it about once in a hundred.
  const letters = "dfjklrstv";
  let t = "";
  while (t.length < 10) {
    const next = letters[Math.floor(Math.random() * letters.length)] ?? "d";
    if (next !== t.at(-1)) t += next;
  }
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * Products for a shop or search test; `{token}` in a title is replaced by the token, so a search
 * for it finds only these. They are old (last under "newest"), in no category, and removed by
 * `cleanup()`.
 */
export async function makeProducts(
  db: DB,
  products: TestProduct[],
  token = uniqueToken(),
): Promise<MadeProducts> {
  const ids = products.map((_, i) => `e2e-${token.toLowerCase()}-${i}`);
  const images = await db
    .selectFrom("product_image")
    .select("media_id")
    .where("position", "=", 1)
    .orderBy("product_id")
    .limit(products.length)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const [i, p] of products.entries()) {
      const media = images[i % Math.max(1, images.length)]?.media_id;
      await insertProductIn(trx, {
        ...BLANK_PRODUCT,
        id: ids[i] ?? "",
        // Old, one millisecond apart: a stable "newest" order among themselves.
        createdAt: Date.UTC(2001, 0, 1) + i,
        title: p.title.replaceAll("{token}", token),
        price: Math.round(p.priceRupees * 100),
        review: 3,
        star: 4,
        description: "Made by a test.",
        images: p.image && media ? [media] : [],
      });
    }
  });
  return { token, ids, cleanup: () => removeProducts(db, ids) };
}

/** Removes products a test made (makeProducts' cleanup, through any handle on the shop). */
export async function removeProducts(db: DB, ids: string[]): Promise<void> {
  await db.deleteFrom("product").where("id", "in", ids).execute();
}
