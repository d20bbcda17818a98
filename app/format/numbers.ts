import { formatNumber } from "~/format/number-format";
import { type FormatStyle, scriptDigits } from "./digits";
import { type Unit, unitName } from "./units";

/**
 * Quantities in the visitor's language (docs/languages-formats.md): Indian
 * grouping and a "." in all three languages, so the text is English's
 * (number-format.ts) with the script's digits when the shop asks for them.
 * Prices are price.ts, kept apart so the pages that show only prices load
 * neither this nor number-format.ts.
 */

/** A quantity with Indian grouping and at most `decimals` decimals: "1,40,000", "૧.૫". */
export function formatQuantity(n: number, style: FormatStyle, decimals = 2): string {
  return scriptDigits(formatNumber(n, decimals), style.locale, style.nativeDigits);
}

/** A quantity and its unit in the language: "1.5 HP", "૧.૫ HP", "10 मीटर". */
export function formatMeasure(n: number, unit: Unit, style: FormatStyle, decimals = 2): string {
  return `${formatQuantity(n, style, decimals)} ${unitName(unit, style.locale)}`;
}
