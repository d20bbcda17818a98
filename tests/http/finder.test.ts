import { expect } from "vitest";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/** Issue 13: typed specifications, posted to the admin form without JavaScript. */

const unique = () => Math.random().toString(36).slice(2, 8);

const productId = async (shop: TestShop, title: string) =>
  (await shop.row<{ id: string } | undefined>("SELECT id FROM product WHERE title = ?", title))?.id;

test("without JavaScript a nonsense spec is refused with its message and nothing is stored", async ({
  shop,
  request,
}) => {
  await newAdmin(shop, request);
  const title = `E2E Finder NoJS ${unique()}`;
  const res = await request.post("/AddProductPage", {
    form: {
      intent: "save-product",
      title,
      price: "100",
      star: "3",
      specPower: "1.5 HP",
      specDischarge: "30–5 LPM",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain(
    "Discharge: the lower value comes first; write the range low to high, like 5–30 LPM",
  );
  expect(await productId(shop, title)).toBeUndefined();
  const ok = await request.post("/AddProductPage", {
    form: { intent: "save-product", title, price: "100", star: "3", specHead: "45 m" },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(302);
  const id = await productId(shop, title);
  expect(
    await shop.row("SELECT head_min_m, head_max_m FROM product_spec WHERE product_id = ?", id),
  ).toEqual({
    head_min_m: 45,
    head_max_m: 45,
  });
  const page = await request.get(`/productinfo/${id}`);
  const html = await page.text();
  expect(html).toContain("Technical data");
  expect(html).toContain("45 m");
  // One point is not a curve.
  expect(html).not.toContain('data-testid="pump-curve"');
});
