import { describe, expect, it } from "vitest";
import {
  productCrumbs,
  productDescription,
  productImage,
  productJsonLd,
  schemaPrice,
} from "~/catalogue/product-seo";
import { specProperties } from "~/catalogue/spec-display";
import { specsFromText } from "~/catalogue/spec-schema";
import { NO_SPECS } from "~/catalogue/specs";
import type { Product } from "~/catalogue/types";
import { defaultSiteText } from "~/config/site";
import { characterCount } from "~/format/shorten";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { postalAddress } from "./organization";
import {
  absoluteUrl,
  fullImageSize,
  metaDescription,
  noindexMeta,
  pageMeta,
  robotsTxt,
  type SeoContext,
  SITEMAP_PRODUCTS_PER_PART,
  seoContext,
  shopPath,
  sitemapFixedUrls,
  sitemapIndex,
  sitemapPartCount,
  sitemapUrl,
  xmlEscape,
} from "./seo";

const ctx: SeoContext = {
  locale: "en",
  baseUrl: "https://pumps.example",
  siteName: "Sabarmati Pumps",
  companyName: "Sabarmati Pumps & Power Tools Pvt. Ltd.",
};

function product(over: Partial<Product> = {}): Product {
  return {
    id: "sp-100",
    title: "Borewell Submersible Pump 1 HP",
    pricePaise: 12_500_000,
    bestSell: false,
    star: 4.5,
    reviewCount: 12,
    image: null,
    images: [
      { id: "aaaaaaaaaaaaaaaa", width: 2000, height: 1000, placeholder: "" },
      { id: "bbbbbbbbbbbbbbbb", width: 600, height: 600, placeholder: "" },
    ],
    categories: [{ category: "Submersible Pumps", subcategory: "Borewell" }],
    description: ["Stainless steel body.", "For 4 inch borewells."],
    specification: ["1 HP", "230 V"],
    features: [],
    specs: NO_SPECS,
    createdAt: 0,
    updatedAt: 0,
    ...over,
  };
}

const content = (meta: ReturnType<typeof pageMeta>, key: string) => {
  const tag = meta.find(
    (m) => ("property" in m && m.property === key) || ("name" in m && m.name === key),
  );
  return tag && "content" in tag ? tag.content : undefined;
};

describe("seoContext", () => {
  it("reads BASE_URL and names from the root loader data", () => {
    const c = seoContext([
      {
        loaderData: {
          baseUrl: "https://x.in/",
          site: { shortName: "Short", companyName: "Long Ltd" },
        },
      },
    ]);
    expect(c).toEqual({
      baseUrl: "https://x.in",
      siteName: "Short",
      companyName: "Long Ltd",
      locale: "en",
    });
  });

  it("falls back when the root data is missing", () => {
    expect(seoContext([]).siteName).toBe("Sabarmati Pumps");
    expect(seoContext([undefined]).baseUrl).toBe("");
  });
});

describe("urls", () => {
  it("joins a base and a path with one slash", () => {
    expect(absoluteUrl("https://a.in/", "/shop")).toBe("https://a.in/shop");
    expect(absoluteUrl("https://a.in", "shop")).toBe("https://a.in/shop");
  });

  it("builds shop listing paths like the shop's own links", () => {
    expect(shopPath({})).toBe("/shop");
    expect(shopPath({ category: "Submersible Pumps" })).toBe("/shop?category=Submersible+Pumps");
    expect(shopPath({ category: "A&B", subcategory: "C", page: 2 })).toBe(
      "/shop?category=A%26B&subcategory=C&page=2",
    );
    expect(shopPath({ category: "A", page: 1 })).toBe("/shop?category=A");
  });
});

describe("metaDescription", () => {
  it("collapses whitespace and keeps short text whole", () => {
    expect(metaDescription("  a\n\n b  ")).toBe("a b");
  });

  it("never cuts (it runs in the browser too): long text stays whole", () => {
    const text = "word ".repeat(60);
    expect(metaDescription(text)).toBe(text.trim());
  });
});

