import type { Page } from "@playwright/test";
import { expect, openServerDb, test } from "./fixtures";

/** The newest home image set's media ids, in slot order (spec: slides come from it). */
function newestHomeIds(): string[] {
  const db = openServerDb();
  try {
    const row = db
      .prepare(
        "SELECT slot1_media_id, slot2_media_id, slot3_media_id, slot4_media_id, slot5_media_id FROM image_set WHERE type = 'home' ORDER BY created_at DESC, id DESC LIMIT 1",
      )
      .get() as Record<string, string | null> | undefined;
    return row ? Object.values(row).filter((id): id is string => Boolean(id)) : [];
  } finally {
    db.close();
  }
}

const hero = (page: Page) => page.locator("section[data-hero]");
const dots = (page: Page) => hero(page).getByRole("button", { name: /^Go to slide \d+$/ });
const activeDot = (page: Page) => hero(page).locator('button[aria-current="true"]');

/**
 * Opens the home page on a stopped clock (only runFor moves time, so a slow
 * first image render cannot let autoplay run early) and waits until the
 * slideshow has taken over from the server render.
 */
async function openHome(page: Page, { clock = true } = {}) {
  // Keep the dealer popup (30 s after a first visit) out of the way of long clock runs.
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  if (clock) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  }
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(hero(page)).toHaveAttribute("data-ready", "true");
}

