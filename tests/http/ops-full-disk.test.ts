import { execFileSync } from "node:child_process";
import { closeSync, cpSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, test as vitestTest } from "vitest";
import { HttpClient } from "../../app/test/http-client";
import { type OwnServer, randomClientIp, startOwnServer } from "../../app/test/own-server";
import { SHOP_ADMIN, seededShopCopy } from "../../app/test/test-shop";

/**
 * A full disk, for real: the shop's DATA_DIR is a small tmpfs, filled to the
 * last byte while the server runs. Saving an enquiry, a contact message, a
 * product or an upload then answers 507 with a clear message and writes
 * nothing; pages (and images) are still served; once there is room again the
 * same forms work without a restart. Needs root for `mount`: elsewhere the
 * test is skipped with a loud warning, in CI it fails. The server is a process
 * of its own (scripts/start.mjs) over a copy of the run's seeded demo shop; the
 * tests run in order and share it.
 */

const MOUNT_SIZE = "32m";

let mountDir: string | undefined;
let mounted = false;
let server: OwnServer | undefined;
let admin: HttpClient | undefined;
let filler: string | undefined;
let skipReason: string | null = null;

function shout(message: string) {
  const bar = "!".repeat(78);
  console.warn(`\n${bar}\n!! ${message}\n${bar}\n`);
}

