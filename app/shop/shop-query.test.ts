import { describe, expect, it } from "vitest";
import { CARD_TITLE_CUT, SEARCH_TITLE_CUT } from "~/catalogue/product-text";
import type { Category } from "~/catalogue/types";
import { shorten } from "~/format/shorten";
import {
  categoryHref,
  openCategory,
  parseShopParams,
  type ShopParams,
  shopHref,
  subcategoryHref,
} from "./shop-query";

const params = (qs: string): ShopParams => parseShopParams(new URLSearchParams(qs));

const categories: Category[] = [
  {
    id: 1,
    name: "Openwell Pumps",
    image: null,
    subcategories: [
      { id: 11, name: "Horizontal Openwell" },
      { id: 12, name: "Vertical Openwell" },
    ],
  },
  { id: 2, name: "Power Tools", image: null, subcategories: [{ id: 21, name: "Drills" }] },
];

describe("shop URL state", () => {
  it("falls back to defaults for odd values", () => {
    expect(params("sort=cheapest&page=-3")).toEqual({
      category: "",
      subcategory: "",
      q: "",
      sort: "newest",
      page: 1,
      filters: {},
    });
    expect(params("page=abc").page).toBe(1);
    expect(params("page=2.9").page).toBe(2);
    expect(params(`q=${"x".repeat(300)}`).q).toHaveLength(100);
    expect(params("q=%20%20pump%20").q).toBe("pump");
  });

  it("reads every sort the selector offers", () => {
    for (const sort of ["price-asc", "price-desc", "name-asc", "name-desc", "newest"]) {
      expect(params(`sort=${sort}`).sort).toBe(sort);
    }
  });

  it("round-trips through a URL and leaves defaults out", () => {
    const p = params("category=Electric+Motors&sort=price-asc&page=2");
    expect(shopHref(p, {})).toBe("/shop?category=Electric+Motors&sort=price-asc&page=2");
    expect(shopHref(p, { category: "", page: 1 })).toBe("/shop?sort=price-asc");
    expect(shopHref(params(""), {})).toBe("/shop");
    const all = params("category=A&subcategory=B%26C&q=jet+pump&sort=name-desc&page=3");
    expect(parseShopParams(new URL(shopHref(all, {}), "http://x").searchParams)).toEqual(all);
  });
});

describe("category accordion", () => {
  it("opens the chosen category, matching its name in any case", () => {
    expect(openCategory(categories, params("category=power+tools"))?.id).toBe(2);
    expect(openCategory(categories, params(""))).toBeNull();
    expect(openCategory(categories, params("category=Nope"))).toBeNull();
  });

  it("opens the category that owns a subcategory given alone or under another category", () => {
    expect(openCategory(categories, params("subcategory=Drills"))?.id).toBe(2);
    expect(openCategory(categories, params("category=Openwell+Pumps&subcategory=Drills"))?.id).toBe(
      2,
    );
    expect(
      openCategory(categories, params("category=Openwell+Pumps&subcategory=Unknown"))?.id,
    ).toBe(1);
  });

  it("choosing a category clears the subcategory and goes back to page 1", () => {
    const p = params("category=Openwell+Pumps&subcategory=Vertical+Openwell&sort=name-asc&page=2");
    expect(categoryHref(p, openCategory(categories, p), "Power Tools")).toBe(
      "/shop?category=Power+Tools&sort=name-asc",
    );
  });

  it("choosing the open category again collapses it and drops the filter", () => {
    const p = params("category=Openwell+Pumps&subcategory=Vertical+Openwell&q=pump&page=2");
    expect(categoryHref(p, openCategory(categories, p), "Openwell Pumps")).toBe("/shop?q=pump");
    const closed = params("q=pump");
    expect(categoryHref(closed, openCategory(categories, closed), "Openwell Pumps")).toBe(
      "/shop?category=Openwell+Pumps&q=pump",
    );
  });

  it("a subcategory link keeps its category (so it stays open) and resets the page", () => {
    const p = params("category=Openwell+Pumps&sort=price-desc&page=4");
    expect(subcategoryHref(p, "Openwell Pumps", "Horizontal Openwell")).toBe(
      "/shop?category=Openwell+Pumps&subcategory=Horizontal+Openwell&sort=price-desc",
    );
  });
});

describe("title cuts", () => {
  const long = "SPT V4 3 HP 22-Stage Three Phase Borewell Submersible Pump";

  it("cuts card titles to 25 characters and search titles to 28, at a word, marking the cut", () => {
    expect(shorten(long, CARD_TITLE_CUT)).toBe("SPT V4 3 HP 22-Stage…");
    expect(shorten(long, SEARCH_TITLE_CUT)).toBe("SPT V4 3 HP 22-Stage Three…");
  });

  it("leaves titles at or under the limit alone and trims a space before the mark", () => {
    expect(shorten("x".repeat(25), CARD_TITLE_CUT)).toBe("x".repeat(25));
    expect(shorten("Jet Pump", SEARCH_TITLE_CUT)).toBe("Jet Pump");
    expect(shorten("Mini Monoblock Pump 0.5 HP Single", CARD_TITLE_CUT)).toBe(
      "Mini Monoblock Pump 0.5…",
    );
    expect(shorten("Twenty four chars here x extra", CARD_TITLE_CUT)).toBe(
      "Twenty four chars here x…",
    );
  });
});
