import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { HttpClient } from "../../app/test/http-client";
import {
  type OwnServer,
  randomClientIp,
  removeDataDir,
  runScript,
  startOwnServer,
} from "../../app/test/own-server";
import { SHOP_ADMIN, seededShopCopy } from "../../app/test/test-shop";

/**
 * `npm run backup` while the shop serves, `npm run restore` refusing a
 * running shop and then putting every table and media file back; scheduled
 * backups keeping the newest N. On a server of its own (scripts/start.mjs),
 * over a copy of the run's seeded demo shop. The tests run in order and share it.
 */

// The backup works on a SQLite shop's files; its server is a process of its own over a copy of
// the SQLite demo shop, so the PostgreSQL pass has nothing more to run here.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("backup and restore", () => {
  let shop: Awaited<ReturnType<typeof seededShopCopy>> | undefined;
  let env: Record<string, string> = {};
  let dataDir: string | undefined;
  let backupDir: string | undefined;
  let server: OwnServer | undefined;

  beforeAll(async () => {
    shop = await seededShopCopy();
    dataDir = shop.dataDir;
    // Without SESSION_SECRET the shop keeps its cookie secret in DATA_DIR/secret, which the
    // backup takes along and the restore puts back.
    const { SESSION_SECRET: _, ...rest } = shop.env;
    env = rest;
    backupDir = mkdtempSync(path.join(tmpdir(), "storefront-ops-backups-"));
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    shop?.cleanup();
    removeDataDir(backupDir);
  });

  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (server) console.log(`Output of the backup test's server:\n${server.output()}`);
    });
  });

  /** Every row of every table, and every media original's hash: the shop's whole state. */
  function shopState(dir: string) {
    const db = new Database(path.join(dir, "storefront.db"), { readonly: true });
    try {
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .pluck()
        .all() as string[];
      const tables = Object.fromEntries(
        names.map((name) => [
          name,
          (db.prepare(`SELECT * FROM "${name}"`).all() as unknown[])
            .map((r) => JSON.stringify(r))
            .sort(),
        ]),
      );
      const originals = path.join(dir, "media", "originals");
      const media = Object.fromEntries(
        readdirSync(originals)
          .sort()
          .map((f) => [
            f,
            createHash("sha256")
              .update(readFileSync(path.join(originals, f)))
              .digest("hex"),
          ]),
      );
      return { tables, media, secret: readFileSync(path.join(dir, "secret"), "utf8") };
    } finally {
      db.close();
    }
  }

  test("npm run backup while the shop serves; restore refuses the running shop, then puts every table and media file back", async () => {
    if (!dataDir || !backupDir) throw new Error("no data dir");
    server = await startOwnServer(dataDir, env);
    const base = server.url;
    const product = (() => {
      const db = new Database(path.join(dataDir, "storefront.db"), { readonly: true });
      try {
        return db.prepare("SELECT id, title FROM product ORDER BY created_at LIMIT 1").get() as {
          id: string;
          title: string;
        };
      } finally {
        db.close();
      }
    })();
    const before = shopState(dataDir);

    // Visitors keep browsing while the backup runs; every page is served.
    let browsing = true;
    const statuses: number[] = [];
    const visitor = (async () => {
      const pages = ["/", "/shop", `/productinfo/${product.id}`, "/about", "/api/search?q=pump"];
      for (let i = 0; browsing; i++) {
        const res = await fetch(`${base}${pages[i % pages.length]}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    })();
    const backup = await runScript("scripts/backup.ts", ["--out", backupDir], {
      DATA_DIR: dataDir,
    });
    browsing = false;
    await visitor;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const archive = /Backup written: (\S+\.tar\.gz)/.exec(backup.stdout)?.[1] ?? "";
    expect(existsSync(archive)).toBe(true);
    expect(backup.stdout).toMatch(/\d+ media originals, secret\) in \d+\.\d s/);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // The shop changes: an admin edits a product and uploads an image, a visitor enquires.
    const admin = new HttpClient(base, { "X-Forwarded-For": randomClientIp() });
    expect(
      (await admin.post(`${base}/sign-in`, { form: SHOP_ADMIN, maxRedirects: 0 })).status(),
    ).toBe(302);
    const upload = await admin.post(`${base}/api/media`, {
      multipart: {
        file: {
          name: "new.jpg",
          mimeType: "image/jpeg",
          buffer: await sharp({
            create: { width: 800, height: 600, channels: 3, background: "#f59e0b" },
          })
            .jpeg()
            .toBuffer(),
        },
        upload_preset: "products",
      },
    });
    expect(upload.status()).toBe(200);
    const edit = await admin.get(`${base}/update-product/${product.id}`);
    expect(edit.status()).toBe(200);
    const enquiry = await fetch(`${base}/enquiry`, {
      method: "POST",
      body: new URLSearchParams({
        kind: "dealer",
        name: "After Backup",
        email: "after.backup@ops.test",
        phone: "9876543210",
        companyName: "Later Co",
      }),
      headers: { "X-Forwarded-For": randomClientIp() },
      redirect: "manual",
    });
    expect(enquiry.status).toBe(303);
    const changed = shopState(dataDir);
    expect(changed).not.toEqual(before);

    // Not under a running shop...
    const refused = await runScript("scripts/restore.ts", [archive], { DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`A shop is running on ${dataDir}`);
    expect(refused.stderr).toContain("Nothing was changed.");
    expect(shopState(dataDir)).toEqual(changed);

    // ...but once it has stopped, everything is as it was at the backup.
    expect((await server.stop()).code).toBe(0);
    server = undefined;
    const restored = await runScript("scripts/restore.ts", [archive], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored storefront-backup-.*\(1 added since were removed\)/);
    expect(shopState(dataDir)).toEqual(before);

    // And the shop serves the restored data.
    server = await startOwnServer(dataDir, env);
    const page = await fetch(`${server.url}/productinfo/${product.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(product.title);
  }, 180_000);

  test("scheduled backups: one every BACKUP_INTERVAL, the newest BACKUP_KEEP kept", async () => {
    if (!dataDir || !backupDir) throw new Error("no data dir");
    await server?.stop();
    const scheduled = mkdtempSync(path.join(tmpdir(), "storefront-ops-scheduled-"));
    try {
      const own = await startOwnServer(dataDir, {
        ...env,
        BACKUP_DIR: scheduled,
        BACKUP_INTERVAL: "1s",
        BACKUP_KEEP: "2",
      });
      server = own;
      const written = () => own.logs().filter((l) => l.msg === "backup written");
      for (let i = 0; i < 600 && written().length < 3; i++)
        await new Promise((r) => setTimeout(r, 100));
      const stopped = await own.stop();
      server = undefined;
      expect(stopped.code).toBe(0);
      const files = written().map((l) => String(l.file));
      expect(files.length).toBeGreaterThanOrEqual(3);
      // The newest two are kept, older ones pruned; nothing half-written is left.
      expect(readdirSync(scheduled).sort()).toEqual(
        files
          .slice(-2)
          .map((f) => path.basename(f))
          .sort(),
      );
    } finally {
      removeDataDir(scheduled);
    }
  }, 120_000);
});
