import { insertCategory } from "~/catalogue/categories.server";
import { writeNameTranslationIn } from "~/catalogue/translations.server";
import { type DB, migrateToLatest, openDatabase } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { PREFIXED_LOCALES, type PrefixedLocale } from "~/i18n/locales";
import { indexProducts } from "~/search/product-keys.server";

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
/**
 * The WORDS as a Rajkot dealer writes them in Gujarati and Hindi (as the demo
 * translations do: trade words transliterated, sizes and model numbers in
 * Latin as on the nameplate), and "Model" in each.
 */
const NATIVE_WORDS: Record<PrefixedLocale, Record<string, string>> = {
  gu: {
    Submersible: "સબમર્સિબલ",
    Openwell: "ઓપનવેલ",
    Monoblock: "મોનોબ્લોક",
    Borewell: "બોરવેલ",
    Jet: "જેટ",
    Solar: "સોલર",
    Diesel: "ડીઝલ",
    Motor: "મોટર",
    Drill: "ડ્રિલ",
    Grinder: "ગ્રાઇન્ડર",
    Cutter: "કટર",
    Blower: "બ્લોઅર",
    Model: "મોડેલ",
  },
  hi: {
    Submersible: "सबमर्सिबल",
    Openwell: "ओपनवेल",
    Monoblock: "मोनोब्लॉक",
    Borewell: "बोरवेल",
    Jet: "जेट",
    Solar: "सोलर",
    Diesel: "डीज़ल",
    Motor: "मोटर",
    Drill: "ड्रिल",
    Grinder: "ग्राइंडर",
    Cutter: "कटर",
    Blower: "ब्लोअर",
    Model: "मॉडल",
  },
};
/**
 * Which products have a translated title: in each run of WORDS.length
 * products (every word once), the first run Gujarati, the next Hindi, the
 * third English only, so each word and size has all three in the same share.
 */
const TRANSLATED: readonly (PrefixedLocale | null)[] = [...PREFIXED_LOCALES, null];

const SIZES = ["0.5 HP", "1 HP", "1.5 HP", "2 HP", "3 HP", "5 HP", "7.5 HP", "10 HP"];

const CATEGORIES = ["Synthetic Pumps", "Synthetic Motors", "Synthetic Tools"];
/** The categories' names in Gujarati and Hindi (products are found by them too). */
const CATEGORY_NAMES: Record<string, Record<PrefixedLocale, string>> = {
  "Synthetic Pumps": { gu: "સિન્થેટિક પંપ", hi: "सिंथेटिक पंप" },
  "Synthetic Motors": { gu: "સિન્થેટિક મોટર્સ", hi: "सिंथेटिक मोटर्स" },
  "Synthetic Tools": { gu: "સિન્થેટિક ટૂલ્સ", hi: "सिंथेटिक टूल्स" },
  "Synthetic Spares": { gu: "સિન્થેટિક સ્પેર્સ", hi: "सिंथेटिक स्पेयर्स" },
};
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
 * products were added). A third of them have a Gujarati title and a third a
 * Hindi one (TRANSLATED), written before the batch is indexed so their search
 * keys and words include them (with the categories' names, as for any product).
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
      const translations = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const word = WORDS[i % WORDS.length] ?? "Motor";
        const size = SIZES[(i >> 3) % SIZES.length];
        const id = `syn-${i.toString(36)}`;
        const number = String(i).padStart(6, "0");
        const title = `SPT ${word} ${size} Model ${number}`;
        const locale = TRANSLATED[Math.floor(i / WORDS.length) % TRANSLATED.length];
        if (locale) {
          const native = NATIVE_WORDS[locale];
          translations.push({
            product_id: id,
            locale,
            title: `SPT ${native[word]} ${size} ${native.Model} ${number}`,
            title_source: title,
            updated_at: now,
          });
        }
        rows.push({
          id,
          title,
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
      // What writeProductTranslationIn writes, title only (the other fields
      // default to '' with an empty source), many rows per statement.
      if (translations.length > 0) {
        await trx.insertInto("product_translation").values(translations).execute();
      }
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
      // Last, as the product writer does: keys hold the titles in every
      // language and the categories' names.
      await indexProducts(
        trx,
        rows.map((r) => r.id),
      );
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
    for (const locale of PREFIXED_LOCALES) {
      const translated = CATEGORY_NAMES[name]?.[locale];
      if (translated) await writeNameTranslationIn(db, "category", id, locale, translated, name);
    }
  }
  return made;
}
