import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import { defaultSite } from "~/config/site";
import { type TempData, tempData } from "~/test/temp-data";
import { cataloguePdfFile } from "./catalogue-pdf-file.server";

let t: TempData;
let categoryId: number;
beforeEach(async () => {
  t = await tempData();
  const { id } = await insertCategory(t.db, {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  });
  categoryId = id;
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id: "p1",
    title: "Openwell Pump 1 HP",
    price: 990_000,
    specification: "Power: 1 HP",
    categories: [{ category: id, subcategory: null }],
  });
});
afterEach(() => t.cleanup());

const build = () =>
  cataloguePdfFile(t.db, t.storage, {
    cacheDir: path.join(t.dir, "cache"),
    site: defaultSite,
    baseUrl: "http://localhost:3000",
  });

describe("catalogue PDF file", () => {
  it("is built once per catalogue version and served from the cache after that", async () => {
    const first = await build();
    const builtAt = statSync(first).mtimeMs;
    const [again, concurrent] = await Promise.all([build(), build()]);
    expect(again).toBe(first);
    expect(concurrent).toBe(first);
    expect(statSync(first).mtimeMs).toBe(builtAt);
  });

  it("is rebuilt after a product change, and the old version is removed", async () => {
    const first = await build();
    await sql`UPDATE product SET title = 'Openwell Pump 1.5 HP', updated_at = updated_at + 1`.execute(
      t.db,
    );
    const second = await build();
    expect(second).not.toBe(first);
    expect(readdirSync(path.join(t.dir, "cache"))).toEqual([path.basename(second)]);
  });
});

async function pdfText(file: string): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(readFileSync(file)),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  const document = await task.promise;
  const texts: string[] = [];
  try {
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
  } finally {
    await task.destroy();
  }
  return texts.join(" ").replace(/\s+/g, " ");
}

describe("catalogue PDF with typed specifications", () => {
  it("shows each product's specification table with units", async () => {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: "p2",
      title: "Borewell Submersible Pump 1.5 HP",
      price: 1_845_000,
      specification: "Body: Stainless steel",
      categories: [{ category: categoryId, subcategory: null }],
      specs: specsFromText({
        power: "1.5 HP",
        phase: "1",
        head: "20–105 m",
        discharge: "10–62 LPM",
        borewell: "4 inch",
      }),
    });
    const text = await pdfText(await build());
    for (const expected of [
      "Power",
      "1.5 HP (1.1 kW)",
      "Single phase",
      "20–105 m",
      "10–62 LPM",
      "4 inch (100 mm)",
      "Stainless steel",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
