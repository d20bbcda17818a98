import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, newAdmin, openServerDb, test } from "./fixtures";

/** A fresh admin's dashboard. */
async function openDashboard(page: Page) {
  await newAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
}

async function jpeg(color: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

interface ProductDbRow {
  id: string;
  title: string;
  price_paise: number;
  star: number;
  review_count: number;
  best_sell: number;
  description: string;
  updated_at: number;
}

function productByTitle(title: string): ProductDbRow | undefined {
  const db = openServerDb();
  try {
    return db.prepare("SELECT * FROM product WHERE title = ?").get(title) as
      | ProductDbRow
      | undefined;
  } finally {
    db.close();
  }
}

function query<T>(sql: string, ...args: unknown[]): T[] {
  const db = openServerDb();
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** Adds a product over HTTP as the signed-in admin (the form's own post), returning its row. */
async function addProduct(request: APIRequestContext, title: string, extra = {}) {
  const res = await request.post("/AddProductPage", {
    form: { intent: "save-product", title, price: "1500", star: "3", review: "2", ...extra },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/AddProductPage");
  const row = productByTitle(title);
  if (!row) throw new Error(`product ${title} was not stored`);
  return row;
}

test.describe("admin products @browser", () => {
  test("add, edit and delete a product, and see it on /shop and /productinfo", async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await page.getByRole("link", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/AddProductPage$/);
    const title = `E2E Pump ${unique()}`;

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Price (₹)").fill("12345.50");
    await page.getByLabel("Review count").fill("7");
    await page.getByLabel(/^Star rating/).fill("4.5");
    await page.getByLabel("Bestseller").check();
    const sub1 = page.getByLabel("Subcategory 1", { exact: true });
    await expect(sub1).toBeDisabled();
    await page
      .getByLabel("Category 1", { exact: true })
      .selectOption({ label: "Submersible Pumps" });
    await expect(sub1).toBeEnabled();
    const subOptions = await sub1.locator("option").allTextContents();
    await sub1.selectOption({ label: subOptions[1] ?? "" });
    await expect(page.getByLabel("Subcategory 2", { exact: true })).toBeDisabled();
    await page.getByLabel("Description").fill("Stainless steel body.\nFor deep borewells.");
    await page.getByLabel("Specification").fill("Power: 1 HP\nHead: 120 m");
    await page.getByLabel("Features").fill("Thermal overload protection");

    // Three uploads with previews, then remove one and reorder.
    const images = page.getByRole("list", { name: "Product images" });
    const files = [
      { name: "red.jpg", mimeType: "image/jpeg", buffer: await jpeg("#cc0000") },
      { name: "green.jpg", mimeType: "image/jpeg", buffer: await jpeg("#00aa00") },
      { name: "blue.jpg", mimeType: "image/jpeg", buffer: await jpeg("#0000cc") },
    ];
    await page.locator('input[type="file"]').setInputFiles(files);
    await expect(images.getByRole("img", { name: /^Product view/ })).toHaveCount(3);
    const ids = await images
      .locator('input[name="image"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    await page.getByRole("button", { name: "Remove image 2" }).click();
    await expect(images.getByRole("img", { name: /^Product view/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Move image 2 earlier" }).click();
    const kept = await images
      .locator('input[name="image"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(kept).toEqual([...ids].filter((id) => id !== ids[1]).reverse());

    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("Product added successfully!")).toBeVisible();
    const row = productByTitle(title);
    expect(row).toMatchObject({ price_paise: 1234550, star: 4.5, review_count: 7, best_sell: 1 });
    if (!row) return;
    const stored = query<{ media_id: string }>(
      "SELECT media_id FROM product_image WHERE product_id = ? ORDER BY position",
      row.id,
    ).map((r) => r.media_id);
    expect(stored).toEqual(kept);
    expect(
      query("SELECT * FROM audit_log WHERE action = 'product.add' AND target_id = ?", row.id),
    ).toHaveLength(1);
    // The form is empty again for the next product.
    await expect(page.getByLabel("Title")).toHaveValue("");

    await page.goto("/shop");
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await page.goto(`/productinfo/${row.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("price")).toHaveText("₹12,345.50");
    await expect(page.getByText("For deep borewells.")).toBeVisible();
    await expect(page.getByText("Thermal overload protection")).toBeVisible();

    // Edit: the same form, filled in.
    await page.goto(`/admin?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/update-product/${row.id}$`));
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Price (₹)")).toHaveValue("12345.50");
    await expect(page.getByLabel("Category 1", { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByLabel("Subcategory 1", { exact: true })).toBeEnabled();
    await expect(images.getByRole("img", { name: /^Product view/ })).toHaveCount(2);
    await page.getByLabel("Price (₹)").fill("999");
    await page.getByLabel(/^Star rating/).fill("5");
    await page.getByRole("button", { name: "Update product" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Product updated successfully!")).toBeVisible();
    const edited = productByTitle(title);
    expect(edited).toMatchObject({ price_paise: 99900, star: 5 });
    expect(edited?.updated_at).toBeGreaterThan(row.updated_at);
    await page.goto(`/productinfo/${row.id}`);
    await expect(page.getByTestId("price")).toHaveText("₹999");

    // Delete: Cancel and close dismiss; Yes removes.
    await page.goto(`/admin?q=${encodeURIComponent(title)}`);
    const dialog = page.getByRole("dialog", { name: "Delete product?" });
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(productByTitle(title)).toBeDefined();
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Product Deleted successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
    expect(productByTitle(title)).toBeUndefined();
    const res = await page.request.get(`/productinfo/${row.id}`);
    expect(res.status()).toBe(404);
    await page.goto("/admin/audit");
    await expect(
      page.getByRole("row", { name: new RegExp(`product\\.delete.*${title}`) }),
    ).toBeVisible();
  });

  test("the form refuses a star over 5, and says when an image upload fails", async ({ page }) => {
    await openDashboard(page);
    await page.goto("/AddProductPage");
    const title = `E2E Star ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Price (₹)").fill("100");
    await page.getByLabel(/^Star rating/).fill("5.5");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("Star rating cannot be more than 5")).toBeVisible();
    await expect(page.getByLabel(/^Star rating/)).toHaveAttribute("aria-invalid", "true");
    expect(productByTitle(title)).toBeUndefined();

    // The server refuses it too, with the same rule.
    const res = await page.request.post("/AddProductPage", {
      form: { intent: "save-product", title, price: "100", star: "6" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Star rating cannot be more than 5");
    expect(productByTitle(title)).toBeUndefined();

    await page.route("**/api/media", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "Disk full" } } }),
    );
    await page.locator('input[type="file"]').setInputFiles({
      name: "x.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg("#333333"),
    });
    await expect(page.getByRole("status").getByText("Image upload failed")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Image upload failed: Disk full" }),
    ).toBeVisible();
  });

  test("a stale edit is refused instead of overwriting newer work", async ({ page, browser }) => {
    await openDashboard(page);
    const title = `E2E Stale ${unique()}`;
    const row = await addProduct(page.request, title);
    await page.goto(`/update-product/${row.id}`);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    // Another admin saves first (same form post, with the copy they loaded).
    const theirs = `${title} v2`;
    const other = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.66.0.1" },
    });
    await newAdmin(other);
    const saved = await other.request.post(`/update-product/${row.id}`, {
      form: {
        intent: "save-product",
        title: theirs,
        price: "1500",
        star: "3",
        review: "2",
        updatedAt: String(row.updated_at),
      },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
    await other.close();

    await page.getByLabel("Title").fill(`${title} mine`);
    await page.getByRole("button", { name: "Update product" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "your changes were not saved" }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/update-product/${row.id}$`));
    expect(productByTitle(theirs)).toBeDefined();
    expect(productByTitle(`${title} mine`)).toBeUndefined();

    await page.getByRole("link", { name: "Load the latest version" }).click();
    // The fresh form (the latest copy, so no warning) replaces this one once its data is in.
    await expect(page.getByRole("link", { name: "Load the latest version" })).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue(theirs);
    await page.getByLabel("Title").fill(`${title} v3`);
    await page.getByRole("button", { name: "Update product" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Product updated successfully!")).toBeVisible();
    expect(productByTitle(`${title} v3`)).toBeDefined();
  });

  test("an unknown product id says so and returns to /admin", async ({ page }) => {
    await openDashboard(page);
    await page.goto("/update-product/no-such-product-e2e");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("No such product!")).toBeVisible();
  });

  test("open admin pages follow another admin's changes without a reload", async ({
    page,
    browser,
  }) => {
    await openDashboard(page);
    const title = `E2E Live ${unique()}`;
    // Wait for the event stream to be open before changing anything.
    const stream = page.waitForResponse((r) => r.url().includes("/api/admin/events"));
    await page.goto(`/admin?q=${encodeURIComponent("E2E Live")}`);
    await stream;
    const other = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.77.0.1" },
    });
    await newAdmin(other);
    await addProduct(other.request, title);
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    const row = productByTitle(title);
    await other.request.post("/admin", { form: { intent: "delete-product", id: row?.id ?? "" } });
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
    await other.close();
  });
});
