import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { dealerSummariesOf } from "~/dealers/application-summary.server";
import { leadsForExport } from "~/enquiries/admin/lead-inbox.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { csvDownload } from "~/http/downloads";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv — the inbox (with its filters) as a spreadsheet file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams));
  const leads = await leadsForExport(appDb(), filter);
  // A dealer's application rides along in its own columns (docs/admin-leads.md).
  const dealers = await dealerSummariesOf(appDb(), leads);
  const csv = leadsToCsv(leads.map((l) => ({ ...l, dealer: dealers.get(l.id) ?? null })));
  return csvDownload("leads", csv);
}
