import { describe, expect, it } from "vitest";
import { listProducts } from "~/shop/listing.server";
import { setupTempData } from "~/test/temp-data";
import { insertCategory } from "./categories.server";
import { BLANK_PRODUCT } from "./product-schema";
import { getProduct, insertProduct, listBestsellers } from "./products.server";

const t = setupTempData();

async function catalogue(count: number) {
  const pumps = await insertCategory(t.db, {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["Openwell", "Borewell"],
  });
  const tools = await insertCategory(t.db, {
    name: "Tools",
    imageMediaId: null,
    position: 1,
    subcategories: ["Drills"],
  });
  for (let i = 0; i < count; i++) {
    const isPump = i % 2 === 0;
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: `p-${i}`,
      title: `${isPump ? "Pump" : "Drill"} model ${String.fromCharCode(65 + (i % 26))}${i}`,
      price: (1000 + i * 37) * 100,
      bestSell: i % 3 === 0,
      review: i,
      star: (i % 11) / 2,
      description: "Line one\n\nLine two",
      features: "Copper winding",
      categories: [
        isPump
          ? {
              category: pumps.id,
              subcategory: pumps.subcategoryIds.get(i % 4 === 0 ? "Openwell" : "Borewell") ?? null,
            }
          : { category: tools.id, subcategory: tools.subcategoryIds.get("Drills") ?? null },
      ],
      createdAt: 1_700_000_000_000 + i,
    });
  }
}

describe("product listing", () => {
  it("pages 12 at a time and reports the page count", async () => {
    await catalogue(30);
    const page = await listProducts(t.db, { sort: "newest", page: 3 });
    expect(page.total).toBe(30);
    expect(page.pageCount).toBe(3);
    expect(page.items).toHaveLength(6);
    const beyond = await listProducts(t.db, { sort: "newest", page: 99 });
    expect(beyond.page).toBe(3);
  });

  it("sorts by price and by name both ways", async () => {
    await catalogue(14);
    const asc = await listProducts(t.db, { sort: "price-asc", page: 1 });
    const prices = asc.items.map((p) => p.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await listProducts(t.db, { sort: "price-desc", page: 1 });
    expect(desc.items[0]?.pricePaise).toBe(Math.max(...prices, desc.items[0]?.pricePaise ?? 0));
    const names = (await listProducts(t.db, { sort: "name-asc", page: 1 })).items.map((p) =>
      p.title.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    const namesDesc = (await listProducts(t.db, { sort: "name-desc", page: 1 })).items.map((p) =>
      p.title.toLowerCase(),
    );
    expect(namesDesc).toEqual([...namesDesc].sort().reverse());
  });

  it("filters by category, lets a subcategory override it, and searches titles case-insensitively", async () => {
    await catalogue(12);
    expect((await listProducts(t.db, { category: "pumps", sort: "newest", page: 1 })).total).toBe(
      6,
    );
    expect(
      (await listProducts(t.db, { subcategory: "Openwell", sort: "newest", page: 1 })).total,
    ).toBe(3);
    expect((await listProducts(t.db, { q: "DRILL", sort: "newest", page: 1 })).total).toBe(6);
    expect((await listProducts(t.db, { q: "100%", sort: "newest", page: 1 })).total).toBe(0);
  });

  it("lists at most 8 bestsellers and reads a product with its lists", async () => {
    await catalogue(30);
    const best = await listBestsellers(t.db, 8);
    expect(best).toHaveLength(8);
    expect(best.every((p) => p.bestSell)).toBe(true);
    const p = await getProduct(t.db, "p-0");
    expect(p?.description).toEqual(["Line one", "Line two"]);
    expect(p?.specification).toEqual([]);
    expect(p?.categories).toEqual([{ category: "Pumps", subcategory: "Openwell" }]);
    expect(await getProduct(t.db, "missing")).toBeNull();
  });
});

describe("shop filters, sorting and pages together", () => {
  it("a subcategory overrides a category it does not belong to", async () => {
    await catalogue(12);
    const page = await listProducts(t.db, {
      category: "Tools",
      subcategory: "openwell",
      sort: "newest",
      page: 1,
    });
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.id).sort()).toEqual(["p-0", "p-4", "p-8"]);
    const unknown = await listProducts(t.db, { category: "Nope", sort: "newest", page: 1 });
    expect(unknown).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("walks every filtered product exactly once across pages, in sort order", async () => {
    await catalogue(40);
    const seen: { id: string; price: number }[] = [];
    const first = await listProducts(t.db, { category: "Pumps", sort: "price-desc", page: 1 });
    expect(first.total).toBe(20);
    expect(first.pageCount).toBe(2);
    for (let n = 1; n <= first.pageCount; n++) {
      const page = await listProducts(t.db, { category: "Pumps", sort: "price-desc", page: n });
      expect(page.items.length).toBe(n === 1 ? 12 : 8);
      seen.push(...page.items.map((p) => ({ id: p.id, price: p.pricePaise })));
    }
    expect(new Set(seen.map((s) => s.id)).size).toBe(20);
    expect(seen.every((s) => Number(s.id.slice(2)) % 2 === 0)).toBe(true);
    const prices = seen.map((s) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("sorts names without regard to case and breaks ties in a stable order", async () => {
    const make = (id: string, title: string, pricePaise: number) =>
      insertProduct(t.db, {
        ...BLANK_PRODUCT,
        id,
        title,
        price: pricePaise,
      });
    await make("c", "beta blower", 500);
    await make("a", "Alpha Drill", 500);
    await make("b", "CHARLIE cutter", 500);
    const names = async (sort: "name-asc" | "name-desc") =>
      (await listProducts(t.db, { sort, page: 1 })).items.map((p) => p.title);
    expect(await names("name-asc")).toEqual(["Alpha Drill", "beta blower", "CHARLIE cutter"]);
    expect(await names("name-desc")).toEqual(["CHARLIE cutter", "beta blower", "Alpha Drill"]);
    // Equal prices: the order is by id, so pages never repeat or skip a product.
    const byPrice = (await listProducts(t.db, { sort: "price-asc", page: 1 })).items;
    expect(byPrice.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("combines a search with a category, for long and short text", async () => {
    await catalogue(24);
    const withQ = (q: string) =>
      listProducts(t.db, { category: "Pumps", q, sort: "newest", page: 1 });
    expect((await withQ("model")).total).toBe(12);
    expect((await withQ("drill")).total).toBe(0);
    // "A0" and "A2" style codes: two characters go through the plain scan.
    const short = await withQ("a0");
    expect(short.items.map((p) => p.title)).toEqual(["Pump model A0"]);
  });
});
