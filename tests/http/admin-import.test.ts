import { describe, expect } from "vitest";
import { makeProduct } from "../../app/test/test-products.server";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** Products as a spreadsheet over HTTP (moved from tests/e2e/admin-import.spec.ts). */

const test = shopTest();

const productRow = (shop: TestShop, id: string) =>
  shop.row<{ title: string; price_paise: number } | undefined>(
    "SELECT title, price_paise FROM product WHERE id = ?",
    id,
  );

describe("products as a spreadsheet over HTTP", () => {
  test("a file over 8 MB is refused before it is read, and a spreadsheet's own format is named", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const big = await request.post("/admin/products/import", {
      multipart: {
        intent: "preview",
        file: {
          name: "huge.csv",
          mimeType: "text/csv",
          buffer: Buffer.alloc(9 * 1024 * 1024, "a"),
        },
      },
      maxRedirects: 0,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("The file is larger than 8 MB");
    const xlsx = await request.post("/admin/products/import", {
      multipart: {
        intent: "preview",
        file: {
          name: "products.xlsx",
          mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          buffer: Buffer.from([
            0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0xff, 0xfe,
          ]),
        },
      },
      maxRedirects: 0,
    });
    expect(xlsx.status()).toBe(200);
    expect(await xlsx.text()).toContain("This file is not a CSV file.");
  });

  test("a role user can neither export nor import", async ({ shop, request }) => {
    const p = await makeProduct(shop.db, { images: 1 });
    await newUser(shop, request);
    const csv = await request.get("/admin/products.csv", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(csv.headers().location).toMatch(/^\/sign-in/);
    const post = await request.post("/admin/products/import", {
      multipart: {
        intent: "preview",
        file: {
          name: "x.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(`ID,Title,Price (₹)\n${p.id},Hacked,1\n`),
        },
      },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    const apply = await request.post("/admin/products/import", {
      multipart: {
        intent: "apply",
        fingerprint: "x",
        csv: `ID,Title,Price (₹)\n${p.id},Hacked,1\n`,
      },
      maxRedirects: 0,
    });
    expect(apply.status()).toBe(302);
    expect((await productRow(shop, p.id))?.title).toBe(p.title);
  });
});
