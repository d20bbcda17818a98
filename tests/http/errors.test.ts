import { expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

test("an unknown path answers 404 with a helpful page", async ({ request }) => {
  const res = await request.get("/no-such-page");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("Page not found");
  expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
});

test("an unknown product answers 404 with 'Product not found'", async ({ request }) => {
  const res = await request.get("/productinfo/does-not-exist");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Product not found");
});

test("/error is the generic error page", async ({ request }) => {
  const res = await request.get("/error");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain("Something went wrong");
});

test("/healthz reports ok", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
});

test("a post whose Origin is not one URL is refused as cross-site, not a server error", async ({
  shop,
  request,
}) => {
  const email = `origin.${Date.now()}@example.com`;
  const res = await request.post("/enquiry", {
    form: { kind: "dealer", name: "Origin Test", email, phone: "9876543210", companyName: "X" },
    headers: { Origin: "http://a.example, http://b.example" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  const { n } = await shop.row<{ n: number | string }>(
    "SELECT count(*) AS n FROM enquiry WHERE email = ?",
    email,
  );
  // count(*) is a bigint on PostgreSQL (a string to the driver).
  expect({ n: Number(n) }).toEqual({
    n: 0,
  });
});
