import { requireStaffApi } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { editorProducts } from "~/quotations/admin/quotation-admin.server";
import type { Route } from "./+types/quotation-products";

/**
 * GET /admin/quotations/products?q= — the quotation editor's product list as
 * staff type a model, a name (any script) or an HSN: up to eight products with
 * their price, HSN and today's GST rate (JSON; staff only).
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffApi(request);
  const results = await editorProducts(appDb(), url.searchParams.get("q") ?? "");
  return Response.json({ results }, { headers: { "Cache-Control": PRIVATE } });
}
