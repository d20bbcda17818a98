import { BLANK_PRODUCT } from "../../app/catalogue/product-schema";
import { insertProductIn } from "../../app/catalogue/products.server";
import { withServerDb } from "./fixtures";

/**
 * Products a shop or search test makes for itself, added to the running
 * server's data the way the admin adds them (insertProductIn). Every title
 * carries a random token, so a search for it finds only this test's products;
 * they are old (last under "newest"), belong to no category and are removed
 * by `cleanup()`, so other specs running alongside do not see them for long.
 */
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

/** A word no seeded title contains: letters only, at least three, for the trigram index. */
export function uniqueToken(): string {
  const letters = "bcdfghjkmnpqrstvwxz";
  let t = "Qx";
  for (let i = 0; i < 6; i++) t += letters[Math.floor(Math.random() * letters.length)];
  return t;
}

/** Adds the products; `{token}` in a title is replaced by this run's token. */
export async function makeProducts(
  products: TestProduct[],
  token = uniqueToken(),
): Promise<MadeProducts> {
  const ids = products.map((_, i) => `e2e-${token.toLowerCase()}-${i}`);
  await withServerDb(async (db) => {
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
          id: ids[i],
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
  });
  return {
    token,
    ids,
    cleanup: () =>
      withServerDb(async (db) => {
        await db.deleteFrom("product").where("id", "in", ids).execute();
      }),
  };
}
