import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BulkPage } from "~/catalogue/admin/bulk-page";
import { applyBulkFromForm, loadBulkPage } from "~/catalogue/admin/bulk-page.server";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/bulk";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadBulkPage(appDb(), url));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const done = await applyBulkFromForm(appDb(), admin, await request.formData());
  if ("error" in done) return data({ error: done.error }, { status: 400 });
  return redirect(done.back, { headers: withFlash({ type: "success", message: done.message }) });
}

export const meta = adminMeta("Bulk change");

export default function Bulk({ loaderData, actionData }: Route.ComponentProps) {
  return <BulkPage loaderData={loaderData} actionError={actionData?.error} />;
}
