import { data, redirect } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { listCategories } from "~/catalogue/categories.server";
import { NO_SUCH_PRODUCT, PRODUCT_FETCH_FAILED, PRODUCT_UPDATED } from "~/catalogue/product-schema";
import type { DB } from "~/db/db.server";
import { ADMIN } from "~/http/paths";
import { withFlash } from "~/toasts/flash.server";
import { updateProductFromForm } from "./product-actions.server";
import { getEditableProduct } from "./product-admin.server";

const backToAdmin = (message: string) =>
  redirect(ADMIN.dashboard, { headers: withFlash({ type: "error", message }) });

/** What Edit product shows: the product as saved and the categories; else back to the dashboard. */
export async function loadEditProductPage(db: DB, id: string) {
  let product: Awaited<ReturnType<typeof getEditableProduct>>;
  let categories: Awaited<ReturnType<typeof listCategories>>;
  try {
    [product, categories] = await Promise.all([getEditableProduct(db, id), listCategories(db)]);
  } catch (error) {
    console.error(error);
    throw backToAdmin(PRODUCT_FETCH_FAILED);
  }
  if (!product) throw backToAdmin(NO_SUCH_PRODUCT);
  return { product, categories };
}

export type EditProductPageData = Awaited<ReturnType<typeof loadEditProductPage>>;

/** Edit product's Save: back to the dashboard when saved; the refusal (stale, invalid) otherwise. */
export async function saveEditedProduct(db: DB, admin: SessionUser, id: string, form: FormData) {
  const result = await updateProductFromForm(db, admin, id, form);
  if (result.ok) {
    return redirect(ADMIN.dashboard, {
      headers: withFlash({ type: "success", message: PRODUCT_UPDATED }),
    });
  }
  if (result.outcome === "missing") return backToAdmin(NO_SUCH_PRODUCT);
  return data(result, { status: result.status });
}
