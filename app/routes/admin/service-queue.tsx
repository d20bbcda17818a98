import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runQueueAction } from "~/service/admin/admin-actions.server";
import { queuePageData } from "~/service/admin/admin-pages.server";
import { ServiceQueuePage } from "~/service/admin/queue-page";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/service-queue";

/** The service queue (docs/after-sales.md "The queue"): filters, ageing, overdue, the target. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await queuePageData(appDb(), url.searchParams), {
    headers: { "Cache-Control": PRIVATE },
  });
}

/** The first-visit target: Post/Redirect/Get with a toast. */
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

export default function ServiceQueue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServiceQueuePage data={loaderData} failed={actionData && !actionData.ok ? actionData : null} />
  );
}
