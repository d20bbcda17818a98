import { placeOrder } from "../../app/test/orders-data.server";
import {
  expect,
  hydratingNavigation,
  newAdmin,
  newUser,
  openServerDb,
  test,
  withServerDb,
} from "./fixtures";

function orderStatus(id: string): string {
  const db = openServerDb();
  try {
    return (db.prepare("SELECT status FROM orders WHERE id = ?").get(id) as { status: string })
      .status;
  } finally {
    db.close();
  }
}

test.describe("orders for admins @browser", () => {
  test("an admin sees every order with customer, lines and totals, and a status change reaches the customer", async ({
    page,
    browser,
  }) => {
    // The customer, signed in on a browser of their own by a session made for them.
    const customer = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.8.8.8" },
    });
    const customerPage = hydratingNavigation(await customer.newPage());
    const { email } = await newUser(customer, "buyer");
    const buyer = await withServerDb(async (db) => {
      await db
        .updateTable("user")
        .set({ name: "Kiran Solanki" })
        .where("email", "=", email)
        .execute();
      const { id } = await db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return { id, email };
    });
    const orderId = await withServerDb((db) => placeOrder(db, buyer.id));

    await newAdmin(page);
    await page.goto("/admin/orders");
    const order = page.getByRole("listitem", { name: `Order ${orderId}` });
    await expect(order).toContainText("Kiran Solanki");
    await expect(order).toContainText(buyer.email);
    await expect(order).toContainText("V4 Borewell Submersible 1 HP");
    await expect(order).toContainText("Monoblock Pump 2 HP");
    await expect(order).toContainText("₹25,000"); // 2 × ₹12,500
    await expect(order).toContainText("₹33,999.50"); // + ₹8,999.50
    await expect(order.getByText("Status: Received")).toBeVisible();

    await order.getByLabel(`Status of ${orderId}`).selectOption("quoted");
    await order.getByRole("button", { name: "Update" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Order ${orderId} is now quoted` }),
    ).toBeVisible();
    expect(orderStatus(orderId)).toBe("quoted");
    await expect(order.getByText("Status: Quoted")).toBeVisible();

    await page.goto("/admin/orders?status=quoted");
    await expect(page.getByRole("listitem", { name: `Order ${orderId}` })).toBeVisible();
    await page.goto("/admin/orders?status=cancelled");
    await expect(page.getByRole("listitem", { name: `Order ${orderId}` })).toHaveCount(0);

    await customerPage.goto("/user");
    await expect(customerPage).toHaveURL(/\/user$/);
    const mine = customerPage.getByRole("listitem").filter({ hasText: orderId });
    await expect(mine).toContainText("Status: Quoted");
    await expect(mine).toContainText("₹33,999.50");
    await customer.close();
  });
});
