import { expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

test("a shop of its own: pages, security headers, each role signed in by session, the seeded catalogue", async ({
  request,
  shop,
}) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toContain("nonce-");
  const admin = shop.client();
  await shop.signInAs(admin, "admin");
  const page = await admin.get("/admin", { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const owner = shop.client();
  await shop.signInAsOwner(owner);
  expect((await owner.get("/admin/users", { maxRedirects: 0 })).status()).toBe(200);
  const user = shop.client();
  await shop.signInAs(user, "user");
  expect((await user.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
  const n = await shop.row<{ n: number }>("SELECT count(*) AS n FROM product WHERE id <> ?", "");
  expect(Number(n.n)).toBe(65);
});
