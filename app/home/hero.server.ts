import type { DB } from "~/db/db.server";
import { type HeroRecord, heroSlidesFrom } from "./hero-rules";
import { newestImageSetRecord } from "./image-sets.server";

/** The newest home image set as hero slides with its time, or no record. */
export async function newestHeroRecord(db: DB): Promise<HeroRecord> {
  const set = await newestImageSetRecord(db, "home");
  if (!set) return { time: null, slides: [] };
  return {
    time: { seconds: Math.floor(set.createdAt / 1000) },
    slides: heroSlidesFrom(set.images),
  };
}
