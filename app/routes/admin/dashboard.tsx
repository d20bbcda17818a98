import { data } from "react-router";
import { requireAdmin, requireStaff } from "~/accounts/guards.server";
import { AdminDashboard } from "~/admin/dashboard";
import { loadDashboard } from "~/admin/dashboard.server";
import { deleteProductFromForm } from "~/catalogue/admin/product-actions.server";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/dashboard";

export async function loader({ request, url }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return data(await loadDashboard(appDb(), staff, url));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { status, ...result } = await deleteProductFromForm(
    appDb(),
    admin,
    await request.formData(),
  );
  return data(result, { status });
}

export const meta = adminMeta();

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard data={loaderData} />;
}
