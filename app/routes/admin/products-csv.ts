import { requireAdmin } from "~/accounts/guards.server";
import { exportProductsCsv } from "~/catalogue/admin/product-sheet.server";
import { appDb } from "~/db/db.server";
import { csvDownload } from "~/http/downloads";
import type { Route } from "./+types/products-csv";

/** GET /admin/products.csv — every product as a spreadsheet, the layout an import reads. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await exportProductsCsv(appDb());
  return csvDownload("products", csv);
}
