import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { csvDownload } from "~/http/downloads";
import { servicePointsCsv } from "~/service/admin/service-points-admin.server";
import type { Route } from "./+types/service-points-csv";

/** Every dealer and service point as CSV (docs/after-sales.md "Directory"). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvDownload("service-points", await servicePointsCsv(appDb()));
}
