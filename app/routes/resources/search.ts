import { headerSearch } from "~/catalogue/product-search.server";
import { appDb } from "~/db/db.server";
import { PUBLIC_SHORT } from "~/http/cache-control";
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import type { Route } from "./+types/search";

/**
 * GET /api/search?q= — the header search's suggestions (spec §2: up to 8
 * products whose title contains the text; sizes in any spelling and typos
 * corrected: docs/search.md). Public catalogue data, so shared
 * caches may keep it briefly; the same text always gives the same answer.
 * `lang=` a prefixed language (the page's language; the API has one English address) gives
 * the titles in that language, English where one is not translated; the
 * language is in the URL, so a cache keeps each apart.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : BASE_LOCALE;
  const body = await headerSearch(appDb(), url.searchParams.get("q"), locale);
  return Response.json(body, { headers: { "Cache-Control": PUBLIC_SHORT } });
}
