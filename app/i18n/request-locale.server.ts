import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { BASE_LOCALE, type Locale, localeFromPath } from "./locales";
import { overwriteGetLocale } from "./paraglide/runtime.js";

/**
 * The language of the request being served, for every message rendered or
 * written on the server (pages, meta, redirects, toasts). It comes from the
 * URL's prefix only: a search engine, a cache and a visitor see the same page
 * for the same address. Requests run concurrently, so it lives in
 * AsyncLocalStorage, not in Paraglide's global variable.
 */
const requestLocale = new AsyncLocalStorage<Locale>();

overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);

/** Express middleware: the rest of the request runs in its URL's language. */
export const inRequestLocale: RequestHandler = (req, _res, next) => {
  requestLocale.run(localeFromPath(req.path), next);
};

/** Runs `work` as if serving a page in `locale` (tests, background renders). */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
