import { expect, test } from "./fixtures";

/** Content pages in the browser; their content as plain HTML (JavaScript off) is checked in tests/http/content.test.ts. */

test.describe("content pages in the browser @browser", () => {
  test("/about plays the video only when asked", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play the factory tour video" }).click();
    await expect(page.locator('iframe[title="Factory tour video"]')).toHaveCount(1);
  });

  test("/contact shows its map without a click once it scrolls into view", async ({ page }) => {
    // A stand-in for the map's host, which tests never reach.
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Map</p>" }),
    );
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
    await page.locator("figure[data-map]").scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("/privacy links to its parts and shows the policy date", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Shipping Policy" })).toBeVisible();
    await expect(page.getByText("10/6/2024").first()).toBeVisible();
    await expect(page.locator("#shipping")).toContainText("7-10 days");
    await expect(page.locator("#returns")).toContainText("All sales are final");
  });

  test("/certificates shows both certificate images in a scrolling list", async ({ page }) => {
    await page.goto("/certificates");
    const images = page.getByRole("list", { name: "Certificates" }).getByRole("img");
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty("complete", true);
    expect(
      await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });
});
