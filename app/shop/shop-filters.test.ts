import { describe, expect, it } from "vitest";
import {
  buildFacets,
  type FacetRow,
  filterEntries,
  filterLabel,
  matches,
  parseFilters,
  passing,
} from "./shop-filters";
import { mmToInches, wattsToHp } from "./shop-filters.server";
import { parseShopParams, shopHref } from "./shop-query";

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("filters in the URL", () => {
  it("reads ranges in the units people read, and choices", () => {
    expect(
      parse(
        "power_min=1&power_max=2&head_min=45&discharge_max=60&phase=3&borewell=4&stages_min=10",
      ),
    ).toEqual({
      filters: {
        power: { min: 1, max: 2 },
        head: { min: 45, max: null },
        discharge: { min: null, max: 60 },
        stages: { min: 10, max: null },
        phase: 3,
        borewell: 4,
      },
      notices: [],
    });
    expect(parse("")).toEqual({ filters: {}, notices: [] });
    expect(parse("power_min=&head_max=%20")).toEqual({ filters: {}, notices: [] });
  });

  it("ignores garbage, negatives, absurd values and a minimum above its maximum, saying why", () => {
    const r = parse(
      "power_min=abc&head_min=10000&discharge_min=-5&stages_min=20&stages_max=10&phase=2&borewell=%3Cb%3E&wattage_max=1e5",
    );
    expect(r.filters).toEqual({});
    expect(r.notices).toEqual([
      "Power: “abc” is not a number, so it was ignored.",
      "Head: 10,000 m is more than any product here has (at most 2,000 m), so it was ignored.",
      "Discharge: a filter cannot be negative, so “-5” was ignored.",
      "Stages: the minimum (20) is above the maximum (10), so this filter was ignored.",
      "Wattage: “1e5” is not a number, so it was ignored.",
      "Phase: “2” is not 1 or 3, so it was ignored.",
      "Borewell size: “<b>” is not a number, so it was ignored.",
    ]);
    // One bad end leaves the good one in force.
    expect(parse("head_min=abc&head_max=60").filters).toEqual({ head: { min: null, max: 60 } });
  });

  it("travel with the shop's other state, and are dropped for another category", () => {
    const p = parseShopParams(
      new URLSearchParams("category=Submersible+Pumps&phase=3&power_min=5&sort=price-asc&page=2"),
    );
    expect(shopHref(p, {})).toBe(
      "/shop?category=Submersible+Pumps&power_min=5&phase=3&sort=price-asc&page=2",
    );
    expect(shopHref(p, { page: 3 })).toContain("power_min=5&phase=3");
    expect(shopHref(p, { subcategory: "V6 Borewell (6 inch)", page: 1 })).toContain("phase=3");
    expect(shopHref(p, { category: "submersible pumps" })).toContain("phase=3");
    expect(shopHref(p, { category: "Power Tools", page: 1 })).toBe(
      "/shop?category=Power+Tools&sort=price-asc",
    );
    expect(shopHref(p, { category: "", page: 1 })).toBe("/shop?sort=price-asc");
    expect(filterEntries({ head: { min: 0, max: 50 } })).toEqual([
      ["head_min", "0"],
      ["head_max", "50"],
    ]);
  });

  it("label what is in force", () => {
    expect(filterLabel("power", { power: { min: 1.5, max: 2 } })).toBe("1.5–2 HP");
    expect(filterLabel("head", { head: { min: 45, max: null } })).toBe("From 45 m");
    expect(filterLabel("discharge", { discharge: { min: null, max: 60 } })).toBe("Up to 60 LPM");
    expect(filterLabel("phase", { phase: 1 })).toBe("Single phase");
    expect(filterLabel("borewell", { borewell: 4 })).toBe("4 inch");
    expect(filterLabel("stages", {})).toBeNull();
  });
});

const row = (id: string, over: Partial<FacetRow>): FacetRow => ({
  id,
  power: null,
  head: null,
  discharge: null,
  stages: null,
  wattage: null,
  phase: null,
  borewell: null,
  ...over,
});

