import { describe, expect, it } from "vitest";
import { isLocalisedPath, localeFromPath, localisePath, splitLocale } from "./locales";

describe("locale prefixes", () => {
  it("reads the language from the first segment only", () => {
    expect(splitLocale("/gu/shop")).toEqual({ locale: "gu", path: "/shop" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/gujarat")).toEqual({ locale: "en", path: "/gujarat" });
    expect(localeFromPath("/shop")).toBe("en");
    expect(localeFromPath("/fr/shop")).toBe("en");
  });

  it("prefixes public pages and leaves the rest English", () => {
    expect(localisePath("/", "gu")).toBe("/gu");
    expect(localisePath("/?x=1", "hi")).toBe("/hi?x=1");
    expect(localisePath("/shop?q=pump", "gu")).toBe("/gu/shop?q=pump");
    expect(localisePath("/productinfo/p1/datasheet.pdf", "hi")).toBe(
      "/hi/productinfo/p1/datasheet.pdf",
    );
    expect(localisePath("/admin", "gu")).toBe("/admin");
    expect(localisePath("/api/search?q=a", "gu")).toBe("/api/search?q=a");
    expect(localisePath("/gu/shop", "hi")).toBe("/gu/shop");
    expect(localisePath("/shop", "en")).toBe("/shop");
    expect(localisePath("https://wa.me/1", "gu")).toBe("https://wa.me/1");
    expect(isLocalisedPath("/catalogue.pdf")).toBe(true);
    expect(isLocalisedPath("/sitemap.xml")).toBe(false);
  });
});
