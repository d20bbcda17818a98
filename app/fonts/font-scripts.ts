/**
 * The Indic scripts the shop writes and the fonts it ships for each: one home
 * for their code points (the woff2 subsets cut by scripts/fonts.ts, the
 * `unicode-range` in app/fonts/fonts.css, checked by fonts.test.ts) and for the
 * PDF fonts (app/documents/pdf-fonts.server.ts). Sources are npm packages under
 * the SIL Open Font License 1.1 (app/documents/fonts/OFL.txt).
 */
export interface FontScript {
  /** The CSS family name, also the family in app/fonts/fonts.css. */
  family: string;
  /** Inclusive code point ranges the browser font covers (its `unicode-range`). */
  codePoints: readonly (readonly [number, number])[];
  /** The committed browser font in app/fonts/. */
  woff2: string;
  /** Where scripts/fonts.ts cuts it from. */
  woff2Source: string;
  /** The committed PDF fonts in app/documents/fonts/. */
  ttf: { regular: string; bold: string };
  ttfSources: { regular: string; bold: string };
}

import { NATIVE_NAME, type PrefixedLocale } from "~/i18n/locales";

/** Issue 24: each script's font at most 40 KB of woff2. */
export const WOFF2_BUDGET_BYTES = 40 * 1024;

export const GUJARATI: FontScript = {
  family: "Noto Sans Gujarati",
  // The Gujarati block: letters, signs, digits ૦–૯ and ₹'s Gujarati neighbours.
  codePoints: [[0x0a80, 0x0aff]],
  woff2: "noto-sans-gujarati-400.woff2",
  woff2Source: "@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2",
  ttf: { regular: "NotoSansGujarati-Regular.ttf", bold: "NotoSansGujarati-Bold.ttf" },
  ttfSources: {
    regular: "@expo-google-fonts/noto-sans-gujarati/400Regular/NotoSansGujarati_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf",
  },
};

export const DEVANAGARI: FontScript = {
  family: "Noto Sans Devanagari",
  // Hindi, Marathi and Nepali: U+0901–0970 with the dandas and digits ०–९. Left
  // out to stay under 40 KB: U+0900 and the Sindhi/Marwari letters U+0971–097F.
  codePoints: [[0x0901, 0x0970]],
  woff2: "noto-sans-devanagari-400.woff2",
  woff2Source:
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
  ttf: { regular: "NotoSansDevanagari-Regular.ttf", bold: "NotoSansDevanagari-Bold.ttf" },
  ttfSources: {
    regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
  },
};

export const FONT_SCRIPTS = [GUJARATI, DEVANAGARI] as const;

/** The script each prefixed language is written in. */
export const LOCALE_SCRIPT: Record<PrefixedLocale, FontScript> = { gu: GUJARATI, hi: DEVANAGARI };

/** Whether `text` has a character of `script`. */
export function writtenIn(text: string, script: FontScript): boolean {
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    if (script.codePoints.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/** "U+0A80-0AFF" as CSS writes a range. */
export function unicodeRange(script: FontScript): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return script.codePoints.map(([a, b]) => `U+${hex(a)}-${hex(b)}`).join(", ");
}

/**
 * The language switch writes ગુજરાતી and हिन्दी on every page, English ones
 * included: two faces holding only those names' glyphs (about 2 KB each) draw
 * them, so a page in English never fetches a whole script's font for them.
 * The switch alone uses these families (`.language-names` in fonts.css):
 * mixing faces inside other words could split a cluster between two fonts.
 */
export interface NameFace {
  family: string;
  script: FontScript;
  text: string;
  woff2: string;
}

export const LANGUAGE_NAME_FACES: readonly NameFace[] = [
  {
    family: "Noto Sans Gujarati Names",
    script: GUJARATI,
    text: NATIVE_NAME.gu,
    woff2: "noto-sans-gujarati-names.woff2",
  },
  {
    family: "Noto Sans Devanagari Names",
    script: DEVANAGARI,
    text: NATIVE_NAME.hi,
    woff2: "noto-sans-devanagari-names.woff2",
  },
];

export const NAME_FACE_BUDGET_BYTES = 3 * 1024;
