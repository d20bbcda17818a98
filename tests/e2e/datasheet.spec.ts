import type { Page } from "@playwright/test";
import { NO_SPECS, type ProductSpecs } from "../../app/catalogue/specs";
import { readPdf } from "../../app/test/pdf-text";
import { expect, test, writableServerDb } from "./fixtures";
import { makeProduct } from "./make-product";
import { makeProducts } from "./shop-data";

/** The PDF's page count, then its text. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { pages, text } = await readPdf(bytes);
  return `${pages.length} page(s): ${text}`;
}

/** Typed specifications for a product made by this test, as the admin form would store them. */
const SPECS: ProductSpecs = {
  ...NO_SPECS,
  powerW: 1119,
  phase: 1,
  headM: { min: 20, max: 105 },
  dischargeLpm: { min: 10, max: 62 },
  borewellMm: 100,
  stages: 15,
  dutyPoints: [
    { headM: 105, dischargeLpm: 0 },
    { headM: 80, dischargeLpm: 30 },
    { headM: 20, dischargeLpm: 62 },
  ],
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

test.describe("product datasheet @browser", () => {
  test("the product page links its datasheet, a one-page PDF with specs, ₹ price and date", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const made = await makeProduct({
      images: 1,
      pricePaise: 1_845_000,
      specification: "Body: Stainless steel",
      features: "Copper winding",
      specs: SPECS,
    });
    await page.goto(`/productinfo/${made.id}`);
    const link = page.getByRole("link", { name: "Download datasheet (PDF)" });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toBe(`/productinfo/${made.id}/datasheet.pdf`);

    const res = await request.get(href ?? "");
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toMatch(
      /^inline; filename="E2E-Test-Pump-.+-datasheet\.pdf"/,
    );
    expect(headers["cache-control"]).toContain("max-age");
    expect(headers.etag).toMatch(/^"datasheet-/);
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toMatch(/^1 page\(s\):/);
    for (const expected of [
      made.title,
      "₹18,450",
      "1.5 HP (1.1 kW)",
      "Single phase",
      "20–105 m",
      "10–62 LPM",
      "4 inch (100 mm)",
      "Stainless steel",
      "Pump curve",
      "Copper winding",
      "Datasheet generated",
    ]) {
      expect(text).toContain(expected);
    }

    // Unchanged: a revalidation is answered with 304 and no body.
    const again = await request.get(href ?? "", {
      headers: { "If-None-Match": headers.etag ?? "" },
    });
    expect(again.status()).toBe(304);

    // Changed: a new version with the new price.
    const db = writableServerDb();
    db.prepare(
      "UPDATE product SET price_paise = 1999900, updated_at = updated_at + 1 WHERE id = ?",
    ).run(made.id);
    db.close();
    const changed = await request.get(href ?? "", {
      headers: { "If-None-Match": headers.etag ?? "" },
    });
    expect(changed.status()).toBe(200);
    expect(changed.headers().etag).not.toBe(headers.etag);
    expect(await pdfText(await changed.body())).toContain("₹19,999");
  });
});

/** A made-up word of letters only, in no seeded title, and a typo of it (one letter dropped). */
function madeUpWord(): { word: string; typo: string } {
  const letters = "bcdfghjkmnpqrstvwxz";
  let word = "zorva";
  for (let i = 0; i < 6; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return { word, typo: word.slice(0, 6) + word.slice(7) };
}

async function openSearch(page: Page) {
  await page.getByRole("banner").getByLabel("Search products").first().click();
  return page.getByRole("combobox", { name: "Search products" });
}

test.describe("header search with sizes and typos @browser", () => {
  test("a typo is corrected from the titles' words, and the panel and /shop say so", async ({
    page,
  }) => {
    const { word, typo } = madeUpWord();
    // Saving the product adds its title's words to the vocabulary typos are corrected from.
    const made = await makeProducts([
      { title: `{token} ${word} Pump 1.5 HP`, priceRupees: 12_000 },
    ]);
    try {
      await page.goto("/privacy");
      const box = await openSearch(page);
      await box.fill(typo);
      const options = page.getByRole("listbox", { name: "Matching products" }).getByRole("option");
      await expect(options).toHaveCount(1);
      await expect(page.getByTestId("search-correction")).toHaveText(`Showing results for ${word}`);

      await page.goto(`/shop?q=${typo}`);
      await expect(page.getByTestId("search-correction")).toContainText(word);
      await expect(page.getByTestId("shop-count")).toHaveText("1 product");

      // Sizes written another way find the same product.
      await page.goto(`/shop?q=${encodeURIComponent(`${made.token} ${word} pump 1.5hp`)}`);
      await expect(page.getByTestId("shop-count")).toHaveText("1 product");
    } finally {
      await made.cleanup();
      const clean = writableServerDb();
      clean.prepare("DELETE FROM search_key_word WHERE word = ?").run(word);
      clean.close();
    }
  });
});