const pumps: FacetRow[] = [
  row("v3", { power: 0.5, head: [10, 60], discharge: [5, 30], phase: 1, borewell: 3, stages: 10 }),
  row("v4a", { power: 1, head: [15, 75], discharge: [10, 60], phase: 1, borewell: 4, stages: 10 }),
  row("v4b", {
    power: 1.5,
    head: [20, 105],
    discharge: [10, 62],
    phase: 1,
    borewell: 4,
    stages: 15,
  }),
  row("v4c", {
    power: 3,
    head: [30, 170],
    discharge: [20, 100],
    phase: 3,
    borewell: 4,
    stages: 22,
  }),
  row("v6", {
    power: 5,
    head: [30, 110],
    discharge: [100, 400],
    phase: 3,
    borewell: 6,
    stages: 10,
  }),
  row("panel", { phase: 1 }),
];

describe("which products pass", () => {
  it("a pump passes a head or discharge filter when its range reaches into it", () => {
    expect(matches(pumps[0]!, "head", { head: { min: 45, max: 45 } })).toBe(true);
    expect(matches(pumps[0]!, "head", { head: { min: 61, max: null } })).toBe(false);
    expect(matches(pumps[4]!, "discharge", { discharge: { min: null, max: 99 } })).toBe(false);
    expect(matches(pumps[5]!, "head", { head: { min: 0, max: null } })).toBe(false);
    expect(passing(pumps, { phase: 1, power: { min: 1, max: 2 } }).map((r) => r.id)).toEqual([
      "v4a",
      "v4b",
    ]);
  });

  it("power compares nameplate horsepower, borewells trade inches", () => {
    expect(wattsToHp(1100)).toBe(1.5);
    expect(wattsToHp(1119)).toBe(1.5);
    expect(wattsToHp(3700)).toBe(5);
    expect(mmToInches(100)).toBe(4);
    expect(mmToInches(101.6)).toBe(4);
    expect(mmToInches(110)).toBe(4.33);
  });
});

describe("options and counts", () => {
  it("only fields the products have; each option counted against the other filters", () => {
    const facets = buildFacets(pumps, { phase: 1 });
    expect(facets.map((f) => f.key)).toEqual([
      "power",
      "head",
      "discharge",
      "stages",
      "phase",
      "borewell",
    ]);
    const phase = facets.find((f) => f.key === "phase");
    // Phase's own counts ignore the phase filter; the others honour it.
    expect(phase?.options.map((o) => [o.label, o.count, o.selected])).toEqual([
      ["Single phase", 4, true],
      ["Three phase", 2, false],
    ]);
    const borewell = facets.find((f) => f.key === "borewell");
    expect(borewell?.options.map((o) => [o.label, o.count])).toEqual([
      ["3 inch", 1],
      ["4 inch", 2],
      ["6 inch", 0],
    ]);
    const power = facets.find((f) => f.key === "power");
    expect(power?.options.map((o) => [o.label, o.count])).toEqual([
      ["0.5 HP", 1],
      ["1 HP", 1],
      ["1.5 HP", 1],
      ["3 HP", 0],
      ["5 HP", 0],
    ]);
    const head = facets.find((f) => f.key === "head");
    expect(head?.options.map((o) => o.label)).toEqual([
      "0–50 m",
      "50–100 m",
      "100–150 m",
      "150–200 m",
    ]);
  });

  it("many values fall into about five groups of neighbours, each a range", () => {
    const many = Array.from({ length: 20 }, (_, i) => row(`p${i}`, { wattage: 400 + i * 100 }));
    const wattage = buildFacets(many, {}).find((f) => f.key === "wattage");
    expect(wattage?.options).toHaveLength(5);
    expect(wattage?.options[0]).toMatchObject({ label: "400–700 W", count: 4 });
    expect(wattage?.options.reduce((n, o) => n + o.count, 0)).toBe(20);
    const selected = buildFacets(many, { wattage: { min: 400, max: 700 } }).find(
      (f) => f.key === "wattage",
    );
    expect(selected?.options[0]?.selected).toBe(true);
  });

  it("nothing to offer for products without typed values", () => {
    expect(buildFacets([], {})).toEqual([]);
    expect(buildFacets([row("x", {})], {})).toEqual([]);
  });
});
