import { requireAdmin } from "~/accounts/guards.server";
import { exportProductsCsv } from "~/admin/product-sheet.server";
import { appDb } from "~/db/db.server";
import type { Route } from "./+types/products-csv";

/** GET /admin/products.csv — every product as a spreadsheet, the layout an import reads. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await exportProductsCsv(appDb());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
