import { useEffect, useState } from "react";
import { useActionData, useLocation, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { StaleNotice } from "~/admin/kit/stale-notice";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { PRODUCT_STALE } from "~/catalogue/product-schema";
import { indiaDateTime } from "~/format/india-time";
import { productPath } from "~/http/paths";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import type { EditProductPageData, saveEditedProduct } from "./product-edit-page.server";
import { ProductForm } from "./product-form";

/** Edit product: the form over the copy it was loaded from, warned when someone saves meanwhile. */
export function EditProductPage({ page }: { page: EditProductPageData }) {
  const location = useLocation();
  // A fresh navigation (e.g. "Load the latest version") starts a fresh form.
  return <EditForm key={location.key} {...page} />;
}

function EditForm({ product, categories }: EditProductPageData) {
  const actionData = useActionData<typeof saveEditedProduct>();
  useLiveRefresh();
  const navigation = useNavigation();
  // The copy this form was filled from; live refreshes must not move it forward.
  const [loaded] = useState(product);
  const changedMeanwhile = product.updatedAt !== loaded.updatedAt;
  const stale = actionData?.outcome === "stale";
  useEffect(() => {
    if (actionData && !actionData.ok) showToast({ type: "error", message: actionData.message });
  }, [actionData]);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Edit product</h1>
      <p className="mt-1 text-sm text-slate-600">
        <Link to={productPath(loaded.id)} className="hover:underline">
          {loaded.title}
        </Link>{" "}
        · last saved {indiaDateTime(loaded.updatedAt)}
      </p>
      {stale || changedMeanwhile ? (
        <StaleNotice
          message={
            stale
              ? PRODUCT_STALE
              : "Someone else has saved this product since you opened it. Saving now would be refused."
          }
        />
      ) : null}
      <section
        aria-labelledby="product-heading"
        className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6"
      >
        <h2 id="product-heading" className="mb-4 text-xl font-bold text-slate-900">
          Product details
        </h2>
        <ProductForm
          categories={categories}
          initial={loaded}
          errors={actionData && !actionData.ok ? actionData.errors : undefined}
          updatedAt={loaded.updatedAt}
          submitLabel="Update product"
          busyLabel="Updating..."
          busy={navigation.state !== "idle" && navigation.formMethod === "POST"}
        />
      </section>
    </main>
  );
}
