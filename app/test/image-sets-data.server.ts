import type { DB } from "~/db/db.server";
import { insertImageSet } from "~/home/image-sets.server";

/**
 * Image sets a test makes in a shop's database (the browser suite's server, or an in-process
 * test shop), stored as the admin's page stores them (insertImageSet).
 */

/** An old about set (it never becomes the newest), with one image borrowed from the newest. */
export async function insertOldAboutSet(db: DB, createdAt: number): Promise<number> {
  const newest = await db
    .selectFrom("image_set")
    .select([
      "slot1_media_id",
      "slot2_media_id",
      "slot3_media_id",
      "slot4_media_id",
      "slot5_media_id",
    ])
    .where("type", "=", "about")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const media = newest ? (Object.values(newest).find(Boolean) ?? null) : null;
  return insertImageSet(db, "about", [media], createdAt);
}
