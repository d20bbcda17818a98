import { describe, expect } from "vitest";
import { seedProducts } from "../../app/seed/catalogue-data";
import { productId } from "../../app/seed/seed.server";
import type { HttpClient } from "../../app/test/http-client";
import { makeProduct } from "../../app/test/test-products.server";
import { testEmail } from "../../app/test/test-sessions.server";
import { SHOP_ADMIN as ADMIN, shopTest } from "../../app/test/test-shop";

const test = shopTest();

/**
 * Search-engine output: meta, canonical, Open Graph, JSON-LD, sitemap, robots, as a
 * crawler without JavaScript sees it. The meta after a client-side navigation is
 * tests/e2e/seo.spec.ts.
 */

function decode(text: string | undefined): string | undefined {
  return text
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The <head> of a server-rendered page, as a crawler without JavaScript sees it. */
async function head(request: HttpClient, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const h = html.slice(0, html.indexOf("</head>"));
  const metas = [...h.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/>/g)];
  const meta = (key: string) => {
    const found = metas.filter((m) => m[2] === key);
    expect(found.length, `one ${key} on ${path}`).toBeLessThanOrEqual(1);
    return decode(found[0]?.[3]);
  };
  return {
    title: decode(h.match(/<title>([^<]*)<\/title>/)?.[1]),
    meta,
    canonical: decode(h.match(/<link rel="canonical" href="([^"]*)"\/>/)?.[1]),
    jsonLd: [...h.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
    ),
  };
}