function mountTmpfs(dir: string): string | null {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${MOUNT_SIZE},mode=0755`, "tmpfs", dir], {
      stdio: "pipe",
    });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr || (error as Error).message;
  }
}

/** Writes until the file system refuses (ENOSPC): nothing is left for anyone. */
function fillDisk(file: string): number {
  const fd = openSync(file, "w");
  let written = 0;
  try {
    for (const size of [1 << 20, 64 << 10, 4 << 10, 512]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

function db() {
  if (!mountDir) throw new Error("no data dir");
  return new Database(path.join(mountDir, "storefront.db"), { readonly: true });
}

function query<T>(sql: string, ...args: unknown[]): T {
  const d = db();
  try {
    return d.prepare(sql).get(...args) as T;
  } finally {
    d.close();
  }
}

const originals = () => readdirSync(path.join(mountDir ?? "", "media", "originals")).sort();

/** Playwright's `request`: a client of the test's own, without a client address of its own. */
const test = vitestTest.extend<{ request: HttpClient }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest's fixture signature
  request: async ({}, use) => {
    await use(new HttpClient(server?.url ?? "http://127.0.0.1"));
  },
});

// A SQLite shop's own files on a disk of their own, under a server started as a process of its
// own over a copy of the SQLite demo shop: the PostgreSQL pass has nothing more to run here.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("a full disk", () => {
  beforeAll(async () => {
    mountDir = mkdtempSync(path.join(tmpdir(), "storefront-full-disk-"));
    const refusal = mountTmpfs(mountDir);
    if (refusal) {
      if (process.env.CI)
        throw new Error(`CI needs the full-disk test, but mount failed: ${refusal}`);
      skipReason = `CANNOT MOUNT A TMPFS (${refusal}): THE FULL-DISK TESTS ARE SKIPPED. Run as root.`;
      shout(skipReason);
      return;
    }
    mounted = true;
    // The seeded shop, copied onto the small disk (its media are copied, not linked: another
    // file system).
    const shop = await seededShopCopy();
    try {
      cpSync(shop.dataDir, mountDir, { recursive: true });
    } finally {
      shop.cleanup();
    }
    server = await startOwnServer(mountDir, shop.env);
    admin = new HttpClient(server.url, { "X-Forwarded-For": randomClientIp() });
    const signIn = await admin.post(`${server.url}/sign-in`, {
      form: SHOP_ADMIN,
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    // Empty the write-ahead log, so the next database write needs new space (a checkpoint
    // waits for no reader: the idle server has none, but try again if it was busy).
    const writable = new Database(path.join(mountDir, "storefront.db"));
    try {
      let result: { busy: number; log: number } | undefined;
      for (let attempt = 0; attempt < 50; attempt++) {
        [result] = writable.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number }[];
        if (result?.busy === 0 && result.log === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(result).toMatchObject({ busy: 0, log: 0 });
    } finally {
      writable.close();
    }
    filler = path.join(mountDir, "filler.bin");
    expect(fillDisk(filler)).toBeGreaterThan(0);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (mounted && mountDir) {
      try {
        execFileSync("umount", [mountDir], { stdio: "pipe" });
      } catch {
        execFileSync("umount", ["-l", mountDir], { stdio: "pipe" });
      }
    }
    if (mountDir) rmSync(mountDir, { recursive: true, force: true });
  });

  beforeEach(({ onTestFailed, skip }) => {
    if (skipReason !== null) skip(skipReason);
    onTestFailed(() => {
      if (server) console.log(`Output of the full-disk test's server:\n${server.output()}`);
    });
  });

  test("an enquiry answers 507 with a clear message, and nothing is stored", async ({
    request,
  }) => {
    if (!server) throw new Error("no server");
    const email = `full.enquiry.${Date.now().toString(36)}@disk.test`;
    const res = await request.post(`${server.url}/enquiry`, {
      form: {
        kind: "dealer",
        name: "Full Disk",
        email,
        phone: "9876543210",
        companyName: "Full Co",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(507);
    const html = await res.text();
    expect(html).toContain("we could not save your enquiry: our server is out of storage space");
    expect(html).toContain("Nothing was sent");
    // The visitor's typing is kept in the form, to send again later.
    expect(html).toContain(email);
    expect(query("SELECT count(*) AS n FROM enquiry WHERE email = ?", email)).toEqual({ n: 0 });
  });

  test("a contact message answers 507 with a clear message, and nothing is stored", async ({
    request,
  }) => {
    if (!server) throw new Error("no server");
    const email = `full.contact.${Date.now().toString(36)}@disk.test`;
    const res = await request.post(`${server.url}/contact`, {
      form: { fullname: "Full Disk", email, number: "9876543210", message: "Is there room?" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(507);
    expect(await res.text()).toContain("we could not save your message");
    expect(query("SELECT count(*) AS n FROM enquiry WHERE email = ?", email)).toEqual({ n: 0 });
  });

  test("a product save answers 507 with a clear message, and the product is unchanged", async () => {
    if (!server || !admin) throw new Error("no server");
    const product = query<Record<string, unknown>>(
      "SELECT * FROM product ORDER BY created_at LIMIT 1",
    );
    const category = query<{ category_id: number }>(
      "SELECT category_id FROM product_category WHERE product_id = ? AND position = 1",
      product.id,
    );
    const res = await admin.post(`${server.url}/update-product/${product.id}`, {
      form: {
        title: `${product.title} (renamed)`,
        price: "1234",
        star: "4",
        review: "2",
        bestSell: "false",
        category1: String(category.category_id),
        description: "Changed while the disk was full",
        updatedAt: String(product.updated_at),
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(507);
    expect(await res.text()).toContain(
      "The product was not saved: the server is out of storage space",
    );
    expect(query("SELECT * FROM product WHERE id = ?", product.id)).toEqual(product);
  });

  test("an upload answers 507 with a clear message; no file and no row are kept", async () => {
    if (!server || !admin) throw new Error("no server");
    const before = { files: originals(), media: query("SELECT count(*) AS n FROM media") };
    const image = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: "#2550eb" },
    })
      .jpeg()
      .toBuffer();
    const res = await admin.post(`${server.url}/api/media`, {
      multipart: {
        file: { name: "pump.jpg", mimeType: "image/jpeg", buffer: image },
        upload_preset: "products",
      },
    });
    expect(res.status()).toBe(507);
    expect(await res.json()).toEqual({
      error: {
        message:
          "The image was not stored: the server is out of storage space. Free some disk space and upload it again.",
      },
    });
    // Not even a temporary file is left behind.
    expect({ files: originals(), media: query("SELECT count(*) AS n FROM media") }).toEqual(before);
  });

  test("pages and images are still served", async ({ request }) => {
    if (!server) throw new Error("no server");
    const product = query<{ id: string }>("SELECT id FROM product ORDER BY created_at LIMIT 1");
    for (const page of ["/", "/shop?sort=price-asc", `/productinfo/${product.id}`, "/healthz"]) {
      const res = await request.get(`${server.url}${page}`);
      expect(res.status(), page).toBe(200);
    }
    // An image size never made before: made, sent, just not kept on the full disk.
    const media = query<{ id: string }>("SELECT id FROM media ORDER BY id LIMIT 1");
    const image = await request.get(`${server.url}/media/card/${media.id}`, {
      headers: { Accept: "image/webp" },
    });
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
    expect((await image.body()).length).toBeGreaterThan(100);
  });

  test("with room again, the same enquiry is stored without a restart", async ({ request }) => {
    if (!server || !filler || !mountDir) throw new Error("no server");
    rmSync(filler);
    const email = `room.again.${Date.now().toString(36)}@disk.test`;
    const res = await request.post(`${server.url}/enquiry`, {
      form: { kind: "dealer", name: "Room Again", email, phone: "9876543210", companyName: "Co" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    expect(query("SELECT count(*) AS n FROM enquiry WHERE email = ?", email)).toEqual({ n: 1 });
    const d = db();
    try {
      expect(d.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      d.close();
    }
    expect(server.child.exitCode).toBeNull();
  });
});
