import { createHash, randomBytes } from "node:crypto";
import type { DB } from "~/db/db.server";
import type { MediaRow } from "~/db/schema";
import { log } from "~/observability/log.server";
import { isStorageUnwritable } from "~/runtime/storage-errors.server";
import { imageSlots, loadSharp } from "./sharp.server";
import type { MediaStorage } from "./storage.server";
import { type VariantName, variants } from "./variants";

/** Decoding limit: enough for any camera, refuses decompression bombs. */
export const MAX_PIXELS = 40_000_000;

/** `service`: visitors' photos with after-sales forms (never swept: their records keep them). */
export type MediaPreset = "images" | "categories" | "products" | "certificates" | "service";

export type OutputFormat = "avif" | "webp" | "jpeg";

const extension: Record<OutputFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

export function newMediaId(): string {
  return randomBytes(12)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x");
}

export function originalKey(id: string): string {
  return `originals/${id}.jpg`;
}

function derivativeKey(id: string, variant: VariantName, format: OutputFormat): string {
  return `cache/${variant}/${id}.${extension[format]}`;
}

/** Every derivative key an image may have (for deleting it). */
export function derivativeKeys(id: string): string[] {
  const formats = Object.keys(extension) as OutputFormat[];
  return (Object.keys(variants) as VariantName[]).flatMap((variant) =>
    formats.map((format) => derivativeKey(id, variant, format)),
  );
}

/** The image bytes could not be decoded (damaged, truncated, over the pixel limit). */
export class ImageDecodeError extends Error {
  override name = "ImageDecodeError";
}

async function reencode(input: Buffer) {
  const sharp = await loadSharp();
  try {
    // failOn "error" also refuses truncated files instead of padding them with grey.
    return await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 88 }) // sharp writes no EXIF/XMP/ICC unless asked, so GPS etc. is dropped
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageDecodeError((error as Error).message, { cause: error });
  }
}

/**
 * Stores an image: decoded within the pixel limit, auto-oriented, stripped of
 * metadata and re-encoded as a high-quality JPEG original, with a tiny blurred
 * placeholder kept inline in the row. Throws ImageDecodeError for bad images.
 */
export async function ingestImage(
  db: DB,
  storage: MediaStorage,
  input: Buffer,
  preset: MediaPreset,
): Promise<MediaRow> {
  const { data, info } = await reencode(input);
  const sharp = await loadSharp();
  const tiny = await sharp(data).resize(20).blur(1).webp({ quality: 40 }).toBuffer();
  const row: MediaRow = {
    id: newMediaId(),
    preset,
    mime: "image/jpeg",
    width: info.width,
    height: info.height,
    bytes: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    created_at: Date.now(),
    last_used_at: null,
  };
  await storage.put(originalKey(row.id), data);
  try {
    await db.insertInto("media").values(row).execute();
  } catch (error) {
    // No row, no file: an orphaned original would never be found or cleaned up.
    await storage.delete(originalKey(row.id));
    throw error;
  }
  return row;
}

/** True when the Accept header lists this exact type with a non-zero quality. */
function accepts(accept: string, type: string): boolean {
  return accept.split(",").some((range) => {
    const [media, ...params] = range.split(";").map((p) => p.trim().toLowerCase());
    if (media !== type) return false;
    const q = params.find((p) => p.startsWith("q="));
    // "image/avif;q=0" means "not avif"; a bare substring test would pick it anyway.
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Picks the best format the browser accepts. */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const a = accept ?? "";
  if (accepts(a, "image/avif")) return "avif";
  if (accepts(a, "image/webp")) return "webp";
  return "jpeg";
}

async function transform(original: Buffer, variant: VariantName, format: OutputFormat) {
  const sharp = await loadSharp();
  const v: { width: number; height?: number } = variants[variant];
  let img = sharp(original, { limitInputPixels: MAX_PIXELS });
  img = v.height
    ? img.resize(v.width, v.height, { fit: "cover", position: "attention" })
    : img.resize({ width: v.width, withoutEnlargement: true });
  if (format === "avif") return img.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return img.webp({ quality: 78 }).toBuffer();
  return img.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

const inFlight = new Map<string, Promise<string | Buffer | null>>();
let transformCount = 0;

/** How many transforms this process has run (for tests and benchmarks). */
export function transformsRun(): number {
  return transformCount;
}

async function cachedOrMade(
  storage: MediaStorage,
  id: string,
  variant: VariantName,
  format: OutputFormat,
): Promise<string | Buffer | null> {
  const key = derivativeKey(id, variant, format);
  const cached = await storage.localPath(key);
  if (cached) return cached;
  // Not on this machine's disk, but maybe made already by another instance
  // sharing the storage (an S3 bucket): fetching it is cheaper than re-encoding.
  // One get() rather than exists() + get(): one round trip when it is there.
  const made = await storage.get(key);
  if (made) return (await storage.localPath(key)) ?? made;
  // The original is read only once this transform's turn has come: a queue of requests
  // waiting for a slot holds no image bytes.
  const bytes = await imageSlots().run(async () => {
    const original = await storage.get(originalKey(id));
    return original ? transform(original, variant, format) : null;
  });
  if (!bytes) return null;
  transformCount++;
  try {
    await storage.put(key, bytes);
  } catch (error) {
    // With the disk full the image is still sent, just not kept for next time.
    if (!isStorageUnwritable(error)) throw error;
    log().warn({ err: error, key }, "image size not cached: storage cannot be written");
    return bytes;
  }
  return (await storage.localPath(key)) ?? bytes;
}

/**
 * Returns a derivative as a local file path (fast path) or bytes; null when
 * the media id is unknown. Made once, cached in storage (so every instance on
 * the same storage finds it), shared by concurrent first requests.
 */
export function derivative(
  storage: MediaStorage,
  id: string,
  variant: VariantName,
  format: OutputFormat,
): Promise<string | Buffer | null> {
  const key = derivativeKey(id, variant, format);
  // The in-flight check must come before any await: checking the cache first
  // let a request whose cache lookup was still pending while another request
  // finished (and left the map) start a second transform.
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = cachedOrMade(storage, id, variant, format).finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
