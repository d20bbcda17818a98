import { expect, test } from "./fixtures";

/**
 * The headers themselves (nosniff, Permissions-Policy, HSTS) are checked over plain
 * HTTP in tests/http/headers.test.ts; here, that Chromium reads the policy.
 */
test.describe("security headers", () => {
  test("the browser reads the policy without complaint @browser", async ({ page }) => {
    const complaints: string[] = [];
    page.on("console", (m) => {
      if (/permissions.policy|feature/i.test(m.text())) complaints.push(m.text());
    });
    await page.goto("/about");
    await page.getByRole("button", { name: "Play the factory tour video" }).click();
    await expect(page.locator('iframe[title="Factory tour video"]')).toBeAttached();
    await page.goto("/");
    expect(complaints).toEqual([]);
  });
});
