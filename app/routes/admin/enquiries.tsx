import { data } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import { LeadsInbox } from "~/admin/lead-inbox";
import { loadLeadInbox } from "~/admin/lead-inbox.server";
import { appDb } from "~/db/db.server";
import { assignLead, changeLeadStatus } from "~/enquiries/admin/lead-inbox.server";
import { leadOwnerSchema, leadStatusSchema, STATUS_LABEL } from "~/enquiries/lead-status";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/enquiries";

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return data(await loadLeadInbox(appDb(), staff, url));
}

/** A lead's status (its owner's or an admin's), or its owner (admins re-assign it). */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "owner") {
    const owner = leadOwnerSchema.safeParse(form);
    if (!owner.success) {
      return data({ ok: false, message: "Could not change the owner." }, { status: 400 });
    }
    const result = await assignLead(appDb(), staff, owner.data.id, owner.data.owner);
    return result.ok
      ? { ok: true, message: result.message }
      : data({ ok: false, message: result.message }, { status: result.status });
  }
  const parsed = leadStatusSchema.safeParse(form);
  if (!parsed.success) {
    return data({ ok: false, message: "Could not change the status." }, { status: 400 });
  }
  const { id, status } = parsed.data;
  const changed = await changeLeadStatus(appDb(), staff, id, status);
  if (changed === "not-yours")
    return data(
      { ok: false, message: "This lead belongs to another salesperson." },
      { status: 403 },
    );
  if (changed === "missing") {
    return data({ ok: false, message: "That lead no longer exists." }, { status: 404 });
  }
  return { ok: true, message: `Status changed to ${STATUS_LABEL[status]}` };
}

export const meta = adminMeta("Leads");

export default function LeadsInboxPage({ loaderData }: Route.ComponentProps) {
  return <LeadsInbox data={loaderData} />;
}
