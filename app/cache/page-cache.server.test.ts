import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache } from "./page-cache.server";
import { PageStore } from "./page-store.server";

/**
 * The cache in front of a stand-in renderer that behaves like React Router's
 * handler: it writes the page in chunks, with the response's nonce in scripts,
 * and personal output (a signed-in name, a flash) for requests that carry the
 * cookies. Speed is not tested here, only what is served to whom.
 */
let server: Server;
let base: string;
let cache: PageCache;
let renders: Record<string, number>;
let version: number;
let content: string;
let gate: Promise<void> | null;

function page(nonce: string, req: express.Request): string {
  const cookie = req.headers.cookie ?? "";
  const who = cookie.includes("better-auth.session_token") ? "Signed in as Asha" : "Guest";
  const flash = cookie.includes("flash=") ? "<p>Saved!</p>" : "";
  const filler = "<li>pump</li>".repeat(400);
  return `<html><head><link rel="modulepreload" nonce="${nonce}"/></head><body>${who}${flash}<h1>${content} ${req.originalUrl}</h1>${filler}<script nonce="${nonce}">go()</script></body></html>`;
}

beforeEach(async () => {
  renders = {};
  version = 1;
  content = "Submersible pump";
  gate = null;
  cache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    externalVersion: () => version,
  });
  const app = express();
  // As in server.ts: the nonce, security headers and compression, then the capture.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  app.use(compression());
  app.use(cache.capture);
  app.all("/{*splat}", async (req, res) => {
    renders[req.path] = (renders[req.path] ?? 0) + 1;
    if (gate) await gate;
    const cookie = req.headers.cookie ?? "";
    if (req.path === "/productinfo/missing") return void res.status(404).send("Not found");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader(
      "Cache-Control",
      cookie.includes("better-auth") || cookie.includes("flash=")
        ? "private, no-store"
        : "public, max-age=0, must-revalidate",
    );
    if (cookie.includes("flash=")) res.append("Set-Cookie", "flash=; Max-Age=0");
    if (req.path === "/about" && req.query.leaky) res.append("Set-Cookie", "x=1");
    res.setHeader("Vary", "Cookie");
    const html = page(res.locals.cspNonce, req);
    // In pieces, as a streamed render arrives.
    res.write(html.slice(0, 100));
    res.write(Buffer.from(html.slice(100, 3000)));
    res.end(html.slice(3000));
  });
  // Hits are answered in front of Express.
  server = createServer(cache.front(app)).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "Accept-Encoding": "identity", ...headers } });

