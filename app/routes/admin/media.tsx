import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { loadMediaLibraryPage } from "~/media/admin/media-library.server";
import { MediaLibraryPage } from "~/media/admin/media-library-page";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/media";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadMediaLibraryPage(appDb(), url));
}

export const meta = adminMeta("Media library");

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  return <MediaLibraryPage data={loaderData} />;
}
