import { useEffect } from "react";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import { runCategoryAction } from "~/catalogue/admin/category-actions.server";
import { CategoryManager } from "~/catalogue/admin/category-manager";
import { addProductFromForm } from "~/catalogue/admin/product-actions.server";
import { EMPTY_PRODUCT, ProductForm } from "~/catalogue/admin/product-form";
import { categoryUsage, listCategories } from "~/catalogue/categories.server";
import { CATEGORY_INTENTS } from "~/catalogue/category-schema";
import { PRODUCT_ADDED } from "~/catalogue/product-schema";
import { appDb } from "~/db/db.server";
import { ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/product-new";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = appDb();
  const [categories, usage, isOwner] = await Promise.all([
    listCategories(db),
    categoryUsage(db),
    isCatalogueOwner(db, admin),
  ]);
  return data({ categories, usage, isOwner });
}

/** The product form and the category forms of this page post here, told apart by `intent`. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = appDb();
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

export const meta = adminMeta("Add product");

export default function AddProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, usage, isOwner } = loaderData;
  useLiveRefresh();
  const location = useLocation();
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "save-product";
  const failure = actionData?.product && !actionData.product.ok ? actionData.product : null;
  useEffect(() => {
    if (failure) showToast({ type: "error", message: failure.message });
  }, [failure]);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Add product</h1>
      <div className="mt-6 grid gap-8 xl:grid-cols-[3fr_2fr]">
        <section
          aria-labelledby="product-heading"
          className="rounded-2xl border border-slate-200 p-5 sm:p-6"
        >
          <h2 id="product-heading" className="mb-4 text-xl font-bold text-slate-900">
            Product details
          </h2>
          <ProductForm
            key={location.key}
            categories={categories}
            initial={EMPTY_PRODUCT}
            errors={failure?.errors}
            submitLabel="Add product"
            busyLabel="Adding..."
            busy={saving}
          />
        </section>
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-4 text-xl font-bold text-slate-900">
            Categories and subcategories
          </h2>
          {/* Without JavaScript the category forms post here and the answer shows inline. */}
          {actionData?.category ? (
            <p
              role={actionData.category.ok ? "status" : "alert"}
              className={`mb-3 rounded-lg px-3 py-2 text-sm ${actionData.category.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}
            >
              {actionData.category.message}
            </p>
          ) : null}
          <CategoryManager categories={categories} usage={usage} isOwner={isOwner} />
        </section>
      </div>
    </main>
  );
}
