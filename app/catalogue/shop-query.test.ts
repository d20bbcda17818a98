import { describe, expect, it } from "vitest";
import { parseShopParams, shopHref } from "./shop-query";

describe("shop URL state", () => {
  it("falls back to defaults for odd values", () => {
    expect(parseShopParams(new URLSearchParams("sort=cheapest&page=-3"))).toEqual({
      category: "",
      subcategory: "",
      q: "",
      sort: "newest",
      page: 1,
    });
  });

  it("round-trips through a URL and leaves defaults out", () => {
    const p = parseShopParams(
      new URLSearchParams("category=Electric+Motors&sort=price-asc&page=2"),
    );
    expect(shopHref(p, {})).toBe("/shop?category=Electric+Motors&sort=price-asc&page=2");
    expect(shopHref(p, { category: "", page: 1 })).toBe("/shop?sort=price-asc");
  });
});
