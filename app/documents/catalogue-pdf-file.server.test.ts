import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import { defaultSite } from "~/config/site";
import { readPdf } from "~/test/pdf-text";
import { setupTempData } from "~/test/temp-data";
import { cataloguePdfFile } from "./catalogue-pdf-file.server";

const t = setupTempData();
let categoryId: number;
beforeEach(async () => {
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
    const { text } = await readPdf(readFileSync(await build()));
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
