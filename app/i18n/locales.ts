/**
 * The shop's languages and where each lives in a URL (docs/languages.md).
 * English keeps the spec's URLs, unprefixed; Gujarati is under /gu and Hindi
 * under /hi, for the public pages only (the admin stays English).
 */
export const LOCALES = ["en", "gu", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** The prefixed languages, in the order the language switch lists them. */
export const PREFIXED_LOCALES = ["gu", "hi"] as const satisfies readonly Locale[];
export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

/** One value per prefixed language, made by `make` (a record every language of the list fills). */
export function perPrefixedLocale<T>(
  make: (locale: PrefixedLocale) => T,
): Record<PrefixedLocale, T> {
  return Object.fromEntries(PREFIXED_LOCALES.map((l) => [l, make(l)])) as Record<PrefixedLocale, T>;
}

/** `<html lang>`, hreflang and Intl's locale for each. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", gu: "gu-IN", hi: "hi-IN" };

/** Each language's own name for itself, as the switch shows it. */
export const NATIVE_NAME: Record<Locale, string> = { en: "English", gu: "ગુજરાતી", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first path segments whose pages exist in every language. Everything else
 * (the admin, /api, media, sitemap, robots, sign-out) is one English address.
 */
const LOCALISED_ROOTS = new Set([
  "",
  "shop",
  "productinfo",
  "finder",
  "compare",
  "contact",
  "enquiry",
  "dealer",
  "about",
  "certificates",
  "privacy",
  "tandc",
  "error",
  "sign-up",
  "sign-in",
  "reset-password",
  "user",
  "cart",
  "catalogue.pdf",
  "q",
  "service",
  "u",
]);

/**
 * The first path segments of the admin's pages (routes.ts: the routes under
 * the admin layout; locales.test.ts holds the two together). English only,
 * and with scripts of their own (docs/languages.md, "One set of scripts per
 * language").
 */
const ADMIN_ROOTS = new Set(["admin", "AddUpdateImage", "AddProductPage", "update-product"]);

/**
 * Whose copy of the browser's scripts a page runs: its language's, or the
 * admin's (English words, only the admin's routes), so a visitor's first
 * visit never downloads the admin's route table.
 */
export type ScriptScope = Locale | "admin";

export function scriptScope(pathname: string): ScriptScope {
  const { locale, path } = splitLocale(pathname);
  const first = path.split(/[/?#]/)[1] ?? "";
  return locale === BASE_LOCALE && ADMIN_ROOTS.has(first.replace(/\.data$/, "")) ? "admin" : locale;
}

/** The path's language prefix split off: `/gu/shop` → gu, `/shop`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(gu|hi)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: BASE_LOCALE, path: pathname || "/" };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === "" ? "/" : rest };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** Whether a root-relative path names a page that exists in every language. */
export function isLocalisedPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "/";
  const first = pathname.split("/")[1] ?? "";
  return LOCALISED_ROOTS.has(first);
}

/**
 * A root-relative English path in `locale`: `/shop?q=x` → `/gu/shop?q=x`,
 * `/` → `/gu`. Paths that have one English address only, and paths that
 * already carry a prefix, are returned as they are.
 */
export function localisePath(path: string, locale: Locale): string {
  if (locale === BASE_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(gu|hi)(?=[/?#]|$)/.test(path) || !isLocalisedPath(path)) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#"))
    return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}
