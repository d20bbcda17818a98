import { describe, expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

describe("product datasheet", () => {
  test("an unknown product has no datasheet", async ({ request }) => {
    const res = await request.get("/productinfo/no-such-product-e2e/datasheet.pdf");
    expect(res.status()).toBe(404);
  });
});
