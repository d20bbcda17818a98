import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PRODUCT_CATEGORIES, MAX_PRODUCT_IMAGES } from "~/catalogue/product-schema";
import {
  escapeXml,
  renderAboutImage,
  renderCategoryImage,
  renderCertificate,
  renderHeroSlide,
  renderProductImage,
} from "./artwork.server";
import { type ArtKind, seedCategories, seedProducts } from "./catalogue-data";

const KINDS: ArtKind[] = [
  "submersible",
  "openwell",
  "monoblock",
  "agricultural",
  "motor",
  "drill",
  "grinder",
  "saw",
  "blower",
  "controlpanel",
];

async function jpegSize(
  buf: Buffer,
): Promise<{ format?: string; width?: number; height?: number }> {
  const meta = await sharp(buf).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe("seed catalogue data", () => {
  it("has at least 6 categories with 2-4 unique subcategories each", () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedCategories.map((c) => c.name)).size).toBe(seedCategories.length);
    for (const c of seedCategories) {
      expect(c.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(c.subcategories.length).toBeLessThanOrEqual(4);
      expect(new Set(c.subcategories).size).toBe(c.subcategories.length);
      expect(KINDS).toContain(c.art);
    }
  });

  it("only references existing categories and subcategories", () => {
    const byName = new Map(seedCategories.map((c) => [c.name, c]));
    for (const p of seedProducts) {
      expect(p.categories.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.categories.length, p.title).toBeLessThanOrEqual(MAX_PRODUCT_CATEGORIES);
      for (const ref of p.categories) {
        const cat = byName.get(ref.category);
        expect(cat, `${p.title} -> ${ref.category}`).toBeDefined();
        if (ref.subcategory !== undefined) {
          expect(cat?.subcategories, `${p.title} -> ${ref.subcategory}`).toContain(ref.subcategory);
        }
      }
    }
  });

  it("has enough unique, well-formed products", () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(48);
    const titles = seedProducts.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(seedProducts.filter((p) => p.bestSell).length).toBeGreaterThanOrEqual(8);
    for (const p of seedProducts) {
      expect(p.star * 2, p.title).toSatisfy(Number.isInteger);
      expect(p.star, p.title).toBeGreaterThanOrEqual(0);
      expect(p.star, p.title).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.priceRupees) && p.priceRupees > 0, p.title).toBe(true);
      expect(p.reviewCount, p.title).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(p.imageCount), p.title).toBe(true);
      expect(p.imageCount, p.title).toBeGreaterThanOrEqual(1);
      expect(p.imageCount, p.title).toBeLessThanOrEqual(MAX_PRODUCT_IMAGES);
      expect(p.accent, p.title).toMatch(/^#[0-9a-f]{6}$/i);
      expect(KINDS, p.title).toContain(p.art);
      expect(p.specification.length, p.title).toBeGreaterThan(0);
      expect(p.features.length, p.title).toBeGreaterThan(0);
      expect(p.description.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.description.length, p.title).toBeLessThanOrEqual(3);
    }
  });

  it("covers every category with products", () => {
    for (const c of seedCategories) {
      expect(
        seedProducts.some((p) => p.categories.some((ref) => ref.category === c.name)),
        c.name,
      ).toBe(true);
    }
  });
});

describe("artwork", () => {
  it("escapes XML special characters", () => {
    expect(escapeXml(`A & B <"x"> 'y'`)).toBe("A &amp; B &lt;&quot;x&quot;&gt; &apos;y&apos;");
  });

  it.each(KINDS)("renders a 1200x1200 JPEG product image for %s", async (kind) => {
    const buf = await renderProductImage(kind, 0, "#1f5fa8", `Test <${kind}> & "quotes"`);
    expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 1200, height: 1200 });
  });

  it("renders every product view, even with an odd label or accent", async () => {
    for (let view = 0; view < 5; view++) {
      const buf = await renderProductImage("motor", view, "not-a-colour", "SPT <5 HP> & 'more'");
      expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 1200, height: 1200 });
    }
  });

  it("renders a 1200x800 category image", async () => {
    const buf = await renderCategoryImage("drill", "Power Tools & Co");
    expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 1200, height: 800 });
  });

  it("renders a 2400x1000 hero slide", async () => {
    const buf = await renderHeroSlide(0);
    expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 2400, height: 1000 });
  });

  it("renders a 1600x1000 about image", async () => {
    const buf = await renderAboutImage(2);
    expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 1600, height: 1000 });
  });

  it("renders 1240x1754 certificates", async () => {
    for (const i of [0, 1]) {
      const buf = await renderCertificate(i);
      expect(await jpegSize(buf)).toEqual({ format: "jpeg", width: 1240, height: 1754 });
    }
  });
});
