import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Worker } from "node:worker_threads";
import { createGunzip, createGzip } from "node:zlib";
import { ConfigError, databaseConfig, MEDIA_VARIABLES, readVariables } from "~/config/env.server";
import { mediaSettingsFrom } from "~/config/storage-settings.server";
import type { Source } from "~/config/variables.server";
import { runningShop } from "./pid-file.server";
import { readTar, TarWriter, type WrittenEntry } from "./tar.server";

/**
 * `npm run backup` / `npm run restore` and the scheduled backups of a SQLite
 * shop. An archive (`storefront-backup-<UTC time>Z.tar.gz`, a plain tar.gz)
 * holds a consistent snapshot of the database taken with SQLite's online
 * backup API while the shop keeps serving, the media originals (images are
 * stored before their rows and never changed, so every row of the snapshot
 * finds its image), the cookie secret, and a manifest with every file's
 * SHA-256 and every table's row count. Restore checks all of that before it
 * touches the shop's data.
 */

/** The files of a SQLite shop, as its environment places them. */
export interface ShopFiles {
  dataDir: string;
  dbFile: string;
  /** DATA_DIR/media, or null when images live in an S3 bucket. */
  mediaDir: string | null;
  secretFile: string;
}

/** Where this environment's shop keeps its data (no side effects, unlike env()). */
export function shopFilesFromEnv(source?: Source): ShopFiles {
  const variables = readVariables(["DATA_DIR", "DATABASE_URL", ...MEDIA_VARIABLES], source);
  const dataDir = path.resolve(variables.DATA_DIR);
  const database = databaseConfig(variables.DATABASE_URL, dataDir);
  if (database.kind === "postgres") {
    throw new ConfigError(
      "This shop's database is PostgreSQL: back it up with pg_dump and the bucket's tools (docs/operations.md, docs/scaling.md).",
    );
  }
  const media = mediaSettingsFrom(variables);
  return {
    dataDir,
    dbFile: database.file,
    mediaDir: media.kind === "fs" ? path.join(dataDir, "media") : null,
    secretFile: path.join(dataDir, "secret"),
  };
}

const FORMAT = "storefront-backup";
const FORMAT_VERSION = 1;
const ARCHIVE = /^storefront-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)Z(?:-(\d+))?\.tar\.gz$/;
const ORIGINAL = /^[a-z0-9-]+\.(jpg|png|webp|avif)$/;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Row count of every table in the snapshot. */
  tables: Record<string, number>;
  /** False when the shop keeps its images in an S3 bucket (back that up with its own tools). */
  media: boolean;
  secret: boolean;
  files: WrittenEntry[];
}

export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: string;
  tables: Record<string, number>;
  mediaFiles: number;
  media: boolean;
  secret: boolean;
  ms: number;
}

// The copy runs in a worker thread: a scheduled backup must not pause the
// server's event loop, and better-sqlite3's calls are synchronous.
const COPY_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
(async () => {
  const source = new Database(workerData.from, { readonly: true, fileMustExist: true });
  source.pragma("busy_timeout = 10000");
  try {
    // All remaining pages in one step: one read transaction, so one consistent
    // state, however busy the shop is (WAL readers never block its writers).
    await source.backup(workerData.to, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(workerData.to);
  try {
    copy.pragma("busy_timeout = 10000");
    if (workerData.standalone) copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error("the copy failed SQLite's integrity check: " + check);
    const names = copy
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all();
    const tables = {};
    for (const name of names) {
      tables[name] = copy.prepare('SELECT count(*) FROM "' + name.replaceAll('"', '""') + '"').pluck().get();
    }
    parentPort.postMessage({ tables });
  } finally {
    copy.close();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/**
 * Copies SQLite database `from` into `to` through SQLite's backup API, and
 * returns the row count of every table of the copy. `to` may be a live
 * database: SQLite locks it and the copy lands as one transaction.
 */
function copySqlite(
  from: string,
  to: string,
  options: { standalone: boolean },
): Promise<Record<string, number>> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(COPY_WORKER, {
    eval: true,
    workerData: { driver, from, to, standalone: options.standalone },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (m: { tables?: Record<string, number>; error?: string }) => {
      if (m.tables) resolve(m.tables);
      else reject(new Error(`SQLite copy of ${from} failed: ${m.error}`));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`SQLite copy worker exited with ${code}`)));
  });
}

/** `2026-11-23T19-46-15` for a UTC time (no colons: safe in any file system). */
function stamp(time: Date): string {
  return time.toISOString().slice(0, 19).replaceAll(":", "-");
}

function parseArchiveName(name: string): { time: number; n: number } | null {
  const m = ARCHIVE.exec(name);
  if (!m?.[1]) return null;
  const [date, clock] = m[1].split("T") as [string, string];
  return { time: Date.parse(`${date}T${clock.replaceAll("-", ":")}Z`), n: Number(m[2] ?? 1) };
}

/** The archives in `dir`, newest first (complete ones only: `.partial` files are not listed). */
export async function listBackups(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .map((name) => ({ name, at: parseArchiveName(name) }))
    .filter((x): x is { name: string; at: { time: number; n: number } } => x.at !== null)
    .sort((a, b) => b.at.time - a.at.time || b.at.n - a.at.n)
    .map((x) => path.join(dir, x.name));
}

/** When the newest archive in `dir` was taken, or null. */
export async function newestBackupTime(dir: string): Promise<number | null> {
  const [newest] = await listBackups(dir);
  return newest ? (parseArchiveName(path.basename(newest))?.time ?? null) : null;
}

/** Deletes all but the newest `keep` archives; returns the deleted paths. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const file of old) await rm(file, { force: true });
  return old;
}

/** Leftovers of a backup that was interrupted (a crash, a full disk). */
export async function removeUnfinished(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name.startsWith("storefront-backup-") && name.endsWith(".partial")) {
      await rm(path.join(dir, name), { force: true });
    }
    if (name.startsWith(".storefront-backup-") && name.endsWith(".db.tmp")) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function freeName(dir: string, time: Date): Promise<string> {
  const base = `storefront-backup-${stamp(time)}Z`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!existsSync(path.join(dir, `${name}.tar.gz`))) return name;
  }
}

