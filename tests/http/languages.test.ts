import { describe, expect } from "vitest";
import type { HttpClient } from "../../app/test/http-client";
import { shopTest } from "../../app/test/test-shop";

// The page cache on, on PostgreSQL too (off by default in test shops): a cached / must never be
// served across a language choice (below). Nothing in this file writes to the shop.
const test = shopTest({ PAGE_CACHE_MB: "16" });

/**
 * The storefront in Gujarati and Hindi (docs/languages.md): every public page
 * under /gu and /hi, its language on <html>, its alternates for search
 * engines, the language switch's links, and what the bare `/` does with a
 * visitor's language, over plain HTTP, as a crawler sees them. What a visitor
 * sees in the browser (with and without JavaScript) is tests/e2e/languages.spec.ts.
 */

const PREFIXES = [
  { prefix: "/gu", tag: "gu-IN", shop: "ઉત્પાદનો", home: "મુખ્ય પાનું" },
  { prefix: "/hi", tag: "hi-IN", shop: "उत्पाद", home: "मुख्य पेज" },
] as const;

/** Pages search engines index: they list their alternates. */
const INDEXED = [
  "/",
  "/shop",
  "/finder",
  "/about",
  "/contact",
  "/certificates",
  "/privacy",
  "/tandc",
];
/** Public pages kept out of the index: translated, but without alternates. */
const NOT_INDEXED = ["/compare", "/enquiry", "/error", "/sign-up", "/sign-in", "/cart"];

const inLanguage = (prefix: string, path: string) => (path === "/" ? prefix : `${prefix}${path}`);

async function aProductPath(request: HttpClient): Promise<string> {
  // Demo products are named "SPT …"; other specs' newest products fill /shop's first page.
  const html = await (await request.get("/shop?q=SPT")).text();
  // A demo product (translated by the seed): another spec's new, untranslated
  // product is noindex under /gu and /hi, with no alternates
  // (languages-product.spec.ts tests that).
  const path = html.match(/href="(\/productinfo\/(?!e2e-)[^"?#]+)"/)?.[1];
  expect(path, "a demo product on /shop").toBeTruthy();
  return path as string;
}

async function page200(request: HttpClient, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    html,
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"\/>/)?.[1],
    // The switch's own links (a legal page also links its English original).
    switchLinks: [
      ...(/data-testid="language-switch"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(
        /<a href="([^"]*)" hrefLang="([^"]+)" lang="[^"]+"( aria-current="true")?/g,
      ),
    ].map((m) => ({ href: m[1]?.replace(/&amp;/g, "&"), lang: m[2], current: Boolean(m[3]) })),
  };
}

