import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import { setupTempData } from "~/test/temp-data";
import { listProducts, type Reach, resolveView, viewProducts } from "./listing.server";
import { facetRows } from "./shop-filters.server";
import { SHOP_PAGE_SIZE, SORTS, type Sort } from "./shop-query";

const t = setupTempData();

/**
 * PostgreSQL's row estimates as autovacuum leaves them after a load: the
 * listing reads them (tableRows) to choose how to reach a page.
 */
async function analyze() {
  if (t.dialect === "postgres") await sql`ANALYZE`.execute(t.db);
}

/** The product ids of a view read one way or the other, in id order. */
async function idsBy(view: { category?: string; subcategory?: string }, reach: Reach) {
  const rows = await viewProducts(t.db, await resolveView(t.db, view), reach)
    .select("p.id")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => r.id);
}

describe("a product that two rows put in one view", () => {
  it("is counted, listed and given filter values once", async () => {
    const pumps = await insertCategory(t.db, {
      name: "Pumps",
      imageMediaId: null,
      position: 0,
      subcategories: ["Openwell", "Borewell"],
    });
    const motors = await insertCategory(t.db, {
      name: "Motors",
      imageMediaId: null,
      position: 1,
      subcategories: ["Openwell"],
    });
    const sub = (c: typeof pumps, name: string) => c.subcategoryIds.get(name) ?? null;
    const add = (id: string, categories: { category: number; subcategory: number | null }[]) =>
      insertProduct(t.db, {
        ...BLANK_PRODUCT,
        id,
        title: `Pump ${id}`,
        price: 100_000,
        categories,
        specs: specsFromText({ power: "1 HP" }),
      });
    // The form refuses one category twice, but the table allows it.
    await add("both", [
      { category: pumps.id, subcategory: sub(pumps, "Openwell") },
      { category: pumps.id, subcategory: sub(pumps, "Borewell") },
    ]);
    // "Openwell" names a subcategory of each category.
    await add("named", [
      { category: pumps.id, subcategory: sub(pumps, "Openwell") },
      { category: motors.id, subcategory: sub(motors, "Openwell") },
    ]);
    await add("plain", [{ category: pumps.id, subcategory: sub(pumps, "Borewell") }]);
    await analyze();

    const expected: [{ category?: string; subcategory?: string }, string[]][] = [
      [{ category: "pumps" }, ["both", "named", "plain"]],
      [{ subcategory: "openwell" }, ["both", "named"]],
      [{ subcategory: "Borewell" }, ["both", "plain"]],
      [{ category: "Motors" }, ["named"]],
    ];
    for (const [view, ids] of expected) {
      const page = await listProducts(t.db, { ...view, sort: "name-asc", page: 1 });
      expect(page.total, JSON.stringify(view)).toBe(ids.length);
      expect(page.items.map((p) => p.id).sort()).toEqual(ids);
      expect((await resolveView(t.db, view)).members?.count).toBe(ids.length);
      expect(await idsBy(view, "collect")).toEqual(ids);
      expect(await idsBy(view, "check")).toEqual(ids);
      expect((await facetRows(t.db, view)).map((r) => r.id).sort()).toEqual(ids);
    }
  });
});

/** 48 products with tied titles (in any case), prices and times; "Big" holds 36, "Small" 6. */
async function catalogue() {
  const big = await insertCategory(t.db, {
    name: "Big",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  });
  const small = await insertCategory(t.db, {
    name: "Small",
    imageMediaId: null,
    position: 1,
    subcategories: [],
  });
  const made: { id: string; title: string; price: number; createdAt: number; big: boolean }[] = [];
  for (let i = 0; i < 48; i++) {
    const product = {
      id: `p${String(47 - i).padStart(2, "0")}`, // ids against insertion order
      title: `${i % 2 ? "PUMP" : "pump"} ${["alpha", "beta", "gamma"][i % 3]}`,
      price: (1000 + (i % 5) * 100) * 100,
      createdAt: 1_700_000_000_000 + Math.floor(i / 4),
      big: i % 4 !== 0,
    };
    made.push(product);
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: product.id,
      title: product.title,
      price: product.price,
      createdAt: product.createdAt,
      categories: [
        ...(product.big ? [{ category: big.id, subcategory: null }] : []),
        ...(i % 8 === 0 ? [{ category: small.id, subcategory: null }] : []),
      ],
      // Spec rows for ten products: fewer than Big holds, more than Small.
      specs: specsFromText(i < 10 ? { power: `${1 + (i % 3)} HP` } : {}),
    });
  }
  await analyze();
  return made;
}

type Made = Awaited<ReturnType<typeof catalogue>>[number];

