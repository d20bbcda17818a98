import type { HeadersFunction } from "react-router";

/**
 * Catalogue pages may be cached briefly, but never a response personalised by
 * the root loader (a signed-in header or a one-time toast): those are private.
 */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const parent = parentHeaders.get("Cache-Control");
  const headers = new Headers(loaderHeaders);
  if (parent?.includes("private")) headers.set("Cache-Control", parent);
  headers.set("Vary", "Cookie");
  return headers;
};

/**
 * Pages whose pictures an admin changes (home hero, about): public, but checked
 * on every visit, so a newly saved image set shows at once (issue #7).
 */
export const PUBLIC_FRESH = "public, max-age=0, must-revalidate";
export const PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=600";
export const PRIVATE = "private, no-store";

/**
 * Keeps the page's own headers and passes on an action's Retry-After, so a
 * form post refused by a rate limit (429) tells the client when to try again.
 */
export const retryAfterHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};
