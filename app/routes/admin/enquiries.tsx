import { data } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import { LeadsInbox } from "~/admin/lead-inbox";
import { loadLeadInbox } from "~/admin/lead-inbox.server";
import { appDb } from "~/db/db.server";
import { runLeadAction } from "~/enquiries/admin/lead-inbox.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/enquiries";

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return data(await loadLeadInbox(appDb(), staff, url));
}

/** A lead's status or owner (enquiries/admin/lead-inbox.server.ts runLeadAction). */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const result = await runLeadAction(appDb(), staff, Object.fromEntries(await request.formData()));
  return result.ok ? result : data(result, { status: result.status });
}

export const meta = adminMeta("Leads");

export default function LeadsInboxPage({ loaderData }: Route.ComponentProps) {
  return <LeadsInbox data={loaderData} />;
}
