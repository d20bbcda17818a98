import { BASE_LOCALE, isLocale, type Locale, PREFIXED_LOCALES } from "./locales";

/**
 * What the bare `/` does with a visitor's language (docs/languages.md). The
 * URL alone decides every other page. `/` never redirects on a guess: a search
 * engine sends no Accept-Language and must see the English home page. Only a
 * choice the visitor made (the language switch or the suggestion banner set
 * this cookie) sends them to `/gu` or `/hi`; Accept-Language alone earns a
 * suggestion banner.
 */
const LANGUAGE_COOKIE = "lang";
/** A year: the choice outlives a session. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The `Set-Cookie` value that remembers `locale`. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The language a visitor chose before, from a Cookie header. */
export function chosenLocale(cookieHeader: string | null | undefined): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    cookieHeader ?? "",
  );
  return match && isLocale(match[1]) ? match[1] : null;
}

/**
 * Gujarati or Hindi when the browser prefers it to English (the first of
 * them in Accept-Language order that comes before any English), else null.
 */
export function suggestedLocale(acceptLanguage: string | null | undefined): Locale | null {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { lang } of ranked) {
    if (lang === BASE_LOCALE) return null;
    const locale = PREFIXED_LOCALES.find((l) => l === lang);
    if (locale) return locale;
  }
  return null;
}

export type HomeLanguage =
  | { kind: "english" }
  | { kind: "redirect"; to: Locale }
  | { kind: "suggest"; locale: Locale };

/** What `/` does for this visitor: show English, redirect to a chosen language, or suggest one. */
export function homeLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): HomeLanguage {
  const chosen = chosenLocale(cookieHeader);
  if (chosen)
    return chosen === BASE_LOCALE ? { kind: "english" } : { kind: "redirect", to: chosen };
  const suggested = suggestedLocale(acceptLanguage);
  return suggested ? { kind: "suggest", locale: suggested } : { kind: "english" };
}
