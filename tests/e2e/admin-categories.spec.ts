import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, hydratingNavigation, newAdmin, openServerDb, test } from "./fixtures";

function one<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = openServerDb();
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

const categoryId = (name: string) =>
  one<{ id: number }>("SELECT id FROM category WHERE name = ?", name)?.id;

const unique = () => Math.random().toString(36).slice(2, 7);

/** The category forms' own post, as another admin tab would send it. */
async function post(request: APIRequestContext, form: Record<string, string>) {
  const res = await request.post("/AddProductPage", { form, maxRedirects: 0 });
  expect(res.status()).toBe(200);
}

/** Exactly this toast text. */
async function toast(page: Page, text: string) {
  await expect(page.getByRole("status").getByText(text, { exact: true }).first()).toBeVisible();
}

async function openManager(page: Page) {
  await newAdmin(page);
  // Other admins' changes must not refresh the selections mid-test here.
  await page.route("**/api/admin/events", (route) => route.abort());
  await page.goto("/AddProductPage");
  await expect(page.getByRole("heading", { name: "Categories and subcategories" })).toBeVisible();
}

test.describe("admin categories @browser", () => {
  test("category messages: add, rename, delete, not found", async ({ page }) => {
    test.setTimeout(90_000);
    await openManager(page);
    const u = unique();
    const add = page.getByRole("region", { name: "Add category" });
    const addButton = add.getByRole("button", { name: "Add category" });
    await addButton.click();
    await toast(page, "Please enter a category name");
    await add.getByLabel("New category name").fill("   ");
    await addButton.click();
    await toast(page, "Failed to add category: Category name cannot be empty.");
    await add.getByLabel("New category name").fill(`  Cat ${u}  `);
    await addButton.click();
    await toast(page, `Category "Cat ${u}" added successfully!`);
    expect(categoryId(`Cat ${u}`)).toBeDefined();
    await expect(add.getByLabel("New category name")).toHaveValue("");
    await add.getByLabel("New category name").fill(`CAT ${u.toUpperCase()}`);
    await addButton.click();
    await toast(page, `Failed to add category: Category "CAT ${u.toUpperCase()}" already exists.`);

    const rename = page.getByRole("region", { name: "Rename category" });
    const renameButton = rename.getByRole("button", { name: "Rename category" });
    await renameButton.click();
    await toast(page, "Please select a category to rename");
    await rename.getByLabel("Category to rename").selectOption(`Cat ${u}`);
    await renameButton.click();
    await toast(page, "Please enter a category name");
    await rename.getByLabel("Renamed to").fill(` Cat ${u} `);
    await renameButton.click();
    await toast(
      page,
      "Failed to update category: New category name must be different from the old one.",
    );
    await rename.getByLabel("Renamed to").fill("power tools");
    await renameButton.click();
    await toast(page, 'Failed to update category: Category "power tools" already exists.');
    await rename.getByLabel("Renamed to").fill(`Cat ${u}2`);
    await renameButton.click();
    await toast(page, `Category "Cat ${u}" updated to "Cat ${u}2" successfully!`);
    expect(categoryId(`Cat ${u}2`)).toBeDefined();
    expect(categoryId(`Cat ${u}`)).toBeUndefined();

    const del = page.getByRole("region", { name: "Delete category" });
    const delButton = del.getByRole("button", { name: "Delete category" });
    await delButton.click();
    await toast(page, "Please select a category to delete");
    await del.getByLabel("Category to delete").selectOption(`Cat ${u}2`);
    await delButton.click();
    await toast(page, `Category "Cat ${u}2" deleted successfully!`);
    expect(categoryId(`Cat ${u}2`)).toBeUndefined();

    // Gone meanwhile (another admin deleted it): the page still offers it.
    await post(page.request, { intent: "add-category", name: `Gone ${u}` });
    await page.reload();
    await rename.getByLabel("Category to rename").selectOption(`Gone ${u}`);
    await rename.getByLabel("Renamed to").fill(`Back ${u}`);
    await del.getByLabel("Category to delete").selectOption(`Gone ${u}`);
    await post(page.request, { intent: "delete-category", category: `Gone ${u}` });
    await renameButton.click();
    await toast(page, `Failed to update category: Category "Gone ${u}" not found in database.`);
    await delButton.click();
    await toast(page, `Failed to delete category: Category "Gone ${u}" not found in database.`);
    expect(categoryId(`Back ${u}`)).toBeUndefined();
  });

  test("subcategory messages: add, rename, delete, not found", async ({ page }) => {
    test.setTimeout(90_000);
    const u = unique();
    const cat = `Sub host ${u}`;
    await openManager(page);
    await post(page.request, { intent: "add-category", name: cat });
    await page.reload();

    const add = page.getByRole("region", { name: "Add subcategory" });
    const addButton = add.getByRole("button", { name: "Add subcategory" });
    await add.getByLabel("New subcategory name").fill("Deep Well");
    await addButton.click();
    await toast(page, "Please select a category and enter a subcategory name");
    await add.getByLabel("Category", { exact: true }).selectOption(cat);
    await add.getByLabel("New subcategory name").fill("");
    await addButton.click();
    await toast(page, "Please select a category and enter a subcategory name");
    await add.getByLabel("New subcategory name").fill("  ");
    await addButton.click();
    await toast(page, "Failed to add subcategory: Subcategory name cannot be empty.");
    await add.getByLabel("New subcategory name").fill(" Deep Well ");
    await addButton.click();
    await toast(page, `Subcategory "Deep Well" added to "${cat}" successfully!`);
    await add.getByLabel("Category", { exact: true }).selectOption(cat);
    await add.getByLabel("New subcategory name").fill("deep WELL");
    await addButton.click();
    await toast(
      page,
      `Failed to add subcategory: Subcategory "deep WELL" already exists in "${cat}".`,
    );

    const rename = page.getByRole("region", { name: "Rename subcategory" });
    const renameButton = rename.getByRole("button", { name: "Rename subcategory" });
    const renameSub = rename.getByLabel("Subcategory to rename");
    await expect(renameSub).toBeDisabled();
    await renameButton.click();
    await toast(page, "Please select a category and subcategory to rename");
    await rename.getByLabel("Category", { exact: true }).selectOption(cat);
    await expect(renameSub).toBeEnabled();
    await renameSub.selectOption("Deep Well");
    await rename.getByLabel("Renamed to").fill("Deep Well");
    await renameButton.click();
    await toast(
      page,
      "Failed to update subcategory: New subcategory name must be different from the old one.",
    );
    await rename.getByLabel("Renamed to").fill("Shallow Well");
    await renameButton.click();
    await toast(
      page,
      `Subcategory "Deep Well" updated to "Shallow Well" in "${cat}" successfully!`,
    );
    await expect(renameSub).toBeDisabled();

    const del = page.getByRole("region", { name: "Delete subcategory" });
    const delButton = del.getByRole("button", { name: "Delete subcategory" });
    await delButton.click();
    await toast(page, "Please select a category and subcategory to delete");
    await del.getByLabel("Category", { exact: true }).selectOption(cat);
    await delButton.click();
    await toast(page, "Please select a category and subcategory to delete");
    await del.getByLabel("Subcategory to delete").selectOption("Shallow Well");
    await delButton.click();
    await toast(page, `Subcategory "Shallow Well" deleted from "${cat}" successfully!`);
    expect(one("SELECT id FROM subcategory WHERE name = 'Shallow Well'")).toBeUndefined();

    // Gone meanwhile: rename and delete say it is not there.
    await post(page.request, { intent: "add-subcategory", category: cat, name: "Temp" });
    await page.reload();
    await rename.getByLabel("Category", { exact: true }).selectOption(cat);
    await renameSub.selectOption("Temp");
    await rename.getByLabel("Renamed to").fill("Other");
    await del.getByLabel("Category", { exact: true }).selectOption(cat);
    await del.getByLabel("Subcategory to delete").selectOption("Temp");
    await post(page.request, { intent: "delete-subcategory", category: cat, subcategory: "Temp" });
    await renameButton.click();
    await toast(page, `Failed to update subcategory: Subcategory "Temp" not found in "${cat}".`);
    await delButton.click();
    await toast(page, `Failed to delete subcategory: Subcategory "Temp" not found in "${cat}".`);
  });

  test("deleting a category that products use asks first, with the count", async ({ page }) => {
    const u = unique();
    const cat = `Used ${u}`;
    await openManager(page);
    await post(page.request, { intent: "add-category", name: cat });
    const id = String(categoryId(cat));
    for (const title of [`Used A ${u}`, `Used B ${u}`]) {
      const res = await page.request.post("/AddProductPage", {
        form: { intent: "save-product", title, price: "100", star: "1", category1: id },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
    }
    await page.reload();
    const del = page.getByRole("region", { name: "Delete category" });
    await del.getByLabel("Category to delete").selectOption(cat);
    await del.getByRole("button", { name: "Delete category" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete category "${cat}"?` });
    await expect(dialog).toContainText("2 products use this category.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(categoryId(cat)).toBeDefined();
    await del.getByRole("button", { name: "Delete category" }).click();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await toast(page, `Category "${cat}" deleted successfully!`);
    expect(categoryId(cat)).toBeUndefined();
    // The products stay, without that category.
    expect(one("SELECT id FROM product WHERE title = ?", `Used A ${u}`)).toBeDefined();
    expect(
      one(
        "SELECT count(*) AS n FROM product_category pc JOIN product p ON p.id = pc.product_id WHERE p.title LIKE ?",
        `Used _ ${u}`,
      ),
    ).toEqual({ n: 0 });
  });

  test("a rename shows at once in /shop filters and on the product page", async ({ page }) => {
    const u = unique();
    const cat = `Ren ${u}`;
    await openManager(page);
    await post(page.request, { intent: "add-category", name: cat });
    await post(page.request, { intent: "add-subcategory", category: cat, name: `Sub ${u}` });
    const id = categoryId(cat);
    const sub = one<{ id: number }>("SELECT id FROM subcategory WHERE name = ?", `Sub ${u}`)?.id;
    const title = `Renamed item ${u}`;
    await page.request.post("/AddProductPage", {
      form: {
        intent: "save-product",
        title,
        price: "2500",
        star: "4",
        category1: String(id),
        subcategory1: String(sub),
      },
      maxRedirects: 0,
    });
    const productId = one<{ id: string }>("SELECT id FROM product WHERE title = ?", title)?.id;
    await page.goto(`/shop?category=${encodeURIComponent(cat)}`);
    await expect(page.getByRole("link", { name: cat, exact: true }).first()).toBeVisible();

    await page.goto("/AddProductPage");
    const rename = page.getByRole("region", { name: "Rename category" });
    await rename.getByLabel("Category to rename").selectOption(cat);
    await rename.getByLabel("Renamed to").fill(`Pumps ${u}`);
    await rename.getByRole("button", { name: "Rename category" }).click();
    await toast(page, `Category "${cat}" updated to "Pumps ${u}" successfully!`);
    const renameSub = page.getByRole("region", { name: "Rename subcategory" });
    await renameSub.getByLabel("Category", { exact: true }).selectOption(`Pumps ${u}`);
    await renameSub.getByLabel("Subcategory to rename").selectOption(`Sub ${u}`);
    await renameSub.getByLabel("Renamed to").fill(`Borewell ${u}`);
    await renameSub.getByRole("button", { name: "Rename subcategory" }).click();
    await toast(
      page,
      `Subcategory "Sub ${u}" updated to "Borewell ${u}" in "Pumps ${u}" successfully!`,
    );

    await page.goto(`/shop?category=${encodeURIComponent(`Pumps ${u}`)}`);
    await expect(page.getByRole("link", { name: `Pumps ${u}`, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: cat, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Borewell ${u}`, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${title}`) })).toBeVisible();
    await page.goto(`/productinfo/${productId}`);
    await expect(page.getByRole("link", { name: `Pumps ${u}`, exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Borewell ${u}`).first()).toBeVisible();
    await expect(page.getByText(cat, { exact: true })).toHaveCount(0);
  });

  test("only the catalogue owner gets the category image control", async ({
    page,
    browser,
    ownerSession,
  }) => {
    const u = unique();
    const cat = `Img ${u}`;
    // The first admin (the seeded one) is the owner by default.
    await page.context().addCookies(ownerSession);
    await post(page.request, { intent: "add-category", name: cat });
    await page.goto("/AddProductPage");
    const panel = page.getByRole("region", { name: "Category image" });
    await expect(panel).toBeVisible();
    await panel.getByLabel("Category", { exact: true }).selectOption(cat);
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#1f5fa8" },
    })
      .jpeg()
      .toBuffer();
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: "cat.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await toast(page, `Category "${cat}" image updated successfully!`);
    const stored = one<{ image_media_id: string | null }>(
      "SELECT image_media_id FROM category WHERE name = ?",
      cat,
    );
    expect(stored?.image_media_id).toBeTruthy();

    // Another admin: no control, and the server refuses the change.
    const other = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.88.0.1" },
    });
    const otherPage = hydratingNavigation(await other.newPage());
    await newAdmin(other);
    await otherPage.goto("/AddProductPage");
    await expect(otherPage.getByRole("region", { name: "Add category" })).toBeVisible();
    await expect(otherPage.getByRole("region", { name: "Category image" })).toHaveCount(0);
    const media = one<{ id: string }>(
      "SELECT id FROM media WHERE id != ? LIMIT 1",
      stored?.image_media_id,
    );
    const res = await other.request.post("/AddProductPage", {
      form: { intent: "category-image", category: cat, image: media?.id ?? "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain("Unauthorized!");
    expect(
      one<{ image_media_id: string | null }>(
        "SELECT image_media_id FROM category WHERE name = ?",
        cat,
      ),
    ).toEqual(stored);
    await other.close();
  });
});
