import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { makeProducts, uniqueToken } from "./shop-data";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Categories" });
const cards = (page: Page) =>
  page
    .getByRole("region", { name: "Products" })
    .getByRole("listitem")
    .filter({ has: page.locator("a[href^='/productinfo/']") });
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** The dealer popup opens 30 s after a first visit; these tests are about other things. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator("p").filter({ hasText: "₹" }).allTextContents();
  return texts.map(rupees);
}

test.describe("shop @browser", () => {
  test("the category accordion: open, choose a subcategory, switch, collapse", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/shop");
    const side = sidebar(page);
    const openwell = side.getByRole("link", { name: "Openwell Pumps", exact: true });
    await expect(openwell).toHaveAttribute("aria-expanded", "false");
    await expect(side.getByRole("link", { name: "Horizontal Openwell" })).toHaveCount(0);

    await openwell.click();
    await expect(page).toHaveURL(/\/shop\?category=Openwell\+Pumps$/);
    await expect(openwell).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Openwell Pumps");
    const inCategory = await cards(page).count();

    // A subcategory narrows the listing and overrides the category.
    await side.getByRole("link", { name: "Horizontal Openwell" }).click();
    await expect(page).toHaveURL(/category=Openwell\+Pumps&subcategory=Horizontal\+Openwell$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Horizontal Openwell");
    await expect(side.getByRole("link", { name: "Horizontal Openwell" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const inSub = await cards(page).count();
    expect(inSub).toBeGreaterThan(0);
    expect(inSub).toBeLessThan(inCategory);
    for (const title of await cards(page).getByRole("heading").allTextContents()) {
      expect(title).toMatch(/Openwell|OWH/);
    }

    // Choosing another category clears the subcategory and closes the first accordion.
    await side.getByRole("link", { name: "Submersible Pumps", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Submersible\+Pumps$/);
    await expect(side.getByRole("link", { name: "Horizontal Openwell" })).toHaveCount(0);
    await expect(side.getByRole("link", { name: "V4 Borewell (4 inch)" })).toBeVisible();

    // Choosing the same category again collapses it.
    await side.getByRole("link", { name: "Submersible Pumps", exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(side.getByRole("link", { name: "V4 Borewell (4 inch)" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All products");
    expect(errors).toEqual([]);
  });

  test("the sort selector reorders the grid and keeps the filter", async ({ page }) => {
    await page.goto("/shop?category=Submersible+Pumps&page=2");
    const sort = page.getByLabel("Sort by");
    await expect(sort).toHaveValue("newest");
    // The no-JavaScript Apply button is not needed (nor shown) when scripts run.
    await expect(page.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);

    // The URL changes as the navigation starts; the grid follows once its data is in.
    // Equal prices read as sorted either way: wait for a grid other than the one before.
    let before = "";
    const sortedBy = async (order: (a: number, b: number) => number) => {
      let shown: number[] = [];
      await expect
        .poll(async () => {
          shown = await prices(page);
          const now = shown.join();
          return shown.length > 1 && now !== before && now === [...shown].sort(order).join();
        })
        .toBe(true);
      before = shown.join();
      return shown;
    };
    await sort.selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/\/shop\?category=Submersible\+Pumps&sort=price-asc$/);
    const asc = await sortedBy((a, b) => a - b);

    await sort.selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(/sort=price-desc$/);
    const desc = await sortedBy((a, b) => b - a);
    expect(desc[0]).toBeGreaterThan(asc[0] ?? Number.POSITIVE_INFINITY);

    await sort.selectOption({ label: "Name: A to Z" });
    await expect(page).toHaveURL(/sort=name-asc$/);
    const titles = () =>
      cards(page)
        .getByRole("heading")
        .evaluateAll((hs) => hs.map((h) => (h.getAttribute("title") ?? "").toLowerCase()));
    await expect
      .poll(async () => {
        const names = await titles();
        return names.length > 1 && names.join("|") === [...names].sort().join("|");
      })
      .toBe(true);

    await sort.selectOption({ label: "Name: Z to A" });
    await expect(page).toHaveURL(/sort=name-desc$/);
    await expect
      .poll(async () => {
        const back = await titles();
        return back.length > 1 && back.join("|") === [...back].sort().reverse().join("|");
      })
      .toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submersible Pumps");
  });

  test("twelve per page with numbered page buttons", async ({ page }) => {
    const made = await makeProducts(
      Array.from({ length: 26 }, (_, i) => ({
        title: `{token} Jet Pump ${String(i + 1).padStart(2, "0")}`,
        priceRupees: 3_000 + i,
      })),
    );
    try {
      await page.goto(`/shop?q=${made.token}&sort=name-asc`);
      await expect(cards(page)).toHaveCount(12);
      const pages = page.getByRole("navigation", { name: "Pages" });
      await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3"]);
      await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await pages.getByRole("link", { name: "Page 3" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${made.token}&sort=name-asc&page=3$`));
      await expect(cards(page)).toHaveCount(2);
      await expect(cards(page).first().getByRole("heading")).toHaveAttribute(
        "title",
        `${made.token} Jet Pump 25`,
      );
      await pages.getByRole("link", { name: "Previous page" }).click();
      await expect(page).toHaveURL(/page=2$/);
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByText("Showing 13–24 of 26 products")).toBeVisible();
      await expect(cards(page).first().getByRole("heading")).toHaveAttribute(
        "title",
        `${made.token} Jet Pump 13`,
      );
    } finally {
      await made.cleanup();
    }
  });

  test("card titles are cut to 25 characters, at the last whole word", async ({ page }) => {
    const made = await makeProducts([
      { title: "{token} Vertical Openwell Submersible Pump 2 HP", priceRupees: 21_000 },
    ]);
    try {
      await page.goto(`/shop?q=${made.token}`);
      const heading = cards(page).first().getByRole("heading");
      await expect(heading.locator("[aria-hidden='true']")).toHaveText(`${made.token} Vertical…`);
      await expect(heading).toHaveAccessibleName(
        `${made.token} Vertical Openwell Submersible Pump 2 HP`,
      );
    } finally {
      await made.cleanup();
    }
  });

  for (const [width, below] of [
    [375, true],
    [800, true],
    [801, false],
    [1280, false],
  ] as const) {
    test(`at ${width} px the categories are ${below ? "below" : "beside"} the grid`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/shop");
      const grid = await page.getByRole("region", { name: "Products" }).boundingBox();
      const side = await sidebar(page).boundingBox();
      if (!grid || !side) throw new Error("grid or sidebar not rendered");
      if (below) {
        expect(side.y).toBeGreaterThanOrEqual(grid.y + grid.height);
        await expect(page.getByRole("link", { name: "Categories", exact: true })).toBeVisible();
      } else {
        expect(side.x + side.width).toBeLessThanOrEqual(grid.x);
        expect(side.y).toBeLessThan(grid.y + grid.height);
        await expect(page.getByRole("link", { name: "Categories", exact: true })).toBeHidden();
      }
      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  test("an empty result offers a way back", async ({ page }) => {
    const nothing = uniqueToken();
    await page.goto(`/shop?category=Openwell+Pumps&q=${nothing}`);
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: `No products match “${nothing}” in Openwell Pumps` }),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Suggested categories" }).getByRole("link"),
    ).not.toHaveCount(0);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("active filters can be removed one by one", async ({ page }) => {
    await page.goto("/shop?category=Openwell+Pumps&q=pump");
    const filters = page.getByRole("list", { name: "Active filters" });
    await filters.getByRole("link", { name: "Remove Search: “pump”" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Openwell\+Pumps$/);
    await filters.getByRole("link", { name: "Remove Category: Openwell Pumps" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(filters).toHaveCount(0);
  });
});
