import { writableServerDb } from "./fixtures";

/**
 * Products a shop or search test makes for itself, written straight into the
 * running server's SQLite file (WAL mode lets both write safely). Every title
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
  cleanup(): void;
}

/** A word no seeded title contains: letters only, at least three, for the trigram index. */
export function uniqueToken(): string {
  const letters = "bcdfghjkmnpqrstvwxz";
  let t = "Qx";
  for (let i = 0; i < 6; i++) t += letters[Math.floor(Math.random() * letters.length)];
  return t;
}

/** Inserts the products; `{token}` in a title is replaced by this run's token. */
export function makeProducts(products: TestProduct[], token = uniqueToken()): MadeProducts {
  const db = writableServerDb();
  const ids: string[] = [];
  try {
    const images = db
      .prepare("SELECT media_id FROM product_image WHERE position = 1 ORDER BY product_id LIMIT ?")
      .pluck()
      .all(products.length) as string[];
    const insert = db.prepare(
      `INSERT INTO product (id, title, price_paise, best_sell, review_count, star, description,
         specification, features, created_at, updated_at)
       VALUES (?, ?, ?, 0, 3, 4, 'Made by a test.', '', '', ?, ?)`,
    );
    const addImage = db.prepare(
      "INSERT INTO product_image (product_id, position, media_id) VALUES (?, 1, ?)",
    );
    db.transaction(() => {
      products.forEach((p, i) => {
        const id = `e2e-${token.toLowerCase()}-${i}`;
        // Old timestamps, one millisecond apart: stable "newest" order among themselves.
        const at = Date.UTC(2001, 0, 1) + i;
        insert.run(id, p.title.replaceAll("{token}", token), p.priceRupees * 100, at, at);
        const media = images[i % Math.max(1, images.length)];
        if (p.image && media) addImage.run(id, media);
        ids.push(id);
      });
    }).immediate(); // the write lock first, waiting while the server writes (see make-product)
  } finally {
    db.close();
  }
  return {
    token,
    ids,
    cleanup() {
      const again = writableServerDb();
      try {
        const del = again.prepare("DELETE FROM product WHERE id = ?");
        again
          .transaction(() => {
            for (const id of ids) del.run(id);
          })
          .immediate();
      } finally {
        again.close();
      }
    },
  };
}
