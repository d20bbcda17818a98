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
/**
 * Besides the three large categories (a third of the products each), a small
 * one that every 50th product is also in: the shop's listing must stay cheap
 * for both sizes (bench/pages.ts compares each with the plain listing).
 */
const SMALL_CATEGORY = "Synthetic Spares";
const SMALL_EVERY = 50;

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
  const existing = await db.selectFrom("category").select(["id", "name"]).orderBy("id").execute();
  const made = existing.length > 0 ? existing : await makeCategories(db);
  const small = made.find((c) => c.name === SMALL_CATEGORY)?.id;
  const categories = made.filter((c) => c.id !== small).map((c) => c.id);
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
          rows.flatMap((r, k) => [
            {
              product_id: r.id,
              position: 1,
              category_id: categories[(start + k) % categories.length] ?? 1,
              subcategory_id: null,
            },
            ...(small !== undefined && (start + k) % SMALL_EVERY === 0
              ? [{ product_id: r.id, position: 2, category_id: small, subcategory_id: null }]
              : []),
          ]),
        )
        .execute();
    });
  }
}

/** One at a time: insertCategory runs its own transaction, and ids follow the names' order. */
async function makeCategories(db: DB): Promise<{ id: number; name: string }[]> {
  const made: { id: number; name: string }[] = [];
  for (const [i, name] of [...CATEGORIES, SMALL_CATEGORY].entries()) {
    const { id } = await insertCategory(db, {
      name,
      imageMediaId: null,
      position: i,
      subcategories: [],
    });
    made.push({ id, name });
  }
  return made;
}
