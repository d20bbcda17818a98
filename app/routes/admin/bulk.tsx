import { data, Form, redirect, useNavigation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import {
  applyBulk,
  BulkRuleError,
  bulkDoneMessage,
  priceRefusal,
  selectedProducts,
  withNewPrices,
} from "~/catalogue/admin/bulk-products.server";
import {
  BULK_ACTIONS,
  BULK_LABELS,
  type BulkAction,
  bulkSettingsSchema,
  bulkValues,
  CHOOSE_ACTION,
  selectionSchema,
} from "~/catalogue/admin/bulk-schema";
import { listCategories } from "~/catalogue/categories.server";
import { PRODUCT_LIMITS } from "~/catalogue/product-schema";
import { appDb } from "~/db/db.server";
import { formatRupees } from "~/format/money";
import { firstProblem } from "~/forms/field-errors";
import { ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/bulk";

/** Products listed by name on the page; the rest are counted. */
const LISTED = 100;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = url.searchParams;
  const values = bulkValues(params);
  const db = appDb();
  const selection = selectionSchema.safeParse(values.selection);
  const action = (BULK_ACTIONS as readonly string[]).includes(values.settings.action)
    ? (values.settings.action as BulkAction)
    : null;
  const base = {
    selection: values.selection,
    values: values.settings,
    action,
    categories: await listCategories(db),
  };
  if (!selection.success)
    return data({ ...base, rows: [], total: 0, error: firstProblem(selection.error) });
  const rows = await selectedProducts(db, selection.data);
  // A price preview shows new prices once the change reads; before that, the form alone.
  const settings =
    action === "price" && values.settings.change !== ""
      ? bulkSettingsSchema.safeParse(values.settings)
      : null;
  const shown = settings?.success ? withNewPrices(rows, settings.data) : rows;
  // A change that would take any product outside the price limits says so before it is applied.
  const refused = settings?.success ? priceRefusal(shown) : null;
  return data({
    ...base,
    rows: shown.slice(0, LISTED),
    total: rows.length,
    previewed: settings?.success === true,
    error: !action
      ? { field: "action", message: CHOOSE_ACTION }
      : settings && !settings.success
        ? firstProblem(settings.error)
        : refused
          ? { field: "change", message: refused }
          : null,
  });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const values = bulkValues(await request.formData());
  const selection = selectionSchema.safeParse(values.selection);
  if (!selection.success) return data({ error: firstProblem(selection.error) }, { status: 400 });
  const settings = bulkSettingsSchema.safeParse(values.settings);
  if (!settings.success) return data({ error: firstProblem(settings.error) }, { status: 400 });
  try {
    const result = await applyBulk(appDb(), admin, selection.data, settings.data);
    const back =
      selection.data.all && selection.data.q
        ? `${ADMIN.dashboard}?q=${encodeURIComponent(selection.data.q)}`
        : ADMIN.dashboard;
    return redirect(back, {
      headers: withFlash({ type: "success", message: bulkDoneMessage(settings.data, result) }),
    });
  } catch (error) {
    if (!(error instanceof BulkRuleError)) throw error;
    return data({ error: { field: "form", message: error.message } }, { status: 400 });
  }
}

export const meta = adminMeta("Bulk change");

const primary =
  "inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60";
const danger =
  "inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";
const secondary =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50";
const input = "rounded-lg border border-slate-300 px-3 py-2 text-sm";

/** The selection, carried by every form on the page. */
function SelectionFields({ selection }: { selection: { ids: string[]; all: boolean; q: string } }) {
  return (
    <>
      {selection.all ? <input type="hidden" name="all" value="1" /> : null}
      {selection.q ? <input type="hidden" name="q" value={selection.q} /> : null}
      {selection.ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
    </>
  );
}

export default function BulkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { selection, values, action, categories, rows, total } = loaderData;
  const previewed = "previewed" in loaderData ? loaderData.previewed : false;
  const error = actionData?.error ?? loaderData.error;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const back = selection.q
    ? `${ADMIN.dashboard}?q=${encodeURIComponent(selection.q)}`
    : ADMIN.dashboard;
  const n = `${total} ${total === 1 ? "product" : "products"}`;
  const price = action === "price";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <BackToDashboard to={back} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {action ? BULK_LABELS[action] : "Bulk change"}
      </h1>
      <p className="mt-1 text-slate-600">
        {total > 0
          ? `${n} selected${selection.all ? (selection.q ? ` (every product matching “${selection.q}”)` : " (every product)") : ""}.`
          : "No products are selected."}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error.message}
        </p>
      ) : null}

      {total > 0 && !action ? (
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectionFields selection={selection} />
          <label className="text-sm font-semibold text-slate-700">
            Action
            <select name="action" className={`${input} mt-1 block`} defaultValue="">
              <option value="" disabled>
                Choose…
              </option>
              {BULK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {BULK_LABELS[a]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primary}>
            Continue
          </button>
        </Form>
      ) : null}

      {total > 0 && action === "move" ? (
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectionFields selection={selection} />
          <input type="hidden" name="action" value="move" />
          <label className="text-sm font-semibold text-slate-700">
            Category
            <select
              name="category"
              className={`${input} mt-1 block`}
              defaultValue={values.category}
            >
              <option value="">Choose…</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-700">
            Subcategory (optional)
            <select
              name="subcategory"
              className={`${input} mt-1 block`}
              defaultValue={values.subcategory}
            >
              <option value="">None</option>
              {categories
                .filter((c) => c.subcategories.length > 0)
                .map((c) => (
                  <optgroup key={c.id} label={c.name}>
                    {c.subcategories.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          </label>
          <button type="submit" className={primary} disabled={busy}>
            {busy ? "Moving…" : `Move ${n}`}
          </button>
          <p className="w-full text-xs text-slate-500">
            Each product ends up in this one category, in place of the categories it has now.
          </p>
        </Form>
      ) : null}

      {total > 0 && price ? (
        <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectionFields selection={selection} />
          <input type="hidden" name="action" value="price" />
          <fieldset className="flex gap-4 text-sm">
            <legend className="mb-1 font-semibold text-slate-700">Change by</legend>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name="mode"
                value="percent"
                defaultChecked={values.mode !== "amount"}
              />
              a percentage
            </label>
            <label className="flex items-center gap-1">
              <input
                type="radio"
                name="mode"
                value="amount"
                defaultChecked={values.mode === "amount"}
              />
              an amount in ₹
            </label>
          </fieldset>
          <label className="text-sm font-semibold text-slate-700">
            Change (use − to lower)
            <input
              name="change"
              inputMode="decimal"
              defaultValue={values.change}
              placeholder="5 or -10"
              aria-invalid={error?.field === "change" ? true : undefined}
              className={`${input} mt-1 block w-32`}
            />
          </label>
          <button type="submit" className={secondary}>
            Preview new prices
          </button>
        </Form>
      ) : null}

      {total > 0 && action ? (
        <section className="mt-6" aria-labelledby="selected-heading">
          <h2 id="selected-heading" className="text-lg font-bold text-slate-900">
            {price && previewed ? "Old and new prices" : "Selected products"}
          </h2>
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
                <tr>
                  <th className="px-3 py-2">Product</th>
                  <th className="px-3 py-2 text-right">Price</th>
                  {price && previewed ? <th className="px-3 py-2 text-right">New price</th> : null}
                  {action.startsWith("bestseller") ? (
                    <th className="px-3 py-2">Bestseller</th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className="px-3 py-2">{r.title}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatRupees(r.pricePaise)}
                    </td>
                    {price && previewed ? (
                      <td className="px-3 py-2 text-right font-semibold tabular-nums">
                        {r.newPricePaise === undefined
                          ? null
                          : r.newPriceProblem === "below"
                            ? "below ₹0"
                            : r.newPriceProblem === "above"
                              ? `above ${formatRupees(PRODUCT_LIMITS.pricePaise)}`
                              : formatRupees(r.newPricePaise)}
                      </td>
                    ) : null}
                    {action.startsWith("bestseller") ? (
                      <td className="px-3 py-2">{r.bestSell ? "Yes" : "No"}</td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
            {total > rows.length ? (
              <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-600">
                and {total - rows.length} more.
              </p>
            ) : null}
          </div>
          {price && previewed ? (
            <p className="mt-2 text-xs text-slate-500">
              New prices are rounded to the nearest rupee.
            </p>
          ) : null}
        </section>
      ) : null}

      {total > 0 && action && action !== "move" && (!price || previewed) ? (
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <SelectionFields selection={selection} />
          <input type="hidden" name="action" value={action} />
          {price ? (
            <>
              <input type="hidden" name="mode" value={values.mode} />
              <input type="hidden" name="change" value={values.change} />
            </>
          ) : null}
          <button type="submit" className={action === "delete" ? danger : primary} disabled={busy}>
            {action === "delete"
              ? `Yes, delete ${n}`
              : price
                ? `Change ${total === 1 ? "the price" : `${total} prices`}`
                : `${BULK_LABELS[action]}: ${n}`}
          </button>
          <Link to={back} className={secondary}>
            Cancel
          </Link>
        </Form>
      ) : null}
    </main>
  );
}
