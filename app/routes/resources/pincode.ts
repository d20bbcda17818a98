import { NO_STORE, PUBLIC_DAY } from "~/http/cache-control";
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import { readPin } from "~/places/pin";
import { lookupPin } from "~/places/pincode.server";
import { placeIn } from "~/places/place-names";
import type { Route } from "./+types/pincode";

/**
 * GET /api/pincode/:pin — the district and state of a PIN code, for forms that
 * fill them in while it is typed: `{ pin, district, state, stateCode }`;
 * 404 `{ error }` for a PIN the directory does not have, 400 for text that is
 * not a PIN (docs/places.md). The answer changes only when a deploy brings new
 * data, so shared caches may keep it. No rate limit: a lookup in memory costs
 * less than counting it would. `lang=` a prefixed language (the page's language; the API has
 * one English address) names the district and state in that language, English
 * where the table has no name (app/places/place-names.ts); the language is in
 * the URL, so a cache keeps each apart.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : BASE_LOCALE;
  const pin = readPin(params.pin);
  if (pin === null) {
    return Response.json(
      { error: "A PIN code is 6 digits and does not start with 0." },
      { status: 400, headers: { "Cache-Control": NO_STORE } },
    );
  }
  const place = lookupPin(pin);
  if (place === null) {
    return Response.json(
      { error: `PIN code ${pin} is not in India Post's directory.` },
      { status: 404, headers: { "Cache-Control": PUBLIC_DAY } },
    );
  }
  return Response.json(placeIn(place, locale), { headers: { "Cache-Control": PUBLIC_DAY } });
}
