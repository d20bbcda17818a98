import { ENGLISH, type FormatStyle, scriptDigits } from "~/format/digits";
import { formatInches } from "~/format/number-format";
import { unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The duty-point finder's fields and choices, as its form shows them. Apart from the query's
 * reading (finder-query.ts), so the form's script does not carry the unit reader.
 */

export const INSTALL_TYPES = ["submersible", "openwell", "monoblock"] as const;
export type InstallType = (typeof INSTALL_TYPES)[number];

/** Each installation's name, a message: call it with `{}, { locale }`. */
export const INSTALL_LABELS: Record<InstallType, typeof m.shop_finder_install_openwell> = {
  submersible: m.shop_finder_install_submersible,
  openwell: m.shop_finder_install_openwell,
  monoblock: m.shop_finder_install_monoblock,
};

/** Borewell sizes offered, in inches. */
export const BOREWELL_INCHES = [3, 4, 5, 6, 8] as const;

export const FINDER_FIELDS = [
  "head",
  "discharge",
  "phase",
  "type",
  "borewell",
  "pipe",
  "pipe_size",
] as const;
export type FinderField = (typeof FINDER_FIELDS)[number];

export type FinderValues = Record<FinderField, string>;

/** "4 inch" in the language, the trade size of a borewell or a pipe. */
export function inchText(inch: number, style: FormatStyle = ENGLISH): string {
  const size = scriptDigits(formatInches(inch), style.locale, style.nativeDigits);
  return `${size} ${unitName("inch", style.locale)}`;
}
