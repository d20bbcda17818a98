import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, openSqlite } from "~/db/db.server";
import { type TempData, tempData, tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
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

describe.skipIf(!testPostgresUrl())("the same search on SQLite and PostgreSQL", () => {
  it("returns the same products in the same order", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-search-parity-"));
    const sqlite = openSqlite(path.join(dir, "parity.db"));
    const pg = await tempPostgresDatabase();
    try {
      await migrateToLatest(sqlite);
      const titles = [
        "Openwell Submersible Pump 1 HP",
        "Monoblock Pump 2 HP",
        "Angle Grinder 900 W",
        'Pipe 1" 100% copper_wire',
        "SUBMERSIBLE Cable 4 mm",
        "Borewell Submersible Pump 1.5 HP",
        ...Array.from({ length: 14 }, (_, i) => `Submersible Motor V${i}`),
        "Jet Pump ½ HP",
        "Kisan Pump",
      ];
      const start = Date.now();
      for (const db of [sqlite, pg.db]) {
        for (const [i, title] of titles.entries()) {
          await insertProduct(db, {
            id: `p${i}`,
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
            createdAt: start + i,
          });
        }
      }
      const queries = [
        "submersible",
        "SUBMERS",
        "pump",
        "1 hp",
        "ump",
        "Hp",
        "p",
        '1"',
        "100%",
        "_",
        "½",
        "zzz",
      ];
      for (const q of queries) {
        const onSqlite = (await searchProducts(sqlite, q)).map((p) => p.id);
        const onPostgres = (await searchProducts(pg.db, q)).map((p) => p.id);
        expect({ q, ids: onPostgres }).toEqual({ q, ids: onSqlite });
      }
      // More than eight match: both give the first eight in catalogue order.
      expect((await searchProducts(pg.db, "submersible")).map((p) => p.id)).toEqual([
        "p0",
        "p4",
        "p5",
        "p6",
        "p7",
        "p8",
        "p9",
        "p10",
      ]);
    } finally {
      await sqlite.destroy();
      await pg.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
