import { data, Outlet } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { PRIVATE } from "~/http/cache-control";
import type { Route } from "./+types/layout";

/**
 * Every admin page sits under this layout (app/routes.ts): its loader checks
 * the admin role on the server and marks the answer private, no-store. Each
 * page keeps its own guard too, so an action or a `.data` request for one page
 * is checked by that page as well.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(null, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE });

export default function AdminLayout() {
  return <Outlet />;
}
