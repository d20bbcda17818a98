import { env } from "~/config/env.server";
import type { Locale } from "~/i18n/locales";
import { type SeoContext, seoContextFrom } from "./seo";

/**
 * The page meta's context in a loader, from the values the root loader sends
 * the browser (app/root.tsx): for tags only the server needs to build.
 */
export function serverSeoContext(locale: Locale): SeoContext {
  return seoContextFrom({ baseUrl: env().baseUrl, site: env().sites[locale], locale });
}
