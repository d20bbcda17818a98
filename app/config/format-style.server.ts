import { env } from "~/config/env.server";
import type { SiteDetails } from "~/config/site";
import type { FormatStyle } from "~/format/digits";
import { type Locale, localeFromPath } from "~/i18n/locales";

/**
 * The format style for server code that writes for a visitor (loaders, PDFs,
 * e-mails, WhatsApp text): the language, and the shop's digit setting
 * (SITE_NATIVE_DIGITS), which English never takes. Components use
 * useFormatStyle instead.
 */
export function formatStyleFor(
  locale: Locale,
  site: Pick<SiteDetails, "nativeDigits"> = env().site,
): FormatStyle {
  return { locale, nativeDigits: locale !== "en" && site.nativeDigits };
}

/** The style of the page a request asks for, by its /gu or /hi prefix. */
export function requestFormatStyle(
  url: URL,
  site: Pick<SiteDetails, "nativeDigits"> = env().site,
): FormatStyle {
  return formatStyleFor(localeFromPath(url.pathname), site);
}