async function originals(mediaDir: string): Promise<string[]> {
  const dir = path.join(mediaDir, "originals");
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((n) => ORIGINAL.test(n)).sort();
}

/**
 * Writes a backup archive of the shop into `outDir` while the shop serves.
 * The archive appears under its final name only once complete and on disk.
 */
export async function createBackup(
  files: ShopFiles,
  outDir: string,
  now = new Date(),
): Promise<BackupResult> {
  const started = performance.now();
  if (!existsSync(files.dbFile)) throw new Error(`No database at ${files.dbFile}`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const name = await freeName(outDir, now);
  const snapshot = path.join(outDir, `.${name}.db.tmp`);
  const partial = path.join(outDir, `${name}.tar.gz.partial`);
  const final = path.join(outDir, `${name}.tar.gz`);
  try {
    const tables = await copySqlite(files.dbFile, snapshot, { standalone: true });
    const gzip = createGzip();
    // Personal data (enquiries, accounts) and the secret: readable by the owner only.
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    const tar = new TarWriter(gzip);
    const entries: WrittenEntry[] = [];
    try {
      entries.push(
        await tar.addFile(`${name}/storefront.db`, snapshot, (await stat(snapshot)).size, 0o600),
      );
      const secret = existsSync(files.secretFile);
      if (secret) {
        const size = (await stat(files.secretFile)).size;
        entries.push(await tar.addFile(`${name}/secret`, files.secretFile, size, 0o600));
      }
      // After the snapshot: every image its rows name is already on disk.
      const images = files.mediaDir ? await originals(files.mediaDir) : [];
      for (const image of images) {
        const source = path.join(files.mediaDir ?? "", "originals", image);
        let size: number;
        try {
          size = (await stat(source)).size;
        } catch {
          continue; // an upload that failed and was cleaned up meanwhile
        }
        entries.push(await tar.addFile(`${name}/media/originals/${image}`, source, size));
      }
      const manifest: Manifest = {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: now.toISOString(),
        tables,
        media: files.mediaDir !== null,
        secret,
        files: entries.map((e) => ({ ...e, path: e.path.slice(name.length + 1) })),
      };
      await tar.addBuffer(`${name}/manifest.json`, Buffer.from(JSON.stringify(manifest, null, 2)));
      await tar.finish();
      gzip.end();
    } catch (error) {
      gzip.destroy(error as Error);
      throw error;
    } finally {
      await written.catch(() => undefined);
    }
    await written;
    await fsyncPath(partial);
    await rename(partial, final);
    await fsyncPath(outDir);
    return {
      file: final,
      bytes: (await stat(final)).size,
      createdAt: now.toISOString(),
      tables,
      mediaFiles: entries.filter((e) => e.path.includes("/media/originals/")).length,
      media: files.mediaDir !== null,
      secret: entries.some((e) => e.path.endsWith("/secret")),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await rm(snapshot, { force: true });
    await rm(partial, { force: true });
  }
}

/** Restore was refused before anything was changed. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export interface RestoreResult {
  createdAt: string;
  tables: Record<string, number>;
  mediaFiles: number;
  mediaRemoved: number;
  secret: boolean;
  /** A shop was running on the data (restored under it with --force). */
  wasRunning: boolean;
}

/** Archive paths inside the archive's one top folder that restore accepts. */
function allowedPath(relative: string): boolean {
  if (relative === "storefront.db" || relative === "secret" || relative === "manifest.json") {
    return true;
  }
  const image = relative.startsWith("media/originals/")
    ? relative.slice("media/originals/".length)
    : "";
  return ORIGINAL.test(image);
}

/** Unpacks and checks an archive into `stage`; nothing else is touched. */
async function unpack(archive: string, stage: string): Promise<Manifest> {
  let top: string | null = null;
  const input = createReadStream(archive).pipe(createGunzip());
  let seen: WrittenEntry[];
  try {
    seen = await readTar(input, async (entry) => {
      const slash = entry.path.indexOf("/");
      const folder = entry.path.slice(0, slash);
      const relative = entry.path.slice(slash + 1);
      top ??= folder;
      if (slash <= 0 || folder !== top || !allowedPath(relative)) {
        throw new RestoreRefused(`Not a storefront backup: unexpected file ${entry.path}`);
      }
      const target = path.join(stage, relative);
      await mkdir(path.dirname(target), { recursive: true });
      return open(target, "wx", 0o600);
    });
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`The archive cannot be read: ${(error as Error).message}`);
  } finally {
    input.destroy();
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(stage, "manifest.json"), "utf8"));
  } catch {
    throw new RestoreRefused("Not a storefront backup: no readable manifest.json");
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new RestoreRefused(`Not a storefront backup of format ${FORMAT_VERSION}`);
  }
  const inArchive = new Map(seen.map((e) => [e.path.slice(e.path.indexOf("/") + 1), e] as const));
  inArchive.delete("manifest.json");
  for (const listed of manifest.files) {
    const found = inArchive.get(listed.path);
    if (!found || found.sha256 !== listed.sha256 || found.bytes !== listed.bytes) {
      throw new RestoreRefused(
        `The archive is damaged: ${listed.path} does not match its checksum`,
      );
    }
    inArchive.delete(listed.path);
  }
  if (inArchive.size > 0) {
    throw new RestoreRefused(`The archive has unlisted files: ${[...inArchive.keys()].join(", ")}`);
  }
  if (!manifest.files.some((f) => f.path === "storefront.db")) {
    throw new RestoreRefused("The archive has no database");
  }
  return manifest;
}

