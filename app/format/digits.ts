import type { Locale } from "~/i18n/locales";

/**
 * Gujarati (૦–૯) and Devanagari (०–९) digits: read as ASCII wherever a number
 * is typed, and written in the script when the shop chooses (SITE_NATIVE_DIGITS).
 * Isomorphic and pure. The only home of these code points.
 */
/** How numbers and dates read: the language, and whether digits are the script's. */
export interface FormatStyle {
  locale: Locale;
  /** Gujarati or Devanagari digits instead of Latin (SITE_NATIVE_DIGITS; Latin by default). */
  nativeDigits: boolean;
}

/** English with Latin digits: the shop's output before languages, byte for byte. */
export const ENGLISH: FormatStyle = { locale: "en", nativeDigits: false };

const GUJARATI_ZERO = 0x0ae6;
const DEVANAGARI_ZERO = 0x0966;
const NATIVE_DIGIT = /[\u0AE6-\u0AEF\u0966-\u096F]/g;

/** "૧.૫" and "१.५" → "1.5"; every other character is kept as it is. */
export function asciiDigits(text: string): string {
  return text.replace(NATIVE_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= GUJARATI_ZERO ? GUJARATI_ZERO : DEVANAGARI_ZERO));
  });
}

/** A form value with its digits folded to ASCII; anything but text passes through. */
export function asciiDigitsOf(value: unknown): unknown {
  return typeof value === "string" ? asciiDigits(value) : value;
}

const ZERO: Record<Locale, number | null> = { en: null, gu: GUJARATI_ZERO, hi: DEVANAGARI_ZERO };

/**
 * The ASCII digits of formatted text in the language's own digits when `native`
 * (Gujarati ૦–૯, Devanagari ०–९); English, and Latin by default, unchanged.
 */
export function scriptDigits(text: string, locale: Locale, native: boolean): string {
  const zero = ZERO[locale];
  if (!native || zero === null) return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + d.charCodeAt(0) - 48));
}
