import { StatTiles } from "~/admin/kit/stat-tiles";
import { formatRupees } from "~/format/money";
import type { PipelineSummary } from "../pipeline.server";

/** The sales pipeline: this week's enquiries and quotations, values, and each salesperson's speed. */
export function PipelinePanel({ sales }: { sales: PipelineSummary }) {
  return (
    <section className="mt-8" aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="text-xl font-bold text-slate-900">
        Pipeline
      </h2>
      <StatTiles
        tiles={[
          ["Enquiries, last 7 days", String(sales.enquiriesThisWeek)],
          ["Quotations sent, last 7 days", String(sales.quotationsSentThisWeek)],
          ["Accepted, last 30 days", formatRupees(sales.acceptedValuePaise)],
          [`Awaiting customers (${sales.openCount})`, formatRupees(sales.openValuePaise)],
        ]}
      />
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[32rem] text-sm" aria-describedby="speed-note">
          <caption id="speed-note" className="px-4 py-2 text-left text-xs text-slate-500">
            Time from an enquiry to its first quotation sent, over the last {sales.windowDays} days
            (contact messages left out). Fastest first.
          </caption>
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
            <tr>
              <th className="px-4 py-2 font-semibold">Salesperson</th>
              <th className="px-4 py-2 text-right font-semibold">Median time to quote</th>
              <th className="px-4 py-2 text-right font-semibold">Leads quoted</th>
              <th className="px-4 py-2 text-right font-semibold">Still waiting</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sales.speed.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-3 text-slate-500">
                  No enquiries in this window yet.
                </td>
              </tr>
            ) : (
              sales.speed.map((s) => (
                <tr key={s.name ?? "unassigned"}>
                  <td className="px-4 py-2 font-semibold text-slate-900">
                    {s.name ?? "Unassigned"}
                  </td>
                  <td className="px-4 py-2 text-right" data-testid="median-time">
                    {s.median}
                  </td>
                  <td className="px-4 py-2 text-right">{s.quoted}</td>
                  <td className="px-4 py-2 text-right">{s.waiting}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
