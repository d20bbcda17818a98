import { Form } from "react-router";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { indiaDayText } from "~/format/india-time";
import { button } from "./queue-view";
import type { SerialImportPlan } from "./serials-admin.server";

/** A production file: preview, then import (all serials or none). */
export function SerialImport({ plan, csv }: { plan: SerialImportPlan | null; csv: string | null }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 p-4">
      <h2 className="text-lg font-bold text-slate-900">Import from production</h2>
      <p className="mt-1 text-sm text-slate-600">
        A CSV with a header row: <code>model</code> (a product's id or exact title),{" "}
        <code>serial</code>, and optionally <code>serial_to</code> (a range: same prefix, same
        digits), <code>dispatch_date</code> (2026-11-30 or 30-11-2026), <code>dealer</code> (a
        dealer's id or name in the directory) and <code>replaces</code> (the serial a replacement
        unit replaces). Nothing is imported while any row has a problem.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="preview" />
        <input type="file" name="file" accept=".csv,text/csv" className="text-sm" />
        <button type="submit" className={button}>
          Preview
        </button>
      </Form>
      {plan ? (
        <div className="mt-3 text-sm" data-testid="serial-import-plan">
          <p>
            {plan.rows} rows, {plan.serials} serials
            {plan.byModel.length > 0
              ? `: ${plan.byModel.map((m) => `${m.model} ${m.count}`).join(", ")}`
              : ""}
            .
          </p>
          {plan.problems.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-red-700">
              {plan.problems.map((p) => (
                <li key={`${p.line}:${p.message}`}>{p.message}</li>
              ))}
            </ul>
          ) : csv ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={csv} />
              <button type="submit" className={button}>
                Import {plan.serials} serials
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Nameplate QR codes: a sheet of labels for a range. */
export function QrSheetForm({ action }: { action: string }) {
  return (
    <Form
      method="get"
      action={action}
      reloadDocument
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h2 className="w-full text-lg font-bold text-slate-900">Nameplate QR labels (PDF)</h2>
      <label className="text-sm font-semibold text-slate-700">
        From
        <input name="from" className={`${FIELD_CLASS} ml-2 font-mono`} placeholder="SP26-000101" />
      </label>
      <label className="text-sm font-semibold text-slate-700">
        To
        <input name="to" className={`${FIELD_CLASS} ml-2 font-mono`} placeholder="SP26-000124" />
      </label>
      <button type="submit" className={button}>
        Make labels
      </button>
      <p className="w-full text-xs text-slate-500">
        Up to 500 labels, 24 an A4 page; each QR code opens the serial's page.
      </p>
    </Form>
  );
}

export function SerialList({
  rows,
  total,
}: {
  rows: readonly {
    serial: string;
    model: string;
    dispatched_on: string | null;
    dealer: string | null;
    ends_on: string | null;
    status: string | null;
    href: string;
    qrHref: string;
  }[];
  total: number;
}) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-bold text-slate-900">Serials ({total} in all)</h2>
      <table className="mt-2 w-full text-left text-sm" data-testid="serial-list">
        <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2 pr-3">Serial</th>
            <th className="py-2 pr-3">Model</th>
            <th className="py-2 pr-3">Dispatched</th>
            <th className="py-2 pr-3">Dealer</th>
            <th className="py-2 pr-3">Warranty</th>
            <th className="py-2 pr-3">QR</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.serial} className="border-b border-slate-100">
              <td className="py-1.5 pr-3 font-mono">
                <a href={r.href} className="text-brand-800 underline">
                  {r.serial}
                </a>
              </td>
              <td className="py-1.5 pr-3">{r.model}</td>
              <td className="py-1.5 pr-3">
                {r.dispatched_on ? indiaDayText(r.dispatched_on) : "—"}
              </td>
              <td className="py-1.5 pr-3">{r.dealer ?? "—"}</td>
              <td className="py-1.5 pr-3">
                {r.status === "registered" && r.ends_on
                  ? `to ${indiaDayText(r.ends_on)}`
                  : r.status === "review"
                    ? "for review"
                    : "not registered"}
              </td>
              <td className="py-1.5 pr-3">
                <a href={r.qrHref} className="text-brand-800 underline" download>
                  PNG
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
