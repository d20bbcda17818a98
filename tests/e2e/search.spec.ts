import type { Page } from "@playwright/test";
import { TEN_WITH_IMAGES } from "../../app/test/search-data";
import { expect, test } from "./fixtures";
import { makeProducts, uniqueToken } from "./shop-data";

/** Ten products whose titles share a token; long enough to need the 28-character cut. */
function tenWithImages() {
  return makeProducts(TEN_WITH_IMAGES);
}

async function openSearch(page: Page) {
  await page.getByRole("banner").getByLabel("Search products").first().click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toBeFocused();
  return box;
}

const listbox = (page: Page) => page.getByRole("listbox", { name: "Matching products" });

/** The dealer popup opens 30 s after a first visit; these tests are about other things. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

test.describe("header search @browser", () => {
  test("typing suggests up to 8 products with thumbnails and titles cut to 28 characters", async ({
    page,
  }) => {
    const made = await tenWithImages();
    try {
      await page.goto("/privacy");
      const box = await openSearch(page);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      // Part of the token, in another case: a case-insensitive substring match.
      await box.fill(made.token.slice(1).toUpperCase());
      const options = listbox(page).getByRole("option");
      await expect(options).toHaveCount(8);
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("status").filter({ hasText: "8 products found" })).toBeAttached();
      for (let i = 0; i < 8; i++) {
        const option = options.nth(i);
        const full = `${made.token} Borewell Submersible Pump Model ${i}`;
        // At most 28 characters (the 8-letter token, " Borewell Submersibl"), cut at the last
        // whole word, then the cut mark.
        await expect(option.locator("[data-cut-title]")).toHaveText(`${made.token} Borewell…`);
        await expect(option).toHaveAccessibleName(new RegExp(`^${full} ₹`));
        const thumb = option.locator("img");
        await expect(thumb).toHaveAttribute("src", /^\/media\/thumb\//);
        // Thumbnails load lazily: bring each into the list's view, then it must load.
        await option.scrollIntoViewIfNeeded();
        await expect
          .poll(
            () => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
            // The first request for a thumbnail makes it with sharp: allow for a busy machine.
            { timeout: 15_000 },
          )
          .toBeGreaterThan(0);
      }
      await expect(
        page.getByRole("link", {
          name: `See all results for “${made.token.slice(1).toUpperCase()}”`,
        }),
      ).toBeVisible();
    } finally {
      await made.cleanup();
    }
  });

  test("an image of no results shows when nothing matches", async ({ page }) => {
    await page.goto("/tandc");
    const box = await openSearch(page);
    const nothing = uniqueToken();
    await box.fill(nothing);
    await expect(page.getByRole("img", { name: "No results" })).toBeVisible();
    await expect(page.getByText(`No products match “${nothing}”`)).toBeVisible();
    await expect(listbox(page)).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // The illustration is drawn inline: nothing is fetched for it.
    expect(await page.getByRole("img", { name: "No results" }).evaluate((e) => e.tagName)).toBe(
      "svg",
    );
  });

  test("arrow keys move through the options, wrap, and Enter opens the product", async ({
    page,
  }) => {
    const made = await tenWithImages();
    try {
      await page.goto("/privacy");
      const box = await openSearch(page);
      await box.fill(made.token);
      const options = listbox(page).getByRole("option");
      await expect(options).toHaveCount(8);
      await expect(box).not.toHaveAttribute("aria-activedescendant", /.+/);

      await box.press("ArrowDown");
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
      const firstId = await options.nth(0).getAttribute("id");
      await expect(box).toHaveAttribute("aria-activedescendant", firstId ?? "missing");
      await box.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
      await box.press("ArrowUp");
      await box.press("ArrowUp");
      // Up from the first option wraps to the last.
      await expect(options.nth(7)).toHaveAttribute("aria-selected", "true");
      await expect(box).toBeFocused();
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/productinfo/${made.ids[7]}$`));
      // The panel closes on the route change.
      await expect(page.getByRole("combobox", { name: "Search products" })).toBeHidden();
    } finally {
      await made.cleanup();
    }
  });

  test("clicking a result opens its page", async ({ page }) => {
    const made = await tenWithImages();
    try {
      await page.goto("/shop");
      const box = await openSearch(page);
      await box.fill(`${made.token} borewell submersible pump model 3`);
      const options = listbox(page).getByRole("option");
      await expect(options).toHaveCount(1);
      await options.first().click();
      await expect(page).toHaveURL(new RegExp(`/productinfo/${made.ids[3]}$`));
      await expect(box).toBeHidden();
    } finally {
      await made.cleanup();
    }
  });

  test("Escape closes the search and returns focus to the toggle", async ({ page }) => {
    await page.goto("/tandc");
    const box = await openSearch(page);
    await box.fill("pump");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("Escape");
    await expect(box).toBeHidden();
    const toggle = page.getByRole("banner").getByLabel("Search products").first();
    await expect(toggle).toBeFocused();
    // It opens again from the keyboard.
    await page.keyboard.press("Enter");
    await expect(box).toBeFocused();
  });

  test("Enter without a chosen option searches the shop, and the panel closes", async ({
    page,
  }) => {
    const made = await tenWithImages();
    try {
      await page.goto("/contact");
      const box = await openSearch(page);
      await box.fill(made.token);
      await expect(listbox(page).getByRole("option")).toHaveCount(8);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/shop\\?q=${made.token}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Results for “${made.token}”`,
      );
      await expect(box).toBeHidden();
      // The shop shows all ten; the suggestions stopped at eight.
      await expect(
        page.getByRole("region", { name: "Products" }).getByRole("listitem"),
      ).toHaveCount(10);
      // The same search again is still a navigation: the panel closes.
      await openSearch(page);
      await box.fill(made.token);
      await box.press("Enter");
      await expect(box).toBeHidden();
    } finally {
      await made.cleanup();
    }
  });

  test("a click elsewhere closes the panel", async ({ page }) => {
    await page.goto("/privacy");
    const box = await openSearch(page);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(box).toBeHidden();
  });

  test("asks the server once typing pauses, and a slow stale answer never wins", async ({
    page,
  }) => {
    const made = await tenWithImages();
    try {
      await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
      await page.goto("/privacy");
      const asked: string[] = [];
      const failed: string[] = [];
      const qOf = (url: string) => new URL(url).searchParams.get("q") ?? "";
      page.on("request", (r) => {
        if (r.url().includes("/api/search")) asked.push(qOf(r.url()));
      });
      page.on("requestfailed", (r) => {
        if (r.url().includes("/api/search")) failed.push(qOf(r.url()));
      });
      // Hold back the answer for "submersible" until the test lets it go.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      await page.route("**/api/search?*", async (route) => {
        if (qOf(route.request().url()) === "submersible") await held;
        await route.continue().catch(() => {}); // aborted by the page meanwhile
      });

      const box = await openSearch(page);
      // From here on, time moves only when the test says so.
      // A little ahead of now: on a busy machine the call itself can take tens of milliseconds.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
      await box.pressSequentially("submersible");
      await page.clock.runFor(150);
      expect(asked).toEqual([]);
      await page.clock.runFor(60);
      await expect.poll(() => asked).toEqual(["submersible"]);

      await box.fill(made.token);
      await page.clock.runFor(199);
      expect(asked).toEqual(["submersible"]);
      await page.clock.runFor(10);
      await expect.poll(() => asked).toEqual(["submersible", made.token]);
      await expect(listbox(page).getByRole("option")).toHaveCount(8);
      await expect.poll(() => failed).toEqual(["submersible"]);

      release();
      await page.clock.runFor(1000);
      const titles = listbox(page).getByRole("option").locator("[data-cut-title]");
      await expect(titles).toHaveCount(8);
      for (const t of await titles.allTextContents()) expect(t).toContain(made.token);
    } finally {
      await made.cleanup();
    }
  });

  for (const width of [375, 1280]) {
    test(`the panel fits the screen at ${width} px`, async ({ page }) => {
      const made = await tenWithImages();
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/tandc");
        const box = await openSearch(page);
        await box.fill(made.token);
        const list = listbox(page);
        await expect(list.getByRole("option")).toHaveCount(8);
        for (const el of [box, list]) {
          const b = await el.boundingBox();
          expect(b).not.toBeNull();
          expect(b?.x ?? -1).toBeGreaterThanOrEqual(0);
          expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(width);
        }
        // Every option is reachable: the list scrolls inside the screen if it has to.
        await list.getByRole("option").last().scrollIntoViewIfNeeded();
        await expect(list.getByRole("option").last()).toBeInViewport();
      } finally {
        await made.cleanup();
      }
    });
  }
});

