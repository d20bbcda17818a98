import { Wrench } from "lucide-react";
import { useEffect } from "react";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { showToast } from "~/toasts/toaster";
import type { QueuePageData } from "./admin-pages.server";
import { PointCounts, QueueFilters, QueueTable, TargetForm } from "./queue-view";

/** The service queue (/admin/service): filters, ageing, overdue, the first-visit target. */
export function ServiceQueuePage({
  data,
  failed,
}: {
  data: QueuePageData;
  failed: { message: string } | null;
}) {
  const { filter, page, target, counts, points } = data;
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const href = (n: number) =>
    `?${new URLSearchParams({
      status: filter.status,
      ...(filter.point ? { point: filter.point } : {}),
      ...(filter.overdue ? { overdue: "1" } : {}),
      ...(filter.q ? { q: filter.q } : {}),
      page: String(n),
    })}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Wrench className="h-7 w-7" aria-hidden="true" /> Service requests{" "}
        <span className="text-lg font-normal text-slate-500">({page.total})</span>
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Oldest first. A request is overdue when it is open, has had no visit, and is older than the
        first-visit target ({target} days). Each new request, assignment, status change and
        customer's note alerts its service point and the admins, by e-mail and on WhatsApp where the
        point has an address or number and the channel is set up (Messages shows each one).
      </p>
      <PointCounts counts={counts} />
      <QueueFilters filter={filter} points={points} />
      <QueueTable rows={page.items} page={page.page} pageCount={page.pageCount} href={href} />
      <TargetForm days={target} />
    </main>
  );
}
