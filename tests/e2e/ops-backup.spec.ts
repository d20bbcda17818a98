import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, request as newRequest } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  OWN_ADMIN,
  type OwnServer,
  randomClientIp,
  removeDataDir,
  runScript,
  seededDataDir,
  startOwnServer,
} from "./own-server";

/**
 * `npm run backup` while the shop serves, `npm run restore` refusing a
 * running shop and then putting every table and media file back; scheduled
 * backups keeping the newest N. On a server of its own.
 */

test.describe.configure({ mode: "serial" });

let dataDir: string | undefined;
let backupDir: string | undefined;
let server: OwnServer | undefined;
let admin: APIRequestContext | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await seededDataDir();
  backupDir = mkdtempSync(path.join(tmpdir(), "storefront-ops-backups-"));
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  removeDataDir(dataDir);
  removeDataDir(backupDir);
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && server) {
    console.log(`Output of the backup test's server:\n${server.output()}`);
  }
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
  test.setTimeout(180_000);
  if (!dataDir || !backupDir) throw new Error("no data dir");
  server = await startOwnServer(dataDir);
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
  const backup = await runScript("scripts/backup.ts", ["--out", backupDir], { DATA_DIR: dataDir });
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
  admin = await newRequest.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
  });
  expect((await admin.post(`${base}/sign-in`, { form: OWN_ADMIN, maxRedirects: 0 })).status()).toBe(
    302,
  );
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
  server = await startOwnServer(dataDir);
  const page = await fetch(`${server.url}/productinfo/${product.id}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(product.title);
});

test("scheduled backups: one every BACKUP_INTERVAL, the newest BACKUP_KEEP kept", async () => {
  test.setTimeout(120_000);
  if (!dataDir || !backupDir) throw new Error("no data dir");
  await server?.stop();
  const scheduled = mkdtempSync(path.join(tmpdir(), "storefront-ops-scheduled-"));
  try {
    const own = await startOwnServer(dataDir, {
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
});
