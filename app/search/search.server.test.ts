import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  addProductFromForm,
  updateProductFromForm,
} from "~/catalogue/admin/product-actions.server";
import { getEditableProduct } from "~/catalogue/admin/product-admin.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import {
  findProducts,
  searchProducts,
  searchProductsByScan,
} from "~/catalogue/product-search.server";
import { insertProduct } from "~/catalogue/products.server";
import { migrateToLatest, openSqlite } from "~/db/db.server";
import { setupTempData, tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
import { indexProducts } from "./product-keys.server";
import { planSearch } from "./search.server";
import { searchQuery } from "./search-text";

const t = setupTempData();

async function product(id: string, title: string) {
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id,
    title,
    price: 100_000,
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
    // "and" is a filler word, in every language's list (query-terms.server.ts).
    expect((await titles("copper AND")).sort()).toEqual([
      'Pipe 1" 100% copper_wire',
      "Pipe 10 copper",
    ]);
    expect(await titles("   ")).toEqual([]);
  });

  it("follows additions, title changes and deletions, whoever writes them", async () => {
    await product("a", "Jet Pump");
    // Searched once, so the index in memory is read before each change below.
    expect(await titles("jet")).toEqual(["Jet Pump"]);
    // A title is only ever changed by the product writer, which remakes the search key.
    await sql`UPDATE product SET title = 'Self-priming Pump' WHERE id = 'a'`.execute(t.db);
    await indexProducts(t.db, ["a"]);
    expect(await titles("jet")).toEqual([]);
    expect(await titles("priming")).toEqual(["Self-priming Pump"]);
    // Written by a script, not the app: the title alone (the exact tier reads it).
    await sql`UPDATE product SET title = 'Self-priming Pump Deluxe' WHERE id = 'a'`.execute(t.db);
    expect(await titles("deluxe")).toEqual(["Self-priming Pump Deluxe"]);
    await product("b", "Jet Pump 2");
    expect(await titles("jet")).toEqual(["Jet Pump 2"]);
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

describe("sizes written any way", () => {
  beforeEach(async () => {
    await product("a", "Borewell Submersible Pump 1.5 HP");
    await product("b", "Openwell Pump 1.5HP Single Phase");
    await product("c", "Monoblock Pump 0.5 HP");
    await product("d", "Jet Pump ½ HP");
    await product("e", "Monoblock Pump 11.5 HP");
    await product("f", "Three Phase Motor 1.1 kW");
    await product("g", "Self-priming Pump 60 LPM 1-phase");
  });

  it.each(["1.5hp", "1.5 hp", "1.5 HP", "1.5HP", "1.5 H.P."])(
    "%s finds the 1.5 HP pumps",
    async (q) => {
      const found = await titles(q);
      expect(found).toEqual(
        expect.arrayContaining([
          "Borewell Submersible Pump 1.5 HP",
          "Openwell Pump 1.5HP Single Phase",
        ]),
      );
    },
  );

  it("matches numbers as whole values: 5 HP is not in 7.5 HP, TPM-5 is not TPM-50", async () => {
    await product("m5", "Induction Motor 5 HP TPM-5");
    await product("m75", "Induction Motor 7.5 HP TPM-50");
    expect(await titles("5 hp")).toEqual(["Induction Motor 5 HP TPM-5"]);
    expect(await titles("५ एचपी")).toEqual(["Induction Motor 5 HP TPM-5"]);
    expect(await titles("tpm-5")).toEqual(["Induction Motor 5 HP TPM-5"]);
    expect(await titles("motor 7.5")).toEqual(["Induction Motor 7.5 HP TPM-50"]);
  });

  it("reads .5hp as 0.5 HP, and half a horsepower written as ½", async () => {
    expect((await titles(".5hp")).sort()).toEqual(["Jet Pump ½ HP", "Monoblock Pump 0.5 HP"]);
    expect((await titles("0.5 hp")).sort()).toEqual(["Jet Pump ½ HP", "Monoblock Pump 0.5 HP"]);
  });

  it("reads phases, kW and LPM however they are written", async () => {
    expect((await titles("single phase")).sort()).toEqual([
      "Openwell Pump 1.5HP Single Phase",
      "Self-priming Pump 60 LPM 1-phase",
    ]);
    expect((await titles("1 phase")).sort()).toEqual([
      "Openwell Pump 1.5HP Single Phase",
      "Self-priming Pump 60 LPM 1-phase",
    ]);
    expect(await titles("3ph")).toEqual(["Three Phase Motor 1.1 kW"]);
    expect(await titles("1.1kw")).toEqual(["Three Phase Motor 1.1 kW"]);
    expect(await titles("60lpm")).toEqual(["Self-priming Pump 60 LPM 1-phase"]);
  });

  it("matches every word and size when the whole text is in no title", async () => {
    expect(await titles("submersible 1.5hp")).toEqual(["Borewell Submersible Pump 1.5 HP"]);
    expect((await findProducts(t.db, "submersible 1.5hp")).correctedQuery).toBeNull();
  });

  it("agrees with the plain scan", async () => {
    for (const q of ["1.5hp", ".5hp", "single phase", "3 phase", "submersible 1.5hp", "pump 1hp"]) {
      const scan = (await searchProductsByScan(t.db, q)).map((p) => p.title);
      expect({ q, found: await titles(q) }).toEqual({ q, found: scan });
    }
  });
});

describe("typos", () => {
  beforeEach(async () => {
    await product("a", "Borewell Submersible Pump 1.5 HP");
    await product("b", "Openwell Submersible Pump 1 HP");
    await product("c", "Induction Motor 2 HP");
    await product("d", "Monoblock Pump 2 HP");
    await product("e", "Angle Grinder 900 W");
  });

  it.each([
    [
      "submersibal",
      "submersible",
      ["Borewell Submersible Pump 1.5 HP", "Openwell Submersible Pump 1 HP"],
    ],
    ["motar", "motor", ["Induction Motor 2 HP"]],
    ["opnwell", "openwell", ["Openwell Submersible Pump 1 HP"]],
    ["SUBMERSIBAL 1.5hp", "submersible 1.5 hp", ["Borewell Submersible Pump 1.5 HP"]],
    ["monoblok pump", "monoblock pump", ["Monoblock Pump 2 HP"]],
  ])("%s is corrected to %s", async (q, corrected, expected) => {
    const answer = await findProducts(t.db, q);
    expect(answer.correctedQuery).toBe(corrected);
    expect(answer.products.map((p) => p.title)).toEqual(expected);
  });

  it("leaves known words and parts of words alone, and corrects nothing it cannot", async () => {
    expect(await findProducts(t.db, "submers pump")).toMatchObject({ correctedQuery: null });
    expect((await titles("submers pump")).sort()).toEqual([
      "Borewell Submersible Pump 1.5 HP",
      "Openwell Submersible Pump 1 HP",
    ]);
    expect(await findProducts(t.db, "xylophone")).toEqual({ products: [], correctedQuery: null });
  });

  it("learns the words of new titles as products are saved", async () => {
    expect((await findProducts(t.db, "compresor")).products).toEqual([]);
    await product("f", "Air Compressor 2 HP");
    expect(await findProducts(t.db, "compresor")).toMatchObject({ correctedQuery: "compressor" });
  });

  it("learns the words of titles added and edited in the admin", async () => {
    const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };
    const form = (values: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(values)) f.append(k, v);
      return f;
    };
    const base = { intent: "save-product", price: "12500", star: "4" };
    const added = await addProductFromForm(
      t.db,
      admin,
      form({ ...base, title: "Pressure Booster" }),
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    expect(await findProducts(t.db, "presure")).toMatchObject({ correctedQuery: "pressure" });
    const loaded = await getEditableProduct(t.db, added.id);
    const edited = await updateProductFromForm(
      t.db,
      admin,
      added.id,
      form({ ...base, title: "Pressure Booster Cylinder", updatedAt: String(loaded?.updatedAt) }),
    );
    expect(edited).toEqual({ ok: true, id: added.id });
    expect(await findProducts(t.db, "booster cylindr")).toMatchObject({
      correctedQuery: "booster cylinder",
    });
  });

  it("gives /shop the same plan", async () => {
    expect(await planSearch(t.db, "motar")).toMatchObject({
      terms: [{ options: [["ntr"]] }],
      correctedQuery: "motor",
    });
    expect((await planSearch(t.db, "motor")).correctedQuery).toBeNull();
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
        "Openwell Pump 1.5HP Single Phase",
        "Induction Motor 0.5 HP 1-phase",
        "Three Phase Motor 1.1 kW",
      ];
      const start = Date.now();
      for (const db of [sqlite, pg.db]) {
        for (const [i, title] of titles.entries()) {
          await insertProduct(db, {
            ...BLANK_PRODUCT,
            id: `p${i}`,
            title,
            price: 100_000,
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
        // Sizes written any way.
        "1.5hp",
        "1.5 HP",
        ".5hp",
        "single phase",
        "3 phase",
        "1.1kw",
        "submersible 1.5hp",
        // Typos, corrected from the titles' vocabulary.
        "submersibal",
        "motar",
        "opnwell",
        "pmup 1.5 hp",
        "xylophone",
      ];
      for (const q of queries) {
        const onSqlite = await findProducts(sqlite, q);
        const onPostgres = await findProducts(pg.db, q);
        expect({
          q,
          ids: onPostgres.products.map((p) => p.id),
          fix: onPostgres.correctedQuery,
        }).toEqual({
          q,
          ids: onSqlite.products.map((p) => p.id),
          fix: onSqlite.correctedQuery,
        });
      }
      expect((await findProducts(pg.db, "submersibal")).correctedQuery).toBe("submersible");
      expect((await findProducts(pg.db, "motar")).correctedQuery).toBe("motor");
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

describe("hostile search text", () => {
  const HOSTILE = [
    "pump\u0000x",
    "\u0000",
    'pump"',
    '"pump',
    '""',
    "pump*",
    "*",
    "pump NEAR motor",
    "NEAR(pump motor)",
    "pump AND motor",
    "pump OR",
    "NOT pump",
    "title:pump",
    "product_search:pump",
    "^pump",
    "(pump",
    "pump)",
    "'; DROP TABLE product; --",
    "%_\\",
    "\u0301",
    "પંપ 🚰 pump",
    "x".repeat(10_000),
  ];

  it.each(HOSTILE)("answers %j without an error from the search engine", async (raw) => {
    await product("a", "Openwell Submersible Pump 1 HP");
    await product("b", 'Monoblock "Pump" AND Motor 2 HP');
    const text = searchQuery(raw);
    const found = await findProducts(t.db, text || "pump");
    expect(Array.isArray(found.products)).toBe(true);
    await expect(searchProducts(t.db, raw)).resolves.toBeInstanceOf(Array);
  });

  it("reads a NUL inside a word as a space", async () => {
    await product("a", "Openwell Submersible Pump 1 HP");
    expect(searchQuery("pump\u0000x")).toBe("pump x");
    expect((await findProducts(t.db, "pump\u0000")).products.map((p) => p.id)).toEqual(["a"]);
  });

  it("finds a title holding the query syntax it was given as text", async () => {
    await product("b", 'Monoblock "Pump" AND Motor 2 HP');
    expect((await findProducts(t.db, '"pump" and')).products.map((p) => p.id)).toEqual(["b"]);
  });
});
