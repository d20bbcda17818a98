import { useEffect, useState } from "react";
import { data, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { updateProductFromForm } from "~/catalogue/admin/product-actions.server";
import { getEditableProduct } from "~/catalogue/admin/product-admin.server";
import { ProductForm } from "~/catalogue/admin/product-form";
import { listCategories } from "~/catalogue/categories.server";
import {
  NO_SUCH_PRODUCT,
  PRODUCT_FETCH_FAILED,
  PRODUCT_STALE,
  PRODUCT_UPDATED,
} from "~/catalogue/product-schema";
import { appDb } from "~/db/db.server";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN, productPath } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import type { Route } from "./+types/product-edit";

const backToAdmin = (message: string) =>
  redirect(ADMIN.dashboard, { headers: withFlash({ type: "error", message }) });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = appDb();
  let product: Awaited<ReturnType<typeof getEditableProduct>>;
  let categories: Awaited<ReturnType<typeof listCategories>>;
  try {
    [product, categories] = await Promise.all([
      getEditableProduct(db, params.id),
      listCategories(db),
    ]);
  } catch (error) {
    console.error(error);
    throw backToAdmin(PRODUCT_FETCH_FAILED);
  }
  if (!product) throw backToAdmin(NO_SUCH_PRODUCT);
  return data({ product, categories });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const result = await updateProductFromForm(appDb(), admin, params.id, await request.formData());
  if (result.ok) {
    return redirect(ADMIN.dashboard, {
      headers: withFlash({ type: "success", message: PRODUCT_UPDATED }),
    });
  }
  if (result.outcome === "missing") return backToAdmin(NO_SUCH_PRODUCT);
  return data(result, { status: result.status });
}

export const meta = adminMeta("Edit product");

export default function UpdateProductPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // A fresh navigation (e.g. "Load the latest version") starts a fresh form.
  return <EditForm key={location.key} {...loaderData} />;
}

function EditForm({ product, categories }: Route.ComponentProps["loaderData"]) {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
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
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">
            {stale
              ? PRODUCT_STALE
              : "Someone else has saved this product since you opened it. Saving now would be refused."}
          </p>
          <Link
            to={location.pathname}
            className="mt-2 inline-block rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700"
          >
            Load the latest version
          </Link>
        </div>
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
