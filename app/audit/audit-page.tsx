import { Form } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN, editProductPath } from "~/http/paths";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import { AUDIT_KIND_LABEL, AUDIT_KINDS } from "./audit-filter";
import type { AuditPageData, AuditRow } from "./audit-log.server";

const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm";

function Target({ row }: { row: AuditRow }) {
  if (row.targetType === "product" && !row.action.endsWith("delete")) {
    return (
      <Link to={editProductPath(row.targetId)} className="text-brand-800 hover:underline">
        {row.detail || row.targetId}
      </Link>
    );
  }
  return <>{row.detail || `${row.targetType} ${row.targetId}`}</>;
}

function When({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{indiaDateTime(at)}</time>;
}

/** Before and after, field by field; an add has only "after", a delete only "before". */
function Changes({ row }: { row: AuditRow }) {
  if (row.changes.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {row.changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-semibold text-slate-700">{c.field}</dt>
          <dd className="min-w-0 break-words">
            {c.before ? (
              <del className="bg-red-50 text-red-800 decoration-red-400">{c.before}</del>
            ) : null}
            {c.before && c.after ? <span aria-hidden="true"> → </span> : null}
            {c.after ? (
              <ins className="bg-green-50 text-green-800 no-underline">{c.after}</ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who changed what, and when; filtered by person, kind and dates (India time), newest first. */
export function AuditPage({ data }: { data: AuditPageData }) {
  const { audit, actors, filter } = data;
  useLiveRefresh();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ["actor", "kind", "from", "to"] as const) {
      if (filter[key]) params.set(key, filter[key]);
    }
    params.set("page", String(page));
    return `${ADMIN.audit}?${params}`;
  };
  const filtered = Boolean(filter.actor || filter.kind || filter.from || filter.to);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every admin change: products, categories, image sets, media, leads, orders and accounts (
        {audit.total} {filtered ? "match" : "in all"}).
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <label className="text-sm font-semibold text-slate-800">
          Person
          <select name="actor" defaultValue={filter.actor} className={fieldClass}>
            <option value="">Everyone</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.email}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          Kind
          <select name="kind" defaultValue={filter.kind} className={fieldClass}>
            <option value="">Every kind</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          From
          <input type="date" name="from" defaultValue={filter.from} className={fieldClass} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          To
          <input type="date" name="to" defaultValue={filter.to} className={fieldClass} />
        </label>
        <div className="flex gap-2">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-bold text-white hover:bg-brand-900"
          >
            Filter
          </button>
          {filtered ? (
            <Link
              to={ADMIN.audit}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700"
            >
              Clear
            </Link>
          ) : null}
        </div>
      </Form>
      {audit.items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 p-6 text-center text-sm text-slate-600">
          {filtered ? "No changes match these filters." : "No changes recorded yet."}
        </p>
      ) : (
        <>
          {/* Phones: one card per change; wider screens: the table. */}
          <ol aria-label="Changes" className="mt-6 space-y-3 md:hidden">
            {audit.items.map((row) => (
              <li key={row.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                <p className="text-xs text-slate-600">
                  <When at={row.at} /> · {row.actorEmail}
                </p>
                <p className="mt-1 font-medium text-slate-900">
                  {row.action} · <Target row={row} />
                </p>
                <div className="mt-2 text-xs text-slate-600">
                  <Changes row={row} />
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-6 hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
                <tr>
                  <th className="px-4 py-3 font-semibold">When</th>
                  <th className="px-4 py-3 font-semibold">Who</th>
                  <th className="px-4 py-3 font-semibold">What</th>
                  <th className="px-4 py-3 font-semibold">On</th>
                  <th className="px-4 py-3 font-semibold">Before → after</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 align-top">
                {audit.items.map((row) => (
                  <tr key={row.id} data-action={row.action}>
                    <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                      <When at={row.at} />
                    </td>
                    <td className="px-4 py-2">{row.actorEmail}</td>
                    <td className="whitespace-nowrap px-4 py-2 font-medium text-slate-900">
                      {row.action}
                    </td>
                    <td className="px-4 py-2 text-slate-700">
                      <Target row={row} />
                    </td>
                    <td className="w-2/5 px-4 py-2 text-xs text-slate-600">
                      <Changes row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <PageLinks page={audit.page} pageCount={audit.pageCount} href={pageHref} />
    </main>
  );
}
