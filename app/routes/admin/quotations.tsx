import { data, redirect } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { adminQuotationPath } from "~/http/paths";
import { quotationsPageData, runQuotationAction } from "~/quotations/admin/quotation-admin.server";
import { QuotationsAdminPage } from "~/quotations/admin/quotations-page";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/quotations";

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return data(await quotationsPageData(appDb(), staff, url), {
    headers: { "Cache-Control": PRIVATE },
  });
}

/** Starts a quotation (from a lead, an earlier customer, or blank), then opens it. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const { sites, baseUrl } = env();
  const result = await runQuotationAction(appDb(), staff, await request.formData(), {
    sites,
    baseUrl,
  });
  if (!result.ok) return data(result, { status: result.status });
  throw redirect(adminQuotationPath(result.id), {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta = adminMeta("Quotations");

export default function QuotationsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuotationsAdminPage
      {...loaderData}
      failed={actionData && !actionData.ok ? actionData : null}
    />
  );
}
