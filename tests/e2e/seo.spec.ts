import { expect, test } from "./fixtures";
import { makeProduct } from "./make-product";

/**
 * Search-engine output in the browser: JSON-LD under the CSP, and meta following a
 * client-side navigation. What a crawler without JavaScript reads (meta, canonical,
 * Open Graph, JSON-LD, sitemap, robots) is tests/http/seo.test.ts.
 */

test.describe("meta in the browser @browser", () => {
  test("JSON-LD passes the CSP, and meta follows client-side navigation", async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const p = await makeProduct({ images: 1, reviews: 3, star: 4 });
    await page.goto(`/productinfo/${p.id}`);
    await expect(page.locator("[data-live]")).toHaveCount(1);
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null")));
    expect(ld.map((l) => l["@type"])).toContain("Product");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/productinfo/${p.id}`,
    );
    // A client-side navigation to another page replaces the meta.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Shop" })
      .click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/shop`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    // The listing's own breadcrumbs, and no Product any more.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(
      await page
        .locator('script[type="application/ld+json"]')
        .evaluate((e) => JSON.parse(e.textContent ?? "null")["@type"]),
    ).toBe("BreadcrumbList");
    expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
  });
});