describe("pageMeta", () => {
  it("gives title, description, canonical and Open Graph tags", () => {
    const meta = pageMeta(ctx, {
      title: "About | Sabarmati Pumps",
      description: "Our story",
      path: "/about",
    });
    expect(meta).toContainEqual({ title: "About | Sabarmati Pumps" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://pumps.example/about",
    });
    expect(content(meta, "description")).toBe("Our story");
    expect(content(meta, "og:title")).toBe("About | Sabarmati Pumps");
    expect(content(meta, "og:url")).toBe("https://pumps.example/about");
    expect(content(meta, "og:type")).toBe("website");
    expect(content(meta, "og:image")).toBeUndefined();
    expect(content(meta, "robots")).toBeUndefined();
  });

  it("names as alternates only the languages the page is indexed in, x-default always", () => {
    const alternates = (languages?: ("en" | "gu" | "hi")[]) =>
      pageMeta(ctx, { title: "t", description: "d", path: "/productinfo/p-1", languages })
        .filter((d) => "rel" in d && d.rel === "alternate")
        .map((d) => (d as { hrefLang: string }).hrefLang);
    expect(alternates()).toEqual(["en-IN", "gu-IN", "hi-IN", "x-default"]);
    expect(alternates(["en", "hi"])).toEqual(["en-IN", "hi-IN", "x-default"]);
    expect(alternates([])).toEqual(["en-IN", "x-default"]);
  });

  it("makes the Open Graph image absolute and can ask not to be indexed", () => {
    const meta = pageMeta(ctx, {
      title: "t",
      description: "d",
      path: "/shop?q=pump",
      type: "product",
      image: { path: "/media/w1280/abc", width: 1280, height: 640 },
      noindex: true,
    });
    expect(content(meta, "og:image")).toBe("https://pumps.example/media/w1280/abc");
    expect(content(meta, "og:image:width")).toBe("1280");
    expect(content(meta, "og:type")).toBe("product");
    expect(content(meta, "robots")).toBe("noindex, follow");
  });

  it("gives each language its own canonical and lists every language's URL", () => {
    const alternates = [
      { hrefLang: "en-IN", href: "https://pumps.example/shop?category=Motors" },
      { hrefLang: "gu-IN", href: "https://pumps.example/gu/shop?category=Motors" },
      { hrefLang: "hi-IN", href: "https://pumps.example/hi/shop?category=Motors" },
      { hrefLang: "x-default", href: "https://pumps.example/shop?category=Motors" },
    ];
    for (const [locale, canonical, ogLocale] of [
      ["en", "https://pumps.example/shop?category=Motors", "en_IN"],
      ["gu", "https://pumps.example/gu/shop?category=Motors", "gu_IN"],
      ["hi", "https://pumps.example/hi/shop?category=Motors", "hi_IN"],
    ] as const) {
      const meta = pageMeta(
        { ...ctx, locale },
        { title: "t", description: "d", path: "/shop?category=Motors" },
      );
      expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
      expect(content(meta, "og:url")).toBe(canonical);
      expect(content(meta, "og:locale")).toBe(ogLocale);
      const links = meta.filter((d) => "rel" in d && d.rel === "alternate");
      expect(links).toEqual(alternates.map((a) => ({ tagName: "link", rel: "alternate", ...a })));
    }
    const home = pageMeta({ ...ctx, locale: "gu" }, { title: "t", description: "d", path: "/" });
    expect(home).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://pumps.example/gu",
    });
  });

  it("lists no alternates for a page kept out of the index", () => {
    const meta = pageMeta(ctx, { title: "t", description: "d", path: "/shop?q=x", noindex: true });
    expect(meta.some((d) => "rel" in d && d.rel === "alternate")).toBe(false);
  });

  it("keeps private pages out of the index", () => {
    expect(noindexMeta("Admin")).toEqual([
      { title: "Admin" },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("product SEO", () => {
  it("uses the first image at full size (never enlarged) for Open Graph", () => {
    expect(productImage(product())).toEqual({
      path: "/media/w1280/aaaaaaaaaaaaaaaa",
      width: 1280,
      height: 640,
      alt: "Borewell Submersible Pump 1 HP",
    });
    expect(fullImageSize({ id: "x", width: 600, height: 300, placeholder: "" })).toEqual({
      width: 600,
      height: 300,
    });
    expect(productImage(product({ images: [] }))).toBeUndefined();
  });

  it("describes a product by title, price and description, else specification", () => {
    expect(productDescription(product(), "₹1,25,000")).toBe(
      "Borewell Submersible Pump 1 HP – ₹1,25,000. Stainless steel body. For 4 inch borewells.",
    );
    expect(productDescription(product({ description: [] }), "₹1")).toBe(
      "Borewell Submersible Pump 1 HP – ₹1. 1 HP; 230 V",
    );
  });

  it("cuts a long product description to 160 characters at a whole word, in any script", () => {
    const sentence = "સ્ટેનલેસ સ્ટીલની બોડી, 4 ઇંચના બોરવેલ માટે સબમર્સિબલ પંપ.";
    const gu = productDescription(
      product({ title: "SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ", description: Array(12).fill(sentence) }),
      "₹17,400",
    );
    expect(gu.endsWith("…")).toBe(true);
    expect(characterCount(gu)).toBeLessThanOrEqual(160);
    // More than 160 code points: Gujarati letters take several, and each is counted once.
    expect(gu.length).toBeGreaterThan(160);
    const last = gu.slice(0, -1).split(" ").at(-1) ?? "";
    expect(sentence.replace(/[,.]/g, "").split(" ")).toContain(last);
  });

  it("prices in rupees with two decimals", () => {
    expect(schemaPrice(12_500_000)).toBe("125000.00");
    expect(schemaPrice(149_950)).toBe("1499.50");
    expect(schemaPrice(0)).toBe("0.00");
  });

  it("emits a schema.org Product with an INR offer and a rating", () => {
    const ld = productJsonLd(ctx, product());
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe("Borewell Submersible Pump 1 HP");
    expect(ld.url).toBe("https://pumps.example/productinfo/sp-100");
    expect(ld.image).toEqual([
      "https://pumps.example/media/w1280/aaaaaaaaaaaaaaaa",
      "https://pumps.example/media/w1280/bbbbbbbbbbbbbbbb",
    ]);
    expect(ld.category).toBe("Submersible Pumps > Borewell");
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "INR",
      price: "125000.00",
      url: "https://pumps.example/productinfo/sp-100",
    });
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 0,
    });
    // It survives a JSON round trip (it is written into the page as JSON).
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("lists typed specifications as additionalProperty values with UN/CEFACT unit codes", () => {
    expect(productJsonLd(ctx, product()).additionalProperty).toBeUndefined();
    const specs = specsFromText({ power: "1 HP", head: "15–75 m", discharge: "10–60 LPM" });
    const ld = productJsonLd(ctx, product({ specs }), specProperties(specs));
    expect(ld.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Power", value: 0.746, unitCode: "KWT", unitText: "kW" },
      { "@type": "PropertyValue", name: "Power (HP)", value: 1, unitCode: "K43", unitText: "HP" },
      {
        "@type": "PropertyValue",
        name: "Head",
        minValue: 15,
        maxValue: 75,
        unitCode: "MTR",
        unitText: "m",
      },
      {
        "@type": "PropertyValue",
        name: "Discharge",
        minValue: 10,
        maxValue: 60,
        unitCode: "L2",
        unitText: "LPM",
      },
    ]);
  });

  it("leaves the rating out when nobody has reviewed the product", () => {
    expect(productJsonLd(ctx, product({ reviewCount: 0 })).aggregateRating).toBeUndefined();
  });

  it("builds breadcrumbs through the category and subcategory", () => {
    const crumbs = productCrumbs(product());
    expect(crumbs.map((c) => c.path)).toEqual([
      "/",
      "/shop",
      "/shop?category=Submersible+Pumps",
      "/shop?category=Submersible+Pumps&subcategory=Borewell",
      "/productinfo/sp-100",
    ]);
    expect(productCrumbs(product({ categories: [] })).map((c) => c.name)).toEqual([
      "Home",
      "Shop",
      "Borewell Submersible Pump 1 HP",
    ]);
    const ld = breadcrumbJsonLd(ctx, crumbs) as { itemListElement: { item: string }[] };
    expect(ld.itemListElement[2]?.item).toBe(
      "https://pumps.example/shop?category=Submersible+Pumps",
    );
  });
});

describe("robots.txt", () => {
  it("allows all but the private paths, and names the sitemap", () => {
    const lines = robotsTxt("https://pumps.example").split("\n");
    expect(lines[0]).toBe("User-agent: *");
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
    expect(lines).toContain("Sitemap: https://pumps.example/sitemap.xml");
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("sitemap", () => {
  it("escapes XML", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });

  it("writes a url with a W3C lastmod date", () => {
    expect(sitemapUrl("https://x.in/p?a=1&b=2", Date.UTC(2025, 0, 31, 23))).toBe(
      "<url><loc>https://x.in/p?a=1&amp;b=2</loc><lastmod>2025-01-31</lastmod></url>\n",
    );
    expect(sitemapUrl("https://x.in/")).toBe("<url><loc>https://x.in/</loc></url>\n");
  });

  it("lists the content pages and one listing per category", () => {
    const xml = sitemapFixedUrls("https://x.in", ["Pumps & Motors"]);
    for (const p of [
      "/",
      "/shop",
      "/finder",
      "/about",
      "/contact",
      "/certificates",
      "/privacy",
      "/tandc",
    ]) {
      expect(xml).toContain(`<loc>https://x.in${p}</loc>`);
    }
    expect(xml).toContain("<loc>https://x.in/shop?category=Pumps+%26+Motors</loc>");
    expect(xml).not.toContain("admin");
    expect(xml).not.toContain("compare");
  });

  it("splits into parts only past one file's worth of products", () => {
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(SITEMAP_PRODUCTS_PER_PART)).toBe(1);
    expect(sitemapPartCount(SITEMAP_PRODUCTS_PER_PART + 1)).toBe(2);
    expect(sitemapPartCount(100_000)).toBe(7);
    // Each part, a <url> per product and language, stays inside the protocol's
    // 50,000-URL limit with room for the pages.
    expect(3 * SITEMAP_PRODUCTS_PER_PART).toBeLessThanOrEqual(45_000);
  });

  it("indexes the parts", () => {
    const xml = sitemapIndex("https://x.in", 2);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://x.in/sitemap.xml?part=1</loc>");
    expect(xml).toContain("<loc>https://x.in/sitemap.xml?part=2</loc>");
    expect(xml).not.toContain("part=3");
  });
});

describe("postalAddress", () => {
  it("reads an Indian address line into its parts", () => {
    expect(postalAddress("Plot 42, GIDC Phase II, Metoda, Rajkot, Gujarat 360021, India")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Plot 42, GIDC Phase II, Metoda",
      addressLocality: "Rajkot",
      addressRegion: "Gujarat",
      postalCode: "360021",
      addressCountry: "IN",
    });
    expect(postalAddress("12 Ring Road, Surat, Gujarat - 395 002, India")).toMatchObject({
      addressLocality: "Surat",
      addressRegion: "Gujarat",
      postalCode: "395002",
    });
  });

  it("reads the Gujarati and Hindi pages' address the same way (the demo's, siteFor)", () => {
    expect(postalAddress(defaultSiteText.gu.address)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "પ્લોટ નં. 42, જી.આઈ.ડી.સી. ફેઝ-2, મેટોડા",
      addressLocality: "રાજકોટ",
      addressRegion: "ગુજરાત",
      postalCode: "360021",
      addressCountry: "IN",
    });
    expect(postalAddress(defaultSiteText.hi.address)).toMatchObject({
      addressLocality: "राजकोट",
      addressRegion: "गुजरात",
      postalCode: "360021",
      addressCountry: "IN",
    });
  });

  it("keeps any other shape as one street line", () => {
    expect(postalAddress("Behind the bus stand, Gondal")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Behind the bus stand, Gondal",
    });
  });
});
