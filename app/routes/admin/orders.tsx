import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { AdminOrdersPage } from "~/orders/admin/orders-page";
import { changeOrderStatusFromForm, loadOrdersPage } from "~/orders/admin/orders-page.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/orders";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadOrdersPage(appDb(), url.searchParams));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return changeOrderStatusFromForm(appDb(), admin, await request.formData());
}

export const meta = adminMeta("Orders");

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <AdminOrdersPage page={loaderData} />;
}
