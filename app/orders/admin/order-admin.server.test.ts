import { beforeEach, describe, expect, it } from "vitest";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { orderStatusSchema } from "~/orders/order-status";
import { createOrder, listOrdersForUser } from "~/orders/orders.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { createTestAccount } from "~/test/test-sessions.server";
import { ADMIN_ORDERS_PAGE_SIZE, listAllOrders, setOrderStatus } from "./order-admin.server";

const t = setupTempData();
/** Kiran's account id: a real Better Auth user, as the admin list reads it. */
let kiranId: string;
beforeEach(async () => {
  await tempAuth(t.db);
  kiranId = (await createTestAccount(t.db, { email: "kiran@example.com", name: "Kiran Solanki" }))
    .id;
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id: "a",
    title: "Product a",
    price: 150_000,
    star: 4,
  });
});

describe("orders for admins", () => {
  it("lists every order with its customer, lines and total, newest first", async () => {
    const first = await createOrder(t.db, kiranId, [{ id: "a", quantity: 2 }]);
    const second = await createOrder(t.db, "gone-user", [{ id: "a", quantity: 1 }]);
    const list = await listAllOrders(t.db, { status: null, page: 1 });
    expect(list.total).toBe(2);
    const [newest, older] = list.items;
    expect(new Set([newest?.id, older?.id])).toEqual(new Set([first?.id, second?.id]));
    const kiran = list.items.find((o) => o.id === first?.id);
    expect(kiran?.customer).toEqual({
      id: kiranId,
      name: "Kiran Solanki",
      email: "kiran@example.com",
    });
    expect(kiran?.lines.map((l) => [l.title, l.quantity])).toEqual([["Product a", 2]]);
    expect(kiran?.totalPaise).toBe(300_000);
    expect(list.items.find((o) => o.id === second?.id)?.customer.name).toBe("(deleted account)");
  });

  it("changes a status that its customer then sees, and filters by it", async () => {
    const order = await createOrder(t.db, kiranId, [{ id: "a", quantity: 1 }]);
    const id = order?.id as string;
    expect(await setOrderStatus(t.db, id, "quoted")).toBe(true);
    expect(await setOrderStatus(t.db, "ORD-000000-000000", "quoted")).toBe(false);
    expect((await listOrdersForUser(t.db, kiranId))[0]?.status).toBe("quoted");
    expect((await listAllOrders(t.db, { status: "quoted", page: 1 })).total).toBe(1);
    expect((await listAllOrders(t.db, { status: "completed", page: 1 })).total).toBe(0);
  });

  it("pages long lists", async () => {
    for (let i = 0; i < ADMIN_ORDERS_PAGE_SIZE + 1; i++)
      await createOrder(t.db, kiranId, [{ id: "a", quantity: 1 }]);
    const page2 = await listAllOrders(t.db, { status: null, page: 2 });
    expect([page2.page, page2.pageCount, page2.items.length]).toEqual([2, 2, 1]);
  });

  it("accepts only the four statuses and well-formed order ids", () => {
    const ok = { intent: "status", id: "ORD-261123-ABC123", status: "completed" };
    expect(orderStatusSchema.safeParse(ok).success).toBe(true);
    expect(orderStatusSchema.safeParse({ ...ok, status: "shipped" }).success).toBe(false);
    expect(orderStatusSchema.safeParse({ ...ok, id: "ORD-1' OR 1=1" }).success).toBe(false);
  });
});
