import { describe, expect } from "vitest";
import { ADMIN, editProductPath } from "../../app/http/paths";
import type { HttpClient } from "../../app/test/http-client";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * What the admin actions below could change: their target product and
 * category, anything named "Forged", and audit rows about them. Targeted, so
 * other tests running at the same time do not disturb the comparison.
 */
async function snapshot(shop: TestShop): Promise<string> {
  const { id } = await shop.row<{ id: string }>(
    "SELECT id FROM product ORDER BY created_at, id LIMIT 1",
  );
  const cat = await shop.row<{ id: number }>("SELECT id FROM category ORDER BY id LIMIT 1");
  const reads: [string, unknown[]][] = [
    ["SELECT * FROM product WHERE id = ?", [id]],
    ["SELECT * FROM product_image WHERE product_id = ? ORDER BY position", [id]],
    ["SELECT * FROM product_category WHERE product_id = ? ORDER BY position", [id]],
    ["SELECT * FROM category WHERE id = ?", [cat.id]],
    ["SELECT * FROM subcategory WHERE category_id = ? ORDER BY id", [cat.id]],
    // The demo's own products only: tests running beside this one add theirs to this category.
    [
      "SELECT count(*) AS n FROM product_category WHERE category_id = ? AND product_id LIKE 'spt-%'",
      [cat.id],
    ],
    ["SELECT count(*) AS n FROM product WHERE title LIKE 'Forged%' OR title = 'X'", []],
    ["SELECT count(*) AS n FROM category WHERE name LIKE 'Forged%'", []],
    [
      "SELECT count(*) AS n FROM audit_log WHERE detail LIKE '%Forged%' OR target_id IN (?, ?)",
      [id, String(cat.id)],
    ],
  ];
  const rows = [];
  for (const [sql, args] of reads) rows.push(await shop.rows(sql, ...args));
  return JSON.stringify(rows);
}

/** Every admin change the app accepts, with input an admin would get through. */
async function adminPosts(
  shop: TestShop,
): Promise<{ url: string; form: Record<string, string> }[]> {
  const product = await shop.row<{ id: string; updated_at: number }>(
    "SELECT id, updated_at FROM product ORDER BY created_at, id LIMIT 1",
  );
  const category = await shop.row<{ id: number; name: string }>(
    "SELECT id, name FROM category ORDER BY id LIMIT 1",
  );
  const sub = await shop.row<{ name: string }>(
    "SELECT name FROM subcategory WHERE category_id = ? ORDER BY id LIMIT 1",
    category.id,
  );
  const media = await shop.row<{ id: string }>("SELECT id FROM media ORDER BY id LIMIT 1");
  const valid = {
    intent: "save-product",
    title: "Forged product",
    price: "1",
    star: "5",
    review: "1",
    category1: String(category.id),
  };
  return [
    { url: "/admin", form: { intent: "delete-product", id: product.id } },
    { url: "/AddProductPage", form: valid },
    {
      url: `/update-product/${product.id}`,
      form: { ...valid, updatedAt: String(product.updated_at) },
    },
    { url: "/AddProductPage", form: { intent: "add-category", name: "Forged" } },
    {
      url: "/AddProductPage",
      form: { intent: "rename-category", category: category.name, name: "Forged" },
    },
    {
      url: "/AddProductPage",
      form: { intent: "delete-category", category: category.name, confirm: "yes" },
    },
    {
      url: "/AddProductPage",
      form: { intent: "add-subcategory", category: category.name, name: "Forged" },
    },
    {
      url: "/AddProductPage",
      form: {
        intent: "rename-subcategory",
        category: category.name,
        subcategory: sub.name,
        name: "Forged",
      },
    },
    {
      url: "/AddProductPage",
      form: { intent: "delete-subcategory", category: category.name, subcategory: sub.name },
    },
    {
      url: "/AddProductPage",
      form: { intent: "category-image", category: category.name, image: media.id },
    },
  ];
}

async function expectRefusedEverywhere(shop: TestShop, request: HttpClient) {
  const before = await snapshot(shop);
  for (const { url, form } of await adminPosts(shop)) {
    const res = await request.post(url, { form, maxRedirects: 0 });
    expect(res.status(), `${url} ${form.intent}`).toBe(302);
    expect(res.headers().location, `${url} ${form.intent}`).toMatch(/^\/sign-in\?redirectTo=/);
    // The client-side navigation form of the same post (React Router's .data).
    const data = await request.post(`${url}.data`, { form, maxRedirects: 0 });
    expect(data.status()).toBeLessThan(500);
    expect(await data.text()).not.toMatch(/successfully/i);
  }
  expect(await snapshot(shop)).toBe(before);
  const product = await shop.row<{ id: string }>("SELECT id FROM product ORDER BY id LIMIT 1");
  for (const page of ["/AddProductPage", `/update-product/${product.id}`, "/admin/audit"]) {
    const res = await request.get(page, { maxRedirects: 0 });
    expect(res.status(), page).toBe(302);
    expect(res.headers().location).toMatch(/^\/sign-in/);
  }
}

