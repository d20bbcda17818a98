import { Wrench } from "lucide-react";
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runQueueAction } from "~/service/admin/admin-actions.server";
import { serviceQueue } from "~/service/admin/queue.server";
import { PointCounts, QueueFilters, QueueTable, TargetForm } from "~/service/admin/queue-view";
import { queueFilterSchema } from "~/service/admin/service-admin-schema";
import { servicePointChoices } from "~/service/admin/service-points-admin.server";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/service-queue";

/** The service queue (docs/after-sales.md "The queue"): filters, ageing, overdue, the target. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = queueFilterSchema.parse(Object.fromEntries(url.searchParams));
  const db = appDb();
  const [queue, points] = await Promise.all([serviceQueue(db, filter), servicePointChoices(db)]);
  return data({ filter, ...queue, points }, { headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const result = await runQueueAction(appDb(), admin, null, await request.formData());
  if (!result.ok)
    return data(result, { status: result.status, headers: { "Cache-Control": PRIVATE } });
  throw redirect(SERVICE_ADMIN.queue, {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta = adminMeta("Service requests");

export default function ServiceQueuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, page, target, counts, points } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
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
        first-visit target ({target} days). Each service point gets an e-mail (when it has an
        address) with every new request, assignment and status change, as does the shop.
      </p>
      <PointCounts counts={counts} />
      <QueueFilters filter={filter} points={points} />
      <QueueTable rows={page.items} page={page.page} pageCount={page.pageCount} href={href} />
      <TargetForm days={target} />
    </main>
  );
}
