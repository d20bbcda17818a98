import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { scriptScope } from "~/i18n/locales";
import {
  catalogueLocales,
  LOCALE_MARK,
  markMessageLocale,
  routeScope,
  writeLocaleScripts,
} from "./locale-scripts.mjs";

const { locales, base } = catalogueLocales();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "locale-scripts-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

/** The client build's transform of one compiled message module, as Vite would call it. */
function transformed(key: string): string {
  const id = path.resolve(`app/i18n/paraglide/messages/${key}.js`);
  const plugin = markMessageLocale() as unknown as {
    transform: (code: string, id: string) => { code: string } | null;
  };
  const result = plugin.transform(readFileSync(id, "utf8"), id);
  if (!result) throw new Error(`${key} was not transformed`);
  return result.code;
}

describe("the client build's message modules", () => {
  it("export the marked language's own function, with no Paraglide runtime", () => {
    const code = transformed("frame_about");
    expect(code).not.toMatch(/^import .*runtime\.js/m);
    expect(code).not.toContain("getLocale");
    expect(code).toContain(
      `export const frame_about = ${LOCALE_MARK} === "gu" ? gu_frame_about : ${LOCALE_MARK} === "hi" ? hi_frame_about : en_frame_about;`,
    );
  });

  it("leave other modules alone and refuse a message module of another shape", () => {
    const plugin = markMessageLocale() as unknown as {
      transform: (code: string, id: string) => unknown;
    };
    expect(plugin.transform("export {}", "/x/app/i18n/paraglide/runtime.js")).toBeNull();
    expect(plugin.transform("export {}", "/x/app/i18n/paraglide/messages/_index.js")).toBeNull();
    expect(() =>
      plugin.transform("export const x = 1", "/x/app/i18n/paraglide/messages/frame_x.js"),
    ).toThrow(/not the message module/);
  });
});

describe("each language's copy of the scripts", () => {
  const chunk = `${transformed("frame_about").replace(/^import .*$/gm, "")}
export function heading() { return frame_about(); }`;
  const manifest = `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry.client-A.js", imports: ["/assets/shell-B.js"], css: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root-C.js", css: ["/assets/app-D.css"] },
      "routes/site/shop": { id: "routes/site/shop", path: "shop", parentId: "root" },
      "gu/routes/site/shop": { id: "gu/routes/site/shop", path: "gu/shop", parentId: "root" },
      "hi/routes/site/shop": { id: "hi/routes/site/shop", path: "hi/shop", parentId: "root" },
      "routes/admin/layout": { id: "routes/admin/layout", parentId: "root" },
      "routes/admin/dashboard": {
        id: "routes/admin/dashboard",
        path: "admin",
        parentId: "routes/admin/layout",
      },
    },
    url: "/assets/manifest-E.js",
    version: "E",
  })};`;

  it("hold that language's words only, and React Router's manifest points at them", () => {
    const dir = clientDir({
      "shell-B.js": chunk,
      "react-dom-F.js": "export const x = 1;",
      "manifest-E.js": manifest,
    });
    writeLocaleScripts(dir, locales, base);
    const copy = (locale: string, file: string) =>
      readFileSync(path.join(dir, "assets", locale, file), "utf8");
    expect(copy("en", "shell-B.js")).toContain("About");
    expect(copy("en", "shell-B.js")).not.toMatch(/[\u0A80-\u0AFF\u0900-\u097F]/);
    expect(copy("gu", "shell-B.js")).toContain("અમારા વિશે");
    expect(copy("gu", "shell-B.js")).not.toMatch(/About|[\u0900-\u097F]/);
    expect(copy("hi", "shell-B.js")).toContain("हमारे बारे में");
    expect(copy("hi", "react-dom-F.js")).toBe("export const x = 1;");

    const routes = (locale: string, file = "manifest-E.js") =>
      JSON.parse(
        copy(locale, file).replace(
          /^window\.__SCRIPT_SCOPE__="\w+";window\.__reactRouterManifest=|;$/g,
          "",
        ),
      );
    const gu = routes("gu");
    expect(copy("gu", "manifest-E.js")).toMatch(/^window\.__SCRIPT_SCOPE__="gu";/);
    expect(Object.keys(gu.routes)).toEqual(["root", "gu/routes/site/shop"]);
    expect(gu.url).toBe("/assets/gu/manifest-E.js");
    expect(gu.entry.module).toBe("/assets/gu/entry.client-A.js");
    expect(gu.entry.imports).toEqual(["/assets/gu/shell-B.js"]);
    expect(gu.routes.root.module).toBe("/assets/gu/root-C.js");
    expect(gu.routes.root.css).toEqual(["/assets/app-D.css"]);
    // English visitors get no admin route; the admin gets its own table, with English scripts.
    expect(Object.keys(routes("en").routes)).toEqual(["root", "routes/site/shop"]);
    const admin = routes("en", "manifest-E.admin.js");
    expect(copy("en", "manifest-E.admin.js")).toMatch(/^window\.__SCRIPT_SCOPE__="admin";/);
    expect(Object.keys(admin.routes)).toEqual([
      "root",
      "routes/admin/layout",
      "routes/admin/dashboard",
    ]);
    expect(admin.url).toBe("/assets/en/manifest-E.admin.js");
    expect(admin.entry.module).toBe("/assets/en/entry.client-A.js");
  });

  it("fail the build when no chunk carries the mark", () => {
    const dir = clientDir({ "shell-B.js": "export const x = 1;", "manifest-E.js": manifest });
    expect(() => writeLocaleScripts(dir, locales, base)).toThrow(/locale mark/);
    expect(readdirSync(path.join(dir, "assets"))).toContain("shell-B.js");
  });

  it("read a route's language, or the admin's, as the address's", () => {
    const paths = ["", "shop", "gu", "gu/shop", "hi/productinfo/:id", "guide", "api/search"];
    const routes: Record<string, { path?: string; parentId?: string }> = Object.fromEntries(
      paths.map((p, i) => [`r${i}`, { path: p, parentId: i === 0 ? undefined : "r0" }]),
    );
    // The admin's pages hang from its layout, which has no path of its own.
    routes["routes/admin/layout"] = { parentId: "r0" };
    for (const [i, p] of [
      "admin",
      "admin/products",
      "AddProductPage",
      "update-product/:id",
    ].entries())
      routes[`a${i}`] = { path: p, parentId: "routes/admin/layout" };
    const prefixed = locales.filter((l: string) => l !== base);
    for (const [id, route] of Object.entries(routes)) {
      if (route.path === undefined) continue;
      expect(routeScope(routes, id, prefixed, base), route.path).toBe(
        scriptScope(`/${route.path}`),
      );
    }
  });
});
