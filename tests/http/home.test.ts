import { describe, expect } from "vitest";
import { firstVisitModules } from "../../app/first-paint/hydrate-after-paint.server";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/** The newest home image set's media ids, in slot order (spec: slides come from it). */
async function newestHomeIds(shop: TestShop): Promise<string[]> {
  const row = await shop.row<Record<string, string | null> | undefined>(
    "SELECT slot1_media_id, slot2_media_id, slot3_media_id, slot4_media_id, slot5_media_id FROM image_set WHERE type = 'home' ORDER BY created_at DESC, id DESC LIMIT 1",
  );
  return row ? Object.values(row).filter((id): id is string => Boolean(id)) : [];
}

describe("home hero slideshow", () => {
  test("the server renders the first slide for a visitor without JavaScript", async ({
    shop,
    request,
  }) => {
    const ids = await newestHomeIds(shop);
    const html = await (await request.get("/")).text();
    const first = html.match(/<img[^>]*data-hero-image[^>]*>/)?.[0] ?? "";
    expect(first).toContain(`src="/media/hero/${ids[0]}"`);
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).toContain('width="1920"');
    expect(first).toContain('height="800"');
    expect(html).toContain('aria-label="Go to slide 1"');
    // Named as the spec's derived slide, in the first paint already.
    expect(first).toContain('alt="Slide 1"');
    expect(html).toContain('aria-roledescription="slide"');
  });
});

test("the first slide is preloaded at the top of <head>; scripts wait for the first paint", async ({
  shop,
  request,
}) => {
  const ids = await newestHomeIds(shop);
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)];
  // One for phones (3:4 crop), one for wider screens, both for the first slide.
  expect(preloads.map((m) => m[0].match(/media="([^"]+)"/)?.[1])).toEqual([
    "(max-width: 639px)",
    "(min-width: 640px)",
  ]);
  for (const [tag] of preloads) {
    expect(tag).toContain(`/${ids[0]} `);
    expect(tag).toMatch(/fetchPriority="high"/i);
  }
  // Nothing in the document asks for a script before the page has painted.
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  // What the root route imports is one chunk, not a request per small module.
  const scripts = firstVisitModules(html);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.length).toBeLessThanOrEqual(12);
});

describe("home grids", () => {
  test("featured categories link to /shop?category=<name>", async ({ shop, request }) => {
    const names = (await shop.rows<{ name: string }>("SELECT name FROM category")).map(
      (r) => r.name,
    );
    expect(names.length).toBeGreaterThan(0);
    const html = await (await request.get("/")).text();
    const section = html.slice(html.indexOf("Featured categories"));
    for (const name of names) {
      expect(section).toContain(`href="/shop?category=${encodeURIComponent(name)}"`);
    }
  });
});

test("a first visit to a visitor page does not download the form library", async ({ request }) => {
  // zod (25 KB gzip) comes with a form, when one is used; a page that only reads text (the
  // shop's search, through search-text.ts) must not pull it in (docs/benchmarks.md budget).
  const shop = await (await request.get("/shop")).text();
  const product = /href="(\/productinfo\/[^"?]+)"/.exec(shop)?.[1] ?? "";
  // The pages whose form validates in the browser too (/enquiry, the account pages, after-sales)
  // fetch the schema when the form is first used (useFormErrors' loader).
  for (const path of [
    "/",
    "/shop",
    "/shop?q=pump",
    product,
    "/about",
    "/contact",
    "/finder",
    "/compare",
    "/cart",
    "/enquiry",
    "/sign-in",
    "/sign-up",
    "/reset-password/no-such-link",
    "/service",
    "/service/request",
    "/gu/enquiry",
    "/hi/sign-in",
  ]) {
    const scripts = firstVisitModules(await (await request.get(path)).text());
    expect(
      scripts.filter((s) => /\/zod-[\w-]+\.js$/.test(s)),
      path,
    ).toEqual([]);
  }
});
