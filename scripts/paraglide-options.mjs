// The message compiler's options, one copy for the Vite plugin (build, dev, Vitest)
// and for `npm run typecheck`'s compile step (scripts/compile-messages.mjs).
// docs/languages.md explains the choice of Paraglide JS.
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/i18n/paraglide",
  // The locale is never detected by Paraglide itself: app/i18n/ overwrites getLocale
  // (the request's URL on the server, the page's URL in the browser). With only these
  // two strategies the runtime's cookie, URL-pattern and storage code is shaken out.
  strategy: ["globalVariable", "baseLocale"],
  // The browser bundle drops the server-only half of the runtime; scripts run by tsx
  // (npm run seed, admin, migrate, db:copy) have no import.meta.env and are servers.
  isServer: "(import.meta.env ? import.meta.env.SSR : true)",
  emitReadme: false,
  // Changed files are rewritten and removed ones deleted, but the folder is never emptied first:
  // tests and servers started side by side import from it while another process compiles.
  cleanOutdir: false,
  emitPrettierIgnore: false,
};
