import { once } from "node:events";
import { writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filesUnder, jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { appMediaStorage } from "./app-storage.server";
import { derivative, ingestImage, negotiateFormat, transformsRun } from "./images.server";
import { type MediaRequest, mediaHandler, serveMedia } from "./media-route.server";
import type { MediaStorage } from "./storage.server";

const SECRET = "TOP-SECRET-OUTSIDE-MEDIA";
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Served {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the path sent byte for byte (fetch would normalise `..` and `%2e%2e`). */
function get(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Served> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Remembers every key the route asks storage for. */
function recording(storage: MediaStorage): MediaStorage & { keys: string[] } {
  const keys: string[] = [];
  const seen = (key: string) => {
    keys.push(key);
    return key;
  };
  return {
    keys,
    put: (key, bytes) => storage.put(seen(key), bytes),
    get: (key) => storage.get(seen(key)),
    exists: (key) => storage.exists(seen(key)),
    localPath: (key) => storage.localPath(seen(key)),
    delete: (key) => storage.delete(seen(key)),
  };
}

/** Storage with no local files, so the route sends bytes instead of a file. */
function memoryStorage(): MediaStorage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
    exists: async (key) => files.has(key),
    localPath: async () => null,
    delete: async (key) => void files.delete(key),
  };
}

type Handler = (req: MediaRequest, res: express.Response) => Promise<void>;

async function listen(handler: Handler): Promise<{ port: number; close(): Promise<void> }> {
  const app = express();
  app.get("/media/:variant/:id", (req, res, next) => {
    handler(req, res).catch(next);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const data = setupTempData({ once: true });
let disk: ReturnType<typeof recording>;
let id: string;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  // Something worth stealing right beside the media folder.
  writeFileSync(path.join(data.dir, "secret.jpg"), SECRET);
  writeFileSync(path.join(data.dir, "media-secret.jpg"), SECRET);
  disk = recording(data.storage);
  id = (await ingestImage(data.db, data.storage, await jpegBytes(), "products")).id;
  server = await listen(mediaHandler(disk));
});

afterAll(async () => {
  await server.close();
});

describe("media URLs cannot escape the media folder", () => {
  const attacks = [
    "/media/product/..%2f..%2fsecret.jpg",
    "/media/product/..%2F..%2F..%2Fetc%2Fpasswd",
    "/media/product/%2e%2e%2f%2e%2e%2fsecret.jpg",
    "/media/%2e%2e/secret.jpg",
    "/media/..%2f..%2fsecret/abcdefghijklmnop",
    "/media/product/..\\..\\secret.jpg",
    "/media/product/..%5c..%5csecret.jpg",
    "/media/product/abcdefghijklmno%00",
    "/media/product/abcdefghijklmnop%00.jpg",
    "/media/product/%252e%252e%252fsecret.jpg",
    "/media/product/../../secret.jpg",
    "/media/product/.%2e/.%2e/media-secret",
  ];
  for (const attack of attacks) {
    it(`refuses ${attack} without touching storage`, async () => {
      disk.keys.length = 0;
      const res = await get(server.port, attack);
      expect([400, 404]).toContain(res.status);
      expect(res.body.toString("latin1")).not.toContain(SECRET);
      expect(disk.keys).toEqual([]);
    });
  }
});

describe("GET /media/:variant/:id", () => {
  it("refuses an unknown variant with 400", async () => {
    const res = await get(server.port, `/media/huge/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.toString()).toBe("Unknown image variant");
  });

  it("answers 404 for a well-formed id that was never stored", async () => {
    const res = await get(server.port, "/media/product/aaaaaaaaaaaaaaaa");
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe("Image not found");
  });

  const negotiation = [
    ["image/avif,image/webp,image/*;q=0.8", "image/avif", "heif"],
    ["image/webp,*/*", "image/webp", "webp"],
    ["image/avif;q=0, image/webp", "image/webp", "webp"],
    ["image/png,*/*;q=0.5", "image/jpeg", "jpeg"],
    [undefined, "image/jpeg", "jpeg"],
  ] as const;
  for (const [accept, type, sharpFormat] of negotiation) {
    it(`serves ${type} for Accept: ${accept ?? "(none)"}, cacheable and revalidatable`, async () => {
      const headers: Record<string, string> = accept ? { accept } : {};
      const res = await get(server.port, `/media/card/${id}`, headers);

      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe(type);
      expect((await sharp(res.body).metadata()).format).toBe(sharpFormat);
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      const etag = res.headers.etag;
      expect(etag).toBeTruthy();

      const again = await get(server.port, `/media/card/${id}`, {
        ...headers,
        "if-none-match": etag!,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });
  }

  it("serves a cached derivative without a new transform", async () => {
    const before = transformsRun();
    const first = await get(server.port, `/media/thumb/${id}`);
    expect(transformsRun()).toBe(before + 1);

    const second = await get(server.port, `/media/thumb/${id}`);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(transformsRun()).toBe(before + 1);
  });

  it("makes one transform for ten simultaneous first requests", async () => {
    const before = transformsRun();
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        get(server.port, `/media/about/${id}`, { accept: "image/webp" }),
      ),
    );
    expect(all.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.body.toString("base64"))).size).toBe(1);
    expect(transformsRun()).toBe(before + 1);
  });

  it("sends bytes with the same headers when storage has no local files", async () => {
    const memory = memoryStorage();
    const memoryId = (await ingestImage(data.db, memory, await jpegBytes(), "images")).id;
    const memoryServer = await listen(mediaHandler(memory));
    try {
      const res = await get(memoryServer.port, `/media/product/${memoryId}`, {
        accept: "image/webp",
      });
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect((await sharp(res.body).metadata()).width).toBe(800);
      const again = await get(memoryServer.port, `/media/product/${memoryId}`, {
        accept: "image/webp",
        "if-none-match": res.headers.etag!,
      });
      expect(again.status).toBe(304);
    } finally {
      await memoryServer.close();
    }
  });
});

describe("derivatives kept in memory", () => {
  it("answers a repeated request without asking storage, with the same bytes and headers", async () => {
    const first = await get(server.port, `/media/category/${id}`, { accept: "image/avif" });
    disk.keys.length = 0;
    const second = await get(server.port, `/media/category/${id}`, { accept: "image/avif" });
    expect(disk.keys).toEqual([]);
    expect(second.body.equals(first.body)).toBe(true);
    for (const h of ["content-type", "cache-control", "vary", "etag", "content-length"]) {
      expect(second.headers[h], h).toBe(first.headers[h]);
    }
    const revalidated = await get(server.port, `/media/category/${id}`, {
      accept: "image/avif",
      "if-none-match": first.headers.etag as string,
    });
    expect(revalidated.status).toBe(304);
    expect(disk.keys).toEqual([]);
  });

  it("keeps to its memory bound, and streams files over the per-file limit from disk", async () => {
    const formats = ["image/webp", "image/avif", "image/jpeg"];
    const sizes = await Promise.all(
      formats.map(
        async (accept) => (await get(server.port, `/media/thumb/${id}`, { accept })).body.length,
      ),
    );
    // Room for all three but one byte: holding the third pushes out the least recent.
    const total = sizes.reduce((a, b) => a + b, 0);
    const handler = mediaHandler(disk, {
      memoryBytes: total - 1,
      maxHeldBytes: Math.max(...sizes),
    });
    const small = await listen(handler);
    try {
      const thumb = (accept: string) => get(small.port, `/media/thumb/${id}`, { accept });
      for (const accept of formats) await thumb(accept);
      // Pushed past its bound by the third: two held, within the bytes allowed.
      expect(handler.held().entries).toBe(2);
      expect(handler.held().bytes).toBeLessThanOrEqual(total - 1);
      disk.keys.length = 0;
      await thumb("image/jpeg");
      await thumb("image/avif");
      expect(disk.keys).toEqual([]);
      await thumb("image/webp");
      expect(disk.keys).toEqual([`cache/thumb/${id}.webp`]);
      // An 800-px JPEG is over the per-file limit: sent from its file every time, still cacheable.
      const wide = await get(small.port, `/media/product/${id}`, { accept: "image/jpeg" });
      disk.keys.length = 0;
      const again = await get(small.port, `/media/product/${id}`, { accept: "image/jpeg" });
      expect(wide.body.length).toBeGreaterThan(Math.max(...sizes));
      expect(again.body.equals(wide.body)).toBe(true);
      expect(again.headers["cache-control"]).toBe(IMMUTABLE);
      expect(disk.keys).toEqual([`cache/product/${id}.jpg`]);
    } finally {
      await small.close();
    }
  });
});

describe("derivative()", () => {
  it("runs one transform for ten simultaneous calls and returns the cached file after", async () => {
    const before = transformsRun();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => derivative(data.storage, id, "hero", "jpeg")),
    );
    expect(new Set(results).size).toBe(1);
    expect(typeof results[0]).toBe("string");
    expect(transformsRun()).toBe(before + 1);

    expect(await derivative(data.storage, id, "hero", "jpeg")).toBe(results[0]);
    expect(transformsRun()).toBe(before + 1);
  });

  it("does not transform twice when a cache lookup is still pending as the first transform ends", async () => {
    // The second caller's cache lookup sees "not there yet" but answers only after
    // the first caller has finished: the answer is stale by then.
    let holdNextLookup = false;
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const slow: MediaStorage = {
      ...data.storage,
      async localPath(key) {
        const held = holdNextLookup;
        holdNextLookup = false;
        const answer = await data.storage.localPath(key);
        if (held) await gate;
        return answer;
      },
    };
    const before = transformsRun();

    const first = derivative(slow, id, "category", "webp");
    holdNextLookup = true;
    const second = derivative(slow, id, "category", "webp");
    holdNextLookup = false; // never hold the first caller's own lookups
    await first;
    openGate();
    await second;

    expect(transformsRun()).toBe(before + 1);
  });

  it("answers null for an unknown id", async () => {
    expect(await derivative(data.storage, "bbbbbbbbbbbbbbbb", "card", "jpeg")).toBeNull();
  });
});

describe("negotiateFormat", () => {
  it("honours q=0 and prefers AVIF, then WebP, then JPEG", () => {
    expect(negotiateFormat("image/avif,image/webp")).toBe("avif");
    expect(negotiateFormat("image/webp;q=0.9, image/avif;q=0")).toBe("webp");
    expect(negotiateFormat("image/avif;q=0,image/webp;q=0")).toBe("jpeg");
    expect(negotiateFormat("*/*")).toBe("jpeg");
    expect(negotiateFormat(undefined)).toBe("jpeg");
  });
});

describe("serveMedia (the app's route)", () => {
  it("serves from DATA_DIR/media", async () => {
    // env() is read on first use, below; each test file runs in its own process.
    // Vitest puts Vite's BASE_URL ("/") into process.env, which is not a URL.
    vi.stubEnv("DATA_DIR", path.join(data.dir, "app-data"));
    vi.stubEnv("BASE_URL", "http://localhost:3000");
    const appServer = await listen(serveMedia);
    try {
      const appId = (await ingestImage(data.db, appMediaStorage(), await jpegBytes(), "images")).id;
      expect(filesUnder(path.join(data.dir, "app-data", "media"))).toEqual([
        `originals/${appId}.jpg`,
      ]);
      const res = await get(appServer.port, `/media/w320/${appId}`);
      expect(res.status).toBe(200);
      expect((await sharp(res.body).metadata()).width).toBe(320);
    } finally {
      await appServer.close();
      vi.unstubAllEnvs();
    }
  });
});
