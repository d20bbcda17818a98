import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { ADMIN } from "~/http/paths";
import { QuotationSettingsPage } from "~/quotations/admin/quotation-settings-page";
import {
  readQuotationSettings,
  runQuotationSettingsAction,
} from "~/quotations/quotation-settings.server";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/quotation-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const settings = await readQuotationSettings(appDb(), env().sites.en.city);
  return data({ settings }, { headers: { "Cache-Control": PRIVATE } });
}

/** Saves the settings: back here with a toast (Post/Redirect/Get), or the form with its messages. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const result = await runQuotationSettingsAction(
    appDb(),
    admin,
    await request.formData(),
    env().sites.en.city,
  );
  if (!result.ok) return data(result, { status: result.status });
  throw redirect(ADMIN.quotationSettings, {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta = adminMeta("Quotation settings");

export default function QuotationSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuotationSettingsPage
      settings={loaderData.settings}
      failed={actionData && !actionData.ok ? actionData : null}
    />
  );
}
