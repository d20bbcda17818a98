/**
 * npm run bench -- media: the first transform of a hero image, then cached
 * derivatives through our media route against express.static sending the
 * same file, for a large WebP hero and a small (~30 KB) AVIF.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { migrateToLatest, openDatabase } from "~/db/db.server";
import { derivative, ingestImage } from "~/media/images.server";
import { fileSystemStorage } from "~/media/storage.server";
import { alternate, listening, load, pct, percentile, show, spawnTs, stopChild } from "./lib";

/** A photo-like 3000×2000 JPEG: gradients and noise (more noise, bigger derivatives). */
async function photo(seed: number, sigma = 30): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
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

export async function benchMedia(): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-media-"));
  const db = openDatabase(path.join(dir, "bench.db"));
  await migrateToLatest(db);
  const storage = fileSystemStorage(path.join(dir, "media"));
  const times: number[] = [];
  let large = "";
  for (let i = 0; i < 5; i++) {
    const { id } = await ingestImage(db, storage, await photo(i), "images");
    const start = performance.now();
    await derivative(storage, id, "hero", "webp");
    times.push((performance.now() - start) / 1000);
    large = id;
  }
  // A smoother photo: its hero AVIF is about 30 KB, like the demo's.
  const small = (await ingestImage(db, storage, await photo(7, 17), "images")).id;
  const smallFile = await derivative(storage, small, "hero", "avif");
  const largeFile = await derivative(storage, large, "hero", "webp");
  const kb = (file: unknown) => `${Math.round(statSync(String(file)).size / 1024)} KB`;
  const [smallSize, largeSize] = [kb(smallFile), kb(largeFile)];

  await db.destroy();
  // Both routes in one server process of their own; the load comes from this one.
  const child = spawnTs("bench/media-server.ts", { BENCH_MEDIA_DIR: dir });
  const pairs = (async () => {
    const base = await listening(child);
    const pid = child.pid;
    const pair = (id: string, ext: string, accept: string) =>
      alternate(
        () => load(`${base}/static/${id}.${ext}`, {}, { pid }),
        () => load(`${base}/media/hero/${id}`, { Accept: accept }, { pid }),
      );
    return [await pair(large, "webp", "image/webp"), await pair(small, "avif", "image/avif")];
  })();
  const [big, little] = await pairs.finally(async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  });
  const row = (label: string, r: NonNullable<typeof big>) => [
    `| ${label}: express.static, requests/s (p99 ms), CPU per request | ${show(r.baseline)} | |`,
    `| ${label}: our media route, requests/s (p99 ms), CPU per request | ${show(r.subject)} | |`,
    `| ${label}: media route as a share of static | ${pct(r.ratio)} | ≥ 80 % |`,
  ];
  return [
    "## Media",
    "",
    "| measure | result | target |",
    "| --- | --- | --- |",
    `| first hero WebP (1920×800) from a 3000×2000 JPEG, median of 5 | ${percentile(times, 50).toFixed(3)} s | ≤ 0.25 s |`,
    ...(big ? row(`hero WebP, ${largeSize}`, big) : []),
    ...(little ? row(`hero AVIF, ${smallSize}`, little) : []),
    "",
  ];
}
