import type { DB } from "~/db/db.server";
import { type HeroRecord, heroSlidesFrom } from "./hero-rules";
import { newestImageSet } from "./image-sets.server";

/** The newest home image set as hero slides with its time, or no record. */
export async function newestHeroRecord(db: DB): Promise<HeroRecord> {
  const set = await db
    .selectFrom("image_set")
    .select("created_at")
    .where("type", "=", "home")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!set) return { time: null, slides: [] };
  const slides = heroSlidesFrom(await newestImageSet(db, "home"));
  return { time: { seconds: Math.floor(set.created_at / 1000) }, slides };
}
