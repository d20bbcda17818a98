import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { defaultSite, defaultSiteText } from "../../app/config/site";
import { formatPrice } from "../../app/format/price";
import { datasheetPath, productPath } from "../../app/http/paths";
import { seedProducts } from "../../app/seed/catalogue-data";
import { categoryTranslations, productTranslations } from "../../app/seed/demo-translations";
import { productId } from "../../app/seed/seed.server";
import { expect, test } from "./fixtures";
import { makeProduct } from "./make-product";

/**
 * The pages a farmer sees first, in Gujarati and Hindi (docs/languages.md,
 * "Home and product pages"): the home page and a demo product translated by
 * the seed, at a phone's and a desktop's width, with JavaScript on and off;
 * an untranslated product kept out of the index.
 */

const LANGUAGES = [
  { locale: "gu", tag: "gu-IN" },
  { locale: "hi", tag: "hi-IN" },
] as const;

/** A message of the product area (and its home_ keys) as the language's catalogue has it. */
function messages(locale: string): (key: string) => string {
  const all: Record<string, unknown> = JSON.parse(
    readFileSync(path.join("messages", "product", `${locale}.json`), "utf8"),
  );
  // The Get Quote button's text lives with the enquiry forms.
  Object.assign(
    all,
    JSON.parse(readFileSync(path.join("messages", "forms", `${locale}.json`), "utf8")),
  );
  return (key) => {
    const value = all[key];
    if (typeof value !== "string") throw new Error(`No message ${key} in ${locale}`);
    return value;
  };
}

/** The priciest demo product: its price needs lakh grouping (₹1,49,500). */
const demo = [...seedProducts.entries()]
  .filter(([, p]) => productTranslations[p.title]?.gu && productTranslations[p.title]?.hi)
  .sort(([, a], [, b]) => b.priceRupees - a.priceRupees)[0];
if (!demo) throw new Error("No translated demo product");
const [demoIndex, demoProduct] = demo;
const demoId = productId(demoProduct.title, demoIndex);

const SHOTS = path.join("test-results", "languages-product");

async function screenshots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: a long Gujarati word must wrap, not scroll the page.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const all = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = all.map((t) => JSON.parse(t)).find((ld) => ld["@type"] === type);
  expect(found, type).toBeTruthy();
  return found;
}

