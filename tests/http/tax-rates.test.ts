import { describe, expect } from "vitest";
import { newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** The tax-rate page over HTTP (moved from tests/e2e/tax-rates.spec.ts). */

const test = shopTest();

let seq = 0;
/** An 8-digit HSN code no one else uses. */
const ownHsn = () =>
  `96${String((Date.now() + ++seq * 7919 + Math.floor(Math.random() * 1e5)) % 1e6).padStart(6, "0")}`;

/** How many rates an HSN code has (the browser spec also reads them, with SQLite's group_concat). */
const stored = async (shop: TestShop, hsn: string) => {
  const { n } = await shop.row<{ n: number }>(
    "SELECT count(*) AS n FROM tax_rate WHERE hsn = ?",
    hsn,
  );
  return { n: Number(n) };
};

describe("admin tax rates over HTTP", () => {
  test("a role user's page view and posts go to sign-in and change nothing", async ({
    shop,
    request,
  }) => {
    const hsn = ownHsn();
    await newUser(shop, request);
    const view = await request.get("/admin/tax-rates", { maxRedirects: 0 });
    expect(view.status()).toBe(302);
    expect(view.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
    const post = await request.post("/admin/tax-rates", {
      form: { intent: "add", hsn, rate: "18", from: "2024-01-01" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
    expect((await stored(shop, hsn)).n).toBe(0);
  });
});
