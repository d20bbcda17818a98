import { LANGUAGE_TAG, type Locale } from "./locales";
import { m } from "./paraglide/messages.js";

/** The offer's words, in the language offered: written on the server (see `languageOffer`). */
export interface LanguageOffer {
  locale: Locale;
  label: string;
  text: string;
  accept: string;
  dismiss: string;
}

/**
 * The offer for `locale`, read from the catalogue on the server. The browser's
 * scripts carry only the page's own language (scripts/locale-scripts.mjs), so
 * an English page gets the Gujarati or Hindi words with its data instead.
 */
export function languageOffer(locale: Locale): LanguageOffer {
  const options = { locale };
  return {
    locale,
    label: m.frame_language({}, options),
    text: m.frame_suggest_text({}, options),
    accept: m.frame_suggest_accept({}, options),
    dismiss: m.frame_suggest_dismiss({}, options),
  };
}

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
export function LanguageBanner({ offer }: { offer: LanguageOffer }) {
  const { locale } = offer;
  return (
    <aside
      lang={LANGUAGE_TAG[locale]}
      translate="no"
      aria-label={offer.label}
      data-testid="language-banner"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-slate-800">
        <p className="font-medium">{offer.text}</p>
        <a
          href={chooseLanguageHref(locale)}
          className="rounded-lg bg-brand-800 px-3 py-1.5 font-semibold text-white hover:bg-brand-900"
        >
          {offer.accept}
        </a>
        <a
          href={chooseLanguageHref("en")}
          className="text-slate-700 underline hover:text-brand-800"
        >
          {offer.dismiss}
        </a>
      </div>
    </aside>
  );
}
