import type { APIRequestContext, Page } from "@playwright/test";
import { createOrder } from "../../app/orders/orders.server";
import {
  expect,
  hydratingNavigation,
  newAdmin,
  openServerDb,
  test,
  uniqueEmail,
  withServerDb,
} from "./fixtures";
import { makeProducts } from "./shop-data";

async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail("buyer");
  const password = "buyer-password-1";
  const res = await request.post("/sign-up", { form: { name, email, password }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const db = openServerDb();
  try {
    const { id } = db.prepare('SELECT id FROM "user" WHERE email = ?').get(email) as { id: string };
    return { id, name, email, password };
  } finally {
    db.close();
  }
}

/**
 * An order as the cart stores it (createOrder): two lines, prices in paise, of
 * two products made for it and taken away again (an order keeps its lines).
 */
async function placeOrder(userId: string): Promise<string> {
  const made = await makeProducts([
    { title: "V4 Borewell Submersible 1 HP", priceRupees: 12_500 },
    { title: "Monoblock Pump 2 HP", priceRupees: 8_999.5 },
  ]);
  try {
    const order = await withServerDb((db) =>
      createOrder(
        db,
        userId,
        made.ids.map((id, i) => ({ id, quantity: i === 0 ? 2 : 1 })),
      ),
    );
    if (!order) throw new Error("no order was made");
    return order.id;
  } finally {
    await made.cleanup();
  }
}

function orderStatus(id: string): string {
  const db = openServerDb();
  try {
    return (db.prepare("SELECT status FROM orders WHERE id = ?").get(id) as { status: string })
      .status;
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string, password: string, to: string) {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

test.describe("orders for admins @browser", () => {
  test("an admin sees every order with customer, lines and totals, and a status change reaches the customer", async ({
    page,
    browser,
    request,
  }) => {
    const buyer = await signUp(request, "Kiran Solanki");
    const orderId = await placeOrder(buyer.id);

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

    const customer = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { "X-Forwarded-For": "10.8.8.8" },
    });
    const customerPage = hydratingNavigation(await customer.newPage());
    await signIn(customerPage, buyer.email, buyer.password, "/user");
    const mine = customerPage.getByRole("listitem").filter({ hasText: orderId });
    await expect(mine).toContainText("Status: Quoted");
    await expect(mine).toContainText("₹33,999.50");
    await customer.close();
  });
});

test.describe("orders over HTTP", () => {
  test("a role user can neither list orders nor change one, even their own", async ({
    request,
  }) => {
    const buyer = await signUp(request, "Tampering Buyer");
    const orderId = await placeOrder(buyer.id);
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
    expect(orderStatus(orderId)).toBe("received");
  });

  test("an admin's bad input changes nothing", async ({ request }) => {
    const buyer = await signUp(request, "Plain Buyer");
    const orderId = await placeOrder(buyer.id);
    await newAdmin(request);
    for (const form of [
      { intent: "status", id: orderId, status: "shipped" },
      { intent: "status", id: "ORD-1; DROP TABLE orders", status: "completed" },
    ]) {
      expect((await request.post("/admin/orders", { form })).status()).toBe(400);
    }
    expect(orderStatus(orderId)).toBe("received");
    const ok = await request.post("/admin/orders", {
      form: { intent: "status", id: orderId, status: "cancelled" },
    });
    expect(ok.status()).toBe(200);
    expect(orderStatus(orderId)).toBe("cancelled");
  });
});
