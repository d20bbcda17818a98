import { findProducts } from "~/catalogue/product-search.server";
import type { DB } from "~/db/db.server";
import { type ProductOnDay, productsOnDay } from "~/gst/tax-rates.server";
import { searchQuery } from "~/search/search-text";

/**
 * Products for a quotation's lines, found as staff type them: a model, a name
 * in any script or spelling (the catalogue's search, docs/search.md), an HSN
 * code, or a product's id. Each comes with its price, HSN and the HSN's rate
 * on the day (gst/tax-rates.server.ts productsOnDay).
 */

const HSN_TEXT = /^\d{4,8}$/;
const LIMIT = 8;

/** Products whose HSN starts with `code`, best sellers first. */
async function byHsn(db: DB, code: string): Promise<string[]> {
  const rows = await db
    .selectFrom("product")
    .select("id")
    .where("hsn", "like", `${code}%`)
    .orderBy("best_sell", "desc")
    .orderBy("title")
    .orderBy("id")
    .limit(LIMIT)
    .execute();
  return rows.map((r) => r.id);
}

/** Up to eight products for `text`, best first: an exact id, then HSN matches, then the search's. */
export async function findQuotationProducts(
  db: DB,
  raw: string,
  day: string,
): Promise<ProductOnDay[]> {
  const text = searchQuery(raw);
  if (!text) return [];
  const exact = await db
    .selectFrom("product")
    .select("id")
    .where("id", "=", raw.trim())
    .executeTakeFirst();
  const ids = [
    ...(exact ? [exact.id] : []),
    ...(HSN_TEXT.test(text) ? await byHsn(db, text) : []),
    ...(await findProducts(db, text, LIMIT)).products.map((p) => p.id),
  ];
  const unique = [...new Set(ids)].slice(0, LIMIT);
  const found = await productsOnDay(db, unique, day);
  return unique.flatMap((id) => {
    const p = found.get(id);
    return p ? [p] : [];
  });
}

/** The product a line's text names: the id itself, else the best match; null when none. */
export async function resolveProduct(db: DB, text: string, day: string): Promise<string | null> {
  return (await findQuotationProducts(db, text, day))[0]?.id ?? null;
}