/** The order each sort promises, ties broken by id (ASCII text: the same on both databases). */
function oracle(products: Made[], sort: Sort): string[] {
  const by = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const key: Record<Sort, (a: Made, b: Made) => number> = {
    // Without search text, best match is newest first.
    relevance: (a, b) => by(b.createdAt, a.createdAt),
    newest: (a, b) => by(b.createdAt, a.createdAt),
    "price-asc": (a, b) => by(a.price, b.price),
    "price-desc": (a, b) => by(b.price, a.price),
    "name-asc": (a, b) => by(a.title.toLowerCase(), b.title.toLowerCase()),
    "name-desc": (a, b) => by(b.title.toLowerCase(), a.title.toLowerCase()),
  };
  return [...products].sort((a, b) => key[sort](a, b) || by(a.id, b.id)).map((p) => p.id);
}

describe("paging a category in every sort", () => {
  it("lists each product once in the sort's order, whether a page walks the sort or sorts the category", async () => {
    const made = await catalogue();
    // Big's first two pages walk the sort's index, its third collects and
    // sorts its members (listing.server.ts, pageReach); Small always collects.
    const views: [string, Made[]][] = [
      ["Big", made.filter((p) => p.big)],
      ["Small", made.filter((_, i) => i % 8 === 0)],
    ];
    for (const [category, members] of views) {
      for (const sort of SORTS) {
        const seen: string[] = [];
        const first = await listProducts(t.db, { category, sort, page: 1 });
        expect(first.total).toBe(members.length);
        for (let page = 1; page <= first.pageCount; page++) {
          const listed = await listProducts(t.db, { category, sort, page });
          expect(listed.items.length).toBe(Math.min(SHOP_PAGE_SIZE, members.length - seen.length));
          seen.push(...listed.items.map((p) => p.id));
        }
        expect(seen, `${category} ${sort}`).toEqual(oracle(members, sort));
      }
    }
  });

  it("reads the same filter values from the spec rows as from the category's products", async () => {
    const made = await catalogue();
    const withSpecs = new Set(made.slice(0, 10).map((p) => p.id));
    // Big holds more products than there are spec rows, Small fewer.
    for (const [category, members] of [
      ["Big", made.filter((p) => p.big)],
      ["Small", made.filter((_, i) => i % 8 === 0)],
    ] as const) {
      const expected = members.filter((p) => withSpecs.has(p.id)).map((p) => p.id);
      const rows = await facetRows(t.db, { category });
      expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
      const alpha = await facetRows(t.db, { category, q: "alpha" });
      expect(alpha.map((r) => r.id).sort()).toEqual(
        members
          .filter((p) => withSpecs.has(p.id) && p.title.endsWith("alpha"))
          .map((p) => p.id)
          .sort(),
      );
    }
  });
});

describe("a category's sort keys", () => {
  it("follow the product whichever way it changes", async () => {
    const made = await catalogue();
    const big = made.filter((p) => p.big);
    const names = async (sort: Sort) => {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(big.length / SHOP_PAGE_SIZE); page++) {
        const listed = await listProducts(t.db, { category: "Big", sort, page });
        seen.push(...listed.items.map((p) => p.id));
      }
      return seen;
    };
    // Written the way any code might: straight to the product table.
    const [first, last] = [big[0] as Made, big[big.length - 1] as Made];
    await t.db
      .updateTable("product")
      .set({ title: "AAA first now", price_paise: 1, created_at: 1 })
      .where("id", "=", last.id)
      .execute();
    last.title = "AAA first now";
    last.price = 1;
    last.createdAt = 1;
    for (const sort of SORTS) expect(await names(sort), sort).toEqual(oracle(big, sort));
    expect((await names("name-asc"))[0]).toBe(last.id);
    expect((await names("newest")).at(-1)).toBe(last.id);

    // A product moved out of the category, and one moved into it, as the form does.
    const smallOnly = made.find((p) => !p.big) as Made;
    const bigId = (await resolveView(t.db, { category: "Big" })).members?.ids[0] ?? 0;
    await t.db.deleteFrom("product_category").where("product_id", "=", first.id).execute();
    await t.db
      .insertInto("product_category")
      .values({ product_id: smallOnly.id, position: 4, category_id: bigId, subcategory_id: null })
      .execute();
    const moved = [...big.filter((p) => p !== first), smallOnly];
    big.splice(0, big.length, ...moved);
    for (const sort of SORTS) expect(await names(sort), sort).toEqual(oracle(big, sort));
    expect((await listProducts(t.db, { category: "Big", sort: "newest", page: 1 })).total).toBe(
      big.length,
    );
  });

  it("are read again when a category's members or name change", async () => {
    const made = await catalogue();
    const total = async (category: string) =>
      (await listProducts(t.db, { category, sort: "newest", page: 1 })).total;
    const big = made.filter((p) => p.big).length;
    expect(await total("Big")).toBe(big);
    // Read from memory the second time; any change to membership is seen at once.
    expect(await total("Big")).toBe(big);
    const one = made.find((p) => p.big) as Made;
    await t.db.deleteFrom("product").where("id", "=", one.id).execute();
    expect(await total("Big")).toBe(big - 1);
    await t.db.updateTable("category").set({ name: "Large" }).where("name", "=", "Big").execute();
    expect(await total("Big")).toBe(0);
    expect(await total("Large")).toBe(big - 1);
  });
});
