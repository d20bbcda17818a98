import { beforeEach, describe, expect, it } from "vitest";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { setupTempData } from "~/test/temp-data";
import { createOrder, getOrderForUser, listOrdersForUser } from "./orders.server";

const t = setupTempData();
beforeEach(async () => {
  for (const [id, price] of [
    ["a", 150_000],
    ["b", 990_000],
  ] as const) {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id,
      title: `Product ${id}`,
      price: price,
      star: 4,
    });
  }
});

describe("orders", () => {
  it("take prices and titles from the database and skip unknown ids", async () => {
    const order = await createOrder(t.db, "user-1", [
      { id: "a", quantity: 2 },
      { id: "b", quantity: 1 },
      { id: "ghost", quantity: 5 },
    ]);
    expect(order?.status).toBe("received");
    expect(order?.lines.map((l) => [l.productId, l.pricePaise, l.quantity])).toEqual([
      ["a", 150_000, 2],
      ["b", 990_000, 1],
    ]);
    expect(order?.totalPaise).toBe(2 * 150_000 + 990_000);
    expect(await createOrder(t.db, "user-1", [{ id: "ghost", quantity: 1 }])).toBeNull();
  });

  it("are listed for their owner only, newest first", async () => {
    const first = await createOrder(t.db, "user-1", [{ id: "a", quantity: 1 }]);
    const second = await createOrder(t.db, "user-1", [{ id: "b", quantity: 3 }]);
    await createOrder(t.db, "user-2", [{ id: "a", quantity: 1 }]);
    const mine = await listOrdersForUser(t.db, "user-1");
    expect(mine).toHaveLength(2);
    expect(new Set(mine.map((o) => o.id))).toEqual(new Set([first?.id, second?.id]));
    expect(mine[0]!.createdAt).toBeGreaterThanOrEqual(mine[1]!.createdAt);
    expect(await getOrderForUser(t.db, "user-2", first!.id)).toBeNull();
  });
});
