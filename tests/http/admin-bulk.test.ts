import { describe, expect } from "vitest";
import { makeProducts } from "../../app/test/test-products.server";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** Bulk actions on /admin over HTTP (moved from tests/e2e/admin-bulk.spec.ts). */

const test = shopTest();

async function rows(shop: TestShop, ids: string[]) {
  const found = [];
  for (const id of ids) {
    found.push(
      await shop.row<{ price_paise: number; best_sell: number } | undefined>(
        "SELECT price_paise, best_sell FROM product WHERE id = ?",
        id,
      ),
    );
  }
  return found;
}

describe("bulk actions over HTTP", () => {
  test("bad settings change nothing; a role user is refused", async ({ shop, request }) => {
    const made = await makeProducts(shop.db, [{ title: "Guard {token}", priceRupees: 100 }]);
    try {
      await newAdmin(shop, request);
      const bad = await request.post("/admin/bulk", {
        form: { id: made.ids[0] ?? "", action: "price", mode: "percent", change: "-95" },
        maxRedirects: 0,
      });
      expect(bad.status()).toBe(400);
      const below = await request.post("/admin/bulk", {
        form: { id: made.ids[0] ?? "", action: "price", mode: "amount", change: "-500" },
        maxRedirects: 0,
      });
      expect(below.status()).toBe(400);
      expect((await rows(shop, made.ids))[0]?.price_paise).toBe(10_000);

      const role = shop.client();
      await newUser(shop, role);
      const refused = await role.post("/admin/bulk", {
        form: { id: made.ids[0] ?? "", action: "delete" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(302);
      expect(refused.headers().location).toMatch(/^\/sign-in/);
      expect((await rows(shop, made.ids))[0]).toBeDefined();
      await role.dispose();
    } finally {
      await made.cleanup();
    }
  });
});
