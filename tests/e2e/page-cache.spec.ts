import { expect, hydratingNavigation, test } from "./fixtures";

/**
 * The page cache (app/cache/) in a browser: each response from it has its own
 * working CSP nonce. What an admin's change does to cached pages, and that nothing
 * personal is served from it or stored in it, is tests/http/page-cache.test.ts.
 */

test.describe("page cache", () => {
  test("two answers from the cache have different nonces and both run their scripts @browser", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    /** Opens the page in a fresh browser; its scripts must run under the response's nonce. */
    const visit = async (path: string) => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = hydratingNavigation(await context.newPage());
      const refused: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
      });
      // Images may still be loading (first sizes are made on request): scripts are what counts.
      const res = await page.goto(path, { waitUntil: "domcontentloaded" });
      const csp = res?.headers()["content-security-policy"] ?? "";
      const seen = {
        nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
        etag: res?.headers().etag ?? "",
        cache: res?.headers()["x-cache"] ?? "",
      };
      // The inline scripts (the router context, then the module that hydrates) ran.
      await page.waitForFunction(() => {
        const w = window as unknown as Record<string, unknown>;
        return Boolean(w.__reactRouterContext && w.__reactRouterRouteModules);
      });
      expect(refused).toEqual([]);
      await context.close();
      return seen;
    };
    // Other tests write to the server's database file directly, and a write the server did not
    // make empties the whole cache (it cannot know what changed). So warm the page over plain
    // HTTP just before each browser visit, and visit until the browser gets a hit.
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
    for (const path of ["/privacy", "/contact"]) {
      let seen = { nonce: "", etag: "", cache: "" };
      for (let attempt = 0; attempt < 10 && seen.cache !== "hit"; attempt++) {
        const warm = await request.get(path);
        seen = await visit(path);
        expect(seen.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        // Two answers of the same stored page (the warm-up's and the browser's): two nonces.
        expect(seen.nonce).not.toBe(nonceOf(warm.headers()["content-security-policy"]));
      }
      // A hit whose scripts ran (visit checks it) under its own response's nonce.
      expect(seen.cache).toBe("hit");
    }
  });
});
