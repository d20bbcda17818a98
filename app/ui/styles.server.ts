import css from "../app.css?inline";

/**
 * The whole stylesheet (Tailwind, ~11 KB gzipped), inlined into the <head> of
 * every page the page cache stores (what first-time visitors get): no
 * render-blocking request before their first paint. Pages rendered for one
 * person link the same stylesheet as a file instead; see ui/inline-styles.
 */
export const APP_CSS = css;
