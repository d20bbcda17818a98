import { data, Outlet } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import { PRIVATE } from "~/http/cache-control";
import type { Route } from "./+types/layout";

/**
 * Every admin page sits under this layout (app/routes.ts): its loader checks
 * that the person is staff (an admin, or a salesperson) on the server and
 * marks the answer private, no-store. Each page keeps its own guard too
 * (requireAdmin for every page but the leads, the quotations and the
 * dashboard), so an action or a `.data` request for one page is checked by
 * that page as well.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return data(null, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE });

export default function AdminLayout() {
  return <Outlet />;
}
