import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The units the shop writes after a number, as each language writes them
 * (messages/format/: English keeps the nameplate's own spelling; Gujarati and
 * Hindi are the words a dealer writes on a price list). Messages, so each
 * language's scripts carry only their own (docs/languages.md).
 */
export type Unit = "HP" | "kW" | "W" | "V" | "Hz" | "rpm" | "m" | "mm" | "inch" | "LPM";

const UNIT_NAMES: Record<Unit, typeof m.format_unit_hp> = {
  HP: m.format_unit_hp,
  kW: m.format_unit_kw,
  W: m.format_unit_w,
  V: m.format_unit_v,
  Hz: m.format_unit_hz,
  rpm: m.format_unit_rpm,
  m: m.format_unit_m,
  mm: m.format_unit_mm,
  inch: m.format_unit_inch,
  LPM: m.format_unit_lpm,
};

export function unitName(unit: Unit, locale: Locale): string {
  return UNIT_NAMES[unit]({}, { locale });
}
