import { describe, expect } from "vitest";
import { makeProduct } from "../../app/test/test-products.server";
import { newAdmin, shopTest } from "../../app/test/test-shop";
import { formFields } from "../../scripts/form-fields";

/** The product edit form posted back as read (moved from tests/e2e/admin-products.spec.ts). */

const test = shopTest();

describe("the edit form posted back as read", () => {
  test("changing one field keeps every other, typed specifications included", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const product = await makeProduct(shop.db, {
      images: 2,
      specification: "Head 45 m",
      features: "Copper",
    });
    const edit = `/update-product/${product.id}`;
    /** The page's form as a browser posts it, with some fields changed. */
    const post = async (change: Record<string, string>) => {
      const fields = formFields(await (await request.get(edit)).text(), 'value="save-product"');
      const body = new URLSearchParams();
      for (const [name, value] of fields) body.append(name, change[name] ?? value);
      for (const [name, value] of Object.entries(change)) {
        if (!fields.some(([n]) => n === name)) body.append(name, value);
      }
      const res = await request.post(edit, {
        data: body.toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        maxRedirects: 0,
      });
      expect(res.status()).toBe(302);
    };
    await post({ specPower: "1 HP", specPhase: "1", specHead: "10-60 m", imageAlt: "Nameplate" });
    const snapshot = async () =>
      JSON.stringify([
        await shop.rows(
          "SELECT title, price_paise, star, review_count, best_sell, specification, features FROM product WHERE id = ?",
          product.id,
        ),
        await shop.rows("SELECT * FROM product_spec WHERE product_id = ?", product.id),
        await shop.rows(
          "SELECT position, media_id, alt FROM product_image WHERE product_id = ? ORDER BY position",
          product.id,
        ),
        await shop.rows(
          "SELECT position, category_id, subcategory_id FROM product_category WHERE product_id = ? ORDER BY position",
          product.id,
        ),
      ]);
    const before = await snapshot();
    expect(before).toContain('"power_w":746');
    expect(before).toContain("Nameplate");
    await post({ description: "Only this changed" });
    expect(await snapshot()).toBe(before);
    expect(
      (
        await shop.rows<{ description: string }>(
          "SELECT description FROM product WHERE id = ?",
          product.id,
        )
      )[0]?.description,
    ).toBe("Only this changed");
  });
});
