import { redirect, redirectDocument } from "react-router";
import { scriptScope } from "./locales";
import { getLocale } from "./paraglide/runtime.js";

/**
 * React Router's redirect, as a new document where it leaves the scripts the
 * request's page runs (another language, or between the admin and the shop:
 * docs/languages.md, "One set of scripts per language"). `from` is the
 * request; without it, a page of the request's language (a public page).
 */
export function redirectLocal(url: string, init?: number | ResponseInit, from?: Request): Response {
  const there = scriptScope(new URL(url, "http://localhost").pathname);
  const here = from ? scriptScope(new URL(from.url).pathname) : getLocale();
  return there === here ? redirect(url, init) : redirectDocument(url, init);
}
