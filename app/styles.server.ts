import css from "./app.css?inline";

/**
 * The whole stylesheet (Tailwind, ~11 KB gzipped), inlined into every page's
 * <head> by entry.server.tsx: no render-blocking request before the first
 * paint. Pages are compressed (and cached) with it; see components/inline-styles.
 */
export const APP_CSS = css;
