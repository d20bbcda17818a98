import { Link } from "~/ui/link";
import type { AfterSalesFigures } from "./dashboard-figures.server";

const MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** After the sale, at a glance (docs/after-sales.md "The queue"). */
export function AfterSalesCard({ figures }: { figures: AfterSalesFigures }) {
  const median =
    figures.medianDaysToFirstVisit === null
      ? "—"
      : `${figures.medianDaysToFirstVisit} day${figures.medianDaysToFirstVisit === 1 ? "" : "s"}`;
  const most = Math.max(1, ...figures.registrations.map((r) => r.count));
  return (
    <section className="mt-8 rounded-xl border border-slate-200 p-4" data-testid="after-sales-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">After sales</h2>
        <nav aria-label="After sales" className="flex flex-wrap gap-2 text-sm">
          {[
            [figures.links.queue, "Service requests"],
            [figures.links.points, "Dealers & service points"],
            [figures.links.serials, "Serial numbers"],
            [figures.links.warranty, "Warranty"],
          ].map(([to, label]) => (
            <Link
              key={to}
              to={to ?? ""}
              className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-700 hover:border-brand-600"
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-600">Open service requests</dt>
          <dd className="text-2xl font-bold">
            <Link to={figures.links.queue} className="text-brand-800 underline">
              {figures.open}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Overdue (no visit in {figures.target} days)</dt>
          <dd className={`text-2xl font-bold ${figures.overdue > 0 ? "text-red-700" : ""}`}>
            <Link to={`${figures.links.queue}?overdue=1`}>{figures.overdue}</Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Median time to first visit (90 days)</dt>
          <dd className="text-2xl font-bold">{median}</dd>
          <dd className="text-xs text-slate-500">over {figures.visitsCounted} visits</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Warranty registrations a month</dt>
          <dd className="mt-1 flex items-end gap-1">
            {figures.registrations.map((r) => (
              <span key={r.month} className="flex flex-col items-center text-[10px] text-slate-500">
                <span className="text-xs font-semibold text-slate-800">{r.count}</span>
                <span
                  className="w-6 rounded-t bg-brand-600"
                  style={{ height: `${Math.max(2, Math.round((r.count / most) * 40))}px` }}
                />
                {MONTH[Number(r.month.slice(5, 7)) - 1]}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
