import { requireAdminApi } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { NO_STORE } from "~/http/cache-control";
import { appMediaStorage } from "~/media/app-storage.server";
import { sweepAfterUpload } from "~/media/sweep.server";
import { receiveUpload, recordUpload } from "~/media/upload.server";
import { log } from "~/observability/log.server";
import {
  isStorageUnwritable,
  STORAGE_FULL_STATUS,
  UPLOAD_NOT_SAVED,
} from "~/runtime/storage-errors.server";
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
  const admin = await requireAdminApi(request);
  const headers = { "Cache-Control": NO_STORE };
  try {
    const { status, body } = await receiveUpload(request, appDb(), appMediaStorage());
    if (status === 200 && "public_id" in body) {
      // Audited, and published: a certificate upload changes /certificates.
      await recordUpload(appDb(), admin, body.public_id);
      // Uploads left unused (a draft never saved) are removed a day later.
      sweepAfterUpload(appDb(), appMediaStorage());
    }
    return Response.json(body, { status, headers });
  } catch (error) {
    // A full disk: no file and no row were kept (ingestImage cleans up after itself).
    if (!isStorageUnwritable(error)) throw error;
    log().error({ err: error }, "upload not saved: storage cannot be written");
    return Response.json(
      { error: { message: UPLOAD_NOT_SAVED } },
      { status: STORAGE_FULL_STATUS, headers },
    );
  }
}

export function loader() {
  return Response.json(
    { error: { message: "Method not allowed" } },
    { status: 405, headers: { Allow: "POST" } },
  );
}
