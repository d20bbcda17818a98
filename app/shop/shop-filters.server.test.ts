import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { type SpecsText, specsFromText } from "~/catalogue/spec-schema";
import { inTextList } from "~/db/dialect.server";
import { listProducts } from "~/shop/listing.server";
import { setupTempData } from "~/test/temp-data";
import { buildFacets, passing, type SpecFilters } from "./shop-filters";
import { facetRows } from "./shop-filters.server";

const t = setupTempData();

const pumps: [string, Partial<SpecsText>][] = [
  ["V3 0.5 HP", { power: "0.5 HP", phase: "1", head: "10–60 m", borewell: "3 inch", stages: "10" }],
  ["V4 1 HP", { power: "1 HP", phase: "1", head: "15–75 m", borewell: "4 inch", stages: "10" }],
  ["V4 1.5 HP", { power: "1.1 kW", phase: "1", head: "20–105 m", borewell: "100 mm" }],
  ["V4 3 HP", { power: "3 HP", phase: "3", head: "30–170 m", borewell: "4 inch", stages: "22" }],
  ["V6 5 HP", { power: "5 HP", phase: "3", head: "30–110 m", borewell: "6 inch", stages: "10" }],
  ["Panel", { phase: "1", voltage: "180–260 V" }],
  ["Plain", {}],
];

async function shop() {
  const sub = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["V4 Borewell"],
  });
  const tools = await insertCategory(t.db, {
    name: "Power Tools",
    imageMediaId: null,
    position: 1,
    subcategories: [],
  });
  for (const [i, [title, specs]] of pumps.entries()) {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id: `p${i}`,
      title: `SPT ${title} Pump`,
      price: (10_000 + i * 1000) * 100,
      categories: [
        {
          category: sub.id,
          subcategory: title.startsWith("V4")
            ? (sub.subcategoryIds.get("V4 Borewell") ?? null)
            : null,
        },
      ],
      specs: specsFromText(specs),
      createdAt: 1_700_000_000_000 + i,
    });
  }
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id: "grinder",
    title: "SPT Angle Grinder",
    price: 235_000,
    categories: [{ category: tools.id, subcategory: null }],
    specs: specsFromText({ wattage: "850 W", noLoadSpeed: "11000 rpm" }),
  });
}

/** What the shop loader does: options from the view's values, the listing restricted to the ids that pass. */
async function filtered(
  view: { category?: string; subcategory?: string; q?: string },
  filters: SpecFilters,
  page = 1,
) {
  const rows = await facetRows(t.db, view);
  const ids = passing(rows, filters).map((r) => r.id);
  const listing = await listProducts(t.db, { ...view, ids, sort: "price-asc", page });
  return { rows, facets: buildFacets(rows, filters), listing };
}

describe("shop filters on a real database", () => {
  it("read the view's values in the filters' units, only for products that have some", async () => {
    await shop();
    const rows = await facetRows(t.db, { category: "submersible pumps" });
    expect(rows.map((r) => r.id).sort()).toEqual(["p0", "p1", "p2", "p3", "p4", "p5"]);
    expect(rows.find((r) => r.id === "p2")).toMatchObject({
      power: 1.5,
      borewell: 4,
      head: [20, 105],
    });
    expect((await facetRows(t.db, { subcategory: "V4 Borewell" })).map((r) => r.id).sort()).toEqual(
      ["p1", "p2", "p3"],
    );
    expect((await facetRows(t.db, { category: "Power Tools" }))[0]).toMatchObject({ wattage: 850 });
    expect(await facetRows(t.db, { category: "Submersible Pumps", q: "V6" })).toHaveLength(1);
  });

  it("the listing and the counts agree, combined with sort and paging", async () => {
    await shop();
    const view = { category: "Submersible Pumps" };
    const { listing, facets } = await filtered(view, { phase: 1, power: { min: 0.5, max: 1.5 } });
    expect(listing.items.map((p) => p.id)).toEqual(["p0", "p1", "p2"]);
    expect(listing.total).toBe(3);
    const phase = facets.find((f) => f.key === "phase");
    expect(phase?.options.find((o) => o.selected)?.count).toBe(3);

    // Every option's count is what the listing shows when it is chosen.
    const all = await filtered(view, {});
    for (const facet of all.facets) {
      for (const option of facet.options) {
        const chosen = await filtered(view, { [facet.key]: option.value });
        expect(chosen.listing.total, `${facet.key} ${option.label}`).toBe(option.count);
      }
    }

    // A pump passes a head filter when its range reaches it.
    const head = await filtered(view, { head: { min: 100, max: null } });
    expect(head.listing.items.map((p) => p.id)).toEqual(["p2", "p3", "p4"]);
    const none = await filtered(view, { head: { min: 1500, max: null } });
    expect(none.listing).toMatchObject({ total: 0, items: [] });
  });

  it("long id lists are one parameter on both databases", async () => {
    await shop();
    const ids = [...Array.from({ length: 40_000 }, (_, i) => `x${i}`), "p3", "p1"];
    const rows = await t.db
      .selectFrom("product as p")
      .select("p.id")
      .where(inTextList(t.db, "p.id", ids))
      .orderBy("p.id")
      .execute();
    expect(rows.map((r) => r.id)).toEqual(["p1", "p3"]);
    const empty = await listProducts(t.db, { ids: [], sort: "newest", page: 1 });
    expect(empty.total).toBe(0);
  });
});
