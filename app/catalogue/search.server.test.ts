import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TempData, tempData } from "~/test/temp-data";
import { insertProduct } from "./products.server";
import { searchProducts, searchProductsByScan } from "./search.server";

let t: TempData;
beforeEach(async () => {
  t = await tempData();
});
afterEach(() => t.cleanup());

async function product(id: string, title: string) {
  await insertProduct(t.db, {
    id,
    title,
    pricePaise: 100_000,
    bestSell: false,
    reviewCount: 0,
    star: 0,
    description: "",
    specification: "",
    features: "",
    imageIds: [],
    categories: [],
    createdAt: Date.now(),
  });
}

const titles = async (text: string) => (await searchProducts(t.db, text)).map((p) => p.title);

describe("header search", () => {
  it("finds titles containing the text anywhere, ignoring case", async () => {
    await product("a", "Openwell Submersible Pump 1 HP");
    await product("b", "Monoblock Pump 2 HP");
    await product("c", "Angle Grinder 900 W");
    expect(await titles("SUBMERS")).toEqual(["Openwell Submersible Pump 1 HP"]);
    expect(await titles("mersib")).toEqual(["Openwell Submersible Pump 1 HP"]);
    expect((await titles("pump")).sort()).toEqual([
      "Monoblock Pump 2 HP",
      "Openwell Submersible Pump 1 HP",
    ]);
    expect(await titles("drill")).toEqual([]);
  });

  it("answers one- and two-letter text with a scan", async () => {
    await product("a", "Angle Grinder 900 W");
    await product("b", "Monoblock Pump 2 HP");
    expect((await titles("2 ")).sort()).toEqual(["Monoblock Pump 2 HP"]);
    expect((await titles("g")).sort()).toEqual(["Angle Grinder 900 W"]);
  });

  it("returns at most eight results", async () => {
    for (let i = 0; i < 12; i++) await product(`p${i}`, `Borewell Pump ${i}`);
    expect(await titles("borewell")).toHaveLength(8);
    expect(await titles("bo")).toHaveLength(8);
  });

  it("treats quotes, wildcards and operators as plain text", async () => {
    await product("a", 'Pipe 1" 100% copper_wire');
    await product("b", "Pipe 10 copper");
    expect(await titles('1"')).toEqual(['Pipe 1" 100% copper_wire']);
    expect(await titles("100%")).toEqual(['Pipe 1" 100% copper_wire']);
    expect(await titles("r_w")).toEqual(['Pipe 1" 100% copper_wire']);
    expect(await titles("OR")).toEqual([]);
    expect(await titles("copper AND")).toEqual([]);
    expect(await titles("   ")).toEqual([]);
  });

  it("follows title changes and deletions", async () => {
    await product("a", "Jet Pump");
    await sql`UPDATE product SET title = 'Self-priming Pump' WHERE id = 'a'`.execute(t.db);
    expect(await titles("jet")).toEqual([]);
    expect(await titles("priming")).toEqual(["Self-priming Pump"]);
    await t.db.deleteFrom("product").where("id", "=", "a").execute();
    expect(await titles("priming")).toEqual([]);
  });

  it("gives the same answers as the plain scan it replaces", async () => {
    const names = ["Kisan Pump", "Kisaan Motor", "Pump Kit", "KIT bag", "Mini Kitchen Mixer"];
    for (const [i, name] of names.entries()) await product(`p${i}`, name);
    for (const text of ["kit", "KIS", "pump", "n m", "xyz"]) {
      const scan = (await searchProductsByScan(t.db, text)).map((p) => p.title).sort();
      expect((await titles(text)).sort()).toEqual(scan);
    }
  });
});
