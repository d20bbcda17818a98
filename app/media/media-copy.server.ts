import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { S3MediaStorage } from "./s3-storage.server";
import { isSafeMediaKey } from "./storage.server";

export interface CopySummary {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: { key: string; error: Error }[];
  /** Files whose names are no media key (e.g. a `.tmp` left by an interrupted write). */
  ignored: string[];
  /** Derivatives under cache/ left out (no `withCache`): any instance remakes them on demand. */
  derivativesLeft: number;
}

/** Uploads at once: enough to hide request latency without flooding the server. */
const CONCURRENCY = 4;

/** Every file under a folder, as `/`-separated paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") throw new Error(`No media folder at ${dir}`);
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Copies a local media folder (the file-system driver's layout: originals/,
 * cache/<variant>/) into a bucket under the same keys. Originals always;
 * derivatives only with `withCache`. A key already stored with the same size
 * is skipped, so an interrupted copy can simply be run again.
 */
export async function copyMediaFolder(
  from: string,
  target: Pick<S3MediaStorage, "put" | "stat">,
  options: { withCache?: boolean } = {},
): Promise<CopySummary> {
  const summary: CopySummary = {
    copied: 0,
    skipped: 0,
    failed: [],
    ignored: [],
    derivativesLeft: 0,
  };
  const keys: string[] = [];
  for (const key of await filesUnder(from)) {
    if (!isSafeMediaKey(key)) summary.ignored.push(key);
    else if (key.startsWith("cache/") && !options.withCache) summary.derivativesLeft++;
    else keys.push(key);
  }

  let next = 0;
  async function worker() {
    for (let i = next++; i < keys.length; i = next++) {
      const key = keys[i]!;
      const file = path.join(from, key);
      try {
        const [stored, local] = await Promise.all([target.stat(key), stat(file)]);
        if (stored && stored.size === local.size) {
          summary.skipped++;
          continue;
        }
        await target.put(key, await readFile(file));
        summary.copied++;
      } catch (error) {
        summary.failed.push({ key, error: error as Error });
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return summary;
}

/** The one-line report of a copy. */
export function formatCopySummary(summary: CopySummary, to: string): string {
  const parts = [
    `copied ${summary.copied}`,
    `skipped ${summary.skipped}`,
    `failed ${summary.failed.length}`,
  ];
  if (summary.ignored.length) parts.push(`ignored ${summary.ignored.length} (not media files)`);
  if (summary.derivativesLeft) {
    parts.push(`${summary.derivativesLeft} derivatives left out (--with-cache copies them)`);
  }
  return `Media copy to ${to}: ${parts.join(", ")}`;
}
