import type { DB } from "~/db/db.server";
import { summaries, toSummary } from "./product-rows.server";
import type { ProductSummary } from "./types";

/**
 * Other products from a product's first category, for "More in …": its
 * neighbours by id in the same subcategory (ids are title slugs, so these are
 * usually the same series), wrapping round, then any from the category. Each
 * query is a short range of the product_category_neighbours index, so the cost
 * does not grow with the catalogue, as sorting a big category on every view would.
 */
export async function relatedProducts(
  db: DB,
  productId: string,
  limit = 4,
): Promise<ProductSummary[]> {
  const own = await db
    .selectFrom("product_category")
    .select(["category_id", "subcategory_id"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
  if (!own) return [];

  const inCategory = db
    .selectFrom("product_category")
    .select("product_id")
    .where("category_id", "=", own.category_id);
  const group =
    own.subcategory_id === null
      ? inCategory.where("subcategory_id", "is", null)
      : inCategory.where("subcategory_id", "=", own.subcategory_id);

  const found = new Set<string>();
  const take = async (query: typeof inCategory) => {
    const left = limit - found.size;
    if (left <= 0) return;
    for (const r of await query.limit(left + 1).execute()) {
      if (r.product_id !== productId && found.size < limit) found.add(r.product_id);
    }
  };
  await take(group.where("product_id", ">", productId).orderBy("product_id"));
  await take(group.where("product_id", "<", productId).orderBy("product_id"));
  if (found.size < limit) {
    await take(inCategory.where("product_id", "not in", [productId, ...found]));
  }

  const chosen = [...found];
  if (chosen.length === 0) return [];
  const rows = await summaries(db).where("p.id", "in", chosen).execute();
  const byId = new Map(rows.map((r) => [r.id, toSummary(r)]));
  return chosen.flatMap((id) => byId.get(id) ?? []);
}
