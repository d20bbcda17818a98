/**
 * npm run bench -- lighthouse: Lighthouse's mobile and desktop presets on /,
 * /shop, a product page, /about and /contact of the production build (demo
 * catalogue), and on the Gujarati and Hindi twins of the first three (/gu,
 * /gu/shop, /gu/productinfo/{id}, /hi …: the demo products are translated),
 * three runs each, the median run reported; Debian's Chromium.
 * The table also goes into docs/benchmarks.md between the lighthouse markers.
 * BENCH_BUILDS=a,b measures several builds in turns instead (printed only).
 *
 * Lighthouse is a dev dependency loaded on demand: without it this section
 * says how to install it and the other sections still run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { localisePath } from "~/i18n/locales";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "~/test/chromium";
import { listen, startServer } from "./lib";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
// The browser Playwright uses, run headless.
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The parts of Lighthouse's result we read (kept local: lighthouse may not be installed). */
interface Lhr {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }
  >;
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<{ lhr: Lhr } | undefined>;

async function loadLighthouse() {
  // Names in variables: TypeScript must not need the package to compile this file.
  const names = [
    "lighthouse",
    "lighthouse/core/config/desktop-config.js",
    "lighthouse/core/lib/median-run.js",
    "chrome-launcher",
  ];
  try {
    const [lh, desktop, median, launcher] = await Promise.all(names.map((n) => import(n)));
    return {
      lighthouse: lh.default as RunLighthouse,
      desktopConfig: desktop.default as unknown,
      computeMedianRun: median.computeMedianRun as (runs: Lhr[]) => Lhr,
      launch: launcher.launch as (o: {
        chromePath: string;
        chromeFlags: string[];
      }) => Promise<{ port: number; kill(): Promise<void> | void }>,
    };
  } catch {
    return null;
  }
}

/** Requests every image a page names once, so no run pays for making a size (sharp) first. */
async function warm(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const found = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/media\/[^"]+)"/g)) found.add(m[1] ?? "");
  for (const m of html.matchAll(/(?:srcSet|imageSrcSet|srcset|imagesrcset)="([^"]+)"/g)) {
    for (const part of (m[1] ?? "").split(",")) found.add(part.trim().split(/\s+/)[0] ?? "");
  }
  const accept = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
  for (const src of found) {
    if (src.startsWith("/media/"))
      await fetch(new URL(src, url), { headers: { Accept: accept } }).then((r) => r.arrayBuffer());
  }
}

const score = (lhr: Lhr, c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? 0;

/** What kept a category below 100 in the median run: its failing audits' titles. */
function misses(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || ref.weight === 0) continue;
      if (a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "notApplicable") continue;
      out.push(`${c}: ${a.title}`);
    }
  }
  return out;
}

