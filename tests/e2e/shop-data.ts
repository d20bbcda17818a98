import {
  type MadeProducts,
  makeProducts as makeIn,
  removeProducts,
  type TestProduct,
} from "../../app/test/test-products.server";
import { withServerDb } from "./fixtures";

export { uniqueToken } from "../../app/test/test-products.server";

/** Products a shop or search test adds to the browser suite's server (test-products.server.ts). */
export async function makeProducts(products: TestProduct[], token?: string): Promise<MadeProducts> {
  const made = await withServerDb((db) => makeIn(db, products, token));
  // Removed through a handle of its own: the one that made them is closed by now.
  return { ...made, cleanup: () => withServerDb((db) => removeProducts(db, made.ids)) };
}
