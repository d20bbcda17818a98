import { Percent } from "lucide-react";
import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { readItemId } from "~/admin/kit/edit-in-place.server";
import { appDb } from "~/db/db.server";
import { indiaDayText } from "~/format/india-time";
import { AddTaxRateForm, ProductsWithoutRate, TaxRateList } from "~/gst/admin/tax-rate-editor";
import { taxRateAnchor, taxRatesHref } from "~/gst/tax-rate-schema";
import { listTaxRates, runTaxRateAction } from "~/gst/tax-rates.server";
import { PRIVATE } from "~/http/cache-control";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/tax-rates";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list = await listTaxRates(appDb());
  const editing = readItemId(url.searchParams.get("edit"));
  const saved = readItemId(url.searchParams.get("saved"));
  return data({ ...list, editing, saved }, { headers: { "Cache-Control": PRIVATE } });
}

/**
 * Add, edit or delete one rate. A change goes back to the list
 * (Post/Redirect/Get, so it works before hydration and a reload posts
 * nothing) with its toast and the rate marked (`saved=`).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const result = await runTaxRateAction(appDb(), admin, await request.formData());
  if (!result.ok) return data(result, { status: result.status, headers });
  const to =
    result.id === null
      ? taxRatesHref()
      : taxRatesHref({ saved: String(result.id) }, taxRateAnchor(result.id));
  throw redirect(to, { headers: withFlash({ type: "success", message: result.message }, headers) });
}

export const meta = adminMeta("Tax rates");

export default function TaxRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, groups, withoutRate, editing, saved } = loaderData;
  const location = useLocation();
  const failed = actionData && !actionData.ok ? actionData : null;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Percent className="h-7 w-7" aria-hidden="true" /> Tax rates{" "}
        <span className="text-lg font-normal text-slate-500">
          ({groups.length === 1 ? "1 HSN code" : `${groups.length} HSN codes`})
        </span>
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The GST rate of each HSN code from a date on, as of today, {indiaDayText(today)}. A
        quotation takes the rate in force on its date and keeps it: changing a rate here never
        changes a quotation already made. A product's HSN code takes the rate of its own code, or
        else of its heading (8413 for 84137010). Rates marked “Example” came with the demo
        catalogue: check each with your CA, then save it to clear the mark.
      </p>
      {failed && Object.keys(failed.errors).length === 0 ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failed.message}
        </p>
      ) : null}
      <ProductsWithoutRate total={withoutRate.total} items={withoutRate.products} />
      {/* A fresh form after each save (the key changes with the redirect's location). */}
      <AddTaxRateForm key={location.key} failed={failed?.intent === "add" ? failed : null} />
      <TaxRateList
        groups={groups}
        editing={editing}
        savedId={saved}
        failed={failed?.intent === "edit" ? failed : null}
      />
    </main>
  );
}
