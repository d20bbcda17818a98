import { useLocation } from "react-router";
import { languageCookie } from "./language-choice";
import {
  BASE_LOCALE,
  isLocalisedPath,
  LANGUAGE_TAG,
  type Locale,
  localisePath,
  NATIVE_NAME,
  PREFIXED_LOCALES,
  splitLocale,
} from "./locales";
import { m } from "./paraglide/messages.js";

/** As the header lists them: the shop's customers' languages first. */
const SWITCH_ORDER: readonly Locale[] = [...PREFIXED_LOCALES, BASE_LOCALE];

/** The same page (path and query) in `locale`; a page with one English address offers each home page. */
function sameSiteIn(pathname: string, search: string, locale: Locale): string {
  const { path } = splitLocale(pathname);
  return isLocalisedPath(path)
    ? localisePath(`${path}${search}`, locale)
    : localisePath("/", locale);
}

/** Remembers the choice for the bare `/` (language-choice.ts). Not needed for the switch to work. */
function remember(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = languageCookie(locale);
}

/**
 * ગુજરાતી · हिन्दी · English. Plain `<a>`s to the same page in each language:
 * they work before the scripts load and without JavaScript, and a change of
 * language is a full page load (app/i18n/browser-locale.ts relies on that).
 * Each name is in its own language and marked so (screen readers, fonts);
 * `translate="no"` keeps a page translator from rewriting them.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const current = splitLocale(pathname).locale;
  return (
    <nav aria-label={m.frame_language()} translate="no" data-testid="language-switch">
      <ul className="language-names flex items-center justify-end gap-1 text-sm">
        {SWITCH_ORDER.map((locale, i) => (
          <li key={locale} className="flex items-center gap-1">
            {i > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
            ) : null}
            <a
              href={sameSiteIn(pathname, search, locale)}
              hrefLang={LANGUAGE_TAG[locale]}
              lang={LANGUAGE_TAG[locale]}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => remember(locale)}
              className="rounded px-1.5 py-1 text-slate-600 hover:text-brand-800 hover:underline aria-[current]:font-bold aria-[current]:text-brand-900"
            >
              {NATIVE_NAME[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
