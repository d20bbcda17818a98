import { Form, useNavigation } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { formatRupees } from "~/format/money";
import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";
import { PRODUCT_LIMITS } from "../product-schema";
import type { BulkPageData } from "./bulk-page.server";
import { BULK_ACTIONS, BULK_LABELS } from "./bulk-schema";

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

/** /admin/bulk: choose the action, preview a price change, confirm; plain forms throughout. */
export function BulkPage({
  loaderData,
  actionError,
}: {
  loaderData: BulkPageData;
  actionError?: { field: string; message: string } | null;
}) {
  const { selection, values, action, categories, rows, total } = loaderData;
  const previewed = "previewed" in loaderData ? loaderData.previewed : false;
  const error = actionError ?? loaderData.error;
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
