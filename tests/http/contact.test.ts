import { describe, expect } from "vitest";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

function storedContact(shop: TestShop, email: string) {
  return shop.row<Record<string, unknown> | undefined>(
    "SELECT * FROM enquiry WHERE kind = 'contact' AND email = ?",
    email,
  );
}

test("without JavaScript a bad post gets 400 with messages and stores nothing", async ({
  shop,
  request,
  baseURL,
}) => {
  const email = `bad.${Date.now()}@example`;
  const res = await request.post("/contact", {
    form: { fullname: "", email, number: "98", message: "hi" },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Name is required");
  expect(html).toContain("Email is invalid");
  expect(html).toContain("Phone number is invalid");
  expect(await storedContact(shop, email)).toBeUndefined();
});

test("without JavaScript a good post is stored, then redirects with a toast", async ({
  shop,
  request,
}) => {
  const email = `nojs.${Date.now()}@example.com`;
  const res = await request.post("/contact", {
    form: {
      fullname: "Anil Joshi",
      email,
      number: "9825098250",
      message: "Dealer enquiry for Jamnagar",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/contact");
  expect(res.headers()["set-cookie"]).toContain("flash=");
  expect(await storedContact(shop, email)).toMatchObject({
    name: "Anil Joshi",
    message: "Dealer enquiry for Jamnagar",
  });
  const cookie = (res.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  const next = await request.get("/contact", { headers: { Cookie: cookie } });
  expect(await next.text()).toContain("Your message has been sent");
});

describe("the contact map", () => {
  test("without JavaScript the page has the static map and the address link", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<img src="\/map\.svg" alt="Map of Plot 42, GIDC Phase II[^"]*"/);
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=GIDC+Metoda+Rajkot"',
    );
    expect(html).not.toContain("<iframe");
    const svg = await request.get("/map.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  });
});
