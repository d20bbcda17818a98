import { describe, expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

// The page cache on, on PostgreSQL too (off by default in test shops): every change below is
// made through the admin's own HTTP actions, which publish, so the cache hears it on both.
const test = shopTest({ PAGE_CACHE_MB: "16" });

/**
 * The page cache (app/cache/) is about correctness here, not speed: what an
 * admin changes shows on the very next anonymous request of every page that
 * shows it, HTML and `.data` alike; nothing personal is ever served from it or
 * stored in it; each response has its own working CSP nonce.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

function one<T>(shop: TestShop, sql: string, ...args: unknown[]): Promise<T | undefined> {
  return shop.row<T | undefined>(sql, ...args);
}

/** A visitor: no cookies of its own, its own client address. */
async function visitor(shop: TestShop): Promise<HttpClient> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return shop.client({ ip: `10.77.${octet()}.${octet()}` });
}

async function text(request: HttpClient, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  return res.text();
}

async function post(request: HttpClient, url: string, form: Record<string, string>) {
  const res = await request.post(url, { form, maxRedirects: 0 });
  expect([200, 302, 303], `${url} ${JSON.stringify(form)}`).toContain(res.status());
}

/** A category of its own with one product in it, made through the admin forms. */
async function madeProduct(shop: TestShop, request: HttpClient, u: string) {
  const category = `Cache Cat ${u}`;
  await post(request, "/AddProductPage", { intent: "add-category", name: category });
  const categoryId = (
    await one<{ id: number }>(shop, "SELECT id FROM category WHERE name = ?", category)
  )?.id;
  const title = `Cache Pump ${u}`;
  const fields = {
    intent: "save-product",
    title,
    price: "4321",
    star: "4",
    review: "3",
    category1: String(categoryId),
    description: "Cast iron body",
  };
  await post(request, "/AddProductPage", fields);
  const row = await one<{ id: string; updated_at: number }>(
    shop,
    "SELECT id, updated_at FROM product WHERE title = ?",
    title,
  );
  if (!row) throw new Error("product not saved");
  return { id: row.id, title, category, fields };
}

describe("page cache", () => {
  test("a product edit and delete show on the next anonymous request of every page, HTML and .data", async ({
    shop: testShop,
    request,
  }) => {
    await newAdmin(testShop, request);
    const guest = await visitor(testShop);
    const u = unique();
    const p = await madeProduct(testShop, request, u);
    const shop = `/shop?${new URLSearchParams({ category: p.category })}`;
    const shopData = `/shop.data?${new URLSearchParams({ category: p.category })}`;
    const pages = [`/productinfo/${p.id}`, `/productinfo/${p.id}.data`, shop, shopData];
    // Twice: the second answer comes from the cache.
    for (const path of pages) {
      await text(guest, path);
      expect(await text(guest, path), path).toContain(p.title);
    }
    expect(await text(guest, "/sitemap.xml")).toContain(`/productinfo/${p.id}`);

    const renamed = `Cache Pump ${u} Mk II`;
    const { updated_at } = (await one<{ updated_at: number }>(
      testShop,
      "SELECT updated_at FROM product WHERE id = ?",
      p.id,
    )) as { updated_at: number };
    await post(request, `/update-product/${p.id}`, {
      ...p.fields,
      title: renamed,
      updatedAt: String(updated_at),
    });
    for (const path of pages) expect(await text(guest, path), path).toContain(renamed);

    await post(request, "/admin", { intent: "delete-product", id: p.id });
    expect((await guest.get(`/productinfo/${p.id}`)).status()).toBe(404);
    expect((await guest.get(`/productinfo/${p.id}.data`)).status()).not.toBe(200);
    for (const path of [shop, shopData]) expect(await text(guest, path)).not.toContain(renamed);
    expect(await text(guest, "/sitemap.xml")).not.toContain(`/productinfo/${p.id}`);
    await guest.dispose();
  });

  test("a category rename shows at once on the home page, the shop, the product page and /about", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const guest = await visitor(shop);
    const u = unique();
    const p = await madeProduct(shop, request, u);
    const pages = ["/", "/_.data", `/productinfo/${p.id}`, "/about", "/shop"];
    for (const path of pages) {
      await text(guest, path);
      expect(await text(guest, path), path).toContain(p.category);
    }
    const renamed = `Cache Renamed ${u}`;
    await post(request, "/AddProductPage", {
      intent: "rename-category",
      category: p.category,
      name: renamed,
    });
    for (const path of pages) {
      const body = await text(guest, path);
      expect(body, path).toContain(renamed);
      expect(body, path).not.toContain(p.category);
    }
    await guest.dispose();
  });

  test("a cached page carries the stylesheet inline; a signed-in person's page links the same stylesheet file", async ({
    shop,
    request,
  }) => {
    const guest = await visitor(shop);
    const inline = /<style id="app-css">([\s\S]*?)<\/style>/.exec(await text(guest, "/shop"))?.[1];
    expect(inline?.length ?? 0).toBeGreaterThan(10_000);
    await guest.dispose();

    await newUser(shop, request);
    const mine = await text(request, "/shop");
    expect(mine).not.toContain('<style id="app-css">');
    const href = /<link id="app-css" rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(
      mine,
    )?.[1];
    expect(href).toBeDefined();
    const file = await request.get(href ?? "");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("text/css");
    expect(file.headers()["cache-control"]).toContain("immutable");
    // One stylesheet, two ways of carrying it.
    expect((await file.text()).trim()).toBe(inline?.trim());
  });

  test("a signed-in person never gets a cached page and never leaks into one", async ({
    shop,
    request,
  }) => {
    const guest = await visitor(shop);
    const who = await newUser(shop, request);
    const u = unique();
    // Warm for the guest first, then ask signed in; and the other way round.
    for (const path of ["/contact", "/privacy", `/shop?q=warm-${u}`, "/_.data"]) {
      await text(guest, path);
      await text(guest, path);
      const mine = await request.get(path);
      expect(await mine.text(), path).toContain(who.email);
      expect(mine.headers()["cache-control"], path).toMatch(/private|no-store/);
    }
    for (const path of [`/shop?q=cold-${u}`, "/tandc", `/shop.data?q=cold-${u}`]) {
      expect(await (await request.get(path)).text(), path).toContain(who.email);
      for (let i = 0; i < 2; i++) expect(await text(guest, path), path).not.toContain(who.email);
    }
    await guest.dispose();
  });

  test("a flash message is never cached", async ({ shop, request }) => {
    const guest = await visitor(shop);
    await text(guest, "/contact");
    const message = `Cache check ${unique()}`;
    const sent = await request.post("/contact", {
      form: { fullname: "Meera Shah", email: "meera@example.com", number: "9876543210", message },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    // The redirect's flash cookie is in this context now: its next page shows the toast.
    const flashed = await request.get("/contact");
    const body = await flashed.text();
    expect(body).toContain("Thank you! Your message has been sent.");
    expect(flashed.headers()["cache-control"]).toMatch(/private|no-store/);
    for (const ctx of [guest, request]) {
      expect(await text(ctx, "/contact")).not.toContain("Thank you! Your message has been sent.");
    }
    await guest.dispose();
  });

  test("a cached page answers If-None-Match with 304 and a fresh copy after a change", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const guest = await visitor(shop);
    const p = await madeProduct(shop, request, unique());
    const path = `/productinfo/${p.id}`;
    const first = await guest.get(path);
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await guest.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
    await post(request, "/admin", { intent: "delete-product", id: p.id });
    expect((await guest.get(path, { headers: { "If-None-Match": etag } })).status()).toBe(404);
    await guest.dispose();
  });
});
