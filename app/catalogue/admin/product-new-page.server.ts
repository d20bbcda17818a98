import { data, redirect } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { categoryUsage, listCategories } from "~/catalogue/categories.server";
import { CATEGORY_INTENTS } from "~/catalogue/category-schema";
import { PRODUCT_ADDED } from "~/catalogue/product-schema";
import type { DB } from "~/db/db.server";
import { ADMIN } from "~/http/paths";
import { withFlash } from "~/toasts/flash.server";
import { isCatalogueOwner } from "./catalogue-owner.server";
import { runCategoryAction } from "./category-actions.server";
import { addProductFromForm } from "./product-actions.server";

/** What Add product shows `admin`: the categories, how much each is used, and whether they own them. */
export async function loadNewProductPage(db: DB, admin: SessionUser) {
  const [categories, usage, isOwner] = await Promise.all([
    listCategories(db),
    categoryUsage(db),
    isCatalogueOwner(db, admin),
  ]);
  return { categories, usage, isOwner };
}

export type NewProductPageData = Awaited<ReturnType<typeof loadNewProductPage>>;

/** The product form and the category forms of Add product post here, told apart by `intent`. */
export async function runNewProductAction(db: DB, admin: SessionUser, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  if ((CATEGORY_INTENTS as readonly string[]).includes(intent)) {
    const { status, result } = await runCategoryAction(db, admin, form);
    return data({ category: result, product: null }, { status });
  }
  if (intent !== "save-product") {
    return data({ category: null, product: null }, { status: 400 });
  }
  const result = await addProductFromForm(db, admin, form);
  if (result.ok) {
    return redirect(ADMIN.newProduct, {
      headers: withFlash({ type: "success", message: PRODUCT_ADDED }),
    });
  }
  return data({ category: null, product: result }, { status: result.status });
}
