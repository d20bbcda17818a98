/**
 * npm run bench -- cache: anonymous visitor pages answered by the page cache
 * (app/cache/) against a node:http server sending the same bytes from memory,
 * each in its own process, loaded in turns at 50 connections.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  alternate,
  listening,
  load,
  pct,
  SYNTHETIC_PRODUCT,
  show,
  spawnTs,
  startServer,
  stopChild,
  syntheticShop,
} from "./lib";

export const VISITOR_PAGES = (product: string) => [
  "/",
  "/shop",
  "/shop?category=Synthetic+Motors&sort=name-asc&page=3",
  `/productinfo/${product}`,
  "/about",
  "/contact",
];

export async function benchCache(): Promise<string[]> {
  const shop = await syntheticShop("cache");
  const { dir, file } = shop;
  const server = await startServer({ DATA_DIR: dir, DATABASE_URL: file });
  const rows: string[] = [];
  try {
    for (const page of VISITOR_PAGES(SYNTHETIC_PRODUCT)) {
      const url = `${server.url}${page}`;
      await fetch(url); // rendered and stored
      const res = await fetch(url);
      const bytes = Buffer.from(await res.arrayBuffer());
      const bodyFile = path.join(dir, "body");
      writeFileSync(bodyFile, bytes);
      const same = spawnTs("bench/bytes-server.ts", {
        BENCH_BODY_FILE: bodyFile,
        BENCH_CONTENT_TYPE: res.headers.get("content-type") ?? "text/html",
      });
      try {
        const baseline = await listening(same);
        const r = await alternate(
          () => load(baseline, {}, { pid: same.pid }),
          () => load(url, {}, { pid: server.pid }),
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
    shop.remove();
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