test.describe("header search without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle opens a form that searches the shop", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByLabel("Search products").first().click();
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("openwell");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=openwell$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “openwell”");
    const cards = page.getByRole("region", { name: "Products" }).getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
  });
});

test.describe("header search in Gujarati and Hindi @browser", () => {
  test("typing Gujarati on a 375 px phone finds the product, and says what it understood", async ({
    page,
  }) => {
    const made = await makeProducts([
      { title: "{token} Borewell Submersible Pump 1.5 HP", priceRupees: 21_000 },
      { title: "{token} Borewell Submersible Pump 2 HP", priceRupees: 24_000 },
      { title: "{token} Angle Grinder 850 W", priceRupees: 3_000 },
    ]);
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/gu");
      await page.getByRole("banner").getByLabel("પ્રોડક્ટ શોધો").first().click();
      const box = page.getByRole("combobox", { name: "પ્રોડક્ટ શોધો" });
      await expect(box).toBeFocused();
      // Typed as a phone keyboard types: the token, Gujarati words, Gujarati digits.
      await box.pressSequentially(`${made.token} સબમર્સિબલ ૧.૫ એચપી`, { delay: 20 });
      const options = page.getByRole("listbox", { name: "મળતી પ્રોડક્ટ" }).getByRole("option");
      await expect(options).toHaveCount(1);
      await expect(options.first()).toHaveAccessibleName(
        new RegExp(`^${made.token} Borewell Submersible Pump 1\\.5 HP`),
      );
      const b = await page.getByRole("listbox", { name: "મળતી પ્રોડક્ટ" }).boundingBox();
      expect((b?.x ?? -1) >= 0 && (b?.x ?? 0) + (b?.width ?? 0) <= 375).toBe(true);

      // Gujlish in Latin letters: the panel says, in Gujarati, what it searched for.
      await box.fill(`${made.token} sabmarsibal`);
      await expect(options).toHaveCount(2);
      await expect(page.getByTestId("search-correction")).toContainText("સબમર્સિબલ");

      // Hindi in Devanagari finds the same products; /shop ranks and lists them too.
      await page.goto(`/hi/shop?q=${encodeURIComponent(`${made.token} सबमर्सिबल पंप`)}`);
      await expect(page.getByTestId("shop-count")).toContainText("2");
    } finally {
      await made.cleanup();
    }
  });
});
