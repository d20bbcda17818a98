import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { translationWork } from "~/catalogue/admin/translation-editor.server";
import { TranslationsPage } from "~/catalogue/admin/translations-page";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/translations";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await translationWork(appDb(), url));
}

export const meta = adminMeta("Translations");

export default function Translations({ loaderData }: Route.ComponentProps) {
  return <TranslationsPage work={loaderData} />;
}
