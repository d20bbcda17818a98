import { describe, expect, it } from "vitest";
import { firstVisitModules, hydrateAfterFirstPaint } from "./hydrate-after-paint.server";

/** The shape React Router 7 and React 19 give a document (preloads hoisted into head). */
const document = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/media/hero/a"/><link rel="modulepreload" href="/assets/manifest-E.js" nonce="n0"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="n0"/><link rel="modulepreload" href="/assets/home-C.js" nonce="n0"/><style>body{}</style></head><body><h1>Pumps</h1><script nonce="n0">window.__reactRouterContext = {};</script><script nonce="n0" type="module" async="">import "/assets/manifest-E.js";
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/home-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("hydrate after the first paint", () => {
  const rewrite = (html: string) => hydrateAfterFirstPaint(Buffer.from(html)).toString("utf8");
  const html = rewrite(document);
  const script =
    /<script nonce="n0" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the module preloads out of the document, and nothing else", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero/a"/>');
    expect(html).toContain("<h1>Pumps</h1>");
    expect(html).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
  });

  it("waits for the first contentful paint, then preloads the same modules and imports the routes in order", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    const wait = script.indexOf("first-contentful-paint");
    const preload = script.indexOf(
      '["/assets/manifest-E.js","/assets/entry.client-A.js","/assets/shell-B.js","/assets/home-C.js"]',
    );
    // Each chunk but the entry is evaluated in its own task, the entry last, by the router's code.
    const chunks = script.indexOf(
      'for (const href of ["/assets/manifest-E.js","/assets/shell-B.js","/assets/home-C.js"]) {',
    );
    expect(script).toContain("await import(href);");
    const manifest = script.indexOf('await import("/assets/manifest-E.js");');
    const root = script.indexOf('const route0 = await import("/assets/root-D.js");');
    const home = script.indexOf('const route1 = await import("/assets/home-C.js");');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect(wait).toBeGreaterThan(-1);
    const order = [wait, preload, chunks, manifest, root, home, entry];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};',
    );
  });

  it("is a valid module body", async () => {
    // Parsed (not run) as an async function body: top-level await is allowed in a module.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("still names every script a first visit fetches", () => {
    const all = [
      "/assets/manifest-E.js",
      "/assets/entry.client-A.js",
      "/assets/shell-B.js",
      "/assets/home-C.js",
    ];
    expect(firstVisitModules(document)).toEqual(all);
    expect(firstVisitModules(html)).toEqual(all);
  });

  it("leaves a document of another shape as it is, preloads included", () => {
    const other = document.replace(
      'import * as route1 from "/assets/home-C.js";',
      'import { x } from "/assets/home-C.js";',
    );
    expect(rewrite(other)).toBe(other);
    const noScripts =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(rewrite(noScripts)).toBe(noScripts);
  });
});
