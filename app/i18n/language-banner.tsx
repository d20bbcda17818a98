import { LANGUAGE_TAG, type Locale } from "./locales";
import { m } from "./paraglide/messages.js";

/** `/language` remembers a choice and goes on to `next` (routes/resources/language.ts). */
function chooseLanguageHref(locale: Locale, next = "/"): string {
  return `/language?${new URLSearchParams({ to: locale, next })}`;
}

/**
 * On the English home page, for a browser that prefers Gujarati or Hindi and
 * a visitor who has not chosen: an offer in that language, never a redirect
 * (docs/languages.md). Both answers are links that set the remembered choice,
 * so it is dismissed for good without JavaScript too.
 */
export function LanguageBanner({ locale }: { locale: Locale }) {
  return (
    <aside
      lang={LANGUAGE_TAG[locale]}
      translate="no"
      aria-label={m.frame_language({}, { locale })}
      data-testid="language-banner"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-slate-800">
        <p className="font-medium">{m.frame_suggest_text({}, { locale })}</p>
        <a
          href={chooseLanguageHref(locale)}
          className="rounded-lg bg-brand-800 px-3 py-1.5 font-semibold text-white hover:bg-brand-900"
        >
          {m.frame_suggest_accept({}, { locale })}
        </a>
        <a
          href={chooseLanguageHref("en")}
          className="text-slate-700 underline hover:text-brand-800"
        >
          {m.frame_suggest_dismiss({}, { locale })}
        </a>
      </div>
    </aside>
  );
}
