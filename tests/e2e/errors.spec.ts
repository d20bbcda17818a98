import { expect, test } from "./fixtures";

/** Error pages, the health check and the cross-site refusal are tests/http/errors.test.ts. */

test("security headers are set on pages @browser", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const res = await page.goto("/contact");
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(res?.headers()["x-content-type-options"]).toBe("nosniff");
  // Other sites get no referrer; our own forms keep their Origin (see the no-JavaScript post below).
  expect(res?.headers()["referrer-policy"]).toBe("same-origin");
  // The page hydrates under the CSP: a client-side navigation works.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("years");
  expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
});

test.describe("a form posted by a browser without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("carries its own Origin and is accepted", async ({ page }) => {
    const origins: (string | undefined)[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") origins.push(r.headers().origin);
    });
    await page.goto("/contact");
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.getByLabel("Full name").fill("No Script");
    await form.getByLabel("Email").fill(`noscript.${Date.now()}@example.com`);
    await form.getByLabel("Phone number").fill("+91 98250 41230");
    await form.getByLabel("Message").fill("Posted without JavaScript");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/your message has been sent/i)).toBeVisible();
    expect(origins).toEqual([new URL(page.url()).origin]);
  });
});
