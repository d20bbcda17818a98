import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { leadsForExport } from "~/enquiries/admin/lead-inbox.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { csvDownload } from "~/http/downloads";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv — the inbox (with its filters) as a spreadsheet file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams));
  const csv = leadsToCsv(await leadsForExport(appDb(), filter));
  return csvDownload("leads", csv);
}
