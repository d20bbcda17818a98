import { SYSTEM_ACTOR } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { log } from "~/observability/log.server";
import { repeatEvery } from "~/runtime/repeat.server";
import { derivativeKeys, originalKey } from "./images.server";
import type { MediaStorage } from "./storage.server";
import { UPLOAD_PRESETS } from "./upload-rules";

/**
 * Uploads nobody uses are removed after a grace period. An admin's image-set
 * draft uploads each file the moment it is chosen (spec: "Uploading...", then
 * the preview), so a draft that is cleared, replaced or never saved leaves
 * images behind; so does a product image replaced before saving. A media row
 * is unused when no image set, product, category, subcategory, order line,
 * the quotation settings (the logo and the signature), a warranty registration
 * or a service request points at it. Only uploads (presets images, categories,
 * products, and visitors' after-sales photos, `service`, whose form may have
 * been refused after they were stored) are swept, never the certificates,
 * which nothing references. Same SQL on SQLite and PostgreSQL.
 *
 * The grace period runs from the later of the upload and the last sweep that
 * found the image in use (`last_used_at`): a draft never saved goes a day after
 * it was uploaded; an image a deleted product or replaced slot let go, a day
 * after it was last seen in use, so a mistake can still be put right. An
 * upload in flight is younger than the grace period, so it is never taken.
 */
export const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;

/** At most this many a run, so one sweep never holds the database for long. */
const BATCH = 200;

/** Every media id something still points at. */
export function usedMediaIds(db: DB) {
  const slot = (n: 1 | 2 | 3 | 4 | 5) =>
    db
      .selectFrom("image_set")
      .select(`slot${n}_media_id as id`)
      .where(`slot${n}_media_id`, "is not", null)
      .$narrowType<{ id: string }>();
  const image = (table: "category" | "subcategory" | "order_item") =>
    db
      .selectFrom(table)
      .select("image_media_id as id")
      .where("image_media_id", "is not", null)
      .$narrowType<{ id: string }>();
  const setting = (column: "logo_media_id" | "signature_media_id") =>
    db
      .selectFrom("quotation_settings")
      .select(`${column} as id`)
      .where(column, "is not", null)
      .$narrowType<{ id: string }>();
  return db
    .selectFrom("product_image")
    .select("media_id as id")
    .union(slot(1))
    .union(slot(2))
    .union(slot(3))
    .union(slot(4))
    .union(slot(5))
    .union(image("category"))
    .union(image("subcategory"))
    .union(image("order_item"))
    .union(setting("logo_media_id"))
    .union(setting("signature_media_id"))
    .union(
      db
        .selectFrom("warranty_registration")
        .select("invoice_media_id as id")
        .where("invoice_media_id", "is not", null)
        .$narrowType<{ id: string }>(),
    )
    .union(db.selectFrom("service_request_photo").select("media_id as id"));
}

/** The presets the sweep may remove: uploads, and visitors' after-sales photos. */
const SWEPT_PRESETS = [...UPLOAD_PRESETS, "service"];

/** The original and every derivative that may have been made of it. */
async function deleteFiles(storage: MediaStorage, id: string): Promise<void> {
  for (const key of [originalKey(id), ...derivativeKeys(id)]) await storage.delete(key);
}

/**
 * Deletes unused uploads older than the grace period, rows first, then their
 * files; returns their ids. Each row is deleted only if it is still unused at
 * that moment, so an image set saved meanwhile keeps its images.
 */
export async function sweepUnusedMedia(
  db: DB,
  storage: MediaStorage,
  options: { now?: number; graceMs?: number } = {},
): Promise<string[]> {
  const now = options.now ?? Date.now();
  const cutoff = now - (options.graceMs ?? UNUSED_MEDIA_GRACE_MS);
  // What is in use now was in use now: its countdown starts again.
  await db
    .updateTable("media")
    .set({ last_used_at: now })
    .where("id", "in", usedMediaIds(db))
    .execute();
  const rows = await db
    .selectFrom("media")
    .select("id")
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", cutoff)]))
    .where("preset", "in", SWEPT_PRESETS)
    .where("id", "not in", usedMediaIds(db))
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  const swept: string[] = [];
  for (const { id } of rows) {
    try {
      // Only if it is still unused at this moment (an image set saved meanwhile keeps it);
      // the row and its audit entry (made by the shop itself, not a person) commit together.
      // No topic: no page shows an unused upload.
      const deleted = await commitChange(db, SYSTEM_ACTOR, { topics: [] }, async (trx, audit) => {
        const row = await trx
          .deleteFrom("media")
          .where("id", "=", id)
          .where("created_at", "<", cutoff)
          .where("id", "not in", usedMediaIds(trx))
          .returning(["preset", "mime", "bytes"])
          .executeTakeFirst();
        if (!row) return false;
        audit({
          action: "media.delete",
          targetType: "media",
          targetId: id,
          detail: "Unused upload removed",
          before: { preset: row.preset, type: row.mime, bytes: Number(row.bytes) },
        });
        return true;
      });
      if (!deleted) continue;
    } catch (error) {
      // Taken into use at this very moment (a foreign key now points at it): keep it.
      log().warn({ err: error, media: id }, "kept an unused image: it could not be deleted");
      continue;
    }
    swept.push(id);
    await deleteFiles(storage, id).catch((error: unknown) =>
      log().warn({ err: error, media: id }, "image deleted, but some of its files were not"),
    );
  }
  return swept;
}

/** Sweeps now, logging what went; never throws (a failed sweep is retried at the next). */
async function sweepAndLog(db: DB, storage: MediaStorage, now: number): Promise<void> {
  try {
    const ids = await sweepUnusedMedia(db, storage, { now });
    if (ids.length > 0) log().info({ count: ids.length }, "removed unused uploaded images");
  } catch (error) {
    log().error({ err: error }, "sweeping unused media failed");
  }
}

/** How often one instance sweeps, at most. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Sweeps in the background after an upload, at most once an hour per
 * instance: uploads are what make unused media, so they drive the cleaning.
 */
export function sweepAfterUpload(db: DB, storage: MediaStorage, now = Date.now()): void {
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  void sweepAndLog(db, storage, now);
}

/**
 * Sweeps once an hour in the background (and once soon after start), so images
 * let go by deletions are cleaned up even when nobody uploads. Several
 * instances may all sweep: each deletion checks again that the image is unused.
 */
export function startMediaSweep(db: DB, storage: MediaStorage): { stop(): void } {
  const run = () => {
    lastSweep = Date.now();
    void sweepAndLog(db, storage, lastSweep);
  };
  return repeatEvery({ firstAfterMs: 60_000, everyMs: SWEEP_INTERVAL_MS }, run);
}
