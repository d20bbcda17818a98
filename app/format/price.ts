import { formatRupees } from "~/format/money";
import { type FormatStyle, scriptDigits } from "./digits";

/**
 * Money in the visitor's language (docs/languages-formats.md). All three
 * languages group the Indian way (1,23,45,678) with a "." decimal mark and "₹"
 * before the amount, so the text is English's (money.ts) with the script's
 * digits when the shop asks for them. This avoids Intl's gu-IN currency style,
 * which groups 3-3 with Gujarati digits (₹૧૨,૩૪૫,૬૭૮.૫૦); numbers.test.ts checks
 * the result against Intl's decimal style, which is right. Isomorphic and pure:
 * server, browser and PDF agree.
 */

/** An amount in paise: "₹1,25,000", "₹1,499.50", "₹૧,૨૫,૦૦૦". */
export function formatPrice(paise: number, style: FormatStyle): string {
  return scriptDigits(formatRupees(paise), style.locale, style.nativeDigits);
}
