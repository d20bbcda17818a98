/**
 * npm run bench — measures what DESIGN.md §7 and the issues budget, and prints
 * a Markdown report (paste it into docs/benchmarks.md).
 *
 *   npm run bench                # everything
 *   npm run bench -- media pages # only some sections: media cache pages profile search lighthouse
 *
 * Servers run on loopback ports of this machine only, each load run is
 * bounded in time, and every server is stopped at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { searchProducts, searchProductsByScan } from "~/catalogue/search.server";
import { openDatabase } from "~/db/db.server";
import { seedSynthetic } from "~/db/seed/synthetic.server";
import { benchCache } from "./bench-cache";
import { benchLighthouse } from "./bench-lighthouse";
import { benchMedia } from "./bench-media";
import { benchPages } from "./bench-pages";
import { benchProfile } from "./bench-profile";

const sections = process.argv.slice(2);
const wanted = (name: string) => sections.length === 0 || sections.includes(name);
const report: string[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
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
if (wanted("cache")) report.push(...(await benchCache()));
if (wanted("lighthouse")) report.push(...(await benchLighthouse()));
if (wanted("pages")) report.push(...(await benchPages()));
if (wanted("profile")) report.push(...(await benchProfile()));
if (wanted("search")) await benchSearch();
console.log(`\n${report.join("\n")}`);
