import { requireStaff } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { leadsForExport, ownFilter } from "~/enquiries/admin/lead-inbox.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { csvDownload } from "~/http/downloads";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv — the inbox (with its filters; a salesperson's own leads) as a file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const filter = ownFilter(leadFilterSchema.parse(Object.fromEntries(url.searchParams)), staff);
  const csv = leadsToCsv(await leadsForExport(appDb(), filter));
  return csvDownload("leads", csv);
}
