/**
 * npm run bench -- memory: the serving process's resident memory (VmRSS, sampled every 250 ms
 * from /proc) on a fresh data directory, with the default settings, on SQLite and on
 * PostgreSQL: idle after a second start; during and a minute after (a) a crawl of every page,
 * datasheet, the catalogue PDF and every image size the pages link, in AVIF and WebP, twice,
 * four at a time; (b) 2,000 product pages the page cache has not seen; (c) the soak's mixed
 * traffic (MEMORY_SOAK_MINUTES, default 3, at 20 requests/s). Each figure is printed against its
 * target (docs/operations.md, "Memory"). MEMORY_LOADS (crawl,pages,soak), MEMORY_DATABASES
 * (sqlite,postgres) and MEMORY_SETTINGS ("NAME=value …", the shop's environment) pick what to
 * measure, e.g. MEMORY_LOADS=crawl MEMORY_DATABASES=sqlite MEMORY_SETTINGS="IMAGE_TRANSFORMS=1".
 * The launcher's own memory (scripts/start.mjs) is
 * given apart, as the memory only it holds (USS).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, openPostgres } from "~/db/db.server";
import { databaseUrl, postgresBinDir, startPostgres } from "~/test/postgres-server";
import type { AppServer } from "~/test/server-launcher";
import { rssMb, startServer, ussMb } from "./lib";
import { ADMIN, KINDS, makeCardImages, readCatalogue, signInAdmin, trafficFor } from "./soak";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
const SOAK_MINUTES = Number(process.env.MEMORY_SOAK_MINUTES ?? 3);
/** Which loads and databases, and settings to try (e.g. MEMORY_SETTINGS="PAGE_CACHE_MB=8"). */
const LOADS = (process.env.MEMORY_LOADS ?? "crawl,pages,soak").split(",");
const DATABASES = (process.env.MEMORY_DATABASES ?? "sqlite,postgres").split(",");
const SETTINGS = Object.fromEntries(
  (process.env.MEMORY_SETTINGS ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);
const SETTLE_MS = 60_000;
const TARGET = { idle: 120, peak: 256, settled: 180, growth: 5 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Samples the serving process every 250 ms; `during` gives the highest over a piece of work. */
function sampler(pid: number) {
  const samples: { at: number; mb: number }[] = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), mb: rssMb(pid) }), 250);
  const since = (from: number) => samples.filter((s) => s.at >= from).map((s) => s.mb);
  return {
    samples,
    async during(work: () => Promise<unknown>): Promise<number> {
      const from = Date.now();
      await work();
      return Math.max(...since(from), rssMb(pid));
    },
    /** The median over the last `ms`. */
    lately(ms: number): number {
      const xs = since(Date.now() - ms).sort((a, b) => a - b);
      return xs[Math.floor(xs.length / 2)] ?? rssMb(pid);
    },
    stop: () => clearInterval(timer),
  };
}

async function fetchAll(base: string, urls: string[], concurrency: number): Promise<number> {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const [url = "", accept] = (urls[next++] ?? "").split("|");
        const res = await fetch(base + url, { headers: accept ? { Accept: accept } : {} });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      }
    }),
  );
  return failed;
}

/** Every sitemap page, datasheet, the catalogue PDF and every image size the pages link. */
async function crawlList(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? "/");
    return url.pathname + url.search;
  });
  const urls = new Set([...pages, "/catalogue.pdf"]);
  for (const p of pages) if (p.startsWith("/productinfo/")) urls.add(`${p}/datasheet.pdf`);
  for (const p of pages) {
    const html = await (await fetch(base + p)).text();
    for (const m of html.matchAll(/\/media\/[a-z-]+\/[a-z0-9]{16}/g)) {
      urls.add(`${m[0]}|image/avif,image/webp`);
      urls.add(`${m[0]}|image/webp`);
    }
  }
  return [...urls];
}

/** The soak's mix at 20 requests a second for `ms`; returns the failures. */
async function mixedTraffic(server: AppServer, database: string, ms: number): Promise<number> {
  const db = database.startsWith("postgres") ? openPostgres(database, 2) : openDatabase(database);
  const catalogue = await readCatalogue(db);
  await db.destroy();
  const cookie = await signInAdmin(server.url);
  await makeCardImages(server.url, catalogue);
  const one = trafficFor(server.url, catalogue, cookie);
  const started = Date.now();
  const running: Promise<void>[] = [];
  let failed = 0;
  for (let i = 0; i * 50 < ms; i++) {
    await sleep(started + i * 50 - Date.now());
    running.push(
      one(KINDS[i % KINDS.length] ?? "product").then(
        (r) => void (r.ok || failed++),
        () => void failed++,
      ),
    );
  }
  await Promise.all(running);
  return failed;
}

interface Run {
  database: string;
  firstStart: number;
  idle: number;
  launcher: number;
  loads: { name: string; peak: number; settled: number; failed: number; note?: string }[];
  report: Record<string, unknown>;
}

