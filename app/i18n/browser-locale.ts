import { useEffect } from "react";
import { useLocation } from "react-router";
import { type Locale, localeFromPath, type ScriptScope, scriptScope } from "./locales";
import { getLocale, overwriteGetLocale } from "./paraglide/runtime.js";

/** The server's bundle and tsx scripts (which have no import.meta.env) are servers. */
const SERVER = import.meta.env ? import.meta.env.SSR : true;
const DEVELOPMENT = import.meta.env ? import.meta.env.DEV : false;

/**
 * The language of the page being rendered: the request's on the server
 * (request-locale.server.ts), the address's in the browser. Changing language
 * is always a full page load (the language switch is plain links), so a page
 * never changes language under React.
 */
export function pageLocale(): Locale {
  return SERVER ? getLocale() : localeFromPath(window.location.pathname);
}

// Development's scripts hold every language and ask Paraglide which one to show; a built
// language's copy has no such question left (and no Paraglide runtime to ship).
if (DEVELOPMENT && !SERVER) overwriteGetLocale(pageLocale);

/**
 * Links into another language, or between the admin and the shop, load a new
 * document (ui/link.tsx); any other way into one (a redirect after a
 * form, say) reloads it once it has arrived, so a page never shows in the words
 * of another language's scripts or lacks its routes. Each copy's route table
 * says whose it is (`__SCRIPT_SCOPE__`, scripts/locale-scripts.mjs).
 */
export function ScriptLanguage() {
  const { pathname } = useLocation();
  useEffect(() => {
    const scope = (globalThis as { __SCRIPT_SCOPE__?: ScriptScope }).__SCRIPT_SCOPE__;
    if (scope !== undefined && scriptScope(pathname) !== scope) window.location.reload();
  }, [pathname]);
  return null;
}
