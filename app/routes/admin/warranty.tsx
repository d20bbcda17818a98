import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runWarrantyAction } from "~/service/admin/admin-actions.server";
import { warrantyPageData } from "~/service/admin/admin-pages.server";
import { WarrantyPage } from "~/service/admin/warranty-page";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/warranty";

/** Warranty rules and registrations (docs/after-sales.md "Warranty rules"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await warrantyPageData(appDb(), url.searchParams), {
    headers: { "Cache-Control": PRIVATE },
  });
}

/** A rule added or deleted, a registration worked out again or deleted. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const result = await runWarrantyAction(appDb(), admin, await request.formData());
  if (!result.ok) return data(result, { status: result.status, headers });
  throw redirect(SERVICE_ADMIN.warranty, {
    headers: withFlash({ type: "success", message: result.message }, headers),
  });
}

export const meta = adminMeta("Warranty");

export default function Warranty({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WarrantyPage data={loaderData} failed={actionData && !actionData.ok ? actionData : null} />
  );
}
