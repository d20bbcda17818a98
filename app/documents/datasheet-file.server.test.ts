import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import { defaultSite } from "~/config/site";
import { indiaDate } from "~/format/india-time";
import { ingestImage } from "~/media/images.server";
import { readPdf } from "~/test/pdf-text";
import { setupTempData } from "~/test/temp-data";
import { datasheetFile, datasheetFileName } from "./datasheet-file.server";

const BASE_URL = "https://shop.example.in";

const t = setupTempData();
beforeEach(async () => {
  const { id: categoryId } = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  });
  const photo = await sharp({
    create: { width: 500, height: 400, channels: 3, background: "#3366aa" },
  })
    .jpeg()
    .toBuffer();
  const media = await ingestImage(t.db, t.storage, photo, "products");
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id: "sp-15",
    title: "Borewell Submersible Pump 1.5 HP",
    price: 1_845_000_00,
    description: "A pump.",
    specification: "Body: Stainless steel\nWarranty: 1 year",
    features: "Copper winding\nWater-filled motor",
    images: [media.id],
    categories: [{ category: categoryId, subcategory: null }],
    specs: specsFromText({
      power: "1.5 HP",
      phase: "1",
      head: "20–105 m",
      discharge: "10–62 LPM",
      borewell: "4 inch",
      stages: "15",
      dutyPoints: "105 m @ 0 LPM\n80 m @ 30 LPM\n20 m @ 62 LPM",
    }),
  });
});

const build = (id = "sp-15") =>
  datasheetFile(t.db, t.storage, id, {
    cacheDir: path.join(t.dir, "cache", "datasheets"),
    site: defaultSite,
    baseUrl: BASE_URL,
  });

describe("product datasheet", () => {
  it("is one page with the specs and their units, the ₹ price, features, QR link and date", async () => {
    const sheet = await build();
    expect(sheet).not.toBeNull();
    const { pages, links } = await readPdf(readFileSync(sheet?.file ?? ""));
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? "";
    for (const expected of [
      defaultSite.companyName,
      "Borewell Submersible Pump 1.5 HP",
      "₹18,45,000",
      "Specifications",
      "1.5 HP (1.1 kW)",
      "Single phase",
      "20–105 m",
      "10–62 LPM",
      "4 inch (100 mm)",
      "Stainless steel",
      "Warranty",
      "Pump curve",
      "Discharge (LPM)",
      "Head (m)",
      "Copper winding",
      "Water-filled motor",
      `Datasheet generated ${indiaDate(Date.now())}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(links).toContain(`${BASE_URL}/productinfo/sp-15`);
  });

  it("writes the date the Indian way, in India's calendar day", () => {
    expect(indiaDate(new Date("2026-11-23T12:00:00Z").getTime())).toBe("23 Nov 2026");
    // 20:00 UTC is already the next day in India.
    expect(indiaDate(new Date("2026-09-30T20:00:00Z").getTime())).toBe("1 Oct 2026");
  });

  it("is built once and served from the cache until the product changes", async () => {
    const first = await build();
    const builtAt = statSync(first?.file ?? "").mtimeMs;
    const [again, concurrent] = await Promise.all([build(), build()]);
    expect(again?.file).toBe(first?.file);
    expect(concurrent?.file).toBe(first?.file);
    expect(statSync(first?.file ?? "").mtimeMs).toBe(builtAt);

    await sql`UPDATE product SET price_paise = 1999900, updated_at = updated_at + 1 WHERE id = 'sp-15'`.execute(
      t.db,
    );
    const second = await build();
    expect(second?.file).not.toBe(first?.file);
    expect(second?.version).not.toBe(first?.version);
    expect(readdirSync(path.join(t.dir, "cache", "datasheets"))).toEqual([
      path.basename(second?.file ?? ""),
    ]);
    const { pages } = await readPdf(readFileSync(second?.file ?? ""));
    expect(pages[0]).toContain("₹19,999");
  });

  it("is null for an unknown product", async () => {
    expect(await build("no-such-product")).toBeNull();
  });

  it("still has the free-text lines and no curve when a product has no typed specs", async () => {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "plain",
      title: "Pipe Clamp",
      price: 15_000,
      specification: "Size: 2 inch",
    });
    const { pages } = await readPdf(readFileSync((await build("plain"))?.file ?? ""));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Size");
    expect(pages[0]).toContain("2 inch");
    expect(pages[0]).toContain("Image not available");
    expect(pages[0]).not.toContain("Pump curve");
  });

  it("names the download for the product", () => {
    expect(datasheetFileName("Borewell Submersible Pump 1.5 HP")).toBe(
      "Borewell-Submersible-Pump-1.5-HP-datasheet.pdf",
    );
    expect(datasheetFileName('Pipe 1" "quoted" ½')).toBe("Pipe-1-quoted-1-2-datasheet.pdf");
    expect(datasheetFileName("")).toBe("product-datasheet.pdf");
  });
});
