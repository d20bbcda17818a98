import { describe, expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { testEmail } from "../../app/test/test-sessions.server";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * Control characters (NUL and the rest) in any text field of any form are
 * refused by the server with the field's message, and nothing is stored
 * (docs/forms.md). Plain HTTP: the browser's own check is skipped, as a
 * script's would be.
 */
const NUL = "\u0000";
const CONTROL_MESSAGE = (label: string) =>
  `${label} contains invisible control characters. Please retype it.`;

async function count(shop: TestShop, sql: string, ...args: unknown[]): Promise<number> {
  return Number((await shop.row<{ n: number | string }>(sql, ...args)).n);
}

async function expectRefused(
  request: HttpClient,
  url: string,
  form: Record<string, string>,
  message: string,
) {
  const res = await request.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `${url} ${JSON.stringify(form)}`).toBe(400);
  expect(await res.text()).toContain(message);
}

describe("control characters are refused and nothing is stored", () => {
  test("enquiry", async ({ shop, request }) => {
    const email = testEmail("cc-enquiry");
    const valid = {
      kind: "dealer",
      name: "Priya Mehta",
      email,
      phone: "9825012345",
      companyName: "Mehta Agro",
    };
    await expectRefused(
      request,
      "/enquiry",
      { ...valid, name: `Priya${NUL}` },
      CONTROL_MESSAGE("Name"),
    );
    await expectRefused(
      request,
      "/enquiry",
      { ...valid, companyName: "Mehta\tAgro" },
      CONTROL_MESSAGE("Company name"),
    );
    // The hidden GST field has no input to stand beside: its message is the form's.
    await expectRefused(
      request,
      "/enquiry",
      { ...valid, gstNumber: `24AB${NUL}` },
      CONTROL_MESSAGE("GST number"),
    );
    expect(await count(shop, "SELECT count(*) AS n FROM enquiry WHERE email = ?", email)).toBe(0);
  });

  test("contact: refused in every field; tab and new lines kept in the message", async ({
    shop,
    request,
  }) => {
    const email = testEmail("cc-contact");
    const valid = { fullname: "Kiran Shah", email, number: "9825012345", message: "Price list" };
    await expectRefused(
      request,
      "/contact",
      { ...valid, message: `Price${NUL} list` },
      CONTROL_MESSAGE("Message"),
    );
    await expectRefused(
      request,
      "/contact",
      { ...valid, number: `98250${NUL}12345` },
      CONTROL_MESSAGE("Phone number"),
    );
    expect(await count(shop, "SELECT count(*) AS n FROM enquiry WHERE email = ?", email)).toBe(0);

    const ok = await request.post("/contact", {
      form: { ...valid, message: "Line one\r\n\tLine two" },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(302);
    const row = await shop.row("SELECT message FROM enquiry WHERE email = ?", email);
    expect(row).toEqual({ message: "Line one\n\tLine two" });
  });

  test("sign-up, on our form and on Better Auth's API", async ({ shop, request }) => {
    const email = testEmail("cc-signup");
    await expectRefused(
      request,
      "/sign-up",
      { name: `Asha${NUL}`, email, password: "a-good-password" },
      CONTROL_MESSAGE("Name"),
    );
    const api = await request.post("/api/auth/sign-up/email", {
      data: { name: `Asha${NUL}`, email, password: "a-good-password" },
    });
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ message: CONTROL_MESSAGE("Name") });
    expect(await count(shop, `SELECT count(*) AS n FROM "user" WHERE email = ?`, email)).toBe(0);
  });

  test("product", async ({ shop, request }) => {
    await newAdmin(shop, request);
    const title = `Control ${Date.now().toString(36)}`;
    const valid = { intent: "save-product", title, price: "100", star: "4", review: "0" };
    await expectRefused(
      request,
      "/AddProductPage",
      { ...valid, title: `${title}${NUL}` },
      CONTROL_MESSAGE("Title"),
    );
    await expectRefused(
      request,
      "/AddProductPage",
      { ...valid, description: `Line one\nLine\u0007 two` },
      CONTROL_MESSAGE("Description"),
    );
    expect(
      await count(shop, "SELECT count(*) AS n FROM product WHERE title LIKE ?", `${title}%`),
    ).toBe(0);
  });

  test("category and subcategory", async ({ shop, request }) => {
    await newAdmin(shop, request);
    const name = `Control ${Date.now().toString(36)}`;
    await expectRefused(
      request,
      "/AddProductPage",
      { intent: "add-category", name: `${name}${NUL}` },
      `Failed to add category: ${CONTROL_MESSAGE("Category name")}`,
    );
    const existing = await shop.row<{ name: string }>(
      "SELECT name FROM category ORDER BY id LIMIT 1",
    );
    await expectRefused(
      request,
      "/AddProductPage",
      { intent: "add-subcategory", category: existing.name, name: `${name}\u001b` },
      `Failed to add subcategory: ${CONTROL_MESSAGE("Subcategory name")}`,
    );
    expect(
      await count(shop, "SELECT count(*) AS n FROM category WHERE name LIKE ?", `${name}%`),
    ).toBe(0);
    expect(
      await count(shop, "SELECT count(*) AS n FROM subcategory WHERE name LIKE ?", `${name}%`),
    ).toBe(0);
  });

  test("image set", async ({ shop, request }) => {
    await newAdmin(shop, request);
    const before = await count(shop, "SELECT count(*) AS n FROM image_set");
    const { id } = await shop.row<{ id: string }>("SELECT id FROM media ORDER BY id LIMIT 1");
    await expectRefused(
      request,
      "/AddUpdateImage",
      { intent: "create", type: "about", slot1: `${id}${NUL}` },
      "Failed to add images. Please try again.",
    );
    await expectRefused(
      request,
      "/AddUpdateImage",
      { intent: "create", type: `about${NUL}`, slot1: id },
      "Failed to add images. Please try again.",
    );
    expect(await count(shop, "SELECT count(*) AS n FROM image_set")).toBe(before);
  });
});
