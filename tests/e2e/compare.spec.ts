import { expect, openServerDb, test } from "./fixtures";

/**
 * Issue 13, item 4: up to four products side by side at /compare?ids=…,
 * differences highlighted, unknown ids dropped with a note, removal by link.
 * Reads the demo seed's pumps; changes nothing.
 */

function idOf(title: string): string {
  const db = openServerDb();
  try {
    const row = db.prepare("SELECT id FROM product WHERE title = ?").get(title) as
      | { id: string }
      | undefined;
    if (!row) throw new Error(`no seeded product ${title}`);
    return row.id;
  } finally {
    db.close();
  }
}

const V4_15 = "SPT V4 1.5 HP 15-Stage Borewell Submersible Pump";
const V4_2 = "SPT V4 2 HP 20-Stage Borewell Submersible Pump";

test.describe("compare @browser", () => {
  test("side by side: differences highlighted, unknown ids noted, rows and products removable", async ({
    page,
  }) => {
    const a = idOf(V4_15);
    const b = idOf(V4_2);
    await page.goto(`/compare?ids=${a},${b},no-such-pump-42`);
    await expect(page.getByTestId("compare-notes")).toContainText(
      "We have no product “no-such-pump-42”",
    );
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("link", { name: V4_15, exact: true })).toHaveAttribute(
      "href",
      `/productinfo/${a}`,
    );
    const power = page.getByTestId("compare-row-power");
    await expect(power).toHaveAttribute("data-differs", "true");
    await expect(power.getByRole("cell")).toHaveText(["1.5 HP (1.1 kW)", "2 HP (1.5 kW)"]);
    await expect(page.getByTestId("compare-row-phase")).not.toHaveAttribute("data-differs", "true");
    await expect(page.getByTestId("compare-row-borewell").getByRole("cell")).toHaveText([
      "4 inch (100 mm)",
      "4 inch (100 mm)",
    ]);
    await expect(page.getByTestId("compare-row-price")).toHaveAttribute("data-differs", "true");

    await page.getByRole("link", { name: "Show only differences" }).click();
    await expect(page).toHaveURL(`/compare?ids=${a},${b}&diff=1`);
    await expect(page.getByTestId("compare-row-phase")).toHaveCount(0);
    await expect(page.getByTestId("compare-row-power")).toBeVisible();

    await page.getByRole("link", { name: `Remove ${V4_15}` }).click();
    await expect(page).toHaveURL(`/compare?ids=${b}&diff=1`);
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    // With one product left every row shows; others from its category can be added by link.
    await expect(page.getByTestId("compare-row-phase")).toBeVisible();
    const add = page.getByRole("region", { name: "Add a product" }).getByRole("link").first();
    const added = ((await add.textContent()) ?? "").replace(/^\+ /, "");
    await add.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/compare\\?ids=${b},[\\w-]+$`));
    await expect(
      page.getByTestId("compare-table").getByRole("link", { name: added, exact: true }),
    ).toBeVisible();
  });

  test("more than four: the first four, with a note", async ({ page }) => {
    const db = openServerDb();
    const ids = (
      db.prepare("SELECT id FROM product WHERE title LIKE 'SPT %' ORDER BY id LIMIT 6").all() as {
        id: string;
      }[]
    ).map((r) => r.id);
    db.close();
    await page.goto(`/compare?ids=${ids.join(",")}`);
    await expect(page.getByTestId("compare-notes")).toHaveText(
      "Up to 4 products can be compared at once: showing the first 4 of the 6 chosen.",
    );
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(5);
  });

  test("Compare starts with the product alone in a fresh tab, then adds to the comparison last shown", async ({
    page,
  }) => {
    const a = idOf(V4_15);
    const b = idOf(V4_2);
    const compareOnPage = page.getByRole("link", { name: "Compare", exact: true });
    // A fresh tab has no comparison yet: the product alone.
    await page.goto(`/productinfo/${b}`);
    await compareOnPage.click();
    await expect(page).toHaveURL(`/compare?ids=${b}`);

    // A comparison of two, shown: Compare on a third product's page adds it at the end.
    await page.goto(`/compare?ids=${a},${b}`);
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(3);
    // The page remembers what it shows once its scripts run (after the first paint).
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("compareIds")))
      .toBe(JSON.stringify([a, b]));
    const db = openServerDb();
    const others = db
      .prepare(
        "SELECT id, title FROM product WHERE title LIKE 'SPT %' AND id NOT IN (?, ?) ORDER BY id LIMIT 3",
      )
      .all(a, b) as { id: string; title: string }[];
    db.close();
    const [c, d, e] = others;
    if (!c || !d || !e) throw new Error("the demo catalogue has more products");
    await page.goto(`/productinfo/${c.id}`);
    // The link is rewritten once the page runs; wait for it rather than racing hydration.
    await expect(compareOnPage).toHaveAttribute("href", `/compare?ids=${a},${b},${c.id}`);
    await compareOnPage.click();
    await expect(page).toHaveURL(`/compare?ids=${a},${b},${c.id}`);
    // The new URL shows before the page's effect remembers it: wait for that, not a race.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("compareIds")))
      .toBe(JSON.stringify([a, b, c.id]));

    // A card on the shop does the same; a fifth product pushes out the first.
    await page.goto(`/shop?q=${encodeURIComponent(d.title)}`);
    const card = page.getByRole("link", { name: `Compare ${d.title}` });
    await expect(card).toHaveAttribute("href", `/compare?ids=${a},${b},${c.id},${d.id}`);
    await card.click();
    await expect(page).toHaveURL(`/compare?ids=${a},${b},${c.id},${d.id}`);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("compareIds")))
      .toBe(JSON.stringify([a, b, c.id, d.id]));
    await page.goto(`/productinfo/${e.id}`);
    await expect(compareOnPage).toHaveAttribute(
      "href",
      `/compare?ids=${b},${c.id},${d.id},${e.id}`,
    );

    // A product already compared does not change the comparison.
    await page.goto(`/productinfo/${b}`);
    await expect(compareOnPage).toHaveAttribute("href", `/compare?ids=${a},${b},${c.id},${d.id}`);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the table scrolls sideways with the first column kept in view", async ({ page }) => {
      await page.goto(`/compare?ids=${idOf(V4_15)},${idOf(V4_2)}`);
      const scroller = page.getByTestId("compare-scroll");
      const label = page.getByTestId("compare-row-power").getByRole("rowheader");
      const before = await label.boundingBox();
      expect(
        await scroller.evaluate((el) => el.scrollWidth > el.clientWidth),
        "the table is wider than the phone",
      ).toBe(true);
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect((await label.boundingBox())?.x).toBe(before?.x);
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  });
});
