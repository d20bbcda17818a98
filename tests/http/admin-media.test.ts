import { expect } from "vitest";
import { newUser, shopTest } from "../../app/test/test-shop";

/** The media library's guard over HTTP (moved from tests/e2e/admin-media.spec.ts). */

const test = shopTest();

test("a role user cannot open the media library", async ({ shop, request }) => {
  await newUser(shop, request);
  const res = await request.get("/admin/media", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toMatch(/^\/sign-in/);
});
