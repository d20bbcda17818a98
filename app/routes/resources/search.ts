import { localiseSummaries } from "~/catalogue/translations.server";
import type { ProductSummary } from "~/catalogue/types";
import { appDb } from "~/db/db.server";
import { PUBLIC_SHORT } from "~/http/cache-control";
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import { findProducts } from "~/search/search.server";
import { searchQuery } from "~/search/search-text";
import type { Route } from "./+types/search";

/** What the header search receives for each match; the browser cuts the title. */
export type SearchResult = Pick<ProductSummary, "id" | "title" | "pricePaise" | "image">;

export interface SearchResponse {
  q: string;
  results: SearchResult[];
  /** What was searched instead when words were corrected ("submersible"); else null. */
  correctedQuery: string | null;
}

/**
 * GET /api/search?q= — the header search's suggestions (spec §2: up to 8
 * products whose title contains the text; sizes in any spelling and typos
 * corrected: search.server.ts). Public catalogue data, so shared
 * caches may keep it briefly; the same text always gives the same answer.
 * `lang=gu|hi` (the page's language; the API has one English address) gives
 * the titles in that language, English where one is not translated; the
 * language is in the URL, so a cache keeps each apart.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const q = searchQuery(url.searchParams.get("q"));
  const lang = url.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : BASE_LOCALE;
  const db = appDb();
  const found = q
    ? await findProducts(db, q, undefined, locale)
    : { products: [], correctedQuery: null };
  const products = await localiseSummaries(db, locale, found.products);
  const body: SearchResponse = {
    q,
    results: products.map(({ id, title, pricePaise, image }) => ({
      id,
      title,
      pricePaise,
      image,
    })),
    correctedQuery: found.correctedQuery,
  };
  return Response.json(body, {
    headers: { "Cache-Control": PUBLIC_SHORT },
  });
}
