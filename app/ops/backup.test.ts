import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { type DB, migrateToLatest, openSqlite } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { ingestImage } from "~/media/images.server";
import { fileSystemStorage } from "~/media/storage.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import {
  createBackup,
  listBackups,
  pruneBackups,
  RestoreRefused,
  restoreBackup,
  type ShopFiles,
} from "./backup.server";
import { removePidFile, runningShop, writePidFile } from "./pid-file.server";

/**
 * Backups on real SQLite files and real images: what goes in comes back out,
 * table by table and file by file; damaged archives and running shops are
 * refused before anything changes.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Shop {
  files: ShopFiles;
  db: DB;
}

async function shop(): Promise<Shop> {
  const dataDir = tempDir("storefront-backup-data-");
  const files: ShopFiles = {
    dataDir,
    dbFile: path.join(dataDir, "storefront.db"),
    mediaDir: path.join(dataDir, "media"),
    secretFile: path.join(dataDir, "secret"),
  };
  writeFileSync(files.secretFile, "first-secret-0123456789abcdef0123456789\n");
  const db = openSqlite(files.dbFile);
  cleanups.push(() => db.destroy());
  await migrateToLatest(db);
  const storage = fileSystemStorage(path.join(dataDir, "media"));
  const image = await ingestImage(db, storage, await jpegBytes(), "products");
  const { id: categoryId } = await insertCategory(db, {
    name: "Pumps",
    imageMediaId: image.id,
    position: 0,
    subcategories: ["Monoblock"],
  });
  await insertProduct(db, {
    ...BLANK_PRODUCT,
    id: "pump-1",
    title: "Pump ₹ one",
    price: 1_250_000,
    bestSell: true,
    review: 3,
    star: 4.5,
    description: "A pump",
    specification: "1 HP",
    features: "Quiet",
    images: [image.id],
    categories: [{ category: categoryId, subcategory: null }],
  });
  await saveEnquiry(db, { kind: "dealer", name: "A", email: "a@test.in", phone: "9876543210" });
  return { files, db };
}

/** Every row of every table (SQLite's own included), in a comparable form. */
function tables(dbFile: string): Record<string, string[]> {
  const db = new Database(dbFile, { readonly: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((name) => [
        name,
        (db.prepare(`SELECT * FROM "${name}"`).all() as unknown[])
          .map((r) => JSON.stringify(r))
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

function mediaFiles(dir: string): Record<string, string> {
  const originals = path.join(dir, "media", "originals");
  if (!existsSync(originals)) return {};
  return Object.fromEntries(
    readdirSync(originals)
      .sort()
      .map((name) => [
        name,
        createHash("sha256")
          .update(readFileSync(path.join(originals, name)))
          .digest("hex"),
      ]),
  );
}

function state(files: ShopFiles) {
  return {
    tables: tables(files.dbFile),
    media: mediaFiles(files.dataDir),
    secret: readFileSync(files.secretFile, "utf8"),
  };
}

describe("backup and restore", () => {
  it("puts back every table, media file and the secret as they were at the backup", async () => {
    const { files, db } = await shop();
    const before = state(files);
    const backup = await createBackup(files, tempDir("storefront-backups-"));
    expect(path.basename(backup.file)).toMatch(/^storefront-backup-.+Z\.tar\.gz$/);
    expect(backup.mediaFiles).toBe(1);
    expect(backup.tables.product).toBe(1);

    // Life goes on: new enquiries and images, a deleted product, a new secret.
    await saveEnquiry(db, { kind: "contact", name: "B", email: "b@test.in", phone: "9" });
    await ingestImage(db, fileSystemStorage(files.mediaDir ?? ""), await jpegBytes(), "images");
    await db.deleteFrom("product_category").execute();
    await db.deleteFrom("product_image").execute();
    await db.deleteFrom("product").execute();
    writeFileSync(files.secretFile, "second-secret-0123456789abcdef012345678\n");
    mkdirSync(path.join(files.dataDir, "cache"), { recursive: true });
    writeFileSync(path.join(files.dataDir, "cache", "catalogue-x.pdf"), "stale");
    expect(state(files)).not.toEqual(before);

    // The test's connection is the "shop"; restore goes through SQLite, so it sees the result.
    const result = await restoreBackup(backup.file, files);
    expect(result).toMatchObject({
      mediaFiles: 1,
      mediaRemoved: 1,
      secret: true,
      wasRunning: false,
    });
    expect(state(files)).toEqual(before);
    expect(existsSync(path.join(files.dataDir, "cache"))).toBe(false);
    const products = await db.selectFrom("product").select("title").execute();
    expect(products).toEqual([{ title: "Pump ₹ one" }]);
    // No staging folder is left behind.
    expect(readdirSync(files.dataDir).filter((n) => n.startsWith(".restore-"))).toEqual([]);
  });

  it("restores onto a machine with an empty DATA_DIR", async () => {
    const { files } = await shop();
    const before = state(files);
    const backup = await createBackup(files, tempDir("storefront-backups-"));
    const fresh = tempDir("storefront-restore-to-");
    const target: ShopFiles = {
      dataDir: fresh,
      dbFile: path.join(fresh, "storefront.db"),
      mediaDir: path.join(fresh, "media"),
      secretFile: path.join(fresh, "secret"),
    };
    await restoreBackup(backup.file, target);
    expect(state(target)).toEqual(before);
  });

  it("takes one consistent moment while the shop keeps writing", async () => {
    const { files, db } = await shop();
    let writing = true;
    let pairs = 0;
    // Each transaction adds two enquiries: a consistent snapshot always holds an odd count (1 + 2n).
    const writer = (async () => {
      while (writing) {
        await db.transaction().execute(async (trx) => {
          for (const email of ["p1@test.in", "p2@test.in"]) {
            await trx
              .insertInto("enquiry")
              .values({
                kind: "dealer",
                name: "P",
                email,
                phone: "1",
                company: "",
                gst: "",
                message: "",
                created_at: Date.now(),
              })
              .execute();
          }
        });
        pairs++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const backups = tempDir("storefront-backups-");
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(await createBackup(files, backups, new Date(Date.now() + i * 1000)));
    writing = false;
    await writer;
    expect(pairs).toBeGreaterThan(0);
    for (const r of results) expect((r.tables.enquiry ?? 0) % 2).toBe(1);
  });

  it("refuses to restore under a running shop unless forced, and changes nothing", async () => {
    const { files, db } = await shop();
    const backup = await createBackup(files, tempDir("storefront-backups-"));
    await saveEnquiry(db, { kind: "contact", name: "Later", email: "later@test.in", phone: "9" });
    const before = state(files);
    // Another node process serving this DATA_DIR.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    cleanups.push(() => {
      other.kill();
    });
    await new Promise((r) => other.once("spawn", r));
    writeFileSync(
      path.join(files.dataDir, "storefront.pid"),
      JSON.stringify({ pid: other.pid, port: 3000, startedAt: new Date().toISOString() }),
    );
    await expect(restoreBackup(backup.file, files)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(backup.file, files)).rejects.toThrow(/running on .*process \d+/);
    expect(state(files)).toEqual(before);
    // --force: the database is written through SQLite, under the running shop's connection.
    const result = await restoreBackup(backup.file, files, { force: true });
    expect(result.wasRunning).toBe(true);
    const later = await db
      .selectFrom("enquiry")
      .select("id")
      .where("email", "=", "later@test.in")
      .execute();
    expect(later).toEqual([]);
  });

  it("refuses a damaged archive and changes nothing", async () => {
    const { files } = await shop();
    const backup = await createBackup(files, tempDir("storefront-backups-"));
    const before = state(files);
    const tar = gunzipSync(readFileSync(backup.file));
    tar[512 + 2000] = (tar[512 + 2000] ?? 0) ^ 0x01; // a byte of the database's content
    const damaged = path.join(path.dirname(backup.file), "damaged.tar.gz");
    writeFileSync(damaged, gzipSync(tar));
    await expect(restoreBackup(damaged, files)).rejects.toThrow(
      /storefront\.db does not match its checksum/,
    );
    writeFileSync(damaged, readFileSync(backup.file).subarray(0, 1000));
    await expect(restoreBackup(damaged, files)).rejects.toThrow(RestoreRefused);
    expect(state(files)).toEqual(before);
  });

  it("lists archives newest first and keeps the newest N", async () => {
    const { files } = await shop();
    const dir = tempDir("storefront-backups-");
    const at = (s: string) => new Date(`2026-11-23T${s}Z`);
    const a = await createBackup(files, dir, at("10:00:00"));
    const b = await createBackup(files, dir, at("10:00:00")); // same second: a numbered name
    const c = await createBackup(files, dir, at("11:00:00"));
    writeFileSync(path.join(dir, "notes.txt"), "not an archive");
    expect(await listBackups(dir)).toEqual([c.file, b.file, a.file]);
    expect(await pruneBackups(dir, 2)).toEqual([a.file]);
    expect(readdirSync(dir).sort()).toEqual(
      [path.basename(b.file), path.basename(c.file), "notes.txt"].sort(),
    );
  });

  it("a pid file names a running shop until it stops; a stale one does not count", async () => {
    const dir = tempDir("storefront-pid-");
    expect(runningShop(dir)).toBeNull();
    // This process's own file is not "another shop".
    writePidFile(dir, 3000);
    expect(runningShop(dir)).toBeNull();
    removePidFile(dir);
    expect(existsSync(path.join(dir, "storefront.pid"))).toBe(false);
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    await new Promise((r) => other.once("spawn", r));
    const record = { pid: other.pid, port: 3001, startedAt: "2026-11-23T10:00:00.000Z" };
    writeFileSync(path.join(dir, "storefront.pid"), JSON.stringify(record));
    expect(runningShop(dir)).toEqual(record);
    const gone = new Promise((r) => other.once("exit", r));
    other.kill("SIGKILL");
    await gone;
    expect(runningShop(dir)).toBeNull();
  });
});
