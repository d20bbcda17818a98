import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../app/test/http-client";
import { type OwnServer, startOwnServer } from "../../app/test/own-server";
import { SHOP_ADMIN, seededShopCopy } from "../../app/test/test-shop";

/**
 * The smallest server (docs/operations.md, "Memory"), on a server of its own with tiny bounds
 * (scripts/start.mjs, over a copy of the run's seeded demo shop): the serving process is the
 * launcher's child, started with the memory settings and without the build or the seed;
 * /admin/memory.json answers operators only; and each bound holds while a crawler pushes past it.
 * The tests run in order and share the server.
 */

const TOKEN = "ops-token-for-the-memory-test-0123456789";

interface Work {
  running: number;
  waiting: number;
  peak: number;
  mostWaiting: number;
  limit: number;
}

interface Report {
  residentMb: number;
  heapUsedMb: number;
  pageCache: { bytes: number; pages: number; maxBytes: number };
  mediaMemory: { bytes: number; images: number; maxBytes: number };
  imageWork: Work;
  pdfWork: Work;
}

const proc = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, "utf8");

// The serving process's memory, measured on a server started as a process of its own over a copy
// of the SQLite demo shop: the PostgreSQL pass has nothing more to run here.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("the smallest server", () => {
  let shop: Awaited<ReturnType<typeof seededShopCopy>> | undefined;
  let server: OwnServer | undefined;

  beforeAll(async () => {
    shop = await seededShopCopy();
    server = await startOwnServer(shop.dataDir, {
      ...shop.env,
      OPS_TOKEN: TOKEN,
      PAGE_CACHE_MB: "0.25",
      MEDIA_MEMORY_MB: "0.05",
      IMAGE_TRANSFORMS: "1",
      PDF_BUILDS: "1",
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    shop?.cleanup();
  });

  async function report(): Promise<Report> {
    const res = await fetch(`${server?.url}/admin/memory.json`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Report;
  }

  test("the serving process is the launcher's child, started with the memory settings", () => {
    if (!server) throw new Error("no server");
    expect(server.pid).not.toBe(server.child.pid);
    const cmdline = proc(server.pid, "cmdline").split("\0").filter(Boolean);
    expect(cmdline).toContain("--max-semi-space-size=1");
    expect(cmdline.slice(-2)).toEqual([expect.stringMatching(/scripts\/serve\.mjs$/), "serve"]);
    const environ = proc(server.pid, "environ").split("\0");
    expect(environ).toContain("MALLOC_ARENA_MAX=2");
    expect(environ).toContain("MALLOC_MMAP_THRESHOLD_=65536");
    expect(cmdline).toContain("--max-old-space-size=256");
    // The data was prepared (and on a first start, seeded) by a process that has ended.
    expect(proc(server.child.pid ?? 0, `task/${server.child.pid}/children`).trim()).toBe(
      String(server.pid),
    );
    expect(server.output()).toMatch(/Storefront ready on/);
  });

  test("the memory report answers an admin or the operator's token, and no one else", async () => {
    if (!server) throw new Error("no server");
    const request = new HttpClient(server.url);
    const url = `${server.url}/admin/memory.json`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
    expect(
      (await fetch(url, { headers: { Authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })).status,
    ).toBe(401);

    // A signed-in visitor with the role user is refused too.
    const email = `memory-user-${Date.now()}@ops.test`;
    const signUp = await request.post(`${server.url}/sign-up`, {
      form: { name: "Memory User", email, password: "memory-user-password" },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(302);
    const asUser = await request.post(`${server.url}/sign-in`, {
      form: { email, password: "memory-user-password" },
      maxRedirects: 0,
    });
    expect(asUser.status()).toBe(302);
    expect((await request.get(url)).status()).toBe(403);
    await request.post(`${server.url}/sign-out`, { maxRedirects: 0 });

    const signIn = await request.post(`${server.url}/sign-in`, {
      form: SHOP_ADMIN,
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const asAdmin = await request.get(url);
    expect(asAdmin.status()).toBe(200);
    expect(asAdmin.headers()["cache-control"]).toBe("no-store");
    const body = (await asAdmin.json()) as Report;
    expect(body.residentMb).toBeGreaterThan(20);
    expect(body.heapUsedMb).toBeGreaterThan(1);
    expect(body.pageCache.maxBytes).toBe(0.25 * 1024 * 1024);

    // The public health check says only whether the shop is up.
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ ok: true });
  }, 60_000);

  test("a crawler asking for everything at once stays within every bound", async () => {
    // Every page and PDF now comes in three languages.
    if (!server) throw new Error("no server");
    const base = server.url;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const products = [...sitemap.matchAll(/<loc>[^<]*(\/productinfo\/[^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(products.length).toBeGreaterThan(10);

    // Every datasheet at once: one PDF is made at a time.
    const sheets = await Promise.all(
      products.slice(0, 8).map((p) => fetch(`${base}${p}/datasheet.pdf`)),
    );
    expect(sheets.map((r) => r.status)).toEqual(sheets.map(() => 200));
    let now = await report();
    expect(now.pdfWork).toMatchObject({ peak: 1, limit: 1, running: 0, waiting: 0 });
    expect(now.pdfWork.mostWaiting).toBeGreaterThan(0); // pushed past the bound

    // Every image size of every product at once: one image made at a time, and what is held in
    // memory afterwards stays under MEDIA_MEMORY_MB.
    const pages = await Promise.all(products.map(async (p) => (await fetch(`${base}${p}`)).text()));
    const media = new Set(
      pages.flatMap((html) => html.match(/\/media\/[a-z-]+\/[a-z0-9]{16}/g) ?? []),
    );
    expect(media.size).toBeGreaterThan(20);
    const images = await Promise.all(
      [...media].map((m) => fetch(`${base}${m}`, { headers: { Accept: "image/webp" } })),
    );
    expect(images.filter((r) => r.status !== 200)).toEqual([]);
    now = await report();
    expect(now.imageWork).toMatchObject({ peak: 1, limit: 1, running: 0, waiting: 0 });
    expect(now.imageWork.mostWaiting).toBeGreaterThan(0);
    expect(now.mediaMemory.images).toBeGreaterThan(0);
    expect(now.mediaMemory.bytes).toBeGreaterThan(0);
    expect(now.mediaMemory.bytes).toBeLessThanOrEqual(now.mediaMemory.maxBytes);
    expect(now.mediaMemory.maxBytes).toBe(Math.round(0.05 * 1024 * 1024));

    // Many more distinct pages than the page cache holds.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        products.map((p, i) =>
          fetch(`${base}${p}?from=crawler-${round}-${i}`).then((r) => r.text()),
        ),
      );
    }
    now = await report();
    expect(now.pageCache.pages).toBeGreaterThan(0);
    expect(now.pageCache.bytes).toBeGreaterThan(0.1 * 1024 * 1024);
    expect(now.pageCache.bytes).toBeLessThanOrEqual(now.pageCache.maxBytes);
  }, 180_000);
});
