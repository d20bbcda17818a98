import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { type TempData, tempData } from "~/test/temp-data";
import { cataloguePdfFile } from "./catalogue-pdf-file.server";
import { insertCategory } from "./categories.server";
import { insertProduct } from "./products.server";

let t: TempData;
beforeEach(async () => {
  t = await tempData();
  const { id } = await insertCategory(t.db, {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  });
  await insertProduct(t.db, {
    id: "p1",
    title: "Openwell Pump 1 HP",
    pricePaise: 990_000,
    bestSell: false,
    reviewCount: 0,
    star: 0,
    description: "",
    specification: "Power: 1 HP",
    features: "",
    imageIds: [],
    categories: [{ categoryId: id, subcategoryId: null }],
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
