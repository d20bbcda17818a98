import { expect, openServerDb, writableServerDb } from "./fixtures";

/**
 * Products for the product-page and SEO specs, written straight into the
 * server's SQLite file (openServerDb is read-only, for checking what was stored).
 */
export interface Made {
  id: string;
  title: string;
  mediaIds: string[];
  category: string;
  subcategory: string;
}

let counter = 0;

/** Inserts a product (the server reads it on the next request: nothing is cached). */
export function makeProduct(opts: {
  images: number;
  pricePaise?: number;
  star?: number;
  reviews?: number;
  specification?: string;
  features?: string;
  description?: string;
}): Made {
  const read = openServerDb();
  const media = read
    .prepare("SELECT id FROM media WHERE preset = 'products' ORDER BY id LIMIT ?")
    .all(opts.images) as { id: string }[];
  const cat = read
    .prepare(
      `SELECT c.id AS cid, c.name AS category, s.id AS sid, s.name AS subcategory
       FROM category c JOIN subcategory s ON s.category_id = c.id ORDER BY c.position LIMIT 1`,
    )
    .get() as { cid: number; category: string; sid: number; subcategory: string };
  read.close();
  expect(media).toHaveLength(opts.images);

  counter++;
  const id = `e2e-product-${Date.now().toString(36)}-${counter}-${Math.floor(Math.random() * 1e6)}`;
  const title = `E2E Test Pump ${id.slice(-8)}`;
  const db = writableServerDb();
  const now = Date.now();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO product (id, title, price_paise, best_sell, review_count, star,
         description, specification, features, created_at, updated_at)
       VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      title,
      opts.pricePaise ?? 100_000,
      opts.reviews ?? 0,
      opts.star ?? 0,
      opts.description ?? "",
      opts.specification ?? "",
      opts.features ?? "",
      now,
      now,
    );
    media.forEach((m, i) => {
      db.prepare("INSERT INTO product_image (product_id, position, media_id) VALUES (?, ?, ?)").run(
        id,
        i + 1,
        m.id,
      );
    });
    db.prepare(
      "INSERT INTO product_category (product_id, position, category_id, subcategory_id) VALUES (?, 1, ?, ?)",
    ).run(id, cat.cid, cat.sid);
    // IMMEDIATE: take the write lock first, waiting (busy_timeout) while the server writes.
    // A deferred transaction that read first fails at once if the server wrote meanwhile.
  }).immediate();
  db.close();
  return {
    id,
    title,
    mediaIds: media.map((m) => m.id),
    category: cat.category,
    subcategory: cat.subcategory,
  };
}
