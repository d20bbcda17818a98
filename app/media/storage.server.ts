import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where media bytes live. Keys are server-made (`originals/<id>.jpg`,
 * `cache/<variant>/<id>.webp`); the file-system driver below and the S3 driver
 * (s3-storage.server.ts) implement the same calls.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** A local file path for fast static serving, or null when the driver has none. */
  localPath(key: string): Promise<string | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp|avif)$/;

export function isSafeMediaKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/**
 * Keys are built by our code, never from a request; this is a second fence,
 * shared by every driver, so no key can climb out of a folder or a bucket prefix.
 */
export function assertSafeMediaKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${key}`);
}

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/** The Content-Type for a (safe) key, from its extension. */
export function mediaContentType(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function fileSystemStorage(root: string): MediaStorage {
  // Absolute, because localPath() feeds res.sendFile, which refuses relative paths.
  const base = path.resolve(root);
  const resolve = (key: string) => {
    assertSafeMediaKey(key);
    return path.join(base, key);
  };
  const isFile = async (file: string) => {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Random: two writers of one key (e.g. two requests filling the S3 read-through
      // cache at once) must not share a temporary file.
      const tmp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await rename(tmp, file); // atomic: readers never see half a file
      } catch (error) {
        // A full disk leaves part of the bytes behind: never keep half a file.
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      return isFile(resolve(key));
    },
    async localPath(key) {
      const file = resolve(key);
      return (await isFile(file)) ? file : null;
    },
    async delete(key) {
      await unlink(resolve(key)).catch(() => undefined);
    },
  };
}