describe("every public page in Gujarati and Hindi", () => {
  for (const { prefix, tag, shop, home } of PREFIXES) {
    test(`${prefix}: status, lang, alternates, switch and translated header`, async ({
      request,
      baseURL,
    }) => {
      const product = await aProductPath(request);
      for (const path of [...INDEXED, product, ...NOT_INDEXED]) {
        const url = inLanguage(prefix, path);
        const p = await page200(request, url);
        expect(p.lang, url).toBe(tag);
        // The header's navigation in the page's language, its links kept in the language.
        expect(p.html, url).toContain(`>${shop}</a>`);
        expect(p.html, url).toContain(`href="${inLanguage(prefix, "/shop")}"`);
        // The switch: the same page in each language, this one marked.
        expect(p.switchLinks, url).toEqual([
          { href: inLanguage("/gu", path), lang: "gu-IN", current: prefix === "/gu" },
          { href: inLanguage("/hi", path), lang: "hi-IN", current: prefix === "/hi" },
          { href: path, lang: "en-IN", current: false },
        ]);
        if (NOT_INDEXED.includes(path)) {
          expect(p.alternates, url).toEqual({});
          continue;
        }
        expect(p.canonical, url).toBe(`${baseURL}${url}`);
        expect(p.alternates, url).toEqual({
          "en-IN": `${baseURL}${path}`,
          "gu-IN": `${baseURL}${inLanguage("/gu", path)}`,
          "hi-IN": `${baseURL}${inLanguage("/hi", path)}`,
          "x-default": `${baseURL}${path}`,
        });
      }
      expect((await page200(request, prefix)).html).toContain(`>${home}</a>`);
    });
  }

  test("the English pages keep their addresses, language and alternates", async ({
    request,
    baseURL,
  }) => {
    const p = await page200(request, "/shop");
    expect(p.lang).toBe("en-IN");
    expect(p.canonical).toBe(`${baseURL}/shop`);
    expect(p.alternates["gu-IN"]).toBe(`${baseURL}/gu/shop`);
    expect(p.html).toContain(">Shop</a>");
    expect(p.switchLinks.find((l) => l.current)?.lang).toBe("en-IN");
  });

  test("PDFs, query strings and account pages keep the language", async ({ request }) => {
    // The Gujarati catalogue is laid out on first request: every product, in its own fonts
    // (the test's time: 120 s, below).
    const pdf = await request.get("/gu/catalogue.pdf", { timeout: 110_000 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const product = await aProductPath(request);
    const sheet = await request.get(`/hi${product}/datasheet.pdf`);
    expect(sheet.status()).toBe(200);
    // A page that needs an account sends the visitor to sign in, in their language.
    const user = await request.get("/hi/user", { maxRedirects: 0 });
    expect(user.status()).toBe(302);
    expect(user.headers().location).toBe("/hi/sign-in?redirectTo=%2Fhi%2Fuser");
    const query = await page200(request, "/gu/shop?q=pump");
    expect(query.switchLinks.map((l) => l.href)).toEqual([
      "/gu/shop?q=pump",
      "/hi/shop?q=pump",
      "/shop?q=pump",
    ]);
  }, 120_000);

  test("an unknown language prefix is the ordinary 404, in English", async ({ request }) => {
    for (const path of ["/fr/shop", "/gu/admin", "/hi/sitemap.xml", "/en/shop"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      if (path.startsWith("/fr")) expect(await res.text()).toContain('<html lang="en-IN"');
    }
    // An unknown page under a known language is a 404 in that language.
    const gu = await request.get("/gu/no-such-page");
    expect(gu.status()).toBe(404);
    const html = await gu.text();
    expect(html).toContain('<html lang="gu-IN"');
    expect(html).toContain("પાનું મળ્યું નહીં");
  });

  test("the sitemap lists every language of a page with its alternates", async ({
    request,
    baseURL,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/gu/shop</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/hi/about</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="gu-IN" href="${baseURL}/gu/finder"/>`,
    );
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/"/>`);
  });
});

describe("the bare / and the visitor's language", () => {
  test("never redirects without a choice: a search engine gets English", async ({ request }) => {
    const res = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "" } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-IN"');
    expect(html).not.toContain('data-testid="language-banner"');
    expect(res.headers().vary).toContain("Accept-Language");
  });

  test("redirects a visitor who chose a language", async ({ request }) => {
    for (const [cookie, to] of [
      ["lang=gu", "/gu"],
      ["lang=hi", "/hi"],
    ] as const) {
      const res = await request.get("/", { maxRedirects: 0, headers: { Cookie: cookie } });
      expect(res.status(), cookie).toBe(302);
      expect(res.headers().location).toBe(to);
      expect(res.headers().vary).toContain("Cookie");
    }
    const english = await request.get("/", {
      maxRedirects: 0,
      headers: { Cookie: "lang=en", "Accept-Language": "gu" },
    });
    expect(english.status()).toBe(200);
    expect(await english.text()).not.toContain('data-testid="language-banner"');
  });

  test("never serves a cached / across a choice or a preference", async ({ request }) => {
    // Fill the page cache with the plain English home page first.
    for (let i = 0; i < 2; i++) expect((await request.get("/")).status()).toBe(200);
    const chosen = await request.get("/", { maxRedirects: 0, headers: { Cookie: "lang=hi" } });
    expect(chosen.status()).toBe(302);
    const preferred = await request.get("/", { headers: { "Accept-Language": "hi-IN,hi" } });
    expect(await preferred.text()).toContain('data-testid="language-banner"');
  });
});
