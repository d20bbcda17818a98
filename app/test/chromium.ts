/**
 * The browser for Playwright (playwright.config.ts) and the Lighthouse bench:
 * Debian's Chromium, so `playwright install` is never needed.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No sandbox (containers run as root), and nothing that reaches outside this machine. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
