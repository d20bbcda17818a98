import { describe, expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { makeProducts, uniqueToken } from "../../app/test/test-products.server";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * /shop over plain HTTP, as a browser with JavaScript off sees it: every filter,
 * sort and page is a URL, and the server's HTML already holds the answer.
 */

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .trim();
}

function attrs(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? "")]),
  );
}

/** Full titles of the cards in the product grid, in order. */
function cardTitles(html: string): string[] {
  const grid = html.match(
    /<section[^>]*aria-labelledby="products-heading"[^>]*>([\s\S]*?)<\/section>/,
  )?.[1];
  return [...(grid ?? "").matchAll(/<h3[^>]*\btitle="([^"]*)"/g)].map((m) => decode(m[1] ?? ""));
}

/** Every link: its text and attributes. */
function links(html: string): Record<string, string | undefined>[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    ...attrs(m[1] ?? ""),
    text: decode(m[2] ?? ""),
  }));
}

function sidebar(html: string): string {
  return html.match(/<aside[^>]*id="categories"[^>]*>([\s\S]*?)<\/aside>/)?.[1] ?? "";
}

async function shopPage(request: HttpClient, query: string): Promise<string> {
  const res = await request.get(`/shop${query}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/html");
  return res.text();
}

/** What the shop should list first for a filter, straight from the database ("newest" order). */
async function newestIn(
  shop: TestShop,
  where: "category" | "subcategory",
  name: string,
): Promise<string[]> {
  const inner =
    where === "category"
      ? "SELECT pc.product_id FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE c.name = ?"
      : "SELECT pc.product_id FROM product_category pc JOIN subcategory s ON s.id = pc.subcategory_id WHERE s.name = ?";
  const rows = await shop.rows<{ title: string }>(
    `SELECT title FROM product WHERE id IN (${inner}) ORDER BY created_at DESC, id LIMIT 12`,
    name,
  );
  return rows.map((r) => r.title);
}

describe("shop filters over plain HTTP (JavaScript off)", () => {
  test("a category filters the grid and opens its accordion", async ({ shop, request }) => {
    const expected = await newestIn(shop, "category", "Openwell Pumps");
    expect(expected.length).toBeGreaterThan(0);
    const html = await shopPage(request, "?category=Openwell+Pumps");
    expect(cardTitles(html)).toEqual(expected);
    expect(html).toMatch(/<h1[^>]*>Openwell Pumps<\/h1>/);

    const side = links(sidebar(html));
    const open = side.find((l) => l.text === "Openwell Pumps");
    // Choosing the open category again collapses it.
    expect(open).toMatchObject({ href: "/shop", "aria-expanded": "true" });
    expect(side.find((l) => l.text === "Horizontal Openwell")?.href).toBe(
      "/shop?category=Openwell+Pumps&subcategory=Horizontal+Openwell",
    );
    const closed = side.find((l) => l.text === "Submersible Pumps");
    expect(closed).toMatchObject({
      href: "/shop?category=Submersible+Pumps",
      "aria-expanded": "false",
    });
    // A closed category's subcategories are not listed.
    expect(side.some((l) => l.text === "V4 Borewell (4 inch)")).toBe(false);
  });

  test("a subcategory overrides the category, and choosing a category clears it", async ({
    shop,
    request,
  }) => {
    const expected = await newestIn(shop, "subcategory", "Horizontal Openwell");
    expect(expected.length).toBeGreaterThan(0);
    // The category in the URL does not own this subcategory: the subcategory wins.
    const html = await shopPage(request, "?category=Power+Tools&subcategory=Horizontal+Openwell");
    expect(cardTitles(html)).toEqual(expected);
    expect(html).toMatch(/<h1[^>]*>Horizontal Openwell<\/h1>/);
    const side = links(sidebar(html));
    expect(side.find((l) => l.text === "Openwell Pumps")?.["aria-expanded"]).toBe("true");
    expect(side.find((l) => l.text === "Horizontal Openwell")?.["aria-current"]).toBe("page");
    expect(side.find((l) => l.text === "Submersible Pumps")?.href).toBe(
      "/shop?category=Submersible+Pumps",
    );

    const within = await shopPage(
      request,
      "?category=Openwell+Pumps&subcategory=Vertical+Openwell",
    );
    expect(cardTitles(within)).toEqual(await newestIn(shop, "subcategory", "Vertical Openwell"));
    expect(links(sidebar(within)).find((l) => l.text === "Openwell Pumps")?.href).toBe("/shop");
  });

  test("each sort order, on the server", async ({ shop, request }) => {
    const made = await makeProducts(shop.db, [
      { title: "delta {token} mixer", priceRupees: 4_500 },
      { title: "Alpha {token} grinder", priceRupees: 12_000 },
      { title: "charlie {token} blower", priceRupees: 900 },
      { title: "Bravo {token} drill", priceRupees: 2_750 },
      { title: "Echo {token} saw", priceRupees: 61_000 },
    ]);
    try {
      const t = made.token;
      const order = async (sort: string) =>
        cardTitles(await shopPage(request, `?q=${t}&sort=${sort}`)).map((s) => s.split(" ")[0]);
      expect(await order("price-asc")).toEqual(["charlie", "Bravo", "delta", "Alpha", "Echo"]);
      expect(await order("price-desc")).toEqual(["Echo", "Alpha", "delta", "Bravo", "charlie"]);
      expect(await order("name-asc")).toEqual(["Alpha", "Bravo", "charlie", "delta", "Echo"]);
      expect(await order("name-desc")).toEqual(["Echo", "delta", "charlie", "Bravo", "Alpha"]);
      // "newest" is the default; the selector offers all five, with the current one selected.
      const html = await shopPage(request, `?q=${t}&sort=name-desc`);
      expect(html).toMatch(/<option value="name-desc" selected="">Name: Z to A<\/option>/);
      for (const label of [
        "Price: low to high",
        "Price: high to low",
        "Name: A to Z",
        "Name: Z to A",
      ]) {
        expect(html).toContain(`>${label}</option>`);
      }
    } finally {
      await made.cleanup();
    }
  });

  test("the sort form submits without JavaScript and keeps the filters", async ({
    shop,
    request,
  }) => {
    const html = await shopPage(request, "?category=Openwell+Pumps&q=pump");
    const form =
      [...html.matchAll(/<form[^>]*action="\/shop"[^>]*>[\s\S]*?<\/form>/g)]
        .map((m) => m[0])
        .find((f) => f.includes('name="sort"')) ?? "";
    expect(form).toContain('method="get"');
    expect(form).toMatch(/<input type="hidden" name="category" value="Openwell Pumps"\/>/);
    expect(form).toMatch(/<input type="hidden" name="q" value="pump"\/>/);
    expect(form).toMatch(/<select[^>]*name="sort"/);
    expect(form).toMatch(/<noscript><button type="submit"[^>]*>Apply<\/button><\/noscript>/);

    // What that form sends: the filters plus the chosen order.
    const sorted = await shopPage(request, "?category=Openwell+Pumps&q=pump&sort=price-desc");
    // lower(): SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const expected = (
      await shop.rows<{ title: string }>(
        `SELECT title FROM product WHERE lower(title) LIKE '%pump%' AND id IN (
           SELECT pc.product_id FROM product_category pc JOIN category c ON c.id = pc.category_id
           WHERE c.name = 'Openwell Pumps') ORDER BY price_paise DESC, id LIMIT 12`,
      )
    ).map((r) => r.title);
    expect(expected.length).toBeGreaterThan(1);
    expect(cardTitles(sorted)).toEqual(expected);
  });

  test("twelve a page, with numbered page links", async ({ shop, request }) => {
    const made = await makeProducts(
      shop.db,
      Array.from({ length: 15 }, (_, i) => ({
        title: `{token} pump ${String(i + 1).padStart(2, "0")}`,
        priceRupees: 1_000 + i,
      })),
    );
    try {
      const t = made.token;
      const one = await shopPage(request, `?q=${t}&sort=name-asc`);
      const two = await shopPage(request, `?q=${t}&sort=name-asc&page=2`);
      const names = (n: number) =>
        Array.from({ length: n }, (_, i) => `${t} pump ${String(i + 1).padStart(2, "0")}`);
      expect(cardTitles(one)).toEqual(names(12));
      expect(cardTitles(two)).toEqual(names(15).slice(12));
      expect(one).toContain("Showing 1–12 of 15 products");
      expect(two).toContain("Showing 13–15 of 15 products");

      const pages = (html: string) =>
        links(html.match(/<nav[^>]*aria-label="Pages"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "");
      const numbered = (html: string) =>
        pages(html)
          .filter((l) => /^\d+$/.test(l.text ?? ""))
          .map((l) => [l.text, l.href, l["aria-current"] ?? ""]);
      expect(numbered(one)).toEqual([
        ["1", `/shop?q=${t}&sort=name-asc`, "page"],
        ["2", `/shop?q=${t}&sort=name-asc&page=2`, ""],
      ]);
      expect(pages(two).find((l) => l.text === "2")?.["aria-current"]).toBe("page");
      expect(pages(two).find((l) => l["aria-label"] === "Previous page")?.href).toBe(
        `/shop?q=${t}&sort=name-asc`,
      );
      // A page past the end shows the last page.
      expect(cardTitles(await shopPage(request, `?q=${t}&sort=name-asc&page=99`))).toEqual(
        names(15).slice(12),
      );
    } finally {
      await made.cleanup();
    }
  });

  test("q matches part of a title in any case, and card titles are cut to 25 characters", async ({
    shop,
    request,
  }) => {
    const made = await makeProducts(shop.db, [
      { title: "{token} Openwell Pump 1.5 HP Three Phase", priceRupees: 18_500 },
      { title: "Short {token}", priceRupees: 700 },
    ]);
    try {
      const t = made.token;
      const html = await shopPage(request, `?q=${t.slice(1, 6).toUpperCase()}`);
      // First: a random piece of letters may also come near a demo word (the search forgives
      // typing slips), but what contains it ranks above what only resembles it.
      expect(cardTitles(html).slice(0, 2).sort()).toEqual(
        [`${t} Openwell Pump 1.5 HP Three Phase`, `Short ${t}`].sort(),
      );
      // The visible title is cut (at most 25 characters, at the last whole word, and a mark);
      // the full one stays for screen readers.
      expect(html).toContain(`<span aria-hidden="true">${t} Openwell Pump…</span>`);
      expect(html).toContain(`<span aria-hidden="true">Short ${t}</span>`);
      expect(html).toMatch(/<h1[^>]*>Results for “/);
    } finally {
      await made.cleanup();
    }
  });

  test("an empty result explains itself and offers ways out", async ({ shop, request }) => {
    const nothing = uniqueToken();
    const html = await shopPage(request, `?q=${nothing}`);
    expect(cardTitles(html)).toEqual([]);
    expect(html).toContain(`No products match “${nothing}”`);
    const all = links(html);
    expect(all.find((l) => l.text === "Clear all filters")?.href).toBe("/shop");
    expect(all.find((l) => l["aria-label"] === `Remove Search: “${nothing}”`)?.href).toBe("/shop");
    const suggestions =
      html.match(/<nav[^>]*aria-label="Suggested categories"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    expect(links(suggestions).map((l) => l.href)).toContain("/shop?category=Openwell+Pumps");

    // A search that finds nothing in this category but something elsewhere says so.
    const made = await makeProducts(shop.db, [
      { title: "{token} borewell cable", priceRupees: 2_100 },
    ]);
    try {
      const narrow = await shopPage(request, `?category=Openwell+Pumps&q=${made.token}`);
      expect(cardTitles(narrow)).toEqual([]);
      expect(links(narrow).find((l) => l.text === "See 1 match in all categories")?.href).toBe(
        `/shop?q=${made.token}`,
      );
    } finally {
      await made.cleanup();
    }
  });

  test("the listing may be cached briefly by shared caches", async ({ request }) => {
    const res = await request.get("/shop?category=Openwell+Pumps");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  });
});
