import { redirect, redirectDocument } from "react-router";
import { localeFromPath } from "./locales";
import { getLocale } from "./paraglide/runtime.js";

/**
 * React Router's redirect, as a new document where it leaves the request's
 * language (the admin from /gu/sign-in, say): each language's pages run their
 * own copy of the scripts (docs/languages.md, "One set of scripts per language").
 */
export function redirectLocal(url: string, init?: number | ResponseInit): Response {
  const there = localeFromPath(new URL(url, "http://localhost").pathname);
  return there === getLocale() ? redirect(url, init) : redirectDocument(url, init);
}
