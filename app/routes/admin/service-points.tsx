import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runServicePointsPost } from "~/service/admin/admin-actions.server";
import { pointsPageData } from "~/service/admin/admin-pages.server";
import { ServicePointsPage } from "~/service/admin/points-page";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/service-points";

/** The dealer and service-point directory (docs/after-sales.md "The directory"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await pointsPageData(appDb(), url.searchParams), {
    headers: { "Cache-Control": PRIVATE },
  });
}

/** A point added, edited, (de)activated or deleted, or a CSV previewed or imported. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const answer = await runServicePointsPost(appDb(), admin, request);
  if (answer.kind === "done")
    throw redirect(SERVICE_ADMIN.points, {
      headers: withFlash({ type: "success", message: answer.message }, headers),
    });
  return data(answer, { status: answer.status, headers });
}

export const meta = adminMeta("Dealers and service points");

export default function ServicePoints({ loaderData, actionData }: Route.ComponentProps) {
  return <ServicePointsPage data={loaderData} answer={actionData} />;
}
