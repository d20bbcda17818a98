import type { DB } from "~/db/db.server";
import type { ImageRef } from "./types";

const slots = [
  "slot1_media_id",
  "slot2_media_id",
  "slot3_media_id",
  "slot4_media_id",
  "slot5_media_id",
] as const;

/** The images of the newest set of a type (spec: only the newest record is used). */
export async function newestImageSet(db: DB, type: "home" | "about"): Promise<ImageRef[]> {
  const set = await db
    .selectFrom("image_set")
    .selectAll()
    .where("type", "=", type)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!set) return [];
  const ids = slots.map((s) => set[s]).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const media = await db
    .selectFrom("media")
    .select(["id", "width", "height", "placeholder"])
    .where("id", "in", ids)
    .execute();
  return ids.flatMap((id) => media.filter((m) => m.id === id));
}

export async function insertImageSet(
  db: DB,
  type: "home" | "about",
  mediaIds: (string | null)[],
  createdAt = Date.now(),
) {
  const values = Object.fromEntries(slots.map((s, i) => [s, mediaIds[i] ?? null]));
  await db
    .insertInto("image_set")
    .values({ type, created_at: createdAt, ...values })
    .execute();
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
