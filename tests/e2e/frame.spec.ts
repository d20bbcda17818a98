import { expect, test } from "./fixtures";
import { makeProduct } from "./make-product";

const PAGES = ["/", "/shop", "/about", "/contact", "/certificates", "/privacy", "/tandc", "/error"];
const HEADER = [
  ["Home", "/"],
  ["Shop", "/shop"],
  ["Contact", "/contact"],
  ["About", "/about"],
] as const;
const FOOTER = [
  "/privacy",
  "/tandc",
  "/about",
  "/shop",
  "/user",
  "/sign-up",
  "/sign-in",
  "/cart",
  "/admin",
];

test.describe("site frame @browser", () => {
  for (const path of PAGES) {
    test(`header and footer links on ${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [label, href] of HEADER) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Home" }).first(),
      ).toBeVisible();
      await expect(page.getByLabel("Search products").first()).toBeVisible();
      const footer = page.getByRole("contentinfo");
      for (const href of FOOTER) {
        await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
      await expect(footer.getByRole("link", { name: /Download catalogue/ })).toHaveAttribute(
        "href",
        "/catalogue.pdf",
      );
      await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\d+$/,
      );
      await expect(footer.getByRole("link", { name: "View Certificates" })).toHaveAttribute(
        "href",
        "/certificates",
      );
      // The tagline already says since when: the sentence after it must not repeat it.
      const about =
        (await footer.locator("p", { hasText: "Manufacturer and supplier from" }).textContent()) ??
        "";
      expect(about.match(/since \d{4}/gi)).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  // The server writes links itself (app/ui/link.tsx); hydration must turn them into
  // React Router's, which navigate without loading another document.
  test("links from the server navigate within the page once it has hydrated", async ({ page }) => {
    const p = await makeProduct({ images: 1 });
    const html = await (await page.request.get("/shop")).text();
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/shop"/);

    await page.goto(`/productinfo/${p.id}`);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).samePage = true;
    });
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: p.subcategory })
      .click();
    await expect(page).toHaveURL(/\/shop\?/);
    await page.locator(`main a[href="/productinfo/${p.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/productinfo/${p.id}$`));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    const samePage = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).samePage,
    );
    expect(samePage).toBe(true);
    expect(documents).toEqual([]);
  });

  test("the hamburger menu opens on a small screen and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByLabel("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test("the search toggle opens an input that searches the shop", async ({ page }) => {
    await page.goto("/about");
    await page.getByLabel("Search products").first().click();
    await page.getByRole("combobox", { name: "Search products" }).fill("pump");
    await page.getByRole("combobox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=pump$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("pump");
  });

  test("the view scrolls to the top after a path change", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & conditions" }).click();
    await expect(page).toHaveURL(/\/tandc$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Escape closes the mobile menu and hands focus back to its toggle", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    const toggle = page.getByLabel("Menu");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Shop" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("after a client-side navigation, focus is on the new page's heading and its title is announced", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & conditions" }).click();
    await expect(page).toHaveURL(/\/tandc$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId("page-announcer")).toHaveText(await page.title());
    expect(await page.title()).toMatch(/Terms/);
    // A new sort of the same listing is not a new page: focus stays with the control.
    await page.goto("/shop");
    const sort = page.getByLabel("Sort by");
    await sort.focus();
    await sort.selectOption("name-asc");
    await expect(page).toHaveURL(/sort=name-asc/);
    await expect(sort).toBeFocused();
  });
});
