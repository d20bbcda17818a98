import type { Browser, BrowserContext, Page } from "@playwright/test";
import { m } from "~/i18n/paraglide/messages.js";
import {
  demoProduct,
  expect,
  flash,
  hydratingNavigation,
  newAdmin,
  newUser,
  serverRow,
  test,
} from "./fixtures";

/**
 * From a request to an order (docs/quotations.md): a customer asks for a
 * quotation from the cart; staff turn the lead into a GST quotation and send
 * it; the customer reads it on their phone, downloads the PDF and accepts it;
 * staff make the order, which both sides then see. Once with staff at a
 * desktop and the customer on a phone, once the other way round. Then a
 * dealer from another state (IGST), the link's refusals, and the customer's
 * forms with JavaScript off.
 */

async function fakeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
  );
}

/** A signed-in context of its own at a width (each side of the flow is its own person). */
async function person(browser: Browser, width: number, who: "admin" | "customer") {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height: 900 },
    javaScriptEnabled: true,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = hydratingNavigation(await context.newPage());
  const credentials = who === "admin" ? await newAdmin(page) : await newUser(page);
  await fakeWhatsApp(context);
  return { context, page, email: credentials.email };
}

/** The customer asks for a quotation from the cart with one product; returns its title. */
async function requestFromCart(page: Page): Promise<string> {
  await page.goto("/shop");
  // A full load of the product page: after a client-side click the URL changes
  // before the new heading renders, so the shop's heading could be read instead.
  const href = await page.locator("a[href^='/productinfo/']").first().getAttribute("href");
  await page.goto(href ?? "/shop");
  const addToCart = page.getByRole("button", { name: "Add to cart" });
  await expect(addToCart).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await addToCart.click();
  await page.goto("/cart");
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Request quotation" }).click();
  await (await popup).close();
  await expect(page.getByText("Quotation requested")).toBeVisible();
  return title;
}

/** Staff open the lead by the customer's e-mail and make a quotation from it. */
async function makeQuotation(page: Page, email: string) {
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: /^Make quotation for ENQ-/ }).click();
  await expect(page).toHaveURL(/\/admin\/quotations\/\d+$/);
  await expect(page.getByTestId("quotation-status")).toHaveText("Draft");
}

for (const [staffWidth, customerWidth] of [
  [1280, 375],
  [375, 1280],
] as const) {
  test(`@browser from a cart request to an accepted quotation and an order (staff ${staffWidth} px, customer ${customerWidth} px)`, async ({
    browser,
  }) => {
    // Two people, two sign-ups, a PDF: 1.1 min with another test beside it on 2 cores.
    test.setTimeout(180_000);
    const customer = await person(browser, customerWidth, "customer");
    const staff = await person(browser, staffWidth, "admin");
    const title = await requestFromCart(customer.page);

    await makeQuotation(staff.page, customer.email);
    const lines = staff.page.getByRole("listitem", { name: /^Line \d+$/ });
    // The cart's product is the first line, its title the description.
    await expect(lines.first().getByLabel("Description")).toHaveValue(title);
    await lines.first().getByLabel("Discount %").fill("5");
    const second = lines.nth(1);
    await second.getByLabel("Description").fill("Installation and commissioning");
    await second.getByLabel("HSN").fill("9987");
    await second.getByLabel("Qty").fill("1");
    await second.getByLabel("Unit price ₹").fill("1500");
    await second.getByLabel("GST %").fill("18");
    // The totals follow the fields, computed as the server will.
    await expect(staff.page.getByTestId("editor-total")).toContainText("Total ₹");

    // Bad input is refused beside its field, and nothing is sent.
    await second.getByLabel("GST %").fill("29");
    await staff.page.getByRole("button", { name: "Save and send" }).click();
    await expect(second.getByRole("alert")).toContainText("GST rate is a percentage from 0 to 28");
    await expect(staff.page.getByTestId("quotation-status")).toHaveText("Draft");
    await second.getByLabel("GST %").fill("18");
    await staff.page.getByRole("button", { name: "Save and send" }).click();
    await expect(staff.page.getByTestId("quotation-status")).toHaveText("Sent");

    // The hand-off carries the customer's link; the number follows the financial year.
    const number = (await staff.page.getByTestId("quotation-number").textContent())?.trim() ?? "";
    expect(number).toMatch(/^Q\/\d{4}-\d{2}\/\d{4,}$/);
    const link = await staff.page
      .getByRole("link", { name: "Customer's page" })
      .getAttribute("href");
    expect(link).toMatch(/\/q\/[A-Za-z0-9_-]{20,}$/);
    await expect(staff.page.getByTestId("handoff-text")).toContainText(link ?? "");
    const grand = (await staff.page.getByTestId("quotation-grand-total").textContent())?.trim();
    // Within Gujarat (the demo customer has no other state): CGST and SGST.
    await expect(staff.page.getByTestId("quotation-totals")).toContainText("CGST");

    // The customer opens the link, reads the same total, gets the PDF and accepts.
    const path = new URL(link ?? "").pathname;
    await customer.page.goto(path);
    await expect(customer.page.getByTestId("quotation-number")).toHaveText(number);
    await expect(customer.page.getByTestId("quotation-grand-total")).toHaveText(grand ?? "");
    // Its PDF is checked over HTTP (tests/http/quotations.test.ts).
    await customer.page.getByRole("button", { name: "Accept quotation" }).click();
    await expect(customer.page.getByTestId("quotation-answer-status")).toHaveText(
      m.quotations_status_accepted(),
    );
    await expect(customer.page.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);
    await customer.page.goto("/user");
    await expect(customer.page.getByRole("region", { name: "Your quotations" })).toContainText(
      number,
    );

    // Staff see it accepted and make the order, once.
    await staff.page.reload();
    await expect(staff.page.getByTestId("quotation-status")).toHaveText("Accepted");
    await staff.page.getByRole("button", { name: "Make order" }).click();
    await expect(staff.page.getByTestId("quotation-status")).toHaveText("Order made");
    const orders = serverRow<{ n: number }>(
      "SELECT COUNT(*) AS n FROM orders o JOIN quotation q ON q.id = o.quotation_id WHERE q.number = ?",
      number,
    );
    expect(orders.n).toBe(1);
    await staff.page.goto("/admin/orders");
    await expect(staff.page.getByRole("link", { name: number })).toBeVisible();
    await customer.page.reload();
    await expect(customer.page.getByText(`Made from quotation ${number}`)).toBeVisible();

    await customer.context.close();
    await staff.context.close();
  });
}

