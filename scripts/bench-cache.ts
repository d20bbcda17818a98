/**
 * npm run bench -- cache: anonymous visitor pages answered by the page cache
 * (app/cache/) against a node:http server sending the same bytes from memory,
 * each in its own process, loaded in turns at 50 connections.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedSynthetic } from "~/db/seed/synthetic.server";
import {
  alternate,
  listening,
  load,
  pct,
  show,
  spawnTs,
  startServer,
  stopChild,
} from "./bench-lib";

export const VISITOR_PAGES = (product: string) => [
  "/",
  "/shop",
  "/shop?category=Synthetic+Motors&sort=name-asc&page=3",
  `/productinfo/${product}`,
  "/about",
  "/contact",
];

export async function benchCache(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-cache-"));
  const file = path.join(dir, "pages.db");
  await seedSynthetic(file, 10_000);
  const server = await startServer({ DATA_DIR: dir, DATABASE_URL: file });
  const rows: string[] = [];
  try {
    for (const page of VISITOR_PAGES(`syn-${(4321).toString(36)}`)) {
      const url = `${server.url}${page}`;
      await fetch(url); // rendered and stored
      const res = await fetch(url);
      const bytes = Buffer.from(await res.arrayBuffer());
      const bodyFile = path.join(dir, "body");
      writeFileSync(bodyFile, bytes);
      const same = spawnTs("scripts/bench-bytes-server.ts", {
        BENCH_BODY_FILE: bodyFile,
        BENCH_CONTENT_TYPE: res.headers.get("content-type") ?? "text/html",
      });
      try {
        const baseline = await listening(same);
        const r = await alternate(
          () => load(baseline, {}, { pid: same.pid }),
          () => load(url, {}, { pid: server.child.pid }),
        );
        const cpu =
          r.subject.cpuUs && r.baseline.cpuUs
            ? ` (CPU ${pct(r.baseline.cpuUs / r.subject.cpuUs)})`
            : "";
        rows.push(
          `| ${page} | ${Math.round(bytes.length / 1024)} KB | ${show(r.baseline)} | ${show(r.subject)} | ${pct(r.ratio)}${cpu} | ${r.subject.p99} |`,
        );
      } finally {
        await stopChild(same);
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    "## Page cache (anonymous visitors, 10,000 synthetic products)",
    "",
    "Each page is fetched once (rendered and stored), then loaded at 50 connections through the",
    "production server and through a `node:http` server sending the same bytes from memory, in turns.",
    "",
    "| page | size | node:http, same bytes: req/s (p99 ms), CPU/request | page cache: req/s (p99 ms), CPU/request | share (≥ 50 %) | p99 ms (≤ 50) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ];
}
