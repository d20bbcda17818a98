import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { SERVICE_ADMIN } from "~/http/paths";
import { adminMeta } from "~/seo/seo";
import { runSerialsPost } from "~/service/admin/admin-actions.server";
import { serialsPageData } from "~/service/admin/admin-pages.server";
import { SerialsPage } from "~/service/admin/serials-page";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/serials";

/** Serial numbers: production imports, a lookup, nameplate QR codes (docs/after-sales.md). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await serialsPageData(appDb(), url.searchParams), {
    headers: { "Cache-Control": PRIVATE },
  });
}

/** A production file previewed, then imported: Post/Redirect/Get with a toast. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const answer = await runSerialsPost(appDb(), admin, request);
  if (answer.ok)
    throw redirect(SERVICE_ADMIN.serials, {
      headers: withFlash({ type: "success", message: answer.message }, headers),
    });
  return data(answer, { status: answer.status, headers });
}

export const meta = adminMeta("Serial numbers");

export default function Serials({ loaderData, actionData }: Route.ComponentProps) {
  return <SerialsPage data={loaderData} answer={actionData} />;
}