function nonceOf(res: Response): string {
  return /nonce-([^']+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

describe("page cache", () => {
  it("renders a public page once; each response carries its own nonce everywhere", async () => {
    const a = await get("/productinfo/p1");
    const b = await get("/productinfo/p1");
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(renders["/productinfo/p1"]).toBe(1);
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    for (const [res, html] of [
      [a, htmlA],
      [b, htmlB],
    ] as const) {
      const nonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces).toEqual([nonceOf(res), nonceOf(res)]);
    }
    expect(htmlB.replaceAll(nonceOf(b), "N")).toBe(htmlA.replaceAll(nonceOf(a), "N"));
    expect(b.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(b.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(b.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(Number(b.headers.get("content-length"))).toBe(Buffer.byteLength(htmlB));
  });

  it("gzip answers decompress to the same page with their own nonce", async () => {
    const first = await fetch(`${base}/shop?page=2`, { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(await first.text()).toContain(`<script nonce="${nonceOf(first)}">go()</script>`);
    const res = await fetch(`${base}/shop?page=2`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch decodes gzip itself; check it really was gzip by its magic bytes, then its text.
    const text = raw[0] === 0x1f ? gunzipSync(raw).toString() : raw.toString();
    expect(text).toContain(`<script nonce="${nonceOf(res)}">go()</script>`);
    expect(text).toContain("Submersible pump /shop?page=2");
    expect(renders["/shop"]).toBe(1);
  });

  it("answers a matching If-None-Match with 304 and no CSP header", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await get("/", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    content = "Renamed pump";
    cache.invalidate(["products"]);
    const changed = await get("/", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("never serves or stores a page for a signed-in person or one with a flash", async () => {
    await get("/contact"); // the guest page is cached
    const signedIn = await get("/contact", { Cookie: "better-auth.session_token=abc.def" });
    expect(await signedIn.text()).toContain("Signed in as Asha");
    const secure = await get("/contact", { Cookie: "__Secure-better-auth.session_token=x" });
    expect(await secure.text()).toContain("Signed in as Asha");
    const flashed = await get("/contact", { Cookie: "flash=eyJ0eXBlIjoic3VjY2VzcyJ9" });
    expect(await flashed.text()).toContain("Saved!");
    expect(renders["/contact"]).toBe(4);
    const guest = await (await get("/contact")).text();
    expect(guest).toContain("Guest");
    expect(guest).not.toContain("Asha");
    expect(guest).not.toContain("Saved!");
    expect(renders["/contact"]).toBe(4);
    // A personal request first: nothing is stored for the guest after it.
    await get("/privacy", { Cookie: "better-auth.session_token=abc" });
    expect(await (await get("/privacy")).text()).toContain("Guest");
    expect(renders["/privacy"]).toBe(2);
  });

  it("keeps no response that sets a cookie, is not 200, or is not a GET of a public page", async () => {
    await get("/about?leaky=1");
    await get("/about?leaky=1");
    expect(renders["/about"]).toBe(2);
    await get("/productinfo/missing");
    await get("/productinfo/missing");
    expect(renders["/productinfo/missing"]).toBe(2);
    await get("/user");
    await get("/user");
    expect(renders["/user"]).toBe(2);
    await fetch(`${base}/contact`, { method: "POST" });
    await get("/contact");
    expect(renders["/contact"]).toBe(2);
    expect(cache.store.size).toBe(1);
  });

  it("drops exactly the pages that show a changed topic", async () => {
    for (const path of ["/", "/shop", "/productinfo/p1", "/about", "/contact", "/shop.data"]) {
      await get(path);
    }
    content = "New title";
    cache.invalidate(["products"]);
    expect(await (await get("/productinfo/p1")).text()).toContain("New title");
    expect(await (await get("/shop.data")).text()).toContain("New title");
    expect(await (await get("/about")).text()).toContain("Submersible pump");
    expect(await (await get("/contact")).text()).toContain("Submersible pump");
    cache.invalidate(["image-sets"]);
    expect(await (await get("/about")).text()).toContain("New title");
    expect(renders).toMatchObject({ "/": 1, "/productinfo/p1": 2, "/about": 2, "/contact": 1 });
  });

  it("drops everything when another process wrote to the database", async () => {
    await get("/contact");
    content = "Changed elsewhere";
    version = 2;
    expect(await (await get("/contact")).text()).toContain("Changed elsewhere");
  });

  it("stores nothing rendered while a change was published", async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const pending = get("/shop");
    await new Promise((r) => setTimeout(r, 50));
    cache.invalidate(["products"]);
    open();
    await (await pending).text();
    gate = null;
    await get("/shop");
    expect(renders["/shop"]).toBe(2);
  });

  it("lets concurrent first requests wait for one render", async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const all = Promise.all(Array.from({ length: 5 }, () => get("/tandc")));
    await new Promise((r) => setTimeout(r, 50));
    open();
    const bodies = await Promise.all((await all).map((r) => r.text()));
    expect(renders["/tandc"]).toBe(1);
    expect(new Set(bodies.map((b) => b.replace(/nonce="[^"]+"/g, ""))).size).toBe(1);
  });

  it("keeps within its memory bound, dropping the least recently used page", async () => {
    cache = createPageCache({ maxBytes: 12_000, maxAgeMs: 60_000 });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "n";
      next();
    });
    app.use(cache.capture);
    app.get("/{*splat}", (req, res) => {
      renders[req.path] = (renders[req.path] ?? 0) + 1;
      res.type("html").end("x".repeat(5_000));
    });
    const small = createServer(cache.front(app)).listen(0, "127.0.0.1");
    await new Promise((r) => small.once("listening", r));
    const at = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
    try {
      await fetch(`${at}/privacy`);
      await fetch(`${at}/tandc`);
      await fetch(`${at}/privacy`); // now the most recently used
      await fetch(`${at}/contact`); // over the bound: /tandc goes
      expect(cache.store.size).toBe(2);
      expect(cache.store.bytes).toBeLessThanOrEqual(12_000);
      await fetch(`${at}/privacy`);
      await fetch(`${at}/tandc`);
      expect(renders).toMatchObject({ "/privacy": 1, "/tandc": 2, "/contact": 1 });
    } finally {
      small.closeAllConnections();
      small.close();
    }
  });
});

describe("page store", () => {
  it("renders a page again once it is older than the maximum age", () => {
    let now = 0;
    const store = new PageStore({ maxBytes: 1000, maxAgeMs: 100, now: () => now });
    const page = {
      key: "/",
      topics: [],
      headers: [],
      parts: [Buffer.from("x")],
      holeLength: 0,
      etag: 'W/"x"',
      bytes: 2,
      storedAt: 0,
    };
    expect(store.set(page, store.epoch)).toBe(true);
    now = 100;
    expect(store.get("/")).toBe(page);
    now = 101;
    expect(store.get("/")).toBeUndefined();
    expect(store.bytes).toBe(0);
  });
});
