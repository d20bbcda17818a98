import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defaultSite } from "~/config/site";
import { type PdfContent, readPdf } from "~/test/pdf-text";
import { type PdfCategory, renderCataloguePdf } from "./catalogue-pdf.server";

const BASE_URL = "https://shop.example.in";

async function testImage(background: string, png = false): Promise<Buffer> {
  const image = sharp({ create: { width: 200, height: 200, channels: 3, background } });
  return png ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe("renderCataloguePdf", () => {
  let categories: PdfCategory[];
  let pdf: Buffer;
  let extracted: PdfContent;

  beforeAll(async () => {
    const jpeg = await testImage("#3366aa");
    const png = await testImage("#aa6633", true);
    const names = ["Submersible Pumps", "Electric Motors", "Power Tools"];
    categories = names.map((name, c) => ({
      name,
      products: [0, 1, 2].map((p) => ({
        id: `P-${c}${p}`,
        title: `${name.split(" ")[0]} Model ${c}${p}`,
        pricePaise: [12_500_000, 149_950, 899_900][p]!,
        specification: ["Power: 1.5 HP", "Head: 18-42 m", "Warranty: 18 months"],
        image: p === 2 ? null : p === 1 ? png : jpeg,
        subcategory: c === 0 ? "V4 borewell" : undefined,
      })),
    }));
    pdf = await renderCataloguePdf({
      site: defaultSite,
      categories,
      generatedAt: new Date("2025-11-23T10:00:00Z"),
      baseUrl: `${BASE_URL}/`,
    });
    extracted = await readPdf(pdf);
  });

  it("produces a PDF", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  it("has a cover, a contents page and a section per category", () => {
    // 3 products fit on one page, so: cover + contents + 3 category pages.
    expect(extracted.pages).toHaveLength(5);
    const [cover, contents] = extracted.pages;
    expect(cover).toContain(defaultSite.companyName);
    expect(cover).toContain("Product Catalogue 2025");
    expect(cover).toContain(defaultSite.gstin);
    expect(cover).toContain(defaultSite.phone);
    expect(cover).toContain(defaultSite.email);
    expect(contents).toContain("Contents");
    for (const [i, page] of extracted.pages.entries()) {
      expect(page).toContain(`Page ${i + 1} of 5`);
    }
  });

  it("contains every category, every product title and the rupee sign", () => {
    const text = extracted.pages.join(" ");
    for (const category of categories) {
      expect(text).toContain(category.name);
      for (const product of category.products) expect(text).toContain(product.title);
    }
    expect(text).toContain("₹");
    expect(text).toContain("₹1,25,000");
    expect(text).toContain("₹1,499.50");
    expect(text).toContain("V4 BOREWELL");
  });

  it("links every product to its page on the site", () => {
    for (const category of categories) {
      for (const product of category.products) {
        expect(extracted.links).toContain(`${BASE_URL}/productinfo/${product.id}`);
      }
    }
  });

  it("renders an empty catalogue and survives unreadable images", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const empty = await renderCataloguePdf({
      site: defaultSite,
      categories: [{ name: "Nothing here", products: [] }],
      generatedAt: new Date("2025-01-01T00:00:00Z"),
      baseUrl: BASE_URL,
    });
    const emptyText = await readPdf(empty);
    expect(emptyText.pages).toHaveLength(2);
    expect(emptyText.pages[1]).toContain("No products are listed at present.");

    const broken = await renderCataloguePdf({
      site: defaultSite,
      categories: [
        {
          name: "Odd data",
          products: [
            {
              id: "x/1",
              title: "",
              pricePaise: 0,
              specification: ["", "A very long specification line ".repeat(20)],
              image: Buffer.from("not an image"),
            },
          ],
        },
      ],
      generatedAt: new Date("2025-01-01T00:00:00Z"),
      baseUrl: BASE_URL,
    });
    const brokenText = await readPdf(broken);
    expect(brokenText.pages).toHaveLength(3);
    expect(brokenText.pages[2]).toContain("Price on request");
    expect(brokenText.links).toContain(`${BASE_URL}/productinfo/x%2F1`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("image of product x/1 skipped"));
    warn.mockRestore();
  });
});
