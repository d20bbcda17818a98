import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { EditProductPage } from "~/catalogue/admin/product-edit-page";
import { loadEditProductPage, saveEditedProduct } from "~/catalogue/admin/product-edit-page.server";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/product-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadEditProductPage(appDb(), params.id));
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveEditedProduct(appDb(), admin, params.id, await request.formData());
}

export const meta = adminMeta("Edit product");

export default function UpdateProductPage({ loaderData }: Route.ComponentProps) {
  return <EditProductPage page={loaderData} />;
}
