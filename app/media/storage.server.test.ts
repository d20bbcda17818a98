import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegBytes, webpBytes } from "~/test/media-fixtures.server";
import { startS3Server, type TestS3Server } from "~/test/s3-server";
import { newMediaId } from "./images.server";
import { s3Storage } from "./s3-storage.server";
import { fileSystemStorage, type MediaStorage } from "./storage.server";

let s3: TestS3Server;
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), "storefront-storage-"));
});

afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Driver {
  name: string;
  make(): MediaStorage;
  /** Whether localPath() gives a file after a put (for res.sendFile). */
  hasLocalFiles: boolean;
}

// The same contract for every driver; each test makes its own keys.
const drivers: Driver[] = [
  {
    name: "file system",
    make: () => fileSystemStorage(path.join(dir, "fs")),
    hasLocalFiles: true,
  },
  { name: "S3", make: () => s3Storage(s3.settings), hasLocalFiles: false },
  {
    name: "S3 with a local disk cache",
    make: () => s3Storage({ ...s3.settings, cacheDir: path.join(dir, "s3-cache") }),
    hasLocalFiles: true,
  },
];

const freshKey = (ext = "jpg") => `originals/${newMediaId()}.${ext}`;

describe.each(drivers)("$name storage", ({ make, hasLocalFiles }) => {
  it("gives back the bytes it was given", async () => {
    const storage = make();
    const key = freshKey();
    const bytes = await jpegBytes();
    await storage.put(key, bytes);
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
  });

  it("answers null for a key never stored", async () => {
    expect(await make().get(freshKey())).toBeNull();
  });

  it("tells whether a key exists", async () => {
    const storage = make();
    const key = freshKey("webp");
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, await webpBytes());
    expect(await storage.exists(key)).toBe(true);
  });

  it("replaces the bytes on a second put", async () => {
    const storage = make();
    const key = freshKey();
    await storage.put(key, Buffer.from("first"));
    await storage.put(key, Buffer.from("second"));
    expect((await storage.get(key))?.toString()).toBe("second");
  });

  it("forgets a deleted key, and deleting a missing key is no error", async () => {
    const storage = make();
    const key = freshKey();
    await storage.put(key, await jpegBytes());
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.localPath(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it(
    hasLocalFiles ? "gives a local file path after a put" : "gives no local file path",
    async () => {
      const storage = make();
      const key = `cache/card/${newMediaId()}.avif`;
      const bytes = Buffer.from("derivative bytes");
      await storage.put(key, bytes);
      const file = await storage.localPath(key);
      if (hasLocalFiles) {
        expect(path.isAbsolute(file!)).toBe(true);
        expect(readFileSync(file!).equals(bytes)).toBe(true);
      } else {
        expect(file).toBeNull();
      }
    },
  );

  const unsafe = [
    "../secret.jpg",
    "originals/../../secret.jpg",
    "/etc/passwd.jpg",
    "originals/a.txt",
    "originals/A.JPG",
    "originals/a%2f..%2fb.jpg",
    "originals//a.jpg",
    "originals\\a.jpg",
    "",
  ];
  it("refuses unsafe keys in every call", async () => {
    const storage = make();
    for (const key of unsafe) {
      await expect(storage.put(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.exists(key), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.localPath(key), key).rejects.toThrow(/Unsafe media key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe media key/);
    }
  });
});
