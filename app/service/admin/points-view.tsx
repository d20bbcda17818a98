import { Form } from "react-router";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import { button } from "./queue-view";
import type { AdminServicePoint, PointImportPlan } from "./service-points-admin.server";

const KIND_TEXT: Record<string, string> = {
  dealer: "Dealer",
  service: "Service point",
  both: "Dealer and service point",
};

const small =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600";

function Field({
  name,
  label,
  value,
  error,
  wide,
  hint,
}: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  wide?: boolean;
  hint?: string;
}) {
  return (
    <label
      className={`grid gap-1 text-sm font-semibold text-slate-700 ${wide ? "sm:col-span-2" : ""}`}
    >
      {label}
      <input
        name={name}
        defaultValue={value}
        className={FIELD_CLASS}
        aria-invalid={error ? true : undefined}
      />
      {hint ? <span className="text-xs font-normal text-slate-500">{hint}</span> : null}
      {error ? <span className="text-xs text-red-700">{error}</span> : null}
    </label>
  );
}

/** Add a point, or edit one (`point`). */
export function PointForm({
  point,
  categories,
  errors = {},
}: {
  point: AdminServicePoint | null;
  categories: readonly { id: number; name: string }[];
  errors?: Partial<Record<string, string>>;
}) {
  return (
    <Form
      method="post"
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2"
      data-testid="point-form"
    >
      <input type="hidden" name="intent" value={point ? "edit" : "add"} />
      {point ? <input type="hidden" name="id" value={String(point.id)} /> : null}
      <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">
        {point ? `Edit ${point.name}` : "Add a dealer or service point"}
      </h2>
      <Field name="name" label="Name" value={point?.name} error={errors.name} />
      <label className="grid gap-1 text-sm font-semibold text-slate-700">
        Kind
        <select name="kind" defaultValue={point?.kind ?? "service"} className={FIELD_CLASS}>
          {Object.entries(KIND_TEXT).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Field name="address" label="Address" value={point?.address} error={errors.address} wide />
      <Field
        name="pin"
        label="PIN code"
        value={point?.pin}
        error={errors.pin}
        hint="District and state come from India Post's directory"
      />
      <Field
        name="hours"
        label="Hours"
        value={point?.hours}
        error={errors.hours}
        hint="Mon–Sat 9:30–18:30"
      />
      <Field name="phone" label="Phone" value={point?.phone} error={errors.phone} />
      <Field name="whatsapp" label="WhatsApp" value={point?.whatsapp} error={errors.whatsapp} />
      <Field
        name="email"
        label="E-mail (gets the alerts)"
        value={point?.email}
        error={errors.email}
        wide
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-700">
          Categories served (none ticked: every category)
        </legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {categories.map((c) => (
            <label key={c.id} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                name="categoryIds"
                value={String(c.id)}
                defaultChecked={point?.categoryIds.includes(c.id)}
                className="h-4 w-4"
              />
              {c.name}
            </label>
          ))}
        </div>
        {errors.categoryIds ? <p className="text-xs text-red-700">{errors.categoryIds}</p> : null}
      </fieldset>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={button}>
          {point ? "Save" : "Add"}
        </button>
        {point ? (
          <Link to="." className={small}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function PointList({
  points,
  page,
  pageCount,
  href,
}: {
  points: readonly AdminServicePoint[];
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  return (
    <>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="point-list">
          <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
            <tr>
              <th className="py-2 pr-3">Name</th>
              <th className="py-2 pr-3">Kind</th>
              <th className="py-2 pr-3">Place</th>
              <th className="py-2 pr-3">Contact</th>
              <th className="py-2 pr-3">Categories</th>
              <th className="py-2 pr-3">Open requests</th>
              <th className="py-2 pr-3" />
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr
                key={p.id}
                className={`border-b border-slate-100 align-top ${p.active ? "" : "text-slate-400"}`}
              >
                <td className="py-2 pr-3 font-semibold">
                  {p.name}
                  {p.active ? null : <span className="ml-1 text-xs">(inactive)</span>}
                </td>
                <td className="py-2 pr-3">{KIND_TEXT[p.kind]}</td>
                <td className="py-2 pr-3">
                  {p.pin} {p.district}, {p.state}
                  {p.located ? null : (
                    <div className="text-xs text-amber-700">No coordinate: found by district</div>
                  )}
                </td>
                <td className="py-2 pr-3">
                  {p.phone}
                  <div className="text-xs">{p.email}</div>
                </td>
                <td className="py-2 pr-3 text-xs">
                  {p.categories.length > 0 ? p.categories.join(", ") : "All"}
                </td>
                <td className="py-2 pr-3">{p.openRequests}</td>
                <td className="py-2 pr-3">
                  <div className="flex flex-wrap gap-1">
                    <Link to={`?edit=${p.id}`} className={small}>
                      Edit
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={String(p.id)} />
                      <button
                        type="submit"
                        name="intent"
                        value={p.active ? "deactivate" : "activate"}
                        className={small}
                      >
                        {p.active ? "Deactivate" : "Activate"}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={String(p.id)} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className={`${small} text-red-700`}
                      >
                        Delete
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} pageCount={pageCount} href={href} />
    </>
  );
}

/** The directory as a spreadsheet: export, then import after a preview (all rows or none). */
export function PointImport({
  plan,
  csv,
  csvHref,
}: {
  plan: PointImportPlan | null;
  csv: string | null;
  csvHref: string;
}) {
  return (
    <section className="mt-8 rounded-xl border border-slate-200 p-4">
      <h2 className="text-lg font-bold text-slate-900">As a spreadsheet</h2>
      <p className="mt-1 text-sm text-slate-600">
        <a href={csvHref} className="font-semibold text-brand-800 underline">
          Download every point as CSV
        </a>
        , change or add rows (an empty id adds one; categories by name, separated by “;”), and
        import it.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="import-preview" />
        <input type="file" name="file" accept=".csv,text/csv" className="text-sm" />
        <button type="submit" className={button}>
          Preview
        </button>
      </Form>
      {plan ? (
        <div className="mt-3 text-sm" data-testid="point-import-plan">
          <p>
            {plan.added} to add, {plan.updated} to update.
          </p>
          {plan.problems.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-red-700">
              {plan.problems.map((p) => (
                <li key={`${p.line}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          ) : csv ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="import-apply" />
              <input type="hidden" name="csv" value={csv} />
              <button type="submit" className={button}>
                Import
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
