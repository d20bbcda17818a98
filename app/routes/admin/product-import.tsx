import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { ImportPage } from "~/catalogue/admin/import-page";
import { type ImportAnswer, importFromRequest } from "~/catalogue/admin/import-page.server";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/product-import";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({});
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const outcome = await importFromRequest(appDb(), admin, request);
  if ("done" in outcome) {
    return redirect(outcome.done.to, {
      headers: withFlash({ type: "success", message: outcome.done.message }),
    });
  }
  return data<ImportAnswer>(outcome.answer, { status: outcome.status });
}

export const meta = adminMeta("Import products");

export default function ProductImport({ actionData }: Route.ComponentProps) {
  return <ImportPage result={actionData as ImportAnswer | undefined} />;
}
