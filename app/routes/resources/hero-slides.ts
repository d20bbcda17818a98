import { appDb } from "~/db/db.server";
import { newestHeroRecord } from "~/home/hero.server";
import { PUBLIC_FRESH } from "~/http/cache-control";

/**
 * GET /api/hero-slides — the newest home image set for the hero slideshow
 * (spec §2): `{ time: { seconds }, slides }`, or `{ time: null, slides: [] }`.
 * Public and the same for everyone; revalidated on every request so a new set shows at once.
 */
export async function loader() {
  return Response.json(await newestHeroRecord(appDb()), {
    headers: { "Cache-Control": PUBLIC_FRESH },
  });
}
