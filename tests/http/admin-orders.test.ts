import { describe, expect } from "vitest";
import { placeOrder } from "../../app/test/orders-data.server";
import { TEST_PASSWORD } from "../../app/test/test-sessions.server";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";

/** Orders for admins over HTTP (moved from tests/e2e/admin-orders.spec.ts). */

const test = shopTest();

/** A customer account (made by session on a client of its own, so `request` stays signed out). */
async function buyerAccount(shop: TestShop, label: string) {
  const person = await shop.signInAs(shop.client(), "user", label);
  return { id: person.id, email: person.email, password: TEST_PASSWORD };
}

async function orderStatus(shop: TestShop, id: string): Promise<string> {
  return (await shop.row<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)).status;
}

describe("orders over HTTP", () => {
  test("a role user can neither list orders nor change one, even their own", async ({
    shop,
    request,
  }) => {
    const buyer = await buyerAccount(shop, "tampering-buyer");
    const orderId = await placeOrder(shop.db, buyer.id);
    const res = await request.post("/sign-in", {
      form: { email: buyer.email, password: buyer.password },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    const list = await request.get("/admin/orders", { maxRedirects: 0 });
    expect(list.status()).toBe(302);
    expect(list.headers().location).toMatch(/^\/sign-in/);
    const post = await request.post("/admin/orders", {
      form: { intent: "status", id: orderId, status: "completed" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(await orderStatus(shop, orderId)).toBe("received");
  });

  test("an admin's bad input changes nothing", async ({ shop, request }) => {
    const buyer = await buyerAccount(shop, "plain-buyer");
    const orderId = await placeOrder(shop.db, buyer.id);
    await newAdmin(shop, request);
    for (const form of [
      { intent: "status", id: orderId, status: "shipped" },
      { intent: "status", id: "ORD-1; DROP TABLE orders", status: "completed" },
    ]) {
      expect((await request.post("/admin/orders", { form })).status()).toBe(400);
    }
    expect(await orderStatus(shop, orderId)).toBe("received");
    const ok = await request.post("/admin/orders", {
      form: { intent: "status", id: orderId, status: "cancelled" },
    });
    expect(ok.status()).toBe(200);
    expect(await orderStatus(shop, orderId)).toBe("cancelled");
  });
});
