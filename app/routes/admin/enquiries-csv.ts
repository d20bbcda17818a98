import { requireAdmin } from "~/accounts/guards.server";
import { leadsForExport } from "~/admin/leads.server";
import { appDb } from "~/db/db.server";
import { leadsToCsv } from "~/enquiries/csv";
import { leadFilterSchema } from "~/enquiries/lead-status";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv — the inbox (with its filters) as a spreadsheet file. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = leadFilterSchema.parse(Object.fromEntries(url.searchParams));
  const csv = leadsToCsv(await leadsForExport(appDb(), filter));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
