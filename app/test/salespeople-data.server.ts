import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import type { DB } from "~/db/db.server";

/**
 * For tests of salespeople and routing: a category of the test's own with one product in it,
 * so a salesperson covering only that category is routed no one else's enquiry.
 */

let seq = 0;
const routingTag = () => `${Date.now().toString(36)}${++seq}${Math.floor(Math.random() * 1e4)}`;

/** A category of the test's own and one product in it: nobody else's enquiries reach it. */
export async function routingProduct(db: DB): Promise<{
  categoryId: number;
  category: string;
  productId: string;
  title: string;
}> {
  const t = routingTag();
  const { id: categoryId } = await insertCategory(db, {
    name: `Routing ${t}`,
    imageMediaId: null,
    position: 900,
    subcategories: [],
  });
  const productId = `e2e-routing-${t}`;
  await insertProduct(db, {
    ...BLANK_PRODUCT,
    id: productId,
    title: `Routed Pump ${t}`,
    price: 100_000,
    categories: [{ category: categoryId, subcategory: null }],
  });
  return { categoryId, category: `Routing ${t}`, productId, title: `Routed Pump ${t}` };
}