test.describe("home hero slideshow", () => {
  test("@browser slides come from the newest home set; dots are labelled and work with Enter and Space", async ({
    page,
  }) => {
    const ids = newestHomeIds();
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await openHome(page);
    const srcs = await hero(page)
      .locator("img[data-hero-image]")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(srcs).toEqual(ids.map((id) => `/media/hero/${id}`));

    await expect(dots(page)).toHaveCount(ids.length);
    for (let i = 0; i < ids.length; i++) {
      await expect(dots(page).nth(i)).toHaveAccessibleName(`Go to slide ${i + 1}`);
    }
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");

    await page.getByRole("button", { name: "Go to slide 3" }).focus();
    await page.keyboard.press("Enter");
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 3");
    await expect(hero(page).locator("[data-active]")).toHaveAccessibleName("Slide 3");

    await page.getByRole("button", { name: "Go to slide 2" }).focus();
    await page.keyboard.press(" ");
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    await expect(hero(page).locator("[data-active] img[data-hero-image]")).toHaveAttribute(
      "src",
      `/media/hero/${ids[1]}`,
    );
  });

  test("@browser slides are named 'Slide N' and follow the ARIA carousel pattern", async ({
    page,
  }) => {
    const ids = newestHomeIds();
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Highlights" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
    await expect(slides).toHaveCount(ids.length);
    // Each slide is named by its image, whose alt text is the slide's name.
    for (let i = 0; i < ids.length; i++) {
      const image = slides.nth(i).locator("img[data-hero-image]");
      await expect(image).toHaveAttribute("alt", `Slide ${i + 1}`);
      await expect(slides.nth(i)).toHaveAttribute(
        "aria-labelledby",
        (await image.getAttribute("id")) ?? "-",
      );
    }
    await expect(hero(page).locator("[data-active]")).toHaveAccessibleName("Slide 1");
    // Only the slide showing is exposed; the others are hidden from assistive technology.
    await expect(page.getByRole("img", { name: "Slide 1" })).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Slide 2" })).toHaveCount(0);

    // The slide pickers and the rotation control control the slides' live region.
    const live = carousel.locator("[aria-live]");
    const liveId = await live.getAttribute("id");
    for (const control of await carousel.getByRole("button").all()) {
      await expect(control).toHaveAttribute("aria-controls", liveId ?? "");
    }
    // Rotating by itself: quiet. Stopped by the visitor: it stays put, and changes are announced.
    await expect(live).toHaveAttribute("aria-live", "off");
    await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(24_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await carousel.getByRole("button", { name: "Go to slide 2" }).click();
    await page.clock.runFor(16_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
    await expect(page.getByRole("img", { name: "Slide 2" })).toHaveCount(1);
    // Started again, autoplay runs its 8 s once more.
    await carousel.getByRole("button", { name: "Start automatic slide show" }).click();
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(8000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 3");
  });

  test("@browser autoplay advances every 8 s with the next image preloaded, and loops", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openHome(page);
    const count = await dots(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    for (let step = 1; step <= count; step++) {
      await page.clock.runFor(8000);
      const shown = (step % count) + 1;
      await expect(activeDot(page)).toHaveAccessibleName(`Go to slide ${shown}`);
      // The slide after the one showing is already in the browser, ready to fade in.
      const next = hero(page)
        .locator("img[data-hero-image]")
        .nth(shown % count);
      // First requests of a derivative encode it on the server: allow for a busy machine.
      await expect
        .poll(
          () => next.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          { timeout: 20_000 },
        )
        .toBe(true);
    }
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
  });

  test("@browser a dot click jumps there and the timer restarts 100 ms later", async ({ page }) => {
    await openHome(page);
    expect(await dots(page).count()).toBeGreaterThanOrEqual(4);
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 3");
    // The old timer is gone and the new one started 100 ms after the click.
    await page.clock.runFor(8000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 3");
    await page.clock.runFor(100);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 4");
  });

  test("@browser the timer stops while the page is hidden and resumes when visible", async ({
    page,
  }) => {
    await openHome(page);
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((s) => {
        Object.defineProperty(document, "visibilityState", { value: s, configurable: true });
        Object.defineProperty(document, "hidden", { value: s === "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);

    await setVisibility("hidden");
    await page.clock.runFor(24_000);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await setVisibility("visible");
    await page.clock.runFor(7_999);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 1");
    await page.clock.runFor(1);
    await expect(activeDot(page)).toHaveAccessibleName("Go to slide 2");
  });

  test("@browser slides are cached in localStorage for an hour; a fresh cache skips the fetch", async ({
    page,
  }) => {
    const ids = newestHomeIds();
    const fetches: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/hero-slides") fetches.push(r.url());
    });
    const before = Date.now();
    await openHome(page, { clock: false });
    expect(fetches).toHaveLength(1);
    const stored = await page.evaluate(() => ({
      slides: JSON.parse(localStorage.getItem("heroSlides") ?? "null") as { src: string }[],
      time: Number(localStorage.getItem("heroCacheTime")),
    }));
    expect(stored.slides.map((s) => s.src)).toEqual(ids.map((id) => `/media/hero/${id}`));
    expect(stored.time).toBeGreaterThanOrEqual(before);
    expect(stored.time).toBeLessThanOrEqual(Date.now());
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("heroLoadedImages") ?? "{}")))
      .toMatchObject({ [`/media/hero/${ids[0]}`]: true });

    await page.reload();
    await expect(hero(page)).toHaveAttribute("data-ready", "true");
    expect(fetches).toHaveLength(1);

    // One hour later the cache is stale and the newest record is fetched again.
    await page.evaluate(() =>
      localStorage.setItem("heroCacheTime", String(Date.now() - 60 * 60 * 1000)),
    );
    await page.reload();
    await expect(hero(page)).toHaveAttribute("data-ready", "true");
    expect(fetches).toHaveLength(2);
  });

  for (const { source, step } of [
    { source: "fetch", step: 150 },
    { source: "cache", step: 200 },
  ] as const) {
    test(`@browser other slides preload ${step} ms apart per index from the ${source}`, async ({
      page,
    }) => {
      const ids = newestHomeIds();
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const third = `/media/hero/${ids[2]}`;
      let heroFetches = 0;
      let thirdRequests = 0;
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname;
        if (path === "/api/hero-slides") heroFetches++;
        if (path === third) thirdRequests++;
      });
      if (source === "cache") {
        // What an earlier visit stored, under an hour ago.
        const stored = ids.map((id, i) => ({
          id,
          name: `Slide ${i + 1}`,
          src: `/media/hero/${id}`,
          placeholder: `/media/hero-lq/${id}`,
          width: 1920,
          height: 800,
        }));
        // A minute ago: the page's paused clock stands at the test's time plus 1 s, so a time
        // taken while a slow machine loads the page could be ahead of it, which reads as a
        // wrong clock (not fresh) and fetches.
        await page.addInitScript((json) => {
          localStorage.setItem("heroSlides", json);
          localStorage.setItem("heroCacheTime", String(Date.now() - 60_000));
        }, JSON.stringify(stored));
      }
      await openHome(page);
      expect(heroFetches).toBe(source === "fetch" ? 1 : 0);
      // The third slide (index 2) is lazy and hidden: only its staggered preload asks for it.
      await page.clock.runFor(2 * step - 1);
      await page.waitForTimeout(300);
      expect(thirdRequests).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => thirdRequests).toBe(1);
    });
  }

  test("@browser the first two images load eagerly, the rest lazily; the first is the largest paint", async ({
    page,
  }) => {
    const ids = newestHomeIds();
    await openHome(page, { clock: false });
    const images = hero(page).locator("img[data-hero-image]");
    const loading = await images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(loading).toEqual(ids.map((_, i) => (i < 2 ? "eager" : "lazy")));
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await page.waitForLoadState("load");

    const lcp = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(last?.element?.getAttribute("src") ?? null);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcp).toBe(`/media/hero/${ids[0]}`);
  });

  test("@browser each slide shows a blurred placeholder until its image has loaded", async ({
    page,
  }) => {
    const ids = newestHomeIds();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/media/hero/*", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const first = hero(page).locator("[role=group]").first();
    const placeholder = first.locator("img[data-hero-placeholder]");
    await expect(placeholder).toHaveAttribute("src", `/media/hero-lq/${ids[0]}`);
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((el) => getComputedStyle(el).filter)).toContain("blur");
    release();
    await expect(placeholder).toHaveCount(0);
    await expect(first.locator("img[data-hero-image]")).toBeVisible();
  });
});

test("@browser the home page paints before its scripts are asked for, then hydrates", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(hero(page)).toHaveAttribute("data-ready", "true");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter(
        (entry) =>
          new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"),
      )
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
});

test.describe("home grids", () => {
  test("@browser a category card opens the shop filtered by it", async ({ page }) => {
    await openHome(page, { clock: false });
    const grid = page.locator("section", {
      has: page.getByRole("heading", { name: "Featured categories" }),
    });
    const card = grid.getByRole("link").first();
    const name = (await card.locator("span > span").first().textContent()) ?? "";
    await card.click();
    await expect(page).toHaveURL(`/shop?category=${encodeURIComponent(name)}`);
  });

  test("@browser the bestselling grid shows up to 8 bestSell products linking to their pages", async ({
    page,
  }) => {
    const db = openServerDb();
    const best = new Set(
      (db.prepare("SELECT id FROM product WHERE best_sell = 1").all() as { id: string }[]).map(
        (r) => r.id,
      ),
    );
    db.close();
    expect(best.size).toBeGreaterThan(8);
    await openHome(page, { clock: false });
    const grid = page.locator("section", {
      has: page.getByRole("heading", { name: "Bestselling products" }),
    });
    const links = grid.locator('a[href^="/productinfo/"]');
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(best.has(href.replace("/productinfo/", ""))).toBe(true);
    await links.first().click();
    await expect(page).toHaveURL(hrefs[0] ?? "");
  });
});
