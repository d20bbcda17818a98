import type { Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test, writableServerDb } from "./fixtures";
import { makeProduct } from "./make-product";
import { makeProducts } from "./shop-data";

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += ` ${content.items.map((i) => ("str" in i ? i.str : "")).join(" ")}`;
  }
  const pages = doc.numPages;
  await task.destroy();
  return `${pages} page(s): ${text.replace(/\s+/g, " ")}`;
}

/** Typed specifications for a product made by this test, as the admin form would store them. */
function giveSpecs(id: string) {
  const db = writableServerDb();
  try {
    db.prepare(
      `INSERT INTO product_spec (product_id, power_w, phase, head_min_m, head_max_m,
         discharge_min_lpm, discharge_max_lpm, borewell_mm, stages)
       VALUES (?, 1119, 1, 20, 105, 10, 62, 100, 15)`,
    ).run(id);
    const point = db.prepare(
      "INSERT INTO product_duty_point (product_id, position, head_m, discharge_lpm) VALUES (?, ?, ?, ?)",
    );
    point.run(id, 1, 105, 0);
    point.run(id, 2, 80, 30);
    point.run(id, 3, 20, 62);
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

test.describe("product datasheet @browser", () => {
  test("the product page links its datasheet, a one-page PDF with specs, ₹ price and date", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const made = makeProduct({
      images: 1,
      pricePaise: 1_845_000,
      specification: "Body: Stainless steel",
      features: "Copper winding",
    });
    giveSpecs(made.id);
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

  test("an unknown product has no datasheet", async ({ request }) => {
    const res = await request.get("/productinfo/no-such-product-e2e/datasheet.pdf");
    expect(res.status()).toBe(404);
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
    const made = makeProducts([{ title: `{token} ${word} Pump 1.5 HP`, priceRupees: 12_000 }]);
    // Products saved through the admin add their words; this one was written directly.
    const db = writableServerDb();
    db.prepare("INSERT INTO search_word (word) VALUES (?)").run(word);
    db.close();
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
      made.cleanup();
      const clean = writableServerDb();
      clean.prepare("DELETE FROM search_word WHERE word = ?").run(word);
      clean.close();
    }
  });
});
