import { data, Outlet } from "react-router";
import { requireStaff } from "~/accounts/guards.server";
import type { AdminCounts } from "~/admin/kit/admin-counts";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { answerScope, unseenAnswerCount } from "~/quotations/answers-seen.server";
import type { Route } from "./+types/layout";

/**
 * Every admin page sits under this layout (app/routes.ts): its loader checks
 * that the person is staff (an admin, or a salesperson) on the server and
 * marks the answer private, no-store. Each page keeps its own guard too
 * (requireAdmin for every page but the leads, the quotations and the
 * dashboard), so an action or a `.data` request for one page is checked by
 * that page as well. It gives every admin page the customer answers awaiting a
 * reply (a salesperson's own; the navigation and the way back to the dashboard
 * show them).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const counts: AdminCounts = {
    unseenAnswers: await unseenAnswerCount(appDb(), answerScope(staff)),
  };
  return data(counts, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE });

/** The count is read again on every admin navigation: answers arrive and are seen meanwhile. */
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  return <Outlet />;
}
