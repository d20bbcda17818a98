import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { AddProductPage } from "~/catalogue/admin/product-new-page";
import { loadNewProductPage, runNewProductAction } from "~/catalogue/admin/product-new-page.server";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/product-new";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return data(await loadNewProductPage(appDb(), admin));
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return runNewProductAction(appDb(), admin, await request.formData());
}

export const meta = adminMeta("Add product");

export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <AddProductPage page={loaderData} posted={actionData} />;
}
