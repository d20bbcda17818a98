import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where media bytes live. Keys are server-made (`originals/<id>.jpg`,
 * `cache/<variant>/<id>.webp`); a driver for S3-compatible storage implements
 * the same four calls.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A local file path for fast static serving, or null when the driver has none. */
  localPath(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|png|webp|avif)$/;

export function fileSystemStorage(root: string): MediaStorage {
  // Absolute, because localPath() feeds res.sendFile, which refuses relative paths.
  const base = path.resolve(root);
  const resolve = (key: string) => {
    // Keys are built by our code, never from a request; this is a second fence.
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(base, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file); // atomic: readers never see half a file
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async localPath(key) {
      const file = resolve(key);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(resolve(key)).catch(() => undefined);
    },
  };
}
