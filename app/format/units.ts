import type { Locale } from "~/i18n/locales";

/**
 * The units the shop writes after a number, as each language writes them. English
 * keeps the nameplate's own spelling. Gujarati and Hindi are the words a dealer
 * writes on a price list; edit here, nowhere else.
 */
export type Unit = "HP" | "kW" | "W" | "V" | "Hz" | "rpm" | "m" | "mm" | "inch" | "LPM";

const UNIT_NAMES: Record<Unit, Record<Locale, string>> = {
  HP: { en: "HP", gu: "એચપી", hi: "एचपी" },
  kW: { en: "kW", gu: "કિ.વૉ.", hi: "कि.वा." },
  W: { en: "W", gu: "વૉટ", hi: "वाट" },
  V: { en: "V", gu: "વોલ્ટ", hi: "वोल्ट" },
  Hz: { en: "Hz", gu: "હર્ટ્ઝ", hi: "हर्ट्ज़" },
  rpm: { en: "rpm", gu: "આરપીએમ", hi: "आरपीएम" },
  m: { en: "m", gu: "મીટર", hi: "मीटर" },
  mm: { en: "mm", gu: "મિમી", hi: "मिमी" },
  inch: { en: "inch", gu: "ઇંચ", hi: "इंच" },
  LPM: { en: "LPM", gu: "લિ./મિનિટ", hi: "ली./मिनट" },
};

export function unitName(unit: Unit, locale: Locale): string {
  return UNIT_NAMES[unit][locale];
}
