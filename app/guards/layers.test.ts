import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { appSourceFiles, importTarget, parse, ROOT } from "~/changes/source-graph.test-support";
import { APP, FEATURES, type Import, layerOf, layerViolations, OUTSIDE, SHARED } from "./layers";

/**
 * Imports point down (app/guards/layers.ts, docs/architecture.md "Layers"): no shared layer
 * imports a feature or the app, no feature imports a route module, the frame or boot, and no
 * folders import each other in a circle. Static, dynamic and type imports all count.
 */

function resolve(base: string, files: ReadonlySet<string>): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Every import between the app's own source files (tests and generated messages left out). */
function appImports(): Import[] {
  const files = appSourceFiles().filter((f) => !f.startsWith("app/i18n/paraglide/"));
  const known = new Set(files);
  const found: Import[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node) => {
      let specifier: string | null = null;
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      )
        specifier = node.moduleSpecifier.text;
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        specifier = node.arguments[0].text;
      if (specifier) {
        const base = importTarget(file, specifier);
        const to = base ? resolve(base, known) : null;
        if (to) found.push({ from: file, to });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("layers: imports point down", () => {
  it("every folder under app/ is in one layer", () => {
    const folders = readdirSync(path.join(ROOT, "app")).filter((f) =>
      statSync(path.join(ROOT, "app", f)).isDirectory(),
    );
    expect(folders.filter((f) => layerOf(f) === null)).toEqual([]);
    const all = [...SHARED, ...FEATURES, ...APP, ...OUTSIDE] as string[];
    expect(new Set(all).size).toBe(all.length);
    expect(
      all.filter(
        (f) => f !== "(root)" && !statSync(path.join(ROOT, "app", f), { throwIfNoEntry: false }),
      ),
    ).toEqual([]);
  });

  it("no shared layer imports a feature, no feature imports the app, no folders in a circle", () => {
    expect(layerViolations(appImports())).toEqual([]);
  });

  it("sees each kind of violation (planted)", () => {
    const clean: Import[] = [
      { from: "app/routes/site/shop.tsx", to: "app/shop/shop-page.server.ts" },
      { from: "app/shop/shop-page.server.ts", to: "app/catalogue/products.server.ts" },
      { from: "app/catalogue/products.server.ts", to: "app/db/db.server.ts" },
    ];
    expect(layerViolations(clean)).toEqual([]);
    const planted: Import[] = [
      ...clean,
      { from: "app/db/prepare.server.ts", to: "app/seed/seed.server.ts" },
      { from: "app/search/header-search.tsx", to: "app/routes/resources/search.ts" },
      { from: "app/catalogue/products.server.ts", to: "app/shop/listing.server.ts" },
      { from: "app/newfolder/x.ts", to: "app/db/db.server.ts" },
    ];
    const found = layerViolations(planted);
    expect(found).toContain(
      "app/db/prepare.server.ts imports app/seed/seed.server.ts: a shared layer (db) imports a feature (seed)",
    );
    expect(found).toContain(
      "app/search/header-search.tsx imports app/routes/resources/search.ts: a feature (search) imports the app (routes)",
    );
    expect(found).toContain("app/newfolder/ is in no layer (app/guards/layers.ts)");
    expect(found.filter((f) => f.startsWith("folders import each other in a circle"))).toEqual([
      "folders import each other in a circle: catalogue → shop (app/catalogue/products.server.ts imports app/shop/listing.server.ts); shop → catalogue (app/shop/shop-page.server.ts imports app/catalogue/products.server.ts)",
    ]);
  });

  it("docs/architecture.md lists the layers as app/guards/layers.ts has them", () => {
    const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const start = doc.indexOf("## Layers");
    const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
    // A bullet and the lines that continue it (indented).
    const line = (label: string) => {
      const lines = section.split("\n");
      const start = lines.findIndex((l) => l.startsWith(`- **${label}**`));
      if (start < 0) return "";
      const end = lines.findIndex((l, n) => n > start && !l.startsWith("  "));
      return lines.slice(start, end < 0 ? undefined : end).join(" ");
    };
    const named = (text: string) =>
      [...text.matchAll(/`app\/([\w/-]+?)\/`/g)].map((m) => m[1]).sort();
    expect(named(line("Shared"))).toEqual([...SHARED].sort());
    expect(named(line("Features"))).toEqual([...FEATURES].sort());
  });
});
