import { requireAdminApi } from "~/accounts/guards.server";
import { NO_STORE } from "~/http/cache-control";
import { hasOpsToken, memoryReport } from "~/ops/memory-report.server";
import type { Route } from "./+types/memory";

/**
 * GET /admin/memory.json — the serving process's memory and caches, for an admin session or a
 * monitor holding OPS_TOKEN; everyone else gets requireAdminApi's 401 or 403.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!hasOpsToken(request)) await requireAdminApi(request);
  return Response.json(memoryReport(), { headers: { "Cache-Control": NO_STORE } });
}
