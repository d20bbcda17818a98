import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { writeProductTranslationIn } from "~/catalogue/translations.server";
import { SITEMAP_PRODUCTS_PER_PART } from "~/seo/seo";
import { setupTempData } from "~/test/temp-data";
import { sitemap } from "./sitemap.server";

const t = setupTempData();

const BASE = "https://pumps.example";

async function read(part: number | null, perPart?: number): Promise<string> {
  const result = await sitemap(t.db, BASE, part, perPart);
  if (result.kind === "missing") return "MISSING";
  if (result.kind === "index") return result.body;
  return new Response(result.body).text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemap", () => {
  it("lists pages, category listings and every product with its lastmod", async () => {
    const { id: categoryId } = await insertCategory(t.db, {
      name: "Pumps & Motors",
      imageMediaId: null,
      position: 0,
      subcategories: [],
    });
    const updated = Date.UTC(2025, 4, 17, 12);
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "pump-1",
      title: "Pump",
      price: 100,
      categories: [{ category: categoryId, subcategory: null }],
      createdAt: updated,
    });
    await translateTitle("pump-1", "gu", "પંપ");
    await translateTitle("pump-1", "hi", "पंप");
    const xml = await read(null);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const pages = [
      "/",
      "/shop",
      "/finder",
      "/about",
      "/contact",
      "/dealer",
      "/certificates",
      "/privacy",
      "/tandc",
      "/shop?category=Pumps+%26+Motors",
      "/productinfo/pump-1",
    ];
    // Each page once per language, in the order en, gu, hi.
    const prefixed = (prefix: string, p: string) => (p === "/" ? prefix : `${prefix}${p}`);
    expect(locs(xml)).toEqual(
      pages.flatMap((p) => [
        `${BASE}${p}`,
        `${BASE}${prefixed("/gu", p)}`,
        `${BASE}${prefixed("/hi", p)}`,
      ]),
    );
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${BASE}/productinfo/pump-1"/>`,
      `<xhtml:link rel="alternate" hreflang="gu-IN" href="${BASE}/gu/productinfo/pump-1"/>`,
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${BASE}/hi/productinfo/pump-1"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/productinfo/pump-1"/>`,
    ].join("");
    for (const loc of ["/productinfo/pump-1", "/gu/productinfo/pump-1", "/hi/productinfo/pump-1"])
      expect(xml).toContain(
        `<url><loc>${BASE}${loc}</loc><lastmod>2025-05-17</lastmod>${alternates}</url>`,
      );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(await read(2)).toBe("MISSING");
  });

  it("leaves a product out of a language it is not translated into, and out of its alternates", async () => {
    for (const id of ["none", "gujarati", "both", "partly"])
      await insertProduct(t.db, {
        ...BLANK_PRODUCT,
        id,
        title: "Pump",
        price: 100,
        description: "Strong",
        categories: [],
        createdAt: Date.UTC(2025, 4, 17),
      });
    const translate = async (id: string, locale: "gu" | "hi", description: string) => {
      await translateTitle(id, locale, locale === "gu" ? "પંપ" : "पंप");
      await t.db
        .updateTable("product_translation")
        .set({ description, description_source: description && "Strong" })
        .where("product_id", "=", id)
        .where("locale", "=", locale)
        .execute();
    };
    await translate("gujarati", "gu", "મજબૂત");
    await translate("both", "gu", "મજબૂત");
    await translate("both", "hi", "मज़बूत");
    // A title alone leaves the description missing: not translated yet.
    await translate("partly", "hi", "");
    const products = locs(await read(null)).filter((l) => l?.includes("/productinfo/"));
    expect(products).toEqual(
      [
        "/productinfo/both",
        "/gu/productinfo/both",
        "/hi/productinfo/both",
        "/productinfo/gujarati",
        "/gu/productinfo/gujarati",
        "/productinfo/none",
        "/productinfo/partly",
      ].map((p) => `${BASE}${p}`),
    );
    const xml = await read(null);
    const english = `<url><loc>${BASE}/productinfo/gujarati</loc><lastmod>2025-05-17</lastmod>`;
    expect(xml).toContain(
      `${english}${[
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${BASE}/productinfo/gujarati"/>`,
        `<xhtml:link rel="alternate" hreflang="gu-IN" href="${BASE}/gu/productinfo/gujarati"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/productinfo/gujarati"/>`,
      ].join("")}</url>`,
    );
  });

  it("splits into an index of parts past one file's worth, each product once", async () => {
    await bulkProducts(1_000);
    const perPart = 450;
    const index = (await sitemap(t.db, BASE, null, perPart)) as { body: string };
    expect(index.body).toContain("<sitemapindex");
    expect(locs(index.body)).toEqual([1, 2, 3].map((n) => `${BASE}/sitemap.xml?part=${n}`));
    const parts = await Promise.all([1, 2, 3].map((n) => read(n, perPart)));
    const products = parts.flatMap((xml) => locs(xml).filter((l) => l?.includes("/productinfo/")));
    // Each product once per language.
    expect(products).toHaveLength(3_000);
    expect(new Set(products).size).toBe(3_000);
    expect(locs(parts[0] ?? "")).toContain(`${BASE}/about`);
    expect(locs(parts[1] ?? "")).not.toContain(`${BASE}/about`);
    expect(locs(parts[1] ?? "")).toHaveLength(3 * 450);
    expect(locs(parts[2] ?? "")).toHaveLength(3 * 100);
    expect(await read(4, perPart)).toBe("MISSING");
    expect(await read(0, perPart)).toBe("MISSING");
  });

  it("streams 100,000 products as an index of parts within the URL limit", async () => {
    await bulkProducts(100_000);
    expect(locs(await read(null))).toHaveLength(Math.ceil(100_000 / SITEMAP_PRODUCTS_PER_PART));
    const first = await read(1);
    const urls = locs(first);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(urls.filter((l) => l?.includes("/productinfo/"))).toHaveLength(
      3 * SITEMAP_PRODUCTS_PER_PART,
    );
  }, 60_000);
});

/** A product's title in a language (its only text field): translated there. */
async function translateTitle(id: string, locale: "gu" | "hi", title: string) {
  const none = { text: "", source: "" };
  await writeProductTranslationIn(t.db, id, locale, {
    fields: {
      title: { text: title, source: "Pump" },
      description: none,
      specification: none,
      features: none,
    },
    imageAlts: {},
  });
}

/**
 * Many bare products in one fast transaction (the fsync-per-commit seeding is
 * too slow here), each translated into Gujarati and Hindi.
 */
async function bulkProducts(count: number) {
  if (t.dialect === "sqlite") await sql`PRAGMA synchronous = OFF`.execute(t.db);
  await t.db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, count - start) }, (_, k) => {
        const i = start + k;
        return {
          id: `bulk-${String(i).padStart(6, "0")}`,
          title: `Bulk product ${i}`,
          price_paise: 100,
          best_sell: 0,
          review_count: 0,
          star: 0,
          description: "",
          specification: "",
          features: "",
          created_at: i,
          updated_at: i,
        };
      });
      await trx.insertInto("product").values(rows).execute();
      for (const locale of ["gu", "hi"])
        await trx
          .insertInto("product_translation")
          .values(
            rows.map((r) => ({
              product_id: r.id,
              locale,
              title: `${r.title} (${locale})`,
              title_source: r.title,
              description: "",
              description_source: "",
              specification: "",
              specification_source: "",
              features: "",
              features_source: "",
              updated_at: r.updated_at,
            })),
          )
          .execute();
    }
  });
}
