import type { Browser, BrowserContext, Page } from "@playwright/test";
import { demoProduct, expect, hydratingNavigation, test } from "./fixtures";

/**
 * No link click is lost while a page hydrates (issue 39, item 1).
 *
 * What lost clicks: PageChange scrolled the view back to the top when the page hydrated, between
 * a visitor's press on a low product link and its release, so the release landed on whatever had
 * come up under the finger and the link was never followed (1–3 of 30 taps on / and /gu; none on
 * /shop's first row). Two kinds of test keep it from coming back:
 *
 * - **At the moment that lost them, every time.** The scripts are held back, so the page is seen
 *   and scrolled before it can hydrate; a low product link is pressed, the page hydrates under
 *   the finger, and the link is released. On the home page in two languages, the shop and a
 *   product page, at 375 or 1280 px.
 * - **At real speed, sampled.** Clicks at delays from 0 to 2,000 ms after the page's HTML
 *   arrives (Playwright's "commit"): before hydration (the browser follows a plain link), during
 *   it and after it; on /gu slowed 4× (CDP's Emulation.setCPUThrottlingRate), where
 *   hydration is longest. Whatever else might lose a click at some moment of
 *   hydration (a re-render that replaces the links, a listener attached late) would lose some
 *   of these. Each context's first visit is a cold one (scripts fetched and compiled,
 *   the slowest hydration); the rest return with the scripts cached and meet hydration at other
 *   moments.
 *
 * A click counts once the product page's document or route has committed: its own loading is not
 * what is tested, so a product document gets an empty page instead of being rendered.
 */

const PRODUCT_LINK = 'main a[href*="/productinfo/"]';

/** The product pages a page links to, in page order, read from its server-rendered HTML. */
async function productLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page
    .locator(PRODUCT_LINK)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => /\/productinfo\/[^/]+$/.test(h) && h !== path))];
}

/** The page's path: a product page is one of the demo shop's own (with related products). */
function pathOf(which: string): string {
  return which === "product" ? `/productinfo/${demoProduct().id}` : which;
}

/** A visitor's own browser context: no request leaves this machine, no photos or fonts. */
async function visitorContext(
  browser: Browser,
  baseURL: string,
  path: string,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 640 ? 740 : 800 },
  });
  await context.route("https://www.google.com/**", (route) => route.abort("blockedbyclient"));
  // No photos or web fonts: they neither hold hydration back nor move a card (each image sits in
  // a box of its own size, and the fallback font is there from the first paint).
  await context.route(/\/media\/|\.woff2(\?|$)/, (route) => route.abort("blockedbyclient"));
  await context.route("**/productinfo/**", (route) =>
    route.request().resourceType() === "document" && route.request().url() !== `${baseURL}${path}`
      ? route.fulfill({ contentType: "text/html", body: "<title>product</title>" })
      : route.fallback(),
  );
  // No dealer popup over the page (it waits 30 s on a first visit anyway).
  await context.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  return context;
}

const isAt = (page: Page, href: string) => new URL(page.url()).pathname === href;

test.describe("a link pressed before hydration and released after it is followed @browser", () => {
  // A phone's width and a desk's, taking turns: the lost clicks were lost at both.
  for (const [which, width] of [
    ["/", 375],
    ["/gu", 1280],
    ["/shop", 375],
    ["product", 1280],
  ] as const) {
    test(`${which === "product" ? "a product page" : which} at ${width} px`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const path = pathOf(which);
      const links = await productLinks(page, path);
      // The lowest product link: reaching it takes a scroll, as the home page's bestsellers,
      // /shop's last row and a product page's related products do.
      const href = links.at(-1) ?? "";
      expect(href).not.toBe("");
      const link = (p: Page) => p.locator(`main a[href="${href}"]`).first();

      const context = await visitorContext(browser, baseURL ?? "", path, width);
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(/\.js(\?.*)?$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      const visitor = hydratingNavigation(await context.newPage());
      try {
        // Seen and scrolled before the scripts can run; pressed; hydrated under the finger.
        await visitor.goto(path, { waitUntil: "domcontentloaded" });
        await link(visitor).scrollIntoViewIfNeeded();
        const box = await link(visitor).boundingBox();
        if (!box) throw new Error(`${href} has no box on ${path} at ${width} px`);
        await visitor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await visitor.mouse.down();
        release();
        await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
        // Past the effects hydration runs (where the scroll to the top was).
        await visitor.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
        );
        await visitor.mouse.up();
        await visitor.waitForURL((url) => url.pathname === href, {
          timeout: 15_000,
          waitUntil: "commit",
        });
        expect(isAt(visitor, href), `at ${width} px`).toBe(true);
      } finally {
        release();
        await context.close();
      }
    });
  }
});

