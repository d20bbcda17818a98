import { expect, newAdmin, openServerDb, test } from "./fixtures";
import { makeProducts } from "./shop-data";

/**
 * Bulk actions on /admin: tick rows or take every match of the
 * search, then confirm or preview on /admin/bulk; applied on the server in one
 * transaction, refused for anyone but an admin.
 */

function rows(ids: string[]) {
  const db = openServerDb();
  try {
    return ids.map(
      (id) =>
        db.prepare("SELECT price_paise, best_sell FROM product WHERE id = ?").get(id) as
          | { price_paise: number; best_sell: number }
          | undefined,
    );
  } finally {
    db.close();
  }
}

function categoriesOf(id: string) {
  const db = openServerDb();
  try {
    return db
      .prepare(
        `SELECT c.name AS category, s.name AS subcategory FROM product_category pc
         JOIN category c ON c.id = pc.category_id LEFT JOIN subcategory s ON s.id = pc.subcategory_id
         WHERE pc.product_id = ? ORDER BY pc.position`,
      )
      .all(id);
  } finally {
    db.close();
  }
}

test.describe("bulk actions @browser", () => {
  test("tick two rows, preview a 10 % price rise, apply it", async ({ page }) => {
    const made = await makeProducts([
      { title: "Bulk {token} Alpha", priceRupees: 4500 },
      { title: "Bulk {token} Beta", priceRupees: 999 },
      { title: "Bulk {token} Gamma", priceRupees: 100 },
    ]);
    try {
      await newAdmin(page);
      await page.goto(`/admin?q=${made.token}`);
      await page.getByRole("checkbox", { name: `Select Bulk ${made.token} Alpha` }).check();
      await page.getByRole("checkbox", { name: `Select Bulk ${made.token} Beta` }).check();
      await page.getByLabel("Bulk action").selectOption("price");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Change prices" })).toBeVisible();
      await expect(page.getByText("2 products selected.")).toBeVisible();
      await page.getByLabel("Change (use − to lower)").fill("10");
      await page.getByRole("button", { name: "Preview new prices" }).click();
      const table = page.getByRole("table");
      await expect(table).toContainText("₹4,950");
      await expect(table).toContainText("₹1,099");
      // Nothing changes before the apply.
      expect(rows(made.ids).map((r) => r?.price_paise)).toEqual([450_000, 99_900, 10_000]);
      await page.getByRole("button", { name: "Change 2 prices" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText("Prices of 2 products changed.")).toBeVisible();
      expect(rows(made.ids).map((r) => r?.price_paise)).toEqual([495_000, 109_900, 10_000]);
      const db = openServerDb();
      try {
        const audit = db
          .prepare("SELECT action FROM audit_log WHERE target_id IN (?, ?, ?)")
          .all(...made.ids);
        expect(audit).toEqual([{ action: "product.bulk.price" }, { action: "product.bulk.price" }]);
      } finally {
        db.close();
      }
    } finally {
      await made.cleanup();
    }
  });

  test("every match of the search: delete with one confirmation naming the count", async ({
    page,
  }) => {
    const made = await makeProducts([
      { title: "Gone {token} one", priceRupees: 10 },
      { title: "Gone {token} two", priceRupees: 20 },
      { title: "Gone {token} three", priceRupees: 30 },
    ]);
    try {
      await newAdmin(page);
      await page.goto(`/admin?q=${made.token.toLowerCase()}`);
      await page.getByRole("link", { name: /Select all 3 matching/ }).click();
      await expect(page.getByRole("heading", { name: "Bulk change" })).toBeVisible();
      await page.getByRole("combobox", { name: "Action", exact: true }).selectOption("delete");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Yes, delete 3 products" }).click();
      await expect(page.getByText("3 products deleted.")).toBeVisible();
      expect(rows(made.ids)).toEqual([undefined, undefined, undefined]);
    } finally {
      await made.cleanup();
    }
  });
});

test.describe("bulk actions without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("move ticked products to a category and subcategory, and mark them bestsellers", async ({
    page,
  }) => {
    const made = await makeProducts([
      { title: "Mover {token} A", priceRupees: 10 },
      { title: "Mover {token} B", priceRupees: 20 },
    ]);
    try {
      await newAdmin(page);
      await page.goto(`/admin?q=${made.token}`);
      for (const t of ["A", "B"])
        await page.getByRole("checkbox", { name: `Select Mover ${made.token} ${t}` }).check();
      await page.getByLabel("Bulk action").selectOption("move");
      await page.getByRole("button", { name: "Continue" }).click();
      const category = page.getByRole("combobox", { name: "Category", exact: true });
      const first = await category.locator("option").nth(1).textContent();
      await category.selectOption({ index: 1 });
      const sub = page.getByRole("combobox", { name: "Subcategory (optional)" });
      const subName = await sub.locator(`optgroup[label="${first}"] option`).first().textContent();
      await sub.selectOption({ label: subName ?? "" });
      await page.getByRole("button", { name: "Move 2 products" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      for (const id of made.ids)
        expect(categoriesOf(id)).toEqual([{ category: first, subcategory: subName }]);

      await page.goto(`/admin/bulk?action=bestseller-on&id=${made.ids[0]}&id=${made.ids[1]}`);
      await page.getByRole("button", { name: "Mark as bestseller: 2 products" }).click();
      expect(rows(made.ids).map((r) => r?.best_sell)).toEqual([1, 1]);
    } finally {
      await made.cleanup();
    }
  });
});
