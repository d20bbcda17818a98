import { data, redirect } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { ADMIN, adminQuotationPath } from "~/http/paths";
import { quotationForAdmin, runQuotationAction } from "~/quotations/admin/quotation-admin.server";
import { openQuotationMessages } from "~/quotations/admin/quotation-messages.server";
import { QuotationAdminPage } from "~/quotations/admin/quotation-page";
import { QUOTATION_TEXT } from "~/quotations/quotation-schema";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/quotation";

const shop = () => {
  const { sites, baseUrl } = env();
  return { sites, baseUrl };
};

function quotationId(param: string | undefined): number | null {
  const n = Number(param);
  return /^\d{1,9}$/.test(param ?? "") && n > 0 ? n : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const id = quotationId(params.id);
  const found = id === null ? null : await quotationForAdmin(appDb(), staff, id, shop());
  if (found && !found.ok && found.status === 403)
    throw data(QUOTATION_TEXT.notYours, { status: 403, headers: { "Cache-Control": PRIVATE } });
  if (!found?.ok)
    throw redirect(ADMIN.quotations, {
      headers: withFlash({ type: "error", message: "That quotation does not exist." }),
    });
  // Opening it marks the customer's answers seen; its messages and where Send can deliver it.
  const channels = await openQuotationMessages(appDb(), staff, found.value.id);
  return data({ quotation: found.value, channels }, { headers: { "Cache-Control": PRIVATE } });
}

/** Save, send, revise, convert or copy: Post/Redirect/Get with a toast. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  // The page's own quotation, whatever a tampered form says.
  const id = quotationId(params.id);
  if (id !== null) form.set("id", String(id));
  const result = await runQuotationAction(appDb(), staff, form, shop());
  if (!result.ok) return data(result, { status: result.status });
  throw redirect(adminQuotationPath(result.id), {
    headers: withFlash({ type: "success", message: result.message }),
  });
}

export const meta: Route.MetaFunction = (args) =>
  adminMeta(
    args.loaderData?.quotation ? `Quotation ${args.loaderData.quotation.label}` : "Quotation",
  )(args);

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuotationAdminPage
      q={loaderData.quotation}
      channels={loaderData.channels}
      failed={actionData && !actionData.ok ? actionData : null}
    />
  );
}
