import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type Server } from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegBytes } from "~/test/media-fixtures.server";
import { startS3Server, type TestS3Server } from "~/test/s3-server";
import { setupTempData } from "~/test/temp-data";
import { derivative, ingestImage, newMediaId, originalKey, transformsRun } from "./images.server";
import { mediaHandler } from "./media-route.server";
import { objectUrl, S3RequestError, s3Storage } from "./s3-storage.server";
import type { MediaStorage } from "./storage.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

let s3: TestS3Server;
const data = setupTempData({ once: true });
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), "storefront-s3-cache-"));
});

afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh local cache folder for one storage instance. */
const cacheDir = () => mkdtempSync(path.join(dir, "cache-"));

/** An image uploaded through the given storage, as the upload route does it. */
async function uploaded(storage: MediaStorage): Promise<string> {
  return (await ingestImage(data.db, storage, await jpegBytes(), "products")).id;
}

describe("s3Storage", () => {
  it("stores each object with the Content-Type of its extension", async () => {
    const storage = s3Storage(s3.settings);
    const id = newMediaId();
    for (const [ext, type] of [
      ["jpg", "image/jpeg"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
      ["png", "image/png"],
    ] as const) {
      await storage.put(`cache/card/${id}.${ext}`, Buffer.from("12345"));
      expect(await storage.stat(`cache/card/${id}.${ext}`)).toEqual({ size: 5, contentType: type });
    }
    expect(await storage.stat(`cache/card/${newMediaId()}.jpg`)).toBeNull();
  });

  it("builds path-style and virtual-host-style object URLs", () => {
    const settings = { endpoint: "https://s3.example.com:9000", bucket: "media" };
    expect(objectUrl({ ...settings, forcePathStyle: true }, "originals/a.jpg").href).toBe(
      "https://s3.example.com:9000/media/originals/a.jpg",
    );
    expect(objectUrl({ ...settings, forcePathStyle: false }, "originals/a.jpg").href).toBe(
      "https://media.s3.example.com:9000/originals/a.jpg",
    );
  });

  it("fails with the status and the S3 error code when the server refuses", async () => {
    const wrongSecret = s3Storage({ ...s3.settings, secretAccessKey: "not-the-secret" });
    const error = await wrongSecret.get(originalKey(newMediaId())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    expect((error as Error).message).toMatch(/^S3 GET originals\/\w+\.jpg failed with 403 Signa/);

    await expect(
      s3Storage({ ...s3.settings, accessKeyId: "NOBODY" }).put(
        originalKey(newMediaId()),
        Buffer.from("x"),
      ),
    ).rejects.toMatchObject({ status: 403, code: "InvalidAccessKeyId" });
  });

  it("treats a missing bucket as an error, not as a missing image", async () => {
    const noBucket = s3Storage({ ...s3.settings, bucket: "no-such-bucket" });
    await expect(noBucket.get(originalKey(newMediaId()))).rejects.toMatchObject({
      status: 404,
      code: "NoSuchBucket",
    });
  });

  it("gives up after its timeout when the server never answers", async () => {
    // Accepts connections and never says a word.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as net.AddressInfo;
    try {
      const storage = s3Storage(
        { ...s3.settings, endpoint: `http://127.0.0.1:${port}` },
        { timeoutMs: 300 },
      );
      const started = Date.now();
      await expect(storage.get(originalKey(newMediaId()))).rejects.toThrow(
        /^S3 GET originals\/\w+\.jpg: no answer within 300 ms/,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });

  it("names the network error when the server cannot be reached", async () => {
    const closed = net.createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((r) => closed.close(r));
    const storage = s3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` });
    await expect(storage.exists(originalKey(newMediaId()))).rejects.toThrow(/ECONNREFUSED/);
  });

  it("keeps what it reads in its local cache and serves it from there", async () => {
    const writer = s3Storage(s3.settings);
    const reader = s3Storage({ ...s3.settings, cacheDir: cacheDir() });
    const key = originalKey(newMediaId());
    const bytes = await jpegBytes();
    await writer.put(key, bytes);

    expect(await reader.localPath(key)).toBeNull(); // localPath never goes to the network
    expect((await reader.get(key))?.equals(bytes)).toBe(true);
    const file = await reader.localPath(key);
    expect(readFileSync(file!).equals(bytes)).toBe(true);

    // Gone from the bucket, still in this instance's copy: the read used no request.
    await writer.delete(key);
    expect(await writer.exists(key)).toBe(false);
    expect((await reader.get(key))?.equals(bytes)).toBe(true);
  });
});

describe("derivatives on S3 are made once for every instance", () => {
  it("finds a derivative made by another instance without re-encoding", async () => {
    const a = s3Storage(s3.settings);
    const b = s3Storage(s3.settings);
    const id = await uploaded(a);

    const before = transformsRun();
    const made = await derivative(a, id, "card", "webp");
    expect(Buffer.isBuffer(made)).toBe(true);
    expect(transformsRun()).toBe(before + 1);

    // Without the original nothing could be re-encoded: B can only have found A's derivative.
    await a.delete(originalKey(id));
    const found = await derivative(b, id, "card", "webp");
    expect(Buffer.isBuffer(found) && found.equals(made as Buffer)).toBe(true);
    expect(transformsRun()).toBe(before + 1);
    expect(await derivative(b, id, "category", "webp")).toBeNull();
  });

  it("streams another instance's derivative from its local cache once fetched", async () => {
    const a = s3Storage(s3.settings);
    const c = s3Storage({ ...s3.settings, cacheDir: cacheDir() });
    const id = await uploaded(a);
    const made = (await derivative(a, id, "thumb", "jpeg")) as Buffer;

    const before = transformsRun();
    const file = await derivative(c, id, "thumb", "jpeg");
    expect(typeof file).toBe("string");
    expect(readFileSync(file as string).equals(made)).toBe(true);
    expect(transformsRun()).toBe(before);
  });
});

describe("GET /media/:variant/:id from S3", () => {
  /**
   * A plain GET. Not fetch(): given If-None-Match, fetch adds `Cache-Control:
   * no-cache` (the Fetch standard's revalidation rule), and Express then never answers 304.
   */
  function get(url: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      },
    );
  }

  async function listen(storage: MediaStorage) {
    const app = express();
    const handle = mediaHandler(storage);
    app.get("/media/:variant/:id", (req, res, next) => {
      handle(req, res).catch(next);
    });
    const server: Server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    return {
      base,
      close: () => {
        server.closeAllConnections();
        return new Promise<void>((r) => server.close(() => r()));
      },
    };
  }

  const cases = [
    { name: "without a local cache", make: () => s3Storage(s3.settings) },
    {
      name: "with a local cache",
      make: () => s3Storage({ ...s3.settings, cacheDir: cacheDir() }),
    },
  ];
  for (const { name, make } of cases) {
    it(`serves a cacheable derivative and answers 304 to If-None-Match, ${name}`, async () => {
      const storage = make();
      const id = await uploaded(storage);
      const server = await listen(storage);
      try {
        for (const round of ["made", "found"]) {
          const res = await get(`${server.base}/media/product/${id}`, {
            accept: "image/webp,*/*",
          });
          expect(res.status, round).toBe(200);
          expect(res.headers["content-type"]).toBe("image/webp");
          expect(res.headers["cache-control"]).toBe(IMMUTABLE);
          expect(res.headers.vary).toMatch(/\bAccept\b/);
          expect(await sharp(res.body).metadata()).toMatchObject({ format: "webp", width: 800 });
          const etag = res.headers.etag;
          expect(etag).toBeTruthy();

          const again = await get(`${server.base}/media/product/${id}`, {
            accept: "image/webp,*/*",
            "if-none-match": etag!,
          });
          expect(again.status, round).toBe(304);
          expect(again.body.length).toBe(0);
        }
        expect((await get(`${server.base}/media/product/${newMediaId()}`, {})).status).toBe(404);
      } finally {
        await server.close();
      }
    });
  }
});