test.describe("home and product pages in Gujarati and Hindi @browser", () => {
  for (const { locale, tag } of LANGUAGES) {
    const text = messages(locale);

    test(`/${locale} home: hero, categories and bestsellers in the language`, async ({ page }) => {
      test.slow(); // Two full-page screenshots on a shared machine.
      await page.goto(`/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.locator("h1")).toHaveText(text("home_hero_title"));
      await expect(page).toHaveTitle(/\S/);
      expect(await page.title()).not.toContain("Pumps, Motors & Power Tools");
      // A demo category by its translated name, its link still the shop's English filter.
      const [english, names] = Object.entries(categoryTranslations)[0] ?? [];
      const name = names?.[locale].name ?? "";
      const card = page.getByRole("link", { name: new RegExp(name) }).first();
      await expect(card).toHaveAttribute(
        "href",
        `/${locale}/shop?category=${encodeURIComponent(english ?? "")}`,
      );
      await expect(page.getByRole("heading", { name: text("home_bestsellers") })).toBeVisible();
      // Bestsellers' cards are named in the language (every demo product is translated;
      // other specs' own products, e2e-…, are not).
      const cardTitle = page
        .locator('main a[href*="/productinfo/"]:not([href*="/productinfo/e2e-"]) h3')
        .first();
      await expect(cardTitle).not.toHaveText(/^[\x20-\x7e]+$/);
      // The site's details in the language (siteFor): the hero's city, the footer's tagline
      // and address, and the organisation's address in JSON-LD.
      const site = defaultSiteText[locale];
      const eyebrow = text("home_hero_eyebrow")
        .replace("{year}", String(defaultSite.foundedYear))
        .replace("{city}", site.city);
      await expect(page.getByText(eyebrow, { exact: true })).toBeVisible();
      const footer = page.locator("footer");
      await expect(footer).toContainText(site.address);
      await expect(footer).toContainText(site.tagline);
      await expect(footer).not.toContainText(defaultSite.address);
      const org = await jsonLd(page, "Organization");
      expect(org.address).toMatchObject({ addressLocality: site.city, addressCountry: "IN" });
      await screenshots(page, `home-${locale}`);
    });

    test(`/${locale} product: translated title, spec lines, price, JSON-LD and datasheet`, async ({
      page,
    }) => {
      test.slow(); // Two full-page screenshots on a shared machine.
      const t = productTranslations[demoProduct.title]?.[locale];
      if (!t) throw new Error("untranslated demo");
      await page.goto(`/${locale}${productPath(demoId)}`);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.locator("h1")).toHaveText(t.title);
      expect(await page.title()).toContain(t.title);
      const spec = page.locator("section[aria-labelledby='specification-heading'] li");
      await expect(spec).toHaveText(t.specification);
      await expect(
        page.getByRole("heading", { name: text("product_specification"), exact: true }),
      ).toBeVisible();
      // ₹ with lakh grouping, as the format module writes it in this language.
      const price = formatPrice(demoProduct.priceRupees * 100, { locale, nativeDigits: false });
      expect(price).toMatch(/^₹1,49,500/);
      await expect(page.getByTestId("price")).toHaveText(price);
      await expect(page.getByText(text("product_price_note"))).toBeVisible();
      const stars = text("product_stars").replace("{value}", String(demoProduct.star));
      await expect(page.getByTestId("rating").getByRole("img", { name: stars })).toBeVisible();
      // The technical data's labels in the language.
      await expect(page.getByTestId("spec-table")).toContainText(text("product_spec_head"));
      // The pump curve's words too (written on the server, in the page's language).
      const curve = page.getByTestId("pump-curve");
      await expect(curve.locator("summary")).toHaveText(text("product_curve_table"));
      await expect(curve.locator("svg > title")).toHaveText(text("product_pump_curve"));
      await expect(curve.locator("svg")).not.toContainText("Discharge");
      // Indexed: a translated page, with its alternates; JSON-LD in the language.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      const ld = await jsonLd(page, "Product");
      expect(ld.inLanguage).toBe(tag);
      expect(ld.name).toBe(t.title);
      expect(String(ld.description)).toContain(t.description[0]?.slice(0, 20));
      expect(String(ld.url)).toContain(`/${locale}/productinfo/`);
      // The datasheet in the page's language.
      await expect(page.getByTestId("datasheet-link")).toHaveAttribute(
        "href",
        `/${locale}${datasheetPath(demoId)}`,
      );
      await expect(page.getByTestId("datasheet-link")).toHaveText(text("product_datasheet"));
      await screenshots(page, `product-${locale}`);
    });
  }

  test("an untranslated product under /gu is served in English content but kept out of the index", async ({
    page,
    request,
  }) => {
    const made = await makeProduct({ images: 1, specification: "Power: 1 HP" });
    const gu = messages("gu");
    await page.goto(`/gu${productPath(made.id)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
    await expect(page.locator("h1")).toHaveText(made.title);
    // The frame and the page's own words are Gujarati around the English content.
    await expect(page.getByRole("heading", { name: gu("product_specification") })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    // The English page of the same product is indexed as before.
    const english = await (await request.get(productPath(made.id))).text();
    expect(english).not.toContain('name="robots"');
    expect(english).toContain('hrefLang="x-default"');
    // …and names as alternates no language it is not indexed in (the switch still links them).
    expect(english).toContain('<link rel="alternate" hrefLang="en-IN"');
    expect(english).not.toContain('<link rel="alternate" hrefLang="gu-IN"');
    expect(english).not.toContain('<link rel="alternate" hrefLang="hi-IN"');
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("/gu home and product read in Gujarati; Get Quote and the datasheet stay in Gujarati", async ({
      page,
    }) => {
      const gu = messages("gu");
      const t = productTranslations[demoProduct.title]?.gu;
      await page.goto("/gu");
      await expect(page.locator("h1")).toHaveText(gu("home_hero_title"));
      // Server-rendered in the language: the hero's city and the footer's address.
      await expect(page.locator("main")).toContainText(defaultSiteText.gu.city);
      await expect(page.locator("footer")).toContainText(defaultSiteText.gu.address);
      await page.goto(`/gu${productPath(demoId)}`);
      await expect(page.locator("h1")).toHaveText(t?.title ?? "");
      const quote = page.getByRole("link", { name: gu("forms_get_quote") });
      await expect(quote).toHaveAttribute("href", /^\/gu\/enquiry/);
      const datasheet = page.getByTestId("datasheet-link");
      await expect(datasheet).toHaveAttribute("href", `/gu${datasheetPath(demoId)}`);
      // A thumbnail is a plain link that works without scripts.
      const second = page.getByRole("link", { name: gu("product_show_image").replace("{n}", "2") });
      await second.click();
      await expect(page).toHaveURL(/\?image=1$/);
      await expect(page.locator("h1")).toHaveText(t?.title ?? "");
    });
  });
});
