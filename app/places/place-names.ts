import { type Locale, PREFIXED_LOCALES } from "~/i18n/locales";
import { DISTRICT_NAMES } from "./district-names";
import { stateName } from "./state-names";

export { stateName };

/**
 * States and districts of the PIN directory in the page's language
 * (docs/places.md, "Names in Gujarati and Hindi"): the one home of these names,
 * for the dealer form and its WhatsApp text, quotations, the lead card and the
 * after-sales pages. States by their GST code, as written by the Government of
 * India's Hindi and Gujarat's Gujarati usage; districts from
 * district-names.ts (made by scripts/place-names.ts, its sources named there).
 * A name the tables do not have stays as India Post writes it (English), never
 * blank. Isomorphic and pure, but keep it on the server: the district table is
 * some 50 KB.
 */

/** A district's name in the language; India Post's spelling when there is none. */
export function districtName(stateCode: string, district: string, locale: Locale): string {
  if (locale === "en") return district;
  const names = DISTRICT_NAMES[`${stateCode}/${district}`];
  // The table's pairs are in the order of PREFIXED_LOCALES.
  return names ? (names[PREFIXED_LOCALES.indexOf(locale)] ?? district) : district;
}

/** A PIN's place with its district and state in the language (the code and PIN unchanged). */
export function placeIn<T extends { district: string; state: string; stateCode: string }>(
  place: T,
  locale: Locale,
): T {
  return {
    ...place,
    district: districtName(place.stateCode, place.district, locale),
    state: stateName(place.stateCode, place.state, locale),
  };
}
