/**
 * npm run bench — measures what DESIGN.md §7 and the issues budget, and prints
 * a Markdown report (paste it into docs/benchmarks.md).
 *
 *   npm run bench                # everything
 *   npm run bench -- media pages # only some sections
 *
 * Servers run on loopback ports of this machine only, each load run is
 * bounded in time, and every server is stopped at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { searchProducts, searchProductsByScan } from "~/catalogue/search.server";
import { openDatabase } from "~/db/db.server";
import { seedSynthetic } from "~/db/seed/synthetic.server";
import { benchMedia } from "./bench-media";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const sections = process.argv.slice(2);
const wanted = (name: string) => sections.length === 0 || sections.includes(name);
const report: string[] = [];

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

function listen(server: ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (c: Buffer) => {
      out += c.toString();
      const m = out.match(/ready on (http:\/\/\S+)/);
      if (m?.[1]) resolve({ child, url: m[1].replace("localhost", "127.0.0.1") });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** p95 latency of `count` requests sent one after another (no queueing). */
async function sequential(url: string, count: number): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (i >= 20) ms.push(performance.now() - t); // the first requests warm caches
  }
  return percentile(ms, 95);
}

/** Gzipped bytes of every script a first visit to `url` loads (entry and modulepreloads). */
async function firstVisitJs(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const srcs = new Set(
    [
      ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    ].map((m) => m[1] ?? ""),
  );
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function benchPages() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  const file = path.join(dir, "pages.db");
  await seedSynthetic(file, 10_000);
  const hello = createServer((_req, res) => res.end("hello world"));
  const helloPort = await listen(hello);
  const base = await load(`http://127.0.0.1:${helloPort}/`);
  hello.close();
  const { child, url } = await startServer({
    DATA_DIR: dir,
    DATABASE_URL: file,
    PORT: "0",
    HOST: "127.0.0.1",
  });
  try {
    const productUrl = `${url}/productinfo/syn-${(4321).toString(36)}`;
    const render = await sequential(productUrl, 300);
    const js = await firstVisitJs(`${url}/`);
    const product = await load(productUrl);
    const shop = await load(`${url}/shop?sort=price-asc&page=7`);
    const shopCategory = await load(`${url}/shop?category=Synthetic+Motors&sort=name-asc&page=3`);
    report.push(
      "## Pages (10,000 synthetic products, production build)",
      "",
      "| endpoint | requests/s | p99 ms |",
      "| --- | --- | --- |",
      `| node:http hello world (baseline) | ${base.rps} | ${base.p99} |`,
      `| /productinfo/{id} | ${product.rps} | ${product.p99} |`,
      `| /shop?sort=price-asc&page=7 | ${shop.rps} | ${shop.p99} |`,
      `| /shop?category=…&sort=name-asc&page=3 | ${shopCategory.rps} | ${shopCategory.p99} |`,
      "",
      "| budget (DESIGN.md §7) | result | target |",
      "| --- | --- | --- |",
      `| /productinfo/{id} server render, one request at a time, p95 | ${render.toFixed(1)} ms | ≤ 25 ms |`,
      `| JavaScript on a first visit to / (gzip) | ${(js / 1024).toFixed(1)} KB | ≤ 130 KB |`,
      "",
    );
  } finally {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchSearch() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
  const file = path.join(dir, "search.db");
  await seedSynthetic(file, 100_000);
  const db = openDatabase(file);
  // What visitors type: a word, a word and a size, a model number, and text
  // that matches nothing (the worst case for a scan).
  const terms = [
    "submersible",
    "grinder 7.5",
    "model 0421",
    "098765",
    "jet 3 hp",
    "kirloskar",
    "cutter",
    "blower 10 hp",
    "solar",
    "mono",
  ];
  const queries = Array.from({ length: 400 }, (_, i) => terms[i % terms.length] ?? "pump");
  const time = async (search: (q: string) => Promise<unknown>) => {
    const ms: number[] = [];
    for (const q of queries) {
      const t = performance.now();
      await search(q);
      ms.push(performance.now() - t);
    }
    return ms;
  };
  await time((q) => searchProducts(db, q)); // warm the page cache for both paths
  const fts = await time((q) => searchProducts(db, q));
  const scan = await time((q) => searchProductsByScan(db, q));
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  report.push(
    "## Header search (100,000 synthetic products)",
    "",
    `${queries.length} searches over ${terms.length} typical terms, up to 8 results each, with thumbnails.`,
    "",
    "| query path | p50 ms | p95 ms | target |",
    "| --- | --- | --- | --- |",
    `| header search (FTS5 trigram) | ${percentile(fts, 50).toFixed(2)} | ${percentile(fts, 95).toFixed(2)} | p95 ≤ 5 ms |`,
    `| plain LIKE scan, same results | ${percentile(scan, 50).toFixed(2)} | ${percentile(scan, 95).toFixed(2)} | |`,
    `| speed-up at p95 | | ${(percentile(scan, 95) / percentile(fts, 95)).toFixed(1)}× | ≥ 10× |`,
    "",
  );
}

if (wanted("media")) report.push(...(await benchMedia()));
if (wanted("pages")) await benchPages();
if (wanted("search")) await benchSearch();
console.log(`\n${report.join("\n")}`);
