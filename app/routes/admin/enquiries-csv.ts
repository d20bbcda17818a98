import { requireStaff } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { dealerSummariesOf } from "~/dealers/application-summary.server";
import { leadsForExport, ownFilter } from "~/enquiries/admin/lead-inbox.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { csvDownload } from "~/http/downloads";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv — the inbox (with its filters; a salesperson's own leads) as a file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const filter = ownFilter(leadFilterSchema.parse(Object.fromEntries(url.searchParams)), staff);
  const leads = await leadsForExport(appDb(), filter);
  // A dealer's application rides along in its own columns (docs/admin-leads.md).
  const dealers = await dealerSummariesOf(appDb(), leads);
  const csv = leadsToCsv(leads.map((l) => ({ ...l, dealer: dealers.get(l.id) ?? null })));
  return csvDownload("leads", csv);
}
