import { expect, test } from "./fixtures";

/**
 * The language switch and the home page's language banner in the browser (with and
 * without JavaScript), as a visitor sees them (docs/languages.md). Every page's
 * language, alternates and switch links over plain HTTP, as a crawler sees them,
 * and what the bare `/` answers to a language choice, are tests/http/languages.test.ts.
 */

test.describe("the language switch", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("goes to the same page in the chosen language", async ({ page }) => {
      await page.goto("/shop?q=pump");
      const languages = page.getByRole("navigation", { name: "Language" });
      await expect(languages.getByRole("link")).toHaveText(["ગુજરાતી", "हिन्दी", "English"]);
      await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await languages.getByRole("link", { name: "ગુજરાતી" }).click();
      await expect(page).toHaveURL(/\/gu\/shop\?q=pump$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
      await page
        .getByRole("navigation", { name: "ભાષા" })
        .getByRole("link", { name: "हिन्दी" })
        .click();
      await expect(page).toHaveURL(/\/hi\/shop\?q=pump$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    });
  });

  test("with JavaScript, links keep the language and the choice is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/gu");
    // A client-side navigation through the header stays in Gujarati.
    await page
      .getByRole("navigation", { name: "મુખ્ય", exact: true })
      .getByRole("link", { name: "ઉત્પાદનો" })
      .click();
    await expect(page).toHaveURL(/\/gu\/shop$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
    await page
      .getByRole("navigation", { name: "ભાષા" })
      .getByRole("link", { name: "हिन्दी" })
      .click();
    await expect(page).toHaveURL(/\/hi\/shop$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("hi");
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
  });
});

test.describe("the bare / and the visitor's language", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, locale: "gu-IN" });

    test("suggests the browser's language in a banner that can be accepted or dismissed", async ({
      page,
      context,
    }) => {
      await page.goto("/");
      const banner = page.getByTestId("language-banner");
      await expect(banner).toContainText("આ વેબસાઇટ ગુજરાતીમાં પણ છે.");
      await expect(banner).toHaveAttribute("lang", "gu-IN");
      await banner.getByRole("link", { name: "ના, અંગ્રેજી ચાલશે" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("language-banner")).toHaveCount(0);
      await context.clearCookies();
      await page.goto("/");
      await page
        .getByTestId("language-banner")
        .getByRole("link", { name: "ગુજરાતીમાં વાંચો" })
        .click();
      await expect(page).toHaveURL(/\/gu$/);
      await page.goto("/");
      await expect(page).toHaveURL(/\/gu$/);
    });
  });
});
