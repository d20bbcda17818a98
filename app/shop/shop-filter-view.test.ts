import { describe, expect, it } from "vitest";
import type { FormatStyle } from "~/format/digits";
import { m } from "~/i18n/paraglide/messages.js";
import { filterChips, filterPanel } from "./shop-filter-view";
import { buildFacets, type FacetRow, filterLabel, parseFilters } from "./shop-filters";
import { parseShopParams, SORT_LABELS } from "./shop-query";

const GU: FormatStyle = { locale: "gu", nativeDigits: false };
const HI: FormatStyle = { locale: "hi", nativeDigits: false };
const GU_DIGITS: FormatStyle = { locale: "gu", nativeDigits: true };

const row = (id: string, power: number, phase: number): FacetRow => ({
  id,
  power,
  head: null,
  discharge: null,
  stages: null,
  wattage: null,
  phase,
  borewell: null,
});

describe("the shop's filter texts in Gujarati and Hindi", () => {
  it("writes labels with the language's units, and English as before", () => {
    const f = { power: { min: 1.5, max: 2 }, head: { min: 45, max: null }, borewell: 4, phase: 3 };
    expect(filterLabel("power", f, GU)).toBe("1.5–2 HP");
    expect(filterLabel("head", f, GU)).toBe("45 મીટરથી વધુ");
    expect(filterLabel("head", f, HI)).toBe("45 मीटर से ऊपर");
    expect(filterLabel("borewell", f, HI)).toBe("4 इंच");
    expect(filterLabel("phase", f, GU)).toBe("થ્રી ફેઝ");
    expect(filterLabel("power", f, GU_DIGITS)).toBe("૧.૫–૨ HP");
    expect(filterLabel("head", { head: { min: null, max: 60 } })).toBe("Up to 60 m");
  });

  it("says why a part of the URL was ignored, in the language", () => {
    const qs = new URLSearchParams("head_min=10000&discharge_min=-5&stages_min=20&stages_max=10");
    expect(parseFilters(qs, HI).notices).toEqual([
      "हेड: 10,000 मीटर यहाँ किसी प्रोडक्ट में नहीं है (ज़्यादा से ज़्यादा 2,000 मीटर), इसलिए छोड़ दिया।",
      "डिस्चार्ज: फ़िल्टर माइनस में नहीं हो सकता, इसलिए “-5” छोड़ दिया।",
      "स्टेज: कम से कम (20) ज़्यादा से ज़्यादा (10) से बड़ा है, इसलिए यह फ़िल्टर छोड़ दिया।",
    ]);
    expect(parseFilters(new URLSearchParams("phase=2"), GU).notices).toEqual([
      "ફેઝ: “2” 1 કે 3 નથી, એટલે ગણ્યું નથી.",
    ]);
  });

  it("writes the panel and chips in the language, with links on the English names", () => {
    const params = parseShopParams(
      new URLSearchParams("category=Submersible+Pumps&power_min=1&power_max=1&phase=1"),
    );
    const facets = buildFacets(
      [row("a", 1, 1), row("b", 2, 1), row("c", 3, 3)],
      params.filters,
      HI,
    );
    const panel = filterPanel(params, facets, HI, { category: "सबमर्सिबल पंप", subcategory: "" });
    expect(panel?.heading).toBe("सबमर्सिबल पंप फ़िल्टर करें");
    expect(panel?.facets.map((f) => f.label)).toEqual(["पावर", "फ़ेज़"]);
    const phase = panel?.facets[1]?.options;
    expect(phase?.map((o) => [o.label, o.name, o.href])).toEqual([
      ["सिंगल फ़ेज़", "सिंगल फ़ेज़, 1 प्रोडक्ट", "/shop?category=Submersible+Pumps&power_min=1&power_max=1"],
      ["थ्री फ़ेज़", "थ्री फ़ेज़, 0 प्रोडक्ट", null],
    ]);
    expect(filterChips(params, GU).map((c) => c.label)).toEqual(["પાવર: 1 HP", "ફેઝ: સિંગલ ફેઝ"]);
    expect(filterChips(params).map((c) => c.label)).toEqual(["Power: 1 HP", "Phase: Single phase"]);
  });
});

describe("counts and plurals", () => {
  it("counts 0 as singular in Gujarati and Hindi, plural in English", () => {
    expect(m.shop_search_found({ count: 0 }, { locale: "hi" })).toBe("0 प्रोडक्ट मिला");
    expect(m.shop_search_found({ count: 1 }, { locale: "hi" })).toBe("1 प्रोडक्ट मिला");
    expect(m.shop_search_found({ count: 2 }, { locale: "hi" })).toBe("2 प्रोडक्ट मिले");
    expect(m.shop_search_found({ count: 0 }, { locale: "en" })).toBe("0 products found");
    expect(m.shop_search_found({ count: 1 }, { locale: "en" })).toBe("1 product found");
    expect(m.shop_count({ count: 0 }, { locale: "gu" })).toBe("0 પ્રોડક્ટ");
    expect(m.shop_count({ count: 1 }, { locale: "en" })).toBe("1 product");
    expect(m.shop_count({ count: 12 }, { locale: "en" })).toBe("12 products");
    expect(m.shop_broader({ count: 1 }, { locale: "en" })).toBe("See 1 match in all categories");
    expect(m.shop_broader({ count: 3 }, { locale: "gu" })).toBe("બધી કેટેગરીમાં 3 પ્રોડક્ટ જુઓ");
  });

  it("names the orders in the page's language when called", () => {
    expect(SORT_LABELS["price-asc"]()).toBe("Price: low to high");
    expect(m.shop_sort_price_asc({}, { locale: "gu" })).toBe("ભાવ: ઓછાથી વધુ");
  });
});
