import type { HeadersFunction } from "react-router";

/**
 * Catalogue pages may be cached briefly, but never a response personalised by
 * the root loader (a signed-in header or a one-time toast): those are private.
 */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const parent = parentHeaders.get("Cache-Control");
  const headers = new Headers(loaderHeaders);
  if (parent?.includes("private")) headers.set("Cache-Control", parent);
  // The root loader adds Accept-Language on `/` (its language suggestion, app/i18n/).
  headers.set("Vary", parentHeaders.get("Vary") ?? "Cookie");
  return headers;
};

/**
 * Every Cache-Control value the shop sends lives here; a scan test
 * (app/http/cache-control.test.ts) refuses a literal anywhere else.
 *
 * Catalogue pages: public, but checked on every visit, so an admin's change
 * shows at once. The server's page cache answers the check from memory, with
 * 304 when the page is unchanged (app/cache/).
 */
export const PUBLIC_FRESH = "public, max-age=0, must-revalidate";
/** API answers that may be a minute old (header search suggestions). */
export const PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=600";
/**
 * Reference data that changes only with a deploy (PIN codes): a day, then a week
 * more served while the cache asks again.
 */
export const PUBLIC_DAY = "public, max-age=86400, stale-while-revalidate=604800";
/** Generated documents (catalogue PDF, datasheets): five minutes, then made again if changed. */
export const PUBLIC_FIVE_MINUTES = "public, max-age=300";
/** robots.txt and the sitemap. */
export const PUBLIC_HOUR = "public, max-age=3600";
/** Media variants: their address changes when their bytes do. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Anything about one person: never stored by a shared cache. */
export const PRIVATE = "private, no-store";
/** Answers that are never worth keeping (errors, uploads, health checks). */
export const NO_STORE = "no-store";

/**
 * Keeps the page's own headers and passes on an action's Retry-After, so a
 * form post refused by a rate limit (429) tells the client when to try again.
 * A page personalised by the root loader stays private (as catalogueHeaders).
 */
export const retryAfterHeaders: HeadersFunction = ({
  loaderHeaders,
  actionHeaders,
  parentHeaders,
}) => {
  const headers = new Headers(loaderHeaders);
  const parent = parentHeaders.get("Cache-Control");
  if (parent?.includes("private")) headers.set("Cache-Control", parent);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