test("@browser a dealer in another state gets an IGST quotation, and the pipeline counts it", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await fakeWhatsApp(page.context());
  const email = `dealer.${Date.now().toString(36)}@example.com`;
  await page.goto("/dealer");
  await page.getByLabel(m.dealers_label_firm()).fill("Pune Pumps & Spares");
  await page.getByLabel(m.dealers_label_contact()).fill("Sachin Kulkarni");
  await page.getByLabel(m.forms_label_phone()).fill("98220 12345");
  await page.getByLabel(m.forms_label_email()).fill(email);
  await page.getByLabel(m.dealers_label_pin()).fill("411001");
  await page.getByLabel(m.dealers_label_territory()).fill("Pune, Satara");
  await page
    .getByRole("group", { name: m.dealers_label_products() })
    .getByRole("checkbox")
    .first()
    .check();
  await page.getByLabel(m.dealers_label_volume()).selectOption("10-25");
  // Saved first, then WhatsApp opens in the same tab.
  await Promise.all([
    page.waitForURL(/^https:\/\/wa\.me\//),
    page.getByRole("button", { name: m.dealers_submit() }).click(),
  ]);

  const staff = await person(browser, 1280, "admin");
  await makeQuotation(staff.page, email);
  // The dealer's PIN put the goods in Maharashtra (27): the tax is IGST.
  await expect(staff.page.getByLabel("Place of supply (where the goods go)")).toHaveValue("27");
  await expect(staff.page.getByLabel("Address")).toHaveValue(/Pune, Maharashtra 411001/);
  const first = staff.page.getByRole("listitem", { name: "Line 1" });
  // The line's product is picked by typing its model and choosing it from the catalogue's search.
  const product = demoProduct();
  await first.getByRole("combobox", { name: "Product" }).fill(product.title);
  await first.getByRole("option").first().click();
  await first.getByLabel("Qty").fill("10");
  await first.getByLabel("GST %").fill("18");
  await staff.page.getByRole("button", { name: "Save and send" }).click();
  await expect(staff.page.getByTestId("quotation-status")).toHaveText("Sent");
  const totals = staff.page.getByTestId("quotation-totals");
  await expect(totals).toContainText("IGST");
  await expect(totals).not.toContainText("CGST");
  await staff.page.goto("/admin");
  await expect(staff.page.getByRole("region", { name: "Pipeline" })).toBeVisible();
  await expect(staff.page.getByTestId("median-time").first()).not.toHaveText("");
  await staff.context.close();
});

test.describe("the customer's link without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@browser refuses a tampered link, takes a question and an acceptance by plain form posts", async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await newUser(page);
    // The cart request through the API the cart page posts to.
    const product = demoProduct().id;
    const res = await page.request.post("/cart", {
      form: { items: JSON.stringify([{ id: product, quantity: 2 }]) },
    });
    expect(res.status()).toBe(200);
    const staff = await person(browser, 1280, "admin");
    await makeQuotation(staff.page, customer.email);
    await staff.page.getByRole("button", { name: "Save and send" }).click();
    await expect(staff.page.getByTestId("quotation-status")).toHaveText("Sent");
    const link =
      (await staff.page.getByRole("link", { name: "Customer's page" }).getAttribute("href")) ?? "";
    const path = new URL(link).pathname;
    const token = path.split("/").at(-1) ?? "";

    const tampered = `/q/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await page.goto(tampered))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: m.quotations_missing_title() })).toBeVisible();
    // The tampered link's PDF, the PDF in the address's language and a second acceptance are
    // checked over HTTP (tests/http/quotations.test.ts).

    await page.goto(path);
    await page.getByLabel(m.quotations_ask_label()).fill("Is delivery to Gondal included?");
    await page.getByRole("button", { name: m.quotations_ask_button() }).click();
    await flash(page, m.quotations_question_thanks());
    await page.getByRole("button", { name: m.quotations_accept() }).click();
    await expect(page.getByTestId("quotation-answer-status")).toHaveText(
      m.quotations_status_accepted(),
    );
    const stored = serverRow<{ status: string; notes: number }>(
      `SELECT q.status, (SELECT COUNT(*) FROM enquiry_note n WHERE n.enquiry_id = q.enquiry_id) AS notes
         FROM quotation q WHERE q.token = ?`,
      token,
    );
    expect(stored).toEqual({ status: "accepted", notes: 2 });
    // Staff read the question on the lead.
    await staff.page.goto(`/admin/enquiries?q=${encodeURIComponent(customer.email)}`);
    await expect(staff.page.getByRole("list", { name: /^Notes on ENQ-/ })).toContainText(
      "Is delivery to Gondal included?",
    );
    await staff.context.close();
  });
});
