import type { DB } from "~/db/db.server";
import { m } from "~/i18n/paraglide/messages.js";
import type { MediaStorage } from "~/media/storage.server";
import { ingestVisitorPhoto, type PhotoRefusal } from "~/media/upload.server";
import type { PostedForm } from "./posted-form.server";

/**
 * Visitors' photos with their after-sales forms, through the media service
 * (app/media/upload.server.ts): by its rules — JPEG, PNG or WebP by content,
 * 5 MB, the pixel limit — and stored re-encoded and stripped of metadata.
 * A photo stored for a form that is then refused is swept a day later, as an
 * unused upload (app/media/sweep.server.ts).
 */

const REFUSAL: Record<PhotoRefusal, () => string> = {
  type: m.service_photo_type,
  damaged: m.service_photo_damaged,
  pixels: m.service_photo_pixels,
};

/** What the body reader already knows is wrong with the photos: too big, too many. */
export function photoProblem(posted: PostedForm, max: number): string | null {
  if (posted.oversize) return m.service_photo_size();
  if (posted.tooMany) return m.service_photo_too_many({ max: String(max) });
  return null;
}

/** Stores each photo; the first refused stops it with its message. */
export async function storePhotos(
  db: DB,
  storage: MediaStorage,
  files: readonly Buffer[],
): Promise<{ ok: true; ids: string[] } | { ok: false; message: string }> {
  const ids: string[] = [];
  for (const file of files) {
    const stored = await ingestVisitorPhoto(db, storage, file, "service");
    if (!stored.ok) return { ok: false, message: REFUSAL[stored.reason]() };
    ids.push(stored.id);
  }
  return { ok: true, ids };
}
