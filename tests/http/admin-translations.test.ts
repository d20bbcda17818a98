import { describe, expect } from "vitest";
import { makeProduct } from "../../app/test/test-products.server";
import { newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** The admin's Translations view over HTTP (moved from tests/e2e/admin-translations.spec.ts). */

const test = shopTest();

interface TranslationRow {
  title: string;
  title_source: string;
  description: string;
}

const translation = (shop: TestShop, productId: string, locale: string) =>
  shop.row<TranslationRow | undefined>(
    "SELECT title, title_source, description FROM product_translation WHERE product_id = ? AND locale = ?",
    productId,
    locale,
  );

describe("admin translations over HTTP", () => {
  test("only admins may open or post them", async ({ shop, request }) => {
    const p = await makeProduct(shop.db, { images: 0 });
    await newUser(shop, request);
    for (const url of ["/admin/translations", `/admin/translations/product/${p.id}`]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(302);
    }
    const post = await request.post(`/admin/translations/product/${p.id}`, {
      form: { updatedAt: "0", title_gu: "પંપ" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(await translation(shop, p.id, "gu")).toBeUndefined();
  });
});
