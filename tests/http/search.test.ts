import { describe, expect } from "vitest";
import { TEN_WITH_IMAGES } from "../../app/test/search-data";
import { makeProducts, uniqueToken } from "../../app/test/test-products.server";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/** Ten products whose titles share a token; long enough to need the 28-character cut. */
function tenWithImages(shop: TestShop) {
  return makeProducts(shop.db, TEN_WITH_IMAGES);
}

describe("search endpoint", () => {
  test("answers JSON with at most 8 matches, briefly cacheable", async ({ shop, request }) => {
    const made = await tenWithImages(shop);
    try {
      const res = await request.get(`/api/search?q=${made.token.toLowerCase()}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
      const body = (await res.json()) as { results: { id: string; title: string }[] };
      expect(body.results).toHaveLength(8);
      expect(body.results.every((r) => r.title.includes(made.token))).toBe(true);
      expect(body.results.map((r) => r.id)).toEqual(made.ids.slice(0, 8));

      const none = (await (await request.get(`/api/search?q=${uniqueToken()}`)).json()) as {
        results: unknown[];
      };
      expect(none.results).toEqual([]);
      const empty = (await (await request.get("/api/search?q=%20")).json()) as {
        results: unknown[];
      };
      expect(empty.results).toEqual([]);
      // Short text (a plain scan) still matches anywhere in a title.
      const short = (await (await request.get("/api/search?q=hp")).json()) as {
        results: unknown[];
      };
      expect(short.results.length).toBeGreaterThan(0);
      expect(short.results.length).toBeLessThanOrEqual(8);
    } finally {
      await made.cleanup();
    }
  });
});

describe("header search in Gujarati and Hindi", () => {
  test("hostile text in any script answers 200 with a sensible result or none", async ({
    request,
  }) => {
    for (const q of [
      "pump\u0000x",
      "\u094D",
      "\u200D\u200C",
      "सबमर्सिबल\u0000पंप",
      '"पंप" NEAR(* AND',
      // 10,000 characters, and 1,000 Gujarati ones (an address of about 9 KB).
      "pump ".repeat(2000),
      "પંપ ".repeat(250),
      "🚰💧 પંપ 🚰",
    ]) {
      const res = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status(), q.slice(0, 20)).toBe(200);
      const shop = await request.get(`/shop?q=${encodeURIComponent(q)}`);
      expect(shop.status(), q.slice(0, 20)).toBe(200);
    }
  });
});
