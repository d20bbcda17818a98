import { describe, expect } from "vitest";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/** Issue 13, item 4: /compare?ids=… as a script sees it. Reads the demo seed's pumps; changes nothing. */

async function idOf(shop: TestShop, title: string): Promise<string> {
  const row = await shop.row<{ id: string } | undefined>(
    "SELECT id FROM product WHERE title = ?",
    title,
  );
  if (!row) throw new Error(`no seeded product ${title}`);
  return row.id;
}

const V4_15 = "SPT V4 1.5 HP 15-Stage Borewell Submersible Pump";

describe("compare", () => {
  test("the page is noindex and cached for anonymous visitors", async ({ shop, request }) => {
    const res = await request.get(`/compare?ids=${await idOf(shop, V4_15)}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('content="noindex"');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/finder</loc>");
    expect(sitemap).not.toContain("/compare");
  });
});