interface Lost {
  delay: number;
  href: string;
  width: number;
  visit: number;
  at: string;
  hydrated: boolean;
  error: string;
}

/** One context's visits to `path`: wait each delay after the HTML arrives, click, see the address. */
async function sampledVisits(
  browser: Browser,
  baseURL: string,
  path: string,
  clicks: { delay: number; href: string }[],
  cpuRate: number,
  width: number,
): Promise<Lost[]> {
  const context = await visitorContext(browser, baseURL, path, width);
  const page = await context.newPage();
  const lost: Lost[] = [];
  try {
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    }
    for (const [visit, { delay, href }] of clicks.entries()) {
      try {
        await page.goto(path, { waitUntil: "commit" });
        await page.waitForTimeout(delay);
        await page.locator(`main a[href="${href}"]`).first().click({ timeout: 30_000 });
        await page.waitForURL((url) => url.pathname === href, {
          timeout: 30_000,
          waitUntil: "commit",
        });
      } catch (error) {
        // A busy machine can be slow to report a click it made: followed is followed.
        if (isAt(page, href)) continue;
        const hydrated = await page
          .evaluate(() => document.documentElement.hasAttribute("data-hydrated"))
          .catch(() => false);
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        lost.push({ delay, href, width, visit, at: page.url(), hydrated, error: message ?? "" });
      }
    }
  } finally {
    await context.close();
  }
  return lost;
}

const SAMPLED_CLICKS = 8;
const VISITS_PER_CONTEXT = 4;
const MAX_DELAY_MS = 2_000;

test.describe("a link clicked at any moment of hydration is followed @browser", () => {
  test.describe.configure({ timeout: 180_000 });

  // The slowest case only (the report's page, a Gujarati one at 4× CPU): the press-and-release
  // tests above pin the mechanism on /, /gu, /shop and a product page at full speed.
  for (const [path, cpuRate] of [["/gu", 4]] as const) {
    test(`${path}, CPU ×${cpuRate}`, async ({ browser, baseURL, page }) => {
      const links = await productLinks(page, path);
      expect(links.length).toBeGreaterThanOrEqual(4);
      // Click i waits the (i × 5 mod 8)th of 8 delays spread over 0–2,000 ms, so each
      // context's visits span the whole range; the links go round the page, top to bottom.
      const click = (i: number) => ({
        delay: Math.round((MAX_DELAY_MS * ((i * 5) % SAMPLED_CLICKS)) / (SAMPLED_CLICKS - 1)),
        href: links[(i * 5) % links.length] as string,
      });
      const contexts = SAMPLED_CLICKS / VISITS_PER_CONTEXT;
      // The two contexts side by side, one at a phone's width and one at a desk's.
      const lost = await Promise.all(
        Array.from({ length: contexts }, (_, c) =>
          sampledVisits(
            browser,
            baseURL ?? "",
            path,
            Array.from({ length: VISITS_PER_CONTEXT }, (_, v) => click(c + v * contexts)),
            cpuRate,
            c % 2 ? 375 : 1280,
          ),
        ),
      );
      expect(lost.flat()).toEqual([]);
    });
  }
});
