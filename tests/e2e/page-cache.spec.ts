import type { APIRequest, APIRequestContext } from "@playwright/test";
import { expect, hydratingNavigation, newAdmin, newUser, openServerDb, test } from "./fixtures";

/**
 * The page cache (app/cache/) is about correctness here, not speed: what an
 * admin changes shows on the very next anonymous request of every page that
 * shows it, HTML and `.data` alike; nothing personal is ever served from it or
 * stored in it; each response has its own working CSP nonce.
 */

const unique = () => Math.random().toString(36).slice(2, 8);

function one<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = openServerDb();
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

/** A visitor: no cookies of its own, its own client address. */
function visitor(playwright: { request: APIRequest }): Promise<APIRequestContext> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.77.${octet()}.${octet()}` },
  });
}

async function text(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  return res.text();
}

async function post(request: APIRequestContext, url: string, form: Record<string, string>) {
  const res = await request.post(url, { form, maxRedirects: 0 });
  expect([200, 302, 303], `${url} ${JSON.stringify(form)}`).toContain(res.status());
}

/** A category of its own with one product in it, made through the admin forms. */
async function madeProduct(request: APIRequestContext, u: string) {
  const category = `Cache Cat ${u}`;
  await post(request, "/AddProductPage", { intent: "add-category", name: category });
  const categoryId = one<{ id: number }>("SELECT id FROM category WHERE name = ?", category)?.id;
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
  const row = one<{ id: string; updated_at: number }>(
    "SELECT id, updated_at FROM product WHERE title = ?",
    title,
  );
  if (!row) throw new Error("product not saved");
  return { id: row.id, title, category, fields };
}

test.describe("page cache", () => {
  test("a product edit and delete show on the next anonymous request of every page, HTML and .data", async ({
    request,
    playwright,
  }) => {
    await newAdmin(request);
    const guest = await visitor(playwright);
    const u = unique();
    const p = await madeProduct(request, u);
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
    const { updated_at } = one<{ updated_at: number }>(
      "SELECT updated_at FROM product WHERE id = ?",
      p.id,
    ) as { updated_at: number };
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
    request,
    playwright,
  }) => {
    await newAdmin(request);
    const guest = await visitor(playwright);
    const u = unique();
    const p = await madeProduct(request, u);
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
    request,
    playwright,
  }) => {
    const guest = await visitor(playwright);
    const inline = /<style id="app-css">([\s\S]*?)<\/style>/.exec(await text(guest, "/shop"))?.[1];
    expect(inline?.length ?? 0).toBeGreaterThan(10_000);
    await guest.dispose();

    await newUser(request);
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
    request,
    playwright,
  }) => {
    const guest = await visitor(playwright);
    const who = await newUser(request);
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

  test("a flash message is never cached", async ({ request, playwright }) => {
    const guest = await visitor(playwright);
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
    request,
    playwright,
  }) => {
    await newAdmin(request);
    const guest = await visitor(playwright);
    const p = await madeProduct(request, unique());
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

  test("two answers from the cache have different nonces and both run their scripts @browser", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    /** Opens the page in a fresh browser; its scripts must run under the response's nonce. */
    const visit = async (path: string) => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = hydratingNavigation(await context.newPage());
      const refused: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
      });
      // Images may still be loading (first sizes are made on request): scripts are what counts.
      const res = await page.goto(path, { waitUntil: "domcontentloaded" });
      const csp = res?.headers()["content-security-policy"] ?? "";
      const seen = {
        nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
        etag: res?.headers().etag ?? "",
        cache: res?.headers()["x-cache"] ?? "",
      };
      // The inline scripts (the router context, then the module that hydrates) ran.
      await page.waitForFunction(() => {
        const w = window as unknown as Record<string, unknown>;
        return Boolean(w.__reactRouterContext && w.__reactRouterRouteModules);
      });
      expect(refused).toEqual([]);
      await context.close();
      return seen;
    };
    // Other tests write to the server's database file directly, and a write the server did not
    // make empties the whole cache (it cannot know what changed). So warm the page over plain
    // HTTP just before each browser visit, and visit until the browser gets a hit.
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
    for (const path of ["/privacy", "/contact"]) {
      let seen = { nonce: "", etag: "", cache: "" };
      for (let attempt = 0; attempt < 10 && seen.cache !== "hit"; attempt++) {
        const warm = await request.get(path);
        seen = await visit(path);
        expect(seen.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        // Two answers of the same stored page (the warm-up's and the browser's): two nonces.
        expect(seen.nonce).not.toBe(nonceOf(warm.headers()["content-security-policy"]));
      }
      // A hit whose scripts ran (visit checks it) under its own response's nonce.
      expect(seen.cache).toBe("hit");
    }
  });
});