describe("admin actions over HTTP", () => {
  test("a signed-out visitor changes nothing", async ({ shop, request }) => {
    await expectRefusedEverywhere(shop, request);
    const events = await request.get("/api/admin/events");
    expect(events.status()).toBe(401);
  });

  test("a role user changes nothing", async ({ shop, request }) => {
    await newUser(shop, request);
    await expectRefusedEverywhere(shop, request);
    const events = await request.get("/api/admin/events");
    expect(events.status()).toBe(403);
  });

  test("an admin's bad input is refused by the server with the rule's message", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const before = await snapshot(shop);
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "save-product", title: "X", price: "1", star: "6" },
        400,
        "Star rating cannot be more than 5",
      ],
      [{ intent: "save-product", title: "X", price: "1", star: "2.3" }, 400, "half steps"],
      [{ intent: "save-product", title: " ", price: "1", star: "1" }, 400, "Title is required"],
      [
        { intent: "save-product", title: "X", price: "1", star: "1", image: "nonexistent" },
        400,
        "An image was not found",
      ],
      [
        { intent: "save-product", title: "X", price: "1", star: "1", subcategory1: "1" },
        400,
        "Choose a category before its subcategory",
      ],
      [{ intent: "add-category", name: "" }, 400, "Please enter a category name"],
      [{ intent: "add-category", name: " " }, 400, "Category name cannot be empty."],
      [{ intent: "add-category", name: "power TOOLS" }, 400, "already exists."],
      [{ intent: "delete-category", category: "" }, 400, "Please select a category to delete"],
      [
        { intent: "add-subcategory", category: "Power Tools", name: "" },
        400,
        "Please select a category and enter a subcategory name",
      ],
      [
        { intent: "delete-subcategory", category: "Power Tools" },
        400,
        "Please select a category and subcategory to delete",
      ],
      [
        { intent: "rename-subcategory", category: "Nope", subcategory: "A", name: "B" },
        400,
        "not found in database.",
      ],
    ];
    for (const [form, status, message] of cases) {
      const res = await request.post("/AddProductPage", { form, maxRedirects: 0 });
      expect(res.status(), JSON.stringify(form)).toBe(status);
      expect(await res.text()).toContain(message.replace(/"/g, "&quot;"));
    }
    // A category in use is deleted only with confirmation.
    const used = await shop.row<{ name: string }>(
      "SELECT c.name FROM category c JOIN product_category pc ON pc.category_id = c.id ORDER BY c.id LIMIT 1",
    );
    const res = await request.post("/AddProductPage", {
      form: { intent: "delete-category", category: used.name },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(409);
    expect(await snapshot(shop)).toBe(before);
  });

  test("admin changes are audited: who, what, when, target", async ({ shop, request }) => {
    await newAdmin(shop, request, "http-admin");
    const name = `Audited ${Date.now().toString(36)}`;
    const res = await request.post("/AddProductPage", {
      form: { intent: "add-category", name },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const row = await shop.row<{
      actor_email: string;
      action: string;
      target_type: string;
      at: number;
    }>("SELECT * FROM audit_log WHERE detail = ?", name);
    expect(row).toMatchObject({ action: "category.add", target_type: "category" });
    expect(row.actor_email).toMatch(/^http-admin\./);
    expect(Date.now() - row.at).toBeLessThan(60_000);
    const page = await request.get("/admin/audit");
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(name);
  });
});

describe("admin answers are never stored", () => {
  test("every admin page, as a document and as a client navigation's data, is private, no-store", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const product = await shop.row<{ id: string }>("SELECT id FROM product ORDER BY id LIMIT 1");
    const pages = [
      ...Object.values(ADMIN).filter((p) => !/\.csv$|\/api\//.test(p)),
      editProductPath(product.id),
    ];
    for (const page of pages) {
      for (const url of [page, `${page}.data`]) {
        const res = await request.get(url, { maxRedirects: 0 });
        // People is the owner's page: another admin is refused there, and that answer is private too.
        expect([200, 403], url).toContain(res.status());
        expect(res.headers()["cache-control"], url).toBe("private, no-store");
      }
    }
  });
});
