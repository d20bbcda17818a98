import { asciiDigits } from "~/format/digits";
import { z } from "./zod";

/**
 * A typed number's text, trimmed, with Gujarati (૦–૯) and Devanagari (०–९)
 * digits read as ASCII, so "૧૨૫૦" and "१२५०" pass the same checks as "1250".
 * Every number field a person types starts from this (the admin's price,
 * reviews, stars and bulk change); the finder, shop filters and search fold
 * digits where they read text (units.ts, shop-filters.ts, searchQuery).
 */
export function numberText() {
  return z.string().overwrite(asciiDigits).trim();
}
