import { insertCategory } from "~/catalogue/categories.server";
import { type DB, migrateToLatest, openDatabase } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { rememberTitleWords } from "~/search/search-vocabulary.server";

const WORDS = [
  "Submersible",
  "Openwell",
  "Monoblock",
  "Borewell",
  "Jet",
  "Solar",
  "Diesel",
  "Motor",
  "Drill",
  "Grinder",
  "Cutter",
  "Blower",
];
const SIZES = ["0.5 HP", "1 HP", "1.5 HP", "2 HP", "3 HP", "5 HP", "7.5 HP", "10 HP"];

const CATEGORIES = ["Synthetic Pumps", "Synthetic Motors", "Synthetic Tools"];

/** N products with believable titles in a SQLite file, for scale benchmarks. */
export async function seedSynthetic(file: string, count: number): Promise<void> {
  const db: DB = openDatabase(file);
  try {
    await migrateToLatest(db);
    await seedSyntheticInto(db, count);
  } finally {
    await db.destroy();
  }
}

/**
 * Appends `count` synthetic products, spread over a few categories, to a
 * migrated database of either kind: multi-row inserts, one transaction per
 * batch, created_at ascending in insertion order (catalogue order is the order
 * products were added).
 */
export async function seedSyntheticInto(db: DB, count: number): Promise<void> {
  const existing = await db.selectFrom("category").select("id").orderBy("id").execute();
  const categories = existing.length > 0 ? existing.map((c) => c.id) : await makeCategories(db);
  const now = Date.now();
  // 1,000 rows × 11 columns stays well under PostgreSQL's 65,535 bind parameters.
  const batch = dialectOf(db) === "postgres" ? 1000 : 500;
  for (let start = 0; start < count; start += batch) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const word = WORDS[i % WORDS.length];
        const size = SIZES[(i >> 3) % SIZES.length];
        rows.push({
          id: `syn-${i.toString(36)}`,
          title: `SPT ${word} ${size} Model ${String(i).padStart(6, "0")}`,
          price_paise: (1500 + ((i * 7919) % 140000)) * 100,
          best_sell: i % 97 === 0 ? 1 : 0,
          review_count: i % 400,
          star: (i % 11) / 2,
          description: "Synthetic product for benchmarks.",
          specification: `Power: ${size}\nPhase: Single`,
          features: "Copper winding",
          created_at: now - (count - i) * 1000,
          updated_at: now - i * 1000,
        });
      }
      await trx.insertInto("product").values(rows).execute();
      await rememberTitleWords(
        trx,
        rows.map((r) => r.title),
      );
      await trx
        .insertInto("product_category")
        .values(
          rows.map((r, k) => ({
            product_id: r.id,
            position: 1,
            category_id: categories[(start + k) % categories.length] ?? 1,
            subcategory_id: null,
          })),
        )
        .execute();
    });
  }
}

/** One at a time: insertCategory runs its own transaction, and ids follow the names' order. */
async function makeCategories(db: DB): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of CATEGORIES.entries()) {
    ids.push(
      (await insertCategory(db, { name, imageMediaId: null, position: i, subcategories: [] })).id,
    );
  }
  return ids;
}
