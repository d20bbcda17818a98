import type { Page } from "@playwright/test";
import { expect, hydratingNavigation, signUp, test } from "./fixtures";

/**
 * Each language's pages run their own copy of the browser's scripts, holding
 * that language's words only (docs/languages.md, "One set of scripts per
 * language"). These drive a real browser through the seams: hydration in each
 * language, navigation within one, and the ways out of it.
 */

/** The app's scripts the page has fetched so far, by path. */
async function appScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  );
}

/** Marks the document, so a test can tell a client-side navigation from a new document. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

for (const { prefix, locale, shop } of [
  { prefix: "", locale: "en", shop: "Shop" },
  { prefix: "/gu", locale: "gu", shop: "ઉત્પાદનો" },
  { prefix: "/hi", locale: "hi", shop: "उत्पाद" },
]) {
  test(`@browser ${prefix || "/"} hydrates with its own language's scripts and navigates within it`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(prefix || "/");
    const scripts = await appScripts(page);
    expect(scripts.length).toBeGreaterThan(3);
    for (const path of scripts) expect(path).toMatch(new RegExp(`^/assets/${locale}/`));

    await markDocument(page);
    const nav = page.locator("header");
    await nav.getByRole("link", { name: shop, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/shop$`));
    await expect(page.locator("main h1")).toBeVisible();
    // Within a language the app navigates itself, in that language.
    expect(await sameDocument(page)).toBe(true);
    await expect(nav.getByRole("link", { name: shop, exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("@browser a link from a Gujarati page to the English-only admin loads a new, English document", async ({
  browser,
  ownerSession,
}) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.addCookies(ownerSession);
  const page = hydratingNavigation(await context.newPage());
  await page.goto("/gu");
  await markDocument(page);
  await page.locator("summary[aria-label^='ખાતું']").click();
  await page.getByRole("link", { name: "એડમિન ડેશબોર્ડ" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await sameDocument(page)).toBe(false);
  expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
  // The frame around the admin is English, from the English scripts.
  await expect(page.getByRole("link", { name: "Shop", exact: true }).first()).toBeVisible();
  const fresh = (await appScripts(page)).filter((path) => !path.startsWith("/assets/en/"));
  expect(fresh).toEqual([]);
  await context.close();
});

test("@browser an admin signing in on a Gujarati page lands on the English admin as a new document", async ({
  page,
  request,
}) => {
  const admin = await signUp(request, "gu-admin", { admin: true });
  await page.goto("/gu/sign-in");
  await markDocument(page);
  await page.locator("input[name=email]").fill(admin.email);
  await page.locator("input[name=password]").fill(admin.password);
  await page.getByRole("button", { name: "લૉગ ઇન કરો" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
});

test.describe("a browser that prefers Gujarati", () => {
  test.use({ locale: "gu-IN" });

  test("@browser keeps the English home page's offer in Gujarati once its scripts have run", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("language-banner");
    await expect(banner).toContainText("આ વેબસાઇટ ગુજરાતીમાં પણ છે.");
    await expect(banner.getByRole("link", { name: "ગુજરાતીમાં વાંચો" })).toBeVisible();
    // The rest of the page is English, from the English scripts.
    await expect(page.getByRole("link", { name: "Shop", exact: true }).first()).toBeVisible();
  });
});
