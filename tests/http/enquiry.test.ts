import { describe, expect } from "vitest";
import { reference, uniqueEmail, WA } from "../../app/test/enquiry-data";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

type Row = Record<string, unknown> & { id: number };

/** Enquiries stored for an e-mail address, oldest first. */
function stored(shop: TestShop, email: string): Promise<Row[]> {
  return shop.rows<Row>("SELECT * FROM enquiry WHERE email = ? ORDER BY id", email);
}

/** A seeded product to ask about. */
function someProduct(shop: TestShop): Promise<{ id: string; title: string }> {
  return shop.row("SELECT id, title FROM product ORDER BY id LIMIT 1");
}

function messageOf(url: string): string {
  expect(url.startsWith(`${WA}?text=`), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

describe("enquiries without JavaScript", () => {
  test("the product page's Get Quote is a link to the enquiry form", async ({ shop, request }) => {
    const product = await someProduct(shop);
    const html = await (await request.get(`/productinfo/${product.id}`)).text();
    expect(html).toContain(`href="/enquiry?product=${encodeURIComponent(product.id)}"`);
    const form = await request.get(`/enquiry?product=${encodeURIComponent(product.id)}`);
    expect(form.status()).toBe(200);
    const page = await form.text();
    expect(page).toContain("Product Inquiry");
    expect(page).toContain(product.title);
    expect(page).toContain('name="productId"');
  });

  test("a good post is stored, then 303-redirects to the WhatsApp message", async ({
    shop,
    request,
  }) => {
    const product = await someProduct(shop);
    const email = uniqueEmail("nojs");
    const res = await request.post(`/enquiry?product=${encodeURIComponent(product.id)}`, {
      form: {
        kind: "product",
        productId: product.id,
        name: "Anil Joshi",
        email,
        phone: "9825098250",
        companyName: "Joshi Irrigation",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const [row] = await stored(shop, email);
    expect(row).toMatchObject({
      kind: "product",
      product_id: product.id,
      name: "Anil Joshi",
      company: "Joshi Irrigation",
    });
    const text = messageOf(res.headers().location ?? "");
    expect(text).toBe(
      [
        "Product Inquiry",
        `Product: ${product.title}`,
        "Name: Anil Joshi",
        `Email: ${email}`,
        "Phone: 9825098250",
        "Company: Joshi Irrigation",
        `Reference: ${reference(row?.id ?? 0)}`,
      ].join("\n"),
    );

    // Back from a messaging app that did not open: the reference and a number to call, once.
    const cookie = (res.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
    expect(cookie).toBe(`enquiry_ref=${reference(row?.id ?? 0)}`);
    const back = await request.get("/enquiry", { headers: { Cookie: cookie } });
    const html = await back.text();
    expect(html).toContain(reference(row?.id ?? 0));
    expect(html).toContain('href="tel:+919825041230"');
    expect(back.headers()["cache-control"]).toContain("no-store");
  });

  test("bad input re-renders the form with each message and stores nothing", async ({
    shop,
    request,
  }) => {
    const email = uniqueEmail("bad").replace(".com", "");
    const res = await request.post("/enquiry", {
      form: { kind: "dealer", name: " ", email, phone: "98250", companyName: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    const html = await res.text();
    expect(html).toContain("Dealership Inquiry");
    expect(html).toContain("Name is required");
    expect(html).toContain("Email is invalid");
    expect(html).toContain("Phone number is invalid");
    expect(html).toContain("Company name is required");
    expect(html).toContain(`value="${email}"`);
    expect(await stored(shop, email)).toEqual([]);

    const empty = await request.post("/enquiry", { form: { kind: "dealer" }, maxRedirects: 0 });
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Email is required");
    expect(emptyHtml).toContain("Phone number is required");
  });

  test("the confirmation page shows a reference and a tap-to-call link", async ({ request }) => {
    const html = await (await request.get("/enquiry?ref=ENQ-00012")).text();
    expect(html).toContain("ENQ-00012");
    expect(html).toContain('href="tel:+919825041230"');
    const forged = await (await request.get("/enquiry?ref=<b>x</b>")).text();
    expect(forged).not.toContain("<b>x</b>");
    expect(forged).toContain("Dealership Inquiry");
  });

  test("posts are limited per client address, sized for many people behind one address", async ({
    request,
  }) => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof request.post>> | undefined;
    const address = { "X-Forwarded-For": `10.210.${Math.floor(Math.random() * 250)}.9` };
    for (let i = 0; i < 31; i++) {
      last = await request.post("/enquiry", {
        form: { kind: "dealer", name: "Flood", email: "x", phone: "", companyName: "" },
        headers: address,
        maxRedirects: 0,
      });
      statuses.push(last.status());
    }
    // RATE_LIMIT_ENQUIRY_PER_ADDRESS: 30 a minute by default.
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 400), 429]);
    expect(Number(last?.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Too many attempts. Please wait");
  });
});
