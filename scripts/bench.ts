/**
 * npm run bench — measures what DESIGN.md §7 and the issues budget, and prints
 * a Markdown report (paste it into docs/benchmarks.md).
 *
 *   npm run bench                  # everything
 *   npm run bench -- media pages   # only some sections: media | pages | search | product
 *
 * Servers run on loopback ports of this machine only, each load run is
 * bounded in time, and every server is stopped at the end.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import express from "express";
import { sql } from "kysely";
import sharp from "sharp";
import { searchProducts, searchProductsByScan } from "~/catalogue/search.server";
import { type DB, migrateToLatest, openDatabase, openPostgres, openSqlite } from "~/db/db.server";
import { seedSynthetic } from "~/db/seed/synthetic.server";
import { derivative, ingestImage } from "~/media/images.server";
import { mediaHandler } from "~/media/media-route.server";
import { fileSystemStorage } from "~/media/storage.server";
import { benchCatalogues } from "./bench-data";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** Load runs per target in the product section, taken in turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const sections = process.argv.slice(2);
if (sections.includes("soak")) process.exit(await (await import("./bench-soak")).soak());
const wanted = (name: string) => sections.length === 0 || sections.includes(name);
const report: string[] = [];

/**
 * Load at CONNECTIONS connections for SECONDS. autocannon's histogram has no
 * p95, so every response's time is kept to compute it.
 */
async function load(url: string, headers: Record<string, string> = {}) {
  const ms: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    run.on("response", (_client, _status, _bytes, time) => ms.push(time));
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(percentile(ms, 95)),
    p99: result.latency.p99,
    ms,
    requests: result.requests.total,
    seconds: result.duration,
  };
}

type LoadRun = Awaited<ReturnType<typeof load>>;

/**
 * Several load runs of one target as one: requests/s over their whole time,
 * percentiles over every response.
 */
function pooled(runs: LoadRun[]) {
  const ms = runs.flatMap((r) => r.ms);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: Math.round(requests / seconds),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
  };
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

/** A photo-like 3000×2000 JPEG (gradients and noise, so the encoder has real work). */
async function bigJpeg(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${seed * 40},60%,40%)"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="3000" height="2000" fill="url(#g)"/><circle cx="1500" cy="1000" r="700" fill="#1a2f6b" opacity="0.7"/></svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function benchMedia() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-media-"));
  const db = openDatabase(path.join(dir, "bench.db"));
  await migrateToLatest(db);
  const storage = fileSystemStorage(path.join(dir, "media"));
  const times: number[] = [];
  let lastId = "";
  for (let i = 0; i < 5; i++) {
    const { id } = await ingestImage(db, storage, await bigJpeg(i), "images");
    const start = performance.now();
    await derivative(storage, id, "hero", "webp");
    times.push((performance.now() - start) / 1000);
    lastId = id;
  }
  const app = express();
  app.get("/media/:variant/:id", mediaHandler(storage));
  app.use(
    "/static",
    express.static(path.join(dir, "media/cache/hero"), { maxAge: "1y", immutable: true }),
  );
  const server = createServer(app);
  const port = await listen(server);
  const media = await load(`http://127.0.0.1:${port}/media/hero/${lastId}`, {
    Accept: "image/webp",
  });
  const statik = await load(`http://127.0.0.1:${port}/static/${lastId}.webp`);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  report.push(
    "## Media",
    "",
    "| measure | result | target |",
    "| --- | --- | --- |",
    `| first hero WebP (1920×800) from a 3000×2000 JPEG, median of 5 | ${percentile(times, 50).toFixed(3)} s | ≤ 0.25 s |`,
    `| cached derivative, requests/s (p99 ms) | ${media.rps} (${media.p99}) | ≥ 80 % of static |`,
    `| express.static, same file, requests/s (p99 ms) | ${statik.rps} (${statik.p99}) | |`,
    `| cached derivative as a share of static | ${Math.round((media.rps / statik.rps) * 100)} % | ≥ 80 % |`,
    "",
  );
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
  const [p95] = await alternating([url], count);
  return p95 ?? 0;
}

/**
 * p95 latency of `count` requests to each URL, one request at a time, taking
 * the URLs in turn so that load from other work on the machine falls on all
 * of them alike.
 */
