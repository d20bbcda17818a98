import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { readItemId } from "~/admin/kit/edit-in-place.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { adminServiceRequestPath } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runQueueAction } from "~/service/admin/admin-actions.server";
import { requestPageData } from "~/service/admin/admin-pages.server";
import { ServiceRequestPage } from "~/service/admin/request-page";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/service-request";

/** One service request for staff (docs/after-sales.md "The queue"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const found = await requestPageData(appDb(), params.id);
  if (!found)
    throw data("No such service request", {
      status: 404,
      headers: { "Cache-Control": PRIVATE },
    });
  return data(found, { headers: { "Cache-Control": PRIVATE } });
}

/** An assignment or a move: Post/Redirect/Get with a toast. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = readItemId(params.id);
  const result = await runQueueAction(appDb(), admin, id, await request.formData());
  if (!result.ok)
    return data(result, { status: result.status, headers: { "Cache-Control": PRIVATE } });
  throw redirect(adminServiceRequestPath(id ?? 0), {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta = adminMeta("Service request");

export default function ServiceRequestAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServiceRequestPage
      data={loaderData}
      failed={actionData && !actionData.ok ? actionData : null}
    />
  );
}
