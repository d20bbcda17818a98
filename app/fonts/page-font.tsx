import type { Locale } from "~/i18n/locales";
import devanagari from "./noto-sans-devanagari-400.woff2?url";
import gujarati from "./noto-sans-gujarati-400.woff2?url";

/** The text face each prefixed language's pages are written in (font-scripts.ts, fonts.css). */
export const PAGE_FONT: Partial<Record<Locale, string>> = { gu: gujarati, hi: devanagari };

/**
 * A Gujarati or Hindi page asks for its script's face with the document, not
 * when the first word is laid out: the words then appear in it, instead of in a
 * fallback that moves the page when the face arrives (Lighthouse measured a
 * layout shift of 0.09–0.26 on /gu and /hi without it; docs/languages-formats.md).
 * Fonts are fetched in CORS mode, so the preload is too, or it would be fetched twice.
 */
export function PageFontPreload({ locale }: { locale: Locale }) {
  const href = PAGE_FONT[locale];
  if (!href) return null;
  return <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