/**
 * Puts an archive back: the database (through SQLite, so even a running
 * shop's open connection sees the restored data), the secret, and the media
 * originals exactly as they were (images added since are removed; no row
 * names them any more). Refuses a running shop's data unless `force`.
 */
export async function restoreBackup(
  archive: string,
  files: ShopFiles,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const running = runningShop(files.dataDir);
  if (running && !options.force) {
    throw new RestoreRefused(
      `A shop is running on ${files.dataDir} (process ${running.pid}${running.port ? `, port ${running.port}` : ""}). Stop it first, or pass --force to restore underneath it.`,
    );
  }
  if (!existsSync(archive)) throw new RestoreRefused(`No such archive: ${archive}`);
  await mkdir(files.dataDir, { recursive: true });
  // On the data's own file system, so images move into place without copying.
  const stage = path.join(files.dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  await mkdir(stage, { mode: 0o700 });
  try {
    const manifest = await unpack(archive, stage);
    const staged = path.join(stage, "storefront.db");
    // Checked before it replaces anything: the copy step runs quick_check and counts rows.
    const stagedCopy = path.join(stage, "checked.db");
    const counted = await copySqlite(staged, stagedCopy, { standalone: true });
    if (JSON.stringify(counted) !== JSON.stringify(manifest.tables)) {
      throw new RestoreRefused("The archive's database does not match its manifest");
    }
    if (manifest.media && !files.mediaDir) {
      throw new RestoreRefused(
        "The archive has local media, but this shop keeps images in S3 (MEDIA_STORAGE=s3); restore with MEDIA_STORAGE=fs, then copy them with npm run media:copy.",
      );
    }

    await mkdir(path.dirname(files.dbFile), { recursive: true });
    const tables = await copySqlite(stagedCopy, files.dbFile, { standalone: false });

    if (manifest.secret) {
      const tmp = `${files.secretFile}.restore`;
      await rename(path.join(stage, "secret"), tmp);
      await rename(tmp, files.secretFile);
    }

    let mediaFiles = 0;
    let mediaRemoved = 0;
    if (manifest.media && files.mediaDir) {
      const target = path.join(files.mediaDir, "originals");
      await mkdir(target, { recursive: true });
      const keep = new Set<string>();
      for (const entry of manifest.files) {
        if (!entry.path.startsWith("media/originals/")) continue;
        const image = path.basename(entry.path);
        await rename(path.join(stage, entry.path), path.join(target, image));
        keep.add(image);
        mediaFiles++;
      }
      for (const image of await readdir(target)) {
        if (!keep.has(image)) {
          await unlink(path.join(target, image)).catch(() => undefined);
          mediaRemoved++;
        }
      }
    }
    // Built from the database: made again on first request.
    await rm(path.join(files.dataDir, "cache"), { recursive: true, force: true });
    return {
      createdAt: manifest.createdAt,
      tables,
      mediaFiles,
      mediaRemoved,
      secret: manifest.secret,
      wasRunning: running !== null,
    };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
