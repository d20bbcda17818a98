import { localeFromPath } from "./locales";
import { overwriteGetLocale } from "./paraglide/runtime.js";

/**
 * In the browser the page's language is its URL's: messages read it at each
 * render, so a client-side navigation to an English-only page (the admin)
 * renders English. Changing language is always a full page load (the language
 * switch is plain links), so a page never changes language under React.
 * Imported for its effect by root.tsx; the server's counterpart is
 * request-locale.server.ts.
 */
if (!import.meta.env.SSR && typeof window !== "undefined") {
  overwriteGetLocale(() => localeFromPath(window.location.pathname));
}
