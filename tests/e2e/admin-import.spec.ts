import { expect, newAdmin, openServerDb, test } from "./fixtures";
import { makeProduct } from "./make-product";

/**
 * Products as a spreadsheet: export, edit, preview, apply — in the
 * browser as staff do it, and refused on the server for anyone but an admin.
 */

function productRow(id: string) {
  const db = openServerDb();
  try {
    return db.prepare("SELECT title, price_paise FROM product WHERE id = ?").get(id) as
      | { title: string; price_paise: number }
      | undefined;
  } finally {
    db.close();
  }
}

/** The export's rows, split simply: enough for cells without quotes or commas. */
function rowOf(csv: string, id: string): string[] {
  const line = csv.split("\r\n").find((l) => l.startsWith(`${id},`));
  if (!line) throw new Error(`no row for ${id}`);
  return line.split(",");
}

test.describe("products as a spreadsheet @browser", () => {
  test("export, change a price, preview, apply: the product changes and a toast says so", async ({
    page,
  }) => {
    const p = await makeProduct({ images: 1 });
    await newAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Import / export products" }).click();
    await expect(page.getByRole("heading", { name: "Products as a spreadsheet" })).toBeVisible();

    const exported = await page.request.get("/admin/products.csv");
    expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers()["cache-control"]).toContain("no-store");
    const csv = await exported.text();
    const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";
    expect(header.startsWith("ID,Title,Price (₹),Bestseller")).toBe(true);
    const cells = rowOf(csv, p.id);
    expect(cells[1]).toBe(p.title);

    // Only this product, with a new price; the other columns keep their values.
    const upload = `ID,Title,Price (₹)\r\n${p.id},${p.title},12345.50\r\n`;
    await page.getByLabel("CSV file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFF${upload}`),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    const summary = page.getByRole("list", { name: "Summary" });
    await expect(summary).toContainText("0 to add");
    await expect(summary).toContainText("1 to update");
    await expect(page.getByRole("table", { name: "Rows of the file" })).toContainText("Price (₹)");
    // Nothing is saved by a preview.
    expect(productRow(p.id)?.price_paise).not.toBe(1_234_550);

    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Import done: 0 added, 1 updated.")).toBeVisible();
    expect(productRow(p.id)).toEqual({ title: p.title, price_paise: 1_234_550 });
  });

  test("problems are listed with their line and column, and nothing can be applied", async ({
    page,
  }) => {
    await newAdmin(page);
    await page.goto("/admin/products/import");
    const title = `Import problem ${Date.now().toString(36)}`;
    await page.getByLabel("CSV file").setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Title,Price (₹),Star rating\r\n${title},cheap,9\r\n`),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    const problems = page.getByRole("table").first();
    await expect(problems).toContainText("Price must be an amount in rupees, like 4500 or 4500.50");
    await expect(problems).toContainText("Star rating cannot be more than 5");
    await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
    const db = openServerDb();
    try {
      expect(db.prepare("SELECT count(*) AS n FROM product WHERE title = ?").get(title)).toEqual({
        n: 0,
      });
    } finally {
      db.close();
    }
  });
});

test.describe("products as a spreadsheet without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("preview and apply work as plain forms", async ({ page }) => {
    const p = await makeProduct({ images: 1 });
    await newAdmin(page);
    await page.goto("/admin/products/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`ID,Title,Price (₹)\n${p.id},${p.title} (new),999\n`),
    });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("list", { name: "Summary" })).toContainText("1 to update");
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(productRow(p.id)).toEqual({ title: `${p.title} (new)`, price_paise: 99_900 });
  });
});
