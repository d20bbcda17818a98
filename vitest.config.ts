import { defineConfig } from "vitest/config";

/**
 * HTTP test files that share one shop per process (app/test/test-shop.ts, `shopTest()` with no
 * settings of their own): they run one after another in one process, so the shop is started
 * and the app imported once, not once a file (about 3 s a file). Each makes its own data, so
 * another file's data beside it changes nothing it checks. A file that needs settings of its
 * own, changes what every page or enquiry meets (home images, the lexicon, tax rates, salespeople
 * who take enquiries by district) or checks the shop as seeded (test-shop) is left out.
 */
const SHARED_SHOP_FILES = [
  "accounts",
  "admin-bulk",
  "admin-http",
  "admin-import",
  "admin-leads",
  "admin-orders",
  "admin-people",
  "admin-products",
  "catalogue-pdf",
  "compare",
  "contact",
  "content",
  "control-characters",
  "datasheet",
  "dealer",
  "enquiry",
  "errors",
  "finder",
  "home",
  "languages-docs",
  "languages-enquiry",
  "languages-native",
  "media",
  "pincode",
  "product",
  "quotations",
  "return-address",
  "search",
  "seo",
  "shop-filters",
  "shop-http",
].map((name) => `tests/http/${name}.test.ts`);

// Unit and integration tests sit beside their code; in-process HTTP tests are tests/http;
// Playwright specs live in tests/e2e. scripts/test.mjs runs the server tests and the HTTP tests a
// second time with TEST_DATABASE=postgres (docs/testing.md).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Messages first: tests import the compiled catalogue (app/i18n/paraglide/, gitignored).
    globalSetup: ["app/test/compile-messages.ts", "app/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // Files share a worker's modules instead of importing the app again for each one:
          // half the CPU. Each test makes its own data (setupTempData) and leaves no state behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          exclude: SHARED_SHOP_FILES,
          // Each file starts the production server in its own process, with its own settings.
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: "http-shared",
          include: SHARED_SHOP_FILES,
          env: { HTTP_SHARED_SHOP: "1" },
          isolate: false,
        },
      },
    ],
  },
});
