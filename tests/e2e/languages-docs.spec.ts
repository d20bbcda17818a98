import { expect, test } from "./fixtures";

/**
 * The static pages under /gu and /hi at a phone's and a desktop's width (issue 24
 * item 7). Their text and language, and the PDFs in each language, are checked
 * over plain HTTP in tests/http/languages-docs.test.ts.
 */
test.describe("static pages in Gujarati and Hindi", () => {
  test("@browser the pages at 375 and 1280 px (screenshots in test-results)", async ({ page }) => {
    test.setTimeout(120_000);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/gu/about",
        "/hi/about",
        "/gu/tandc",
        "/hi/privacy",
        "/gu/certificates",
      ]) {
        await page.goto(path);
        await expect(page.locator("h1")).toBeVisible();
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/languages-docs/${path.slice(1).replace(/\//g, "-")}-${width}.png`,
          fullPage: width === 375 && path.endsWith("about"),
        });
      }
    }
  });
});
