import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isLocalisedPath, localeFromPath, localisePath, scriptScope, splitLocale } from "./locales";

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

describe("whose scripts a page runs", () => {
  it("gives the admin's pages their own, and every other page its language's", () => {
    expect(scriptScope("/admin")).toBe("admin");
    expect(scriptScope("/admin/search-words?lang=gu")).toBe("admin");
    expect(scriptScope("/admin/orders.data")).toBe("admin");
    expect(scriptScope("/update-product/x-1")).toBe("admin");
    expect(scriptScope("/shop")).toBe("en");
    expect(scriptScope("/administration")).toBe("en");
    expect(scriptScope("/gu/admin")).toBe("gu");
    expect(scriptScope("/hi/shop")).toBe("hi");
  });

  it("knows exactly the routes under the admin's layout in routes.ts", () => {
    // Resource routes (a .ts module: downloads, feeds) have no page, so no scripts.
    const walk = (entries: RouteConfigEntry[], admin: boolean, out: [string, boolean][]) => {
      for (const e of entries) {
        const under = admin || e.file === "routes/admin/layout.tsx";
        if (e.path !== undefined && e.file.endsWith(".tsx"))
          out.push([`/${e.path.replace(/:\w+/g, "x")}`, under]);
        if (e.children) walk(e.children, under, out);
      }
      return out;
    };
    const paths = walk(routes, false, []);
    expect(paths.filter(([, admin]) => admin).length).toBeGreaterThan(10);
    for (const [path, admin] of paths)
      if (path !== "/*") expect(scriptScope(path) === "admin", path).toBe(admin);
  });
});