async function measure(database: string, env: Record<string, string>): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  const all = { DATA_DIR: dataDir, TRUST_PROXY: "loopback", ...SETTINGS, ...env };
  try {
    console.error(`  ${database}: first start (migrations, seed)…`);
    const first = await startServer({
      ...all,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    await sleep(3000);
    const firstStart = rssMb(first.pid);
    await first.stop();

    const server = await startServer(all);
    const memory = sampler(server.pid);
    try {
      await sleep(10_000);
      const idle = memory.lately(5000);
      const launcher = ussMb(server.child.pid ?? 0);
      const loads: Run["loads"] = [];
      const settle = async () => {
        await sleep(SETTLE_MS);
        return memory.lately(10_000);
      };

      const list = await crawlList(server.url);
      let failed = 0;
      let peak = 0;
      if (LOADS.includes("crawl")) {
        console.error(`  ${database}: crawl…`);
        peak = await memory.during(async () => {
          failed += await fetchAll(server.url, list, 4);
          failed += await fetchAll(server.url, list, 4);
        });
        loads.push({
          name: `crawl: ${list.length} addresses, twice, 4 at a time`,
          peak,
          settled: await settle(),
          failed,
        });
      }

      if (LOADS.includes("pages")) {
        console.error(`  ${database}: 2,000 uncached product pages…`);
        const products = list.filter((u) => /^\/productinfo\/[^/]+$/.test(u));
        const uncached = Array.from(
          { length: 2000 },
          (_, i) => `${products[i % products.length]}?visit=${i}`,
        );
        peak = await memory.during(async () => {
          failed = await fetchAll(server.url, uncached, 4);
        });
        loads.push({
          name: "2,000 product pages the page cache has not seen, 4 at a time",
          peak,
          settled: await settle(),
          failed,
        });
      }

      if (LOADS.includes("soak")) {
        console.error(`  ${database}: ${SOAK_MINUTES} min of the soak's mixed traffic…`);
        const soakFrom = Date.now();
        peak = await memory.during(async () => {
          failed = await mixedTraffic(
            server,
            env.DATABASE_URL ?? path.join(dataDir, "storefront.db"),
            SOAK_MINUTES * 60_000,
          );
        });
        // Growth after a minute's warm-up: the mean of the first fifth of samples against the last.
        const steady = memory.samples
          .filter((s) => s.at >= soakFrom + 60_000 && s.at <= soakFrom + SOAK_MINUTES * 60_000)
          .map((s) => s.mb);
        const fifth = Math.max(1, Math.floor(steady.length / 5));
        const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
        const growth =
          ((mean(steady.slice(-fifth)) - mean(steady.slice(0, fifth))) /
            mean(steady.slice(0, fifth))) *
          100;
        loads.push({
          name: `the soak's mixed traffic, ${SOAK_MINUTES} min at 20 requests/s`,
          peak,
          settled: await settle(),
          failed,
          note: `growth after warm-up ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} % (target < ${TARGET.growth} %)`,
        });
      }

      const signIn = await signInAdmin(server.url);
      const report = (await (
        await fetch(`${server.url}/admin/memory.json`, { headers: { Cookie: signIn } })
      ).json()) as Record<string, unknown>;
      return { database, firstStart, idle, launcher, loads, report };
    } finally {
      memory.stop();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mark = (mb: number, target: number) => `${mb.toFixed(0)} MB ${mb <= target ? "✓" : "✗"}`;

export async function benchMemory(): Promise<string[]> {
  const runs: Run[] = [];
  if (DATABASES.includes("sqlite")) {
    runs.push(await measure("SQLite", {}));
    // Kept on the terminal as each run ends: a later failure does not lose the figures.
    console.error(JSON.stringify(runs[0]));
  }
  if (DATABASES.includes("postgres") && postgresBinDir()) {
    const pg = await startPostgres();
    try {
      const admin = openPostgres(pg.url, 1);
      await sql`CREATE DATABASE bench_memory`.execute(admin);
      await admin.destroy();
      runs.push(
        await measure("PostgreSQL", {
          DATABASE_URL: databaseUrl(pg.url, "bench_memory"),
          SESSION_SECRET: "bench-memory-session-secret-0123456789",
        }),
      );
    } finally {
      await pg.stop();
    }
  } else if (DATABASES.includes("postgres")) {
    console.error("  PostgreSQL is not installed: SQLite only.");
  }

  const out = [
    `## Memory (${Object.keys(SETTINGS).length ? process.env.MEMORY_SETTINGS : "default settings"}, demo catalogue, production build)`,
    "",
    `The serving process's resident memory (VmRSS), sampled every 250 ms; "settled" is the median of the last 10 s of a minute's rest after the load. Targets: idle ≤ ${TARGET.idle} MB, peak ≤ ${TARGET.peak} MB, settled ≤ ${TARGET.settled} MB.`,
    "",
    "| database | measure | resident memory | settled a minute after | failed requests |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const run of runs) {
    out.push(
      `| ${run.database} | serving process 3 s after a first start (seeded by its own process) | ${run.firstStart.toFixed(0)} MB | | |`,
      `| ${run.database} | idle, 10 s after a second start | ${mark(run.idle, TARGET.idle)} | | |`,
      `| ${run.database} | the launcher (scripts/start.mjs), memory only it holds | ${run.launcher.toFixed(0)} MB | | |`,
      ...run.loads.map(
        (l) =>
          `| ${run.database} | peak during ${l.name}${l.note ? `; ${l.note}` : ""} | ${mark(l.peak, TARGET.peak)} | ${mark(l.settled, TARGET.settled)} | ${l.failed} |`,
      ),
    );
  }
  out.push(
    "",
    "What the operators' report (GET /admin/memory.json) said at the end of each run:",
    "",
  );
  for (const run of runs) out.push(`- ${run.database}: \`${JSON.stringify(run.report)}\``);
  out.push("");
  return out;
}
