import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { localeBuilds } from "./locale-scripts.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clientDir(locales: string[], admin = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), "locale-builds-"));
  dirs.push(dir);
  for (const l of locales) mkdirSync(path.join(dir, "assets", l), { recursive: true });
  if (admin && locales.includes("en"))
    writeFileSync(path.join(dir, "assets", "en", "manifest-E.admin.js"), "");
  return dir;
}

const build = {
  publicPath: "/",
  assets: {
    entry: { module: "/assets/entry.client-A.js", imports: ["/assets/shell-B.js"] },
    routes: {
      root: { id: "root", module: "/assets/root-C.js", css: ["/assets/app-D.css"] },
    },
    url: "/assets/manifest-E.js",
    version: "E",
  },
} as unknown as ServerBuild;

describe("each language's server build", () => {
  it("points React Router's scripts at the language's copy and leaves the rest", () => {
    const builds = localeBuilds(build, clientDir(["en", "gu", "hi"]));
    const gu = builds.gu.assets;
    expect(gu.entry.module).toBe("/assets/gu/entry.client-A.js");
    expect(gu.entry.imports).toEqual(["/assets/gu/shell-B.js"]);
    expect(gu.url).toBe("/assets/gu/manifest-E.js");
    expect(gu.routes.root?.module).toBe("/assets/gu/root-C.js");
    expect(gu.routes.root?.css).toEqual(["/assets/app-D.css"]);
    expect(gu.version).toBe("E");
    expect(builds.en.assets.url).toBe("/assets/en/manifest-E.js");
    // The admin: English scripts, its own route table.
    expect(builds.admin.assets.url).toBe("/assets/en/manifest-E.admin.js");
    expect(builds.admin.assets.entry.module).toBe("/assets/en/entry.client-A.js");
    expect(builds.hi.publicPath).toBe("/");
    // The build it came from is unchanged.
    expect(build.assets.url).toBe("/assets/manifest-E.js");
  });

  it("refuses a build without the copies, naming what to run", () => {
    expect(() => localeBuilds(build, clientDir(["en"]))).toThrow(/gu, hi.*npm run build/);
    expect(() => localeBuilds(build, clientDir(["en", "gu", "hi"], false))).toThrow(
      /no scripts for en.*npm run build/,
    );
  });
});
