import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, newAdmin, openServerDb, serverRow, test, writableServerDb } from "./fixtures";
import { makeProduct } from "./make-product";

/** The admin's Translations view (docs/languages.md, "Translated content"). */

interface TranslationRow {
  title: string;
  title_source: string;
  description: string;
}

function translation(productId: string, locale: string): TranslationRow | undefined {
  return serverRow<TranslationRow | undefined>(
    "SELECT title, title_source, description FROM product_translation WHERE product_id = ? AND locale = ?",
    productId,
    locale,
  );
}

function auditActions(targetId: string): string[] {
  const db = openServerDb();
  try {
    const rows = db
      .prepare("SELECT action FROM audit_log WHERE target_id = ? ORDER BY id")
      .all(targetId) as { action: string }[];
    return rows.map((r) => r.action);
  } finally {
    db.close();
  }
}

/** The English changes behind the translator's back (as another admin's edit would). */
function changeEnglishTitle(productId: string, title: string) {
  const db = writableServerDb();
  try {
    db.prepare("UPDATE product SET title = ?, updated_at = updated_at + 1 WHERE id = ?").run(
      title,
      productId,
    );
  } finally {
    db.close();
  }
}

const SHOTS = path.join("test-results", "admin-translations");

async function screenshots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

test.describe("admin translations @browser", () => {
  test("translate a product beside its English, see it flagged when the English changes, confirm it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const p = await makeProduct({ images: 1, description: "Strong pump\nFor farms" });
    await newAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("link", { name: /products? needs? Gujarati/ })).toBeVisible();
    await page.getByRole("link", { name: "Translations", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/translations$/);
    await expect(page.getByRole("heading", { name: "Translations", level: 1 })).toBeVisible();

    await page.getByLabel("Title contains").fill(p.title);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText(p.title)).toBeVisible();
    await page.getByRole("link", { name: `Translate ${p.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/translations/product/${p.id}$`));

    // English beside each language; nothing translated yet.
    const title = page.getByRole("group", { name: "Title" });
    await expect(title).toContainText(p.title);
    await expect(page.locator('[data-translation="title_gu"]')).toHaveAttribute(
      "data-status",
      "missing",
    );

    // Markup is refused with the form's message and nothing is stored.
    await field(page, "title_gu").fill("<b>પંપ</b>");
    await page.getByRole("button", { name: "Save translations" }).click();
    await expect(
      page.getByText(
        "Gujarati title cannot contain markup such as <b> or <script>. Please write plain text.",
      ),
    ).toBeVisible();
    await expect(field(page, "title_gu")).toHaveValue("<b>પંપ</b>");
    expect(translation(p.id, "gu")).toBeUndefined();

    await field(page, "title_gu").fill("બોરવેલ પંપ");
    await field(page, "description_gu").fill("મજબૂત પંપ\nખેતર માટે");
    await field(page, "title_hi").fill("बोरवेल पंप");
    await page.getByRole("button", { name: "Save translations" }).click();
    await expect(page.getByText("Translations saved successfully!")).toBeVisible();
    await expect(page.locator('[data-translation="title_gu"]')).toHaveAttribute(
      "data-status",
      "current",
    );
    await expect(field(page, "title_gu")).toHaveValue("બોરવેલ પંપ");
    expect(translation(p.id, "gu")).toEqual({
      title: "બોરવેલ પંપ",
      title_source: p.title,
      description: "મજબૂત પંપ\nખેતર માટે",
    });
    expect(auditActions(p.id)).toEqual(["product.translate"]);

    // The English changes: the Gujarati stays, flagged, with what it was made from.
    changeEnglishTitle(p.id, `${p.title} v2`);
    await page.reload();
    const gu = page.locator('[data-translation="title_gu"]');
    await expect(gu).toHaveAttribute("data-status", "outdated");
    await expect(gu.getByText("Out of date")).toBeVisible();
    await screenshots(page, "product");

    await page.goto(`/admin/translations?lang=gu&status=outdated&q=${encodeURIComponent(p.title)}`);
    await expect(page.getByRole("link", { name: `Translate ${p.title} v2` })).toBeVisible();
    await screenshots(page, "list");
    await page.getByRole("link", { name: `Translate ${p.title} v2` }).click();

    await gu.getByLabel("Still correct for the current English").check();
    await page.getByRole("button", { name: "Save translations" }).click();
    await expect(page.getByText("Translations saved successfully!")).toBeVisible();
    await expect(gu).toHaveAttribute("data-status", "current");
    expect(translation(p.id, "gu")?.title_source).toBe(`${p.title} v2`);
  });
});

test.describe("admin translations without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("a category's names save as a plain form, and a refused one keeps what was typed", async ({
    page,
  }) => {
    await newAdmin(page);
    await page.goto("/admin/translations");
    const first = page.getByRole("link", { name: /^Translate / }).last();
    const href = (await first.getAttribute("href")) ?? "";
    const categoryId = Number(href.split("/").pop());
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/admin/translations/category/${categoryId}$`));

    await field(page, "name_hi").fill("न".repeat(61));
    await page.getByRole("button", { name: "Save translations" }).click();
    await expect(page.getByText("Hindi name is too long (60 characters at most)")).toBeVisible();
    await expect(field(page, "name_hi")).toHaveValue("न".repeat(61));

    const name = `પંપ ${Math.random().toString(36).slice(2, 6)}`;
    await field(page, "name_hi").fill("");
    await field(page, "name_gu").fill(name);
    await page.getByRole("button", { name: "Save translations" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/translations/category/${categoryId}$`));
    await expect(field(page, "name_gu")).toHaveValue(name);
    expect(
      serverRow<{ name: string }>(
        "SELECT name FROM category_translation WHERE category_id = ? AND locale = 'gu'",
        categoryId,
      ),
    ).toEqual({ name });
    await screenshots(page, "category");
  });
});
