import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { showToast } from "~/toasts/toaster";
import { CategoryManager } from "./category-manager";
import type { SaveResult } from "./product-actions.server";
import { EMPTY_PRODUCT, ProductForm } from "./product-form";
import type { NewProductPageData } from "./product-new-page.server";

/** What a post answers (product-new-page.server.ts): a category form's, or the product's refusal. */
interface NewProductPosted {
  category: { ok: boolean; message: string } | null;
  product: SaveResult | null;
}

/** Add product: the product form beside the categories and subcategories it files under. */
export function AddProductPage({
  page,
  posted,
}: {
  page: NewProductPageData;
  posted: NewProductPosted | undefined;
}) {
  const { categories, usage, isOwner } = page;
  useLiveRefresh();
  const location = useLocation();
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "save-product";
  const failure = posted?.product && !posted.product.ok ? posted.product : null;
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
          {posted?.category ? (
            <p
              role={posted.category.ok ? "status" : "alert"}
              className={`mb-3 rounded-lg px-3 py-2 text-sm ${posted.category.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-700"}`}
            >
              {posted.category.message}
            </p>
          ) : null}
          <CategoryManager categories={categories} usage={usage} isOwner={isOwner} />
        </section>
      </div>
    </main>
  );
}
