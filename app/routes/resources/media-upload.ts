import { requireAdminApi } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { appMediaStorage } from "~/media/app-storage.server";
import { sweepAfterUpload } from "~/media/sweep.server";
import { receiveUpload } from "~/media/upload.server";
import type { Route } from "./+types/media-upload";

/**
 * POST /api/media — the image host's upload endpoint (spec §7): admins only,
 * same-origin only (server.ts refuses cross-site posts), multipart `file` and
 * `upload_preset`; answers `{ secure_url, public_id }` or `{ error: { message } }`.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: { message: "Method not allowed" } }, { status: 405 });
  }
  await requireAdminApi(request);
  const { status, body } = await receiveUpload(request, appDb(), appMediaStorage());
  // Uploads left unused (a draft never saved) are removed a day later.
  if (status === 200) sweepAfterUpload(appDb(), appMediaStorage());
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json(
    { error: { message: "Method not allowed" } },
    { status: 405, headers: { Allow: "POST" } },
  );
}
