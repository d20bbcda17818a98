import type { SessionUser } from "~/accounts/session-user";
import type { AuditFields } from "~/changes/audit.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import type { ImageRef } from "~/media/image-ref";
import type { ImageSetType, SavedImageSet } from "./image-set-schema";

const slots = [
  "slot1_media_id",
  "slot2_media_id",
  "slot3_media_id",
  "slot4_media_id",
  "slot5_media_id",
] as const;

async function mediaRefs(db: DB, ids: string[]): Promise<Map<string, ImageRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("media")
    .select(["id", "width", "height", "placeholder"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((m) => [m.id, m]));
}

/** The newest set of a type with its time, or null (spec: only the newest record is used). */
export async function newestImageSetRecord(
  db: DB,
  type: "home" | "about",
): Promise<{ createdAt: number; images: ImageRef[] } | null> {
  const set = await db
    .selectFrom("image_set")
    .selectAll()
    .where("type", "=", type)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!set) return null;
  const ids = slots.map((s) => set[s]).filter((id): id is string => Boolean(id));
  const media = await mediaRefs(db, ids);
  return { createdAt: set.created_at, images: ids.flatMap((id) => media.get(id) ?? []) };
}

/** The images of the newest set of a type. */
export async function newestImageSet(db: DB, type: "home" | "about"): Promise<ImageRef[]> {
  return (await newestImageSetRecord(db, type))?.images ?? [];
}

/**
 * The newest set of a type for a page that must render without it: a read
 * that fails is logged and reported as `failed` (spec §8's "Failed to fetch
 * about images") instead of failing the page.
 */
export async function newestImageSetOrFailure(
  db: DB,
  type: ImageSetType,
): Promise<{ images: ImageRef[]; failed: boolean }> {
  try {
    return { images: await newestImageSet(db, type), failed: false };
  } catch (error) {
    console.error(error);
    return { images: [], failed: true };
  }
}

/** Every saved set of a type, newest first (spec §3: "newest first by time"). */
export async function listImageSets(db: DB, type: ImageSetType): Promise<SavedImageSet[]> {
  const sets = await db
    .selectFrom("image_set")
    .selectAll()
    .where("type", "=", type)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const media = await mediaRefs(
    db,
    sets.flatMap((set) => slots.map((s) => set[s]).filter((id): id is string => Boolean(id))),
  );
  return sets.map((set) => ({
    id: set.id,
    type: set.type,
    createdAt: set.created_at,
    slots: slots.map((s) => {
      const id = set[s];
      return id ? (media.get(id) ?? null) : null;
    }),
  }));
}

/** True when every id names a stored image (the browser could send anything). */
async function mediaExist(db: DB, ids: string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return (await mediaRefs(db, unique)).size === unique.length;
}

export async function insertImageSet(
  db: DB,
  type: "home" | "about",
  mediaIds: (string | null)[],
  createdAt = Date.now(),
): Promise<number> {
  const values = Object.fromEntries(slots.map((s, i) => [s, mediaIds[i] ?? null]));
  const { id } = await db
    .insertInto("image_set")
    .values({ type, created_at: createdAt, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Saves a new set (the new newest of its type). Null when there is no image or
 * an id is unknown: then nothing is written.
 */
export async function createImageSet(
  db: DB,
  type: ImageSetType,
  mediaIds: (string | null)[],
): Promise<number | null> {
  const ids = mediaIds.slice(0, slots.length).filter((id): id is string => Boolean(id));
  if (ids.length === 0 || !(await mediaExist(db, ids))) return null;
  // Never older than the current newest, so a set saved in the same millisecond still wins.
  const newest = await db
    .selectFrom("image_set")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("type", "=", type)
    .executeTakeFirst();
  return insertImageSet(db, type, mediaIds, Math.max(Date.now(), Number(newest?.at ?? 0)));
}

/** Deletes one set of the given type; false when there was none. */
export async function deleteImageSet(db: DB, type: ImageSetType, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("image_set")
    .where("id", "=", id)
    .where("type", "=", type)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Replaces slot 1–5 of one set; false when the set or the image does not exist. */
export async function updateImageSetSlot(
  db: DB,
  type: ImageSetType,
  id: number,
  slot: number,
  mediaId: string,
): Promise<boolean> {
  const column = slots[slot - 1];
  if (!column || !(await mediaExist(db, [mediaId]))) return false;
  const result = await db
    .updateTable("image_set")
    .set({ [column]: mediaId })
    .where("id", "=", id)
    .where("type", "=", type)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ——— Admin changes: each is one commitChange on "image-sets" (the home hero and /about). ———

const IMAGE_SETS = { topics: ["image-sets"] } as const;

/** A set's fields as the audit log shows them. */
async function imageSetFields(db: DB, id: number): Promise<AuditFields | null> {
  const row = await db.selectFrom("image_set").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    type: row.type,
    "slot 1": row.slot1_media_id,
    "slot 2": row.slot2_media_id,
    "slot 3": row.slot3_media_id,
    "slot 4": row.slot4_media_id,
    "slot 5": row.slot5_media_id,
  };
}

/** An admin saves a new set; null (nothing written) as createImageSet. */
export async function addImageSet(
  db: DB,
  actor: SessionUser,
  type: ImageSetType,
  mediaIds: (string | null)[],
): Promise<number | null> {
  return commitChange(db, actor, IMAGE_SETS, async (trx, audit) => {
    const id = await createImageSet(trx, type, mediaIds);
    if (id === null) return null;
    audit({
      action: "image_set.add",
      targetType: "image_set",
      targetId: String(id),
      detail: `${type} set`,
      after: await imageSetFields(trx, id),
    });
    return id;
  });
}

/** An admin deletes a set; false when there was none of that type. */
export async function removeImageSet(
  db: DB,
  actor: SessionUser,
  type: ImageSetType,
  id: number,
): Promise<boolean> {
  return commitChange(db, actor, IMAGE_SETS, async (trx, audit) => {
    const before = await imageSetFields(trx, id);
    if (!(await deleteImageSet(trx, type, id))) return false;
    audit({
      action: "image_set.delete",
      targetType: "image_set",
      targetId: String(id),
      detail: `${type} set`,
      before,
    });
    return true;
  });
}

/** An admin replaces one slot of a set; false when the set or the image does not exist. */
export async function changeImageSetSlot(
  db: DB,
  actor: SessionUser,
  input: { type: ImageSetType; id: number; slot: number; mediaId: string },
): Promise<boolean> {
  return commitChange(db, actor, IMAGE_SETS, async (trx, audit) => {
    const before = await imageSetFields(trx, input.id);
    const ok = await updateImageSetSlot(trx, input.type, input.id, input.slot, input.mediaId);
    if (!ok || !before) return false;
    const field = `slot ${input.slot}`;
    audit({
      action: "image_set.update",
      targetType: "image_set",
      targetId: String(input.id),
      detail: `${input.type} set, slot ${input.slot}`,
      before: { [field]: before[field] ?? null },
      after: { [field]: input.mediaId },
    });
    return true;
  });
}

/** The certificate images shown on /certificates, oldest first. */
export async function listCertificates(db: DB): Promise<ImageRef[]> {
  return db
    .selectFrom("media")
    .select(["id", "width", "height", "placeholder"])
    .where("preset", "=", "certificates")
    .orderBy("created_at")
    .orderBy("id")
    .limit(2)
    .execute();
}