/** Starts the production server on the demo catalogue, on `build` as it is when one is named. */
async function serve(mapUrl: string, build?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const server = await startServer({
    DATA_DIR: dir,
    SEED_IMAGES_PER_PRODUCT: "2",
    SITE_MAP_EMBED_URL: mapUrl,
    // BUILD_AS_IS: serve the build as it is, even when this checkout's sources are newer.
    ...(build ? { BUILD_DIR: build, BUILD_AS_IS: "1" } : {}),
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The eleven pages on each build (BENCH_BUILDS=a,b; none: this checkout's build),
 * every preset, RUNS runs each; with several builds they take turns run by run,
 * so the noise of this shared machine falls on all of them. One build writes its
 * table into docs/benchmarks.md; several are printed side by side, with each
 * one's median score and total blocking time beside the median run.
 */
export async function benchLighthouse(builds: string[] = []): Promise<string[]> {
  const lh = await loadLighthouse();
  if (!lh) {
    const message =
      "Lighthouse is not installed. Run `npm install -D lighthouse@12.8.2`, then again.";
    console.warn(message);
    return ["## Lighthouse", "", message, ""];
  }
  // This machine has no internet: a stand-in for the map's host on loopback, so /contact is
  // measured as a visitor with a connection sees it (its failed requests would be console errors).
  const mapHost = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Map</title><p>Map</p>");
  });
  const mapUrl = `http://127.0.0.1:${await listen(mapHost)}/maps?output=embed`;
  const labels = builds.length > 0 ? builds : [""];
  const servers = [];
  for (const build of labels) servers.push(await serve(mapUrl, build || undefined));
  const chrome = await lh.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  const notes: string[] = [];
  try {
    const first = servers[0]?.url ?? "";
    const shop = await (await fetch(`${first}/shop`)).text();
    const product = /href="(\/productinfo\/[^"?]+)"/.exec(shop)?.[1] ?? "/productinfo/missing";
    // Each translated page beside its English twin.
    const pages = ["/", "/shop", product].flatMap((p) => [
      p,
      localisePath(p, "gu"),
      localisePath(p, "hi"),
    ]);
    for (const page of [...pages, "/about", "/contact"]) {
      for (const server of servers) await warm(`${server.url}${page}`);
      for (const [preset, config] of [
        ["mobile", undefined],
        ["desktop", lh.desktopConfig],
      ] as const) {
        const runs: Lhr[][] = servers.map(() => []);
        for (let i = 0; i < RUNS; i++) {
          for (const [b, server] of servers.entries()) {
            // A run whose trace Lighthouse could not read (it says "run again", e.g.
            // NO_NAVSTART on this shared machine) is run again, up to twice.
            for (let retries = 0; retries < 3; retries++) {
              const result = await lh.lighthouse(
                `${server.url}${page}`,
                {
                  port: chrome.port,
                  output: "json",
                  logLevel: "error",
                  onlyCategories: [...CATEGORIES],
                },
                config,
              );
              if (!result) break;
              if (!result.lhr.runtimeError) {
                runs[b]?.push(result.lhr);
                break;
              }
              console.warn(
                `Lighthouse ${preset} ${page}: ${result.lhr.runtimeError.code}, run again`,
              );
            }
          }
        }
        const label = page.replace(/\/productinfo\/[^/?]+$/, "/productinfo/{id}");
        for (const [b, list] of runs.entries()) {
          const m = lh.computeMedianRun(list);
          const build = builds.length > 0 ? `${labels[b]} | ` : "";
          const spread =
            builds.length > 0
              ? ` ${median(list.map((l) => score(l, "performance")))} | ${Math.round(median(list.map((l) => audit(l, "total-blocking-time"))))} ms |`
              : "";
          rows.push(
            `| ${build}${label} | ${preset} | ${CATEGORIES.map((c) => score(m, c)).join(" | ")} | ${(audit(m, "largest-contentful-paint") / 1000).toFixed(2)} s | ${Math.round(audit(m, "total-blocking-time"))} ms | ${audit(m, "cumulative-layout-shift").toFixed(3)} |${spread}`,
          );
          for (const miss of misses(m)) notes.push(`- ${build}${label}, ${preset}: ${miss}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers) await server.stop();
    mapHost.close();
  }
  const several = builds.length > 0;
  const table = [
    `## Lighthouse (production build${several ? "s in turns" : ""}, demo catalogue, median of ${RUNS})`,
    "",
    `| ${several ? "build | " : ""}page | preset | performance | accessibility | best practices | SEO | LCP | TBT | CLS |${several ? " median performance | median TBT |" : ""}`,
    `| ${several ? "--- | " : ""}--- | --- | --- | --- | --- | --- | --- | --- | --- |${several ? " --- | --- |" : ""}`,
    ...rows,
    "",
    notes.length > 0
      ? "Audits below 90 in the median runs:"
      : "No audit below 90 in the median runs.",
    "",
    ...[...new Set(notes)],
    "",
  ];
  if (!several) writeSection(table);
  return table;
}

/** Replaces the block between the lighthouse markers of docs/benchmarks.md. */
function writeSection(lines: string[]): void {
  const file = "docs/benchmarks.md";
  const start = "<!-- lighthouse:start -->";
  const end = "<!-- lighthouse:end -->";
  const doc = readFileSync(file, "utf8");
  const [before, rest] = doc.split(start);
  const after = rest?.split(end)[1];
  if (before === undefined || after === undefined) return;
  const stamp = `Run on ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- lighthouse\`.`;
  writeFileSync(
    file,
    `${before}${start}\n${stamp}\n\n${lines.slice(2).join("\n")}\n${end}${after}`,
  );
}
