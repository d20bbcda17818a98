import { describe, expect } from "vitest";
import { makeProduct } from "../../app/test/test-products.server";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/**
 * The product page (spec §2 /productinfo/{id}) over plain HTTP: 404 and the
 * main image chosen by URL. Each test inserts the products it looks at.
 */

describe("product page over plain HTTP (JavaScript off)", () => {
  test("an unknown id answers 404 with 'Product not found'", async ({ request }) => {
    const res = await request.get("/productinfo/no-such-product-e2e");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("Product not found");
    expect(html).toContain("Description not found");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("?image=N picks the main image without JavaScript", async ({ shop, request }) => {
    const p = await makeProduct(shop.db, { images: 4 });
    const first = await (await request.get(`/productinfo/${p.id}`)).text();
    expect(first).toContain(`href="/media/w1280/${p.mediaIds[0]}"`);
    const third = await (await request.get(`/productinfo/${p.id}?image=2`)).text();
    expect(third).toContain(`href="/media/w1280/${p.mediaIds[2]}"`);
    expect(third).not.toContain(`href="/media/w1280/${p.mediaIds[0]}"`);
    // Out of range falls back to an image that exists.
    const odd = await (await request.get(`/productinfo/${p.id}?image=99`)).text();
    expect(odd).toContain(`href="/media/w1280/${p.mediaIds[3]}"`);
  });
});