describe("page meta over plain HTTP", () => {
  test("home: title, description, canonical and Open Graph", async ({ request, baseURL }) => {
    const h = await head(request, "/");
    expect(h.title).toContain("Sabarmati Pumps");
    expect(h.meta("description")?.length).toBeGreaterThan(50);
    expect(h.canonical).toBe(`${baseURL}/`);
    expect(h.meta("og:url")).toBe(`${baseURL}/`);
    expect(h.meta("og:type")).toBe("website");
    expect(h.meta("og:title")).toBe(h.title);
    expect(h.meta("og:description")).toBe(h.meta("description"));
    expect(h.meta("og:image")).toMatch(new RegExp(`^${baseURL}/media/`));
    expect(h.meta("robots")).toBeUndefined();
    const organization = h.jsonLd.find((l) => l["@type"] === "Organization");
    expect(organization?.url).toBe(`${baseURL}/`);
    expect(organization?.logo).toBe(`${baseURL}/logo.png`);
    expect(organization?.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Rajkot",
      addressRegion: "Gujarat",
      postalCode: "360021",
      addressCountry: "IN",
    });
    const logo = await request.get("/logo.png");
    expect(logo.headers()["content-type"]).toBe("image/png");
  });

  test("shop and category listings say where they sit with BreadcrumbList", async ({
    request,
    baseURL,
  }) => {
    const crumbsOf = async (path: string) =>
      (
        (await head(request, path)).jsonLd.find((l) => l["@type"] === "BreadcrumbList") as {
          itemListElement: { position: number; name: string; item: string }[];
        }
      ).itemListElement;
    expect(await crumbsOf("/shop")).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${baseURL}/shop` },
    ]);
    const sub = await crumbsOf(
      "/shop?category=Submersible+Pumps&subcategory=V4+Borewell+%284+inch%29",
    );
    expect(sub.map((c) => c.name)).toEqual([
      "Home",
      "Shop",
      "Submersible Pumps",
      "V4 Borewell (4 inch)",
    ]);
    expect(sub[2]?.item).toBe(`${baseURL}/shop?category=Submersible+Pumps`);
    expect(sub[3]?.item).toBe(
      `${baseURL}/shop?category=Submersible+Pumps&subcategory=V4+Borewell+%284+inch%29`,
    );
  });

  test("content pages have their own title, description and canonical", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/about", "/contact", "/certificates", "/privacy", "/tandc"]) {
      const h = await head(request, path);
      expect(h.title, path).toMatch(/ \| Sabarmati Pumps$/);
      expect(h.meta("description"), path).toBeTruthy();
      expect(h.canonical, path).toBe(`${baseURL}${path}`);
      expect(h.meta("og:url"), path).toBe(`${baseURL}${path}`);
      expect(h.meta("og:title"), path).toBe(h.title);
      expect(h.meta("robots"), path).toBeUndefined();
    }
  });

  test("shop: canonical keeps the category and page, drops the sort; searches are noindex", async ({
    shop,
    request,
    baseURL,
  }) => {
    const all = await head(request, "/shop");
    expect(all.canonical).toBe(`${baseURL}/shop`);
    expect(all.meta("og:image")).toMatch(new RegExp(`^${baseURL}/media/`));
    const p = await makeProduct(shop.db, { images: 1 });
    const q = new URLSearchParams({ category: p.category, sort: "price-asc" });
    const cat = await head(request, `/shop?${q}`);
    expect(cat.canonical).toBe(`${baseURL}/shop?${new URLSearchParams({ category: p.category })}`);
    expect(cat.title).toContain(p.category);
    expect(cat.meta("robots")).toBeUndefined();
    const search = await head(request, "/shop?q=pump");
    expect(search.meta("robots")).toBe("noindex, follow");
  });

  test("product: title, description with ₹ price, canonical, product Open Graph", async ({
    shop,
    request,
    baseURL,
  }) => {
    const p = await makeProduct(shop.db, {
      images: 2,
      pricePaise: 12_500_000,
      star: 4.5,
      reviews: 12,
      description: "Stainless steel body.\nFor 4 inch borewells.",
    });
    const h = await head(request, `/productinfo/${p.id}?image=1`);
    expect(h.title).toBe(`${p.title} | Sabarmati Pumps`);
    expect(h.meta("description")).toBe(
      `${p.title} – ₹1,25,000. Stainless steel body. For 4 inch borewells.`,
    );
    const url = `${baseURL}/productinfo/${p.id}`;
    expect(h.canonical).toBe(url);
    expect(h.meta("og:url")).toBe(url);
    expect(h.meta("og:type")).toBe("product");
    expect(h.meta("og:title")).toBe(h.title);
    expect(h.meta("og:image")).toBe(`${baseURL}/media/w1280/${p.mediaIds[0]}`);
    expect(h.meta("product:price:amount")).toBe("125000.00");
    expect(h.meta("product:price:currency")).toBe("INR");

    // A crawler fetching the Open Graph image gets a JPEG.
    const image = await request.get(h.meta("og:image") ?? "", { headers: { Accept: "*/*" } });
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
  });

  test("product JSON-LD parses, with the ₹ price in INR and the rating", async ({
    shop,
    request,
    baseURL,
  }) => {
    const p = await makeProduct(shop.db, { images: 2, pricePaise: 149_950, star: 3.5, reviews: 7 });
    const h = await head(request, `/productinfo/${p.id}`);
    const product = h.jsonLd.find((l) => l["@type"] === "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: p.title,
      sku: p.id,
      url: `${baseURL}/productinfo/${p.id}`,
      image: p.mediaIds.map((id) => `${baseURL}/media/w1280/${id}`),
      offers: { "@type": "Offer", priceCurrency: "INR", price: "1499.50" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.5, reviewCount: 7 },
    });
    const crumbs = h.jsonLd.find((l) => l["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      "Home",
      "Shop",
      p.category,
      p.subcategory,
      p.title,
    ]);

    const unrated = await makeProduct(shop.db, { images: 0, pricePaise: 100_000, reviews: 0 });
    const u = await head(request, `/productinfo/${unrated.id}`);
    const ld = u.jsonLd.find((l) => l["@type"] === "Product");
    expect(ld?.offers).toMatchObject({ price: "1000.00", priceCurrency: "INR" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(u.meta("og:image")).toBeUndefined();
  });

  test("sign-in, sign-up, cart, user and admin pages are not indexed", async ({
    shop,
    request,
  }) => {
    for (const path of ["/sign-in", "/sign-up", "/cart"]) {
      expect((await head(request, path)).meta("robots"), path).toBe("noindex");
    }
    // A signed-in user's own page, in a session of its own.
    const userSession = shop.client();
    const email = testEmail("seo");
    const form = { name: "Seo Tester", email, password: "correct-horse-1" };
    expect((await userSession.post("/sign-up", { form, maxRedirects: 0 })).status()).toBe(302);
    await userSession.post("/sign-in", {
      form: { email, password: form.password },
      maxRedirects: 0,
    });
    expect((await head(userSession, "/user")).meta("robots")).toBe("noindex");
    await userSession.dispose();

    const signed = await request.post("/sign-in", {
      form: { email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    });
    expect(signed.status()).toBe(302);
    for (const path of ["/admin", "/AddProductPage", "/AddUpdateImage"]) {
      expect((await head(request, path)).meta("robots"), path).toBe("noindex");
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  test("sitemap lists pages, categories and products with lastmod, and no private pages", async ({
    shop,
    request,
    baseURL,
  }) => {
    const p = await makeProduct(shop.db, { images: 1 });
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));
    for (const path of [
      "/",
      "/shop",
      "/about",
      "/contact",
      "/certificates",
      "/privacy",
      "/tandc",
    ]) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    expect(locs).toContain(`${baseURL}/shop?${new URLSearchParams({ category: p.category })}`);
    const today = new Date().toISOString().slice(0, 10);
    // A new product, not yet translated, is listed in English only (its /gu and /hi
    // pages are noindex); a translated demo product in each language, each listing
    // the others (docs/languages.md).
    expect(xml).toContain(
      `<url><loc>${baseURL}/productinfo/${p.id}</loc><lastmod>${today}</lastmod><xhtml:link rel="alternate" hreflang="en-IN" href="${baseURL}/productinfo/${p.id}"/><xhtml:link rel="alternate" hreflang="x-default"`,
    );
    for (const prefix of ["/gu", "/hi"])
      expect(locs).not.toContain(`${baseURL}${prefix}/productinfo/${p.id}`);
    const demo = productId(seedProducts[0]?.title ?? "", 0);
    for (const prefix of ["", "/gu", "/hi"])
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>${baseURL}${prefix}/productinfo/${demo}</loc><lastmod>[0-9-]+</lastmod><xhtml:link rel="alternate" hreflang="en-IN"[^>]*/><xhtml:link rel="alternate" hreflang="gu-IN"`,
        ),
      );
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(admin|user|cart|sign-in|sign-up|AddProductPage|api)\b/);
    }
    // Every product is listed, each once.
    const products = locs.filter((l) => l?.includes("/productinfo/"));
    expect(new Set(products).size).toBe(products.length);
  });

  test("robots.txt allows all but private paths, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/admin",
      "/AddProductPage",
      "/update-product",
      "/AddUpdateImage",
      "/user",
      "/cart",
      "/sign-in",
      "/sign-up",
      "/api/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