async function alternating(urls: string[], count: number): Promise<number[]> {
  const ms = urls.map((): number[] => []);
  for (let i = 0; i < count + 20; i++) {
    for (const [k, url] of urls.entries()) {
      const t = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (i >= 20) ms[k]?.push(performance.now() - t); // the first requests warm caches
    }
  }
  return ms.map((values) => percentile(values, 95));
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

/** Stops a server started by startServer and waits for it to exit (its database goes next). */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

// What visitors type: a word, a word and a size, a model number, and text
// that matches nothing (the worst case for a scan).
const SEARCH_TERMS = [
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

/** The product ids each term finds, through the index and through the scan. */
async function searchResults(db: DB) {
  const found = new Map<string, { index: string; scan: string }>();
  for (const term of SEARCH_TERMS) {
    const index = (await searchProducts(db, term)).map((p) => p.id).join(" ");
    const scan = (await searchProductsByScan(db, term)).map((p) => p.id).join(" ");
    found.set(term, { index, scan });
  }
  return found;
}

async function searchTimes(db: DB, queries: string[]) {
  // Warm-up: one untimed pass over both paths fills SQLite's page cache or
  // PostgreSQL's shared buffers and plan caches before anything is timed.
  for (const q of queries) {
    await searchProducts(db, q);
    await searchProductsByScan(db, q);
  }
  // Index, scan and a bare round trip alternate query by query, so a burst of
  // load from other work on this shared machine lands on all three alike.
  const index: number[] = [];
  const scan: number[] = [];
  const roundTrip: number[] = [];
  const timed = async (into: number[], work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    into.push(performance.now() - t);
  };
  for (const q of queries) {
    await timed(index, () => searchProducts(db, q));
    await timed(scan, () => searchProductsByScan(db, q));
    // The least any query costs through Kysely and the driver: on PostgreSQL
    // a trip to another process, which a busy machine delays like any other.
    await timed(roundTrip, () => sql`SELECT 1`.execute(db));
  }
  return { index, scan, roundTrip };
}

async function benchSearch() {
  const queries = Array.from(
    { length: 400 },
    (_, i) => SEARCH_TERMS[i % SEARCH_TERMS.length] ?? "pump",
  );
  const measured: {
    name: string;
    index: string;
    scan: string;
    times: Awaited<ReturnType<typeof searchTimes>>;
    found: Awaited<ReturnType<typeof searchResults>>;
  }[] = [];
  for (const [name, open, index, scan] of [
    [
      "SQLite",
      async () => openSqlite(await catalogues.sqlite()),
      "FTS5 trigram",
      "lower(title) LIKE scan",
    ],
    [
      "PostgreSQL",
      async () => openPostgres(await catalogues.postgres(), 2),
      "pg_trgm GIN, ILIKE",
      "lower(title) LIKE scan",
    ],
  ] as const) {
    const db = await open();
    try {
      measured.push({
        name,
        index,
        scan,
        found: await searchResults(db),
        times: await searchTimes(db, queries),
      });
    } finally {
      await db.destroy();
    }
  }

  // Both paths on both databases must find the same products, or the rows
  // below would compare different work.
  const differ: string[] = [];
  const first = measured[0]?.found;
  for (const m of measured) {
    for (const [term, r] of m.found) {
      if (r.index !== r.scan) differ.push(`"${term}" on ${m.name} (index and scan differ)`);
      if (first && r.index !== first.get(term)?.index)
        differ.push(`"${term}" (${m.name} differs from ${measured[0]?.name})`);
    }
  }

  const ms = (values: number[], p: number) => percentile(values, p).toFixed(2);
  report.push(
    `## Header search (${CATALOGUE.toLocaleString("en")} synthetic products)`,
    "",
    `${queries.length} searches over ${SEARCH_TERMS.length} typical terms, up to 8 results each, with thumbnails, on each database; after a warm-up pass, index, scan and a bare \`SELECT 1\` take turns query by query.`,
    "",
    "| database | query path | p50 ms | p95 ms | target |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const m of measured) {
    const ratio = percentile(m.times.scan, 95) / percentile(m.times.index, 95);
    report.push(
      `| ${m.name} | header search (${m.index}) | ${ms(m.times.index, 50)} | ${ms(m.times.index, 95)} | p95 ≤ 5 ms |`,
      `| ${m.name} | ${m.scan}, same results (baseline) | ${ms(m.times.scan, 50)} | ${ms(m.times.scan, 95)} | |`,
      `| ${m.name} | speed-up at p95 (scan ÷ index) | | ${ratio.toFixed(1)}× | ≥ 10× |`,
      `| ${m.name} | \`SELECT 1\` round trip (floor) | ${ms(m.times.roundTrip, 50)} | ${ms(m.times.roundTrip, 95)} | |`,
    );
  }
  // What sets a p95: the term whose searches are slowest at the median.
  const slowest = measured.map((m) => {
    const [term, median] = SEARCH_TERMS.map((term): [string, number] => [
      term,
      percentile(
        m.times.index.filter((_, i) => queries[i] === term),
        50,
      ),
    ]).reduce((a, b) => (b[1] > a[1] ? b : a));
    return `${m.name} "${term}" (p50 ${median.toFixed(2)} ms)`;
  });
  report.push(
    "",
    `Slowest term through the index: ${slowest.join(", ")}.`,
    "",
    differ.length === 0
      ? "Every term found the same products through the index and the scan, on both databases."
      : `**Results differ:** ${differ.join("; ")}.`,
    "",
  );
}

async function benchProduct() {
  // Both catalogues exist before any timing, so no run shares the CPU with a load.
  const sqliteFile = await catalogues.sqlite();
  const postgresUrl = await catalogues.postgres();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-product-"));
  const hello = createServer((_req, res) => res.end("hello world"));
  const helloUrl = `http://127.0.0.1:${await listen(hello)}/`;
  const productPath = `/productinfo/syn-${(54321).toString(36)}`;
  const children: ChildProcess[] = [];
  const start = async (name: string, env: Record<string, string>) => {
    const server = await startServer({
      ...env,
      DATA_DIR: path.join(dir, name),
      PORT: "0",
      HOST: "127.0.0.1",
    });
    children.push(server.child);
    return `${server.url}${productPath}`;
  };

  try {
    // Both servers run throughout; each is idle while the other is measured.
    const sqlitePage = await start("sqlite", { DATABASE_URL: sqliteFile });
    const postgresPage = await start("postgres", {
      DATABASE_URL: postgresUrl,
      // Required on PostgreSQL (instances must share it); any 32+ characters do here.
      SESSION_SECRET: randomBytes(32).toString("hex"),
    });
    const [sqliteRender = 0, postgresRender = 0] = await alternating(
      [sqlitePage, postgresPage],
      300,
    );
    // The shared machine's load drifts over minutes: the three targets take
    // turns, ROUNDS times, rather than one long run each.
    const runs: Record<"hello" | "sqlite" | "postgres", LoadRun[]> = {
      hello: [],
      sqlite: [],
      postgres: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      runs.hello.push(await load(helloUrl));
      runs.sqlite.push(await load(sqlitePage));
      runs.postgres.push(await load(postgresPage));
    }
    const base = pooled(runs.hello);
    const sqlite = pooled(runs.sqlite);
    const postgres = pooled(runs.postgres);
    const share = (rps: number) => `${((rps / base.rps) * 100).toFixed(2)} %`;
    const baseRounds = runs.hello.map((r) => r.rps).join(", ");
    report.push(
      `## Product page on SQLite and PostgreSQL (${CATALOGUE.toLocaleString("en")} synthetic products, production build)`,
      "",
      `\`${productPath}\` on the production server (\`scripts/start.mjs\`), one server per database, the PostgreSQL cluster on the same machine. Load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per row, the rows taking turns; hello world per round: ${baseRounds} requests/s.`,
      "",
      "| server | requests/s | p95 ms | p99 ms | requests/s as a share of hello world |",
      "| --- | --- | --- | --- | --- |",
      `| node:http hello world (baseline) | ${base.rps} | ${base.p95} | ${base.p99} | 100 % |`,
      `| /productinfo/{id}, SQLite | ${sqlite.rps} | ${sqlite.p95} | ${sqlite.p99} | ${share(sqlite.rps)} |`,
      `| /productinfo/{id}, PostgreSQL | ${postgres.rps} | ${postgres.p95} | ${postgres.p99} | ${share(postgres.rps)} |`,
      "",
      "| measure | SQLite | PostgreSQL | PostgreSQL ÷ SQLite | target |",
      "| --- | --- | --- | --- | --- |",
      `| server render, one request at a time (300 each, alternating), p95 | ${sqliteRender.toFixed(1)} ms | ${postgresRender.toFixed(1)} ms | ${(postgresRender / sqliteRender).toFixed(2)}× | ≤ 25 ms |`,
      `| requests/s at ${CONNECTIONS} connections | ${sqlite.rps} | ${postgres.rps} | ${(postgres.rps / sqlite.rps).toFixed(2)}× | |`,
      "",
    );
  } finally {
    await Promise.all(children.map(stopServer));
    hello.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Products in the search and product-page catalogues (the scale the issues state). */
const CATALOGUE = 100_000;
const catalogues = benchCatalogues(CATALOGUE, (line) => console.error(line));

try {
  if (wanted("media")) await benchMedia();
  if (wanted("pages")) await benchPages();
  if (wanted("search")) await benchSearch();
  if (wanted("product")) await benchProduct();
} finally {
  await catalogues.close();
}
console.log(`\n${report.join("\n")}`);
