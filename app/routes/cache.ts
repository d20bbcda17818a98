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

export const PUBLIC_SHORT = "public, max-age=60, stale-while-revalidate=600";
export const PRIVATE = "private, no-store";
