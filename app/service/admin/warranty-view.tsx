import { Form } from "react-router";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { indiaDate, indiaDayText } from "~/format/india-time";
import { mediaUrl } from "~/media/media-url";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import { button } from "./queue-view";
import type { AdminRegistration, AdminRule } from "./warranty-admin.server";

const small =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600";

export function RuleList({ rules }: { rules: readonly AdminRule[] }) {
  return (
    <table className="mt-3 w-full text-left text-sm" data-testid="rule-list">
      <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
        <tr>
          <th className="py-2 pr-3">Category</th>
          <th className="py-2 pr-3">From</th>
          <th className="py-2 pr-3">From installation</th>
          <th className="py-2 pr-3">Cap from dispatch</th>
          <th className="py-2 pr-3">Bonus</th>
          <th className="py-2 pr-3">Note</th>
          <th className="py-2 pr-3">Used</th>
          <th className="py-2 pr-3" />
        </tr>
      </thead>
      <tbody>
        {rules.map((r) => (
          <tr key={r.id} className="border-b border-slate-100">
            <td className="py-2 pr-3 font-semibold">{r.category ?? "Every category"}</td>
            <td className="py-2 pr-3">{indiaDayText(r.effectiveFrom)}</td>
            <td className="py-2 pr-3">{r.monthsFromInstall} months</td>
            <td className="py-2 pr-3">
              {r.monthsFromDispatch ? `${r.monthsFromDispatch} months` : "none"}
            </td>
            <td className="py-2 pr-3">
              {r.bonusMonths ? `+${r.bonusMonths} months within ${r.bonusWithinDays} days` : "none"}
            </td>
            <td className="py-2 pr-3 text-xs">{r.note}</td>
            <td className="py-2 pr-3">{r.used}</td>
            <td className="py-2 pr-3">
              {r.used === 0 ? (
                <Form method="post">
                  <input type="hidden" name="id" value={String(r.id)} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete-rule"
                    className={`${small} text-red-700`}
                  >
                    Delete
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RuleForm({
  categories,
  errors = {},
}: {
  categories: readonly { id: number; name: string }[];
  errors?: Partial<Record<string, string>>;
}) {
  const field = (name: string, label: string, hint: string, value = "") => (
    <label className="grid gap-1 text-sm font-semibold text-slate-700">
      {label}
      <input name={name} defaultValue={value} className={FIELD_CLASS} />
      <span className="text-xs font-normal text-slate-500">{hint}</span>
      {errors[name] ? <span className="text-xs text-red-700">{errors[name]}</span> : null}
    </label>
  );
  return (
    <Form
      method="post"
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3"
      data-testid="rule-form"
    >
      <input type="hidden" name="intent" value="add-rule" />
      <h3 className="font-bold text-slate-900 sm:col-span-3">Add a rule</h3>
      <label className="grid gap-1 text-sm font-semibold text-slate-700">
        Category
        <select name="categoryId" className={FIELD_CLASS}>
          <option value="">Every category without its own rule</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {field("effectiveFrom", "From", "Units dispatched from this day (installed, when not known)")}
      {field("monthsFromInstall", "Months from installation", "e.g. 12", "12")}
      {field("monthsFromDispatch", "At most months from dispatch", "e.g. 18; empty: no cap", "18")}
      {field("bonusMonths", "Bonus months", "for registering early; empty: none")}
      {field("bonusWithinDays", "Registered within (days)", "of installation, to earn the bonus")}
      <div className="sm:col-span-3">
        {field("note", "Note", "what the terms exclude, where they come from")}
      </div>
      <div className="sm:col-span-3">
        <button type="submit" className={button}>
          Add rule
        </button>
      </div>
    </Form>
  );
}

export function RegistrationList({
  page,
  href,
}: {
  page: { items: readonly AdminRegistration[]; page: number; pageCount: number };
  href: (n: number) => string;
}) {
  return (
    <>
      <table className="mt-3 w-full text-left text-sm" data-testid="registration-list">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2 pr-3">Serial</th>
            <th className="py-2 pr-3">Customer</th>
            <th className="py-2 pr-3">Installed</th>
            <th className="py-2 pr-3">Warranty</th>
            <th className="py-2 pr-3">Dealer</th>
            <th className="py-2 pr-3" />
          </tr>
        </thead>
        <tbody>
          {page.items.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3">
                <Link to={r.href} className="font-mono text-brand-800 underline">
                  {r.serial}
                </Link>
                <div className="text-xs text-slate-500">{r.model || "not imported"}</div>
                <div className="text-xs text-slate-500">registered {indiaDate(r.createdAt)}</div>
              </td>
              <td className="py-2 pr-3">
                {r.name}
                <div className="text-xs">{r.phone}</div>
                <div className="text-xs text-slate-500">
                  {r.pin} {r.district}
                </div>
              </td>
              <td className="py-2 pr-3">{indiaDayText(r.installedOn)}</td>
              <td className="py-2 pr-3">
                {r.status === "review" ? (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    For review
                  </span>
                ) : (
                  `to ${indiaDayText(r.endsOn ?? "")} (${r.basis})`
                )}
                {r.invoice ? (
                  <div>
                    <a
                      href={mediaUrl(r.invoice, "w1280")}
                      target="_blank"
                      rel="noopener"
                      className="text-xs text-brand-800 underline"
                    >
                      Invoice
                    </a>
                  </div>
                ) : null}
              </td>
              <td className="py-2 pr-3">{r.dealer || "—"}</td>
              <td className="py-2 pr-3">
                <Form method="post" className="flex flex-wrap items-center gap-1">
                  <input type="hidden" name="id" value={String(r.id)} />
                  <input
                    name="installedOn"
                    type="date"
                    aria-label="Corrected installation date"
                    className={`${FIELD_CLASS} text-xs`}
                  />
                  <button type="submit" name="intent" value="recheck" className={small}>
                    Work out again
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete-registration"
                    className={`${small} text-red-700`}
                  >
                    Delete
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageLinks page={page.page} pageCount={page.pageCount} href={href} />
    </>
  );
}
