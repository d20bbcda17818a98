import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import type { DB } from "~/db/db.server";
import type { MediaRow } from "~/db/schema";
import type { MediaStorage } from "./storage.server";
import { type VariantName, variants } from "./variants";

/** Decoding limit: enough for any camera, refuses decompression bombs. */
export const MAX_PIXELS = 40_000_000;

export type MediaPreset = "images" | "categories" | "products" | "certificates";

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

/**
 * Stores an image: decoded within the pixel limit, auto-oriented, stripped of
 * metadata and re-encoded as a high-quality JPEG original, with a tiny blurred
 * placeholder kept inline in the row.
 */
export async function ingestImage(
  db: DB,
  storage: MediaStorage,
  input: Buffer,
  preset: MediaPreset,
): Promise<MediaRow> {
  const decoded = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const { data, info } = await decoded
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88 })
    .toBuffer({ resolveWithObject: true });
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
  };
  await storage.put(originalKey(row.id), data);
  await db.insertInto("media").values(row).execute();
  return row;
}

/** Picks the best format the browser accepts. */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const a = accept ?? "";
  if (a.includes("image/avif")) return "avif";
  if (a.includes("image/webp")) return "webp";
  return "jpeg";
}

async function transform(original: Buffer, variant: VariantName, format: OutputFormat) {
  const v: { width: number; height?: number } = variants[variant];
  let img = sharp(original, { limitInputPixels: MAX_PIXELS });
  img = v.height
    ? img.resize(v.width, v.height, { fit: "cover", position: "attention" })
    : img.resize({ width: v.width, withoutEnlargement: true });
  if (format === "avif") return img.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "webp") return img.webp({ quality: 78 }).toBuffer();
  return img.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
}

/** At most two transforms at once: each one can use a core. */
let running = 0;
const waiting: (() => void)[] = [];
async function withTransformSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const inFlight = new Map<string, Promise<string | Buffer | null>>();
let transformCount = 0;

/** How many transforms this process has run (for tests and benchmarks). */
export function transformsRun(): number {
  return transformCount;
}

/**
 * Returns a derivative as a local file path (fast path) or bytes; null when
 * the media id is unknown. Made once, cached in storage, shared by concurrent
 * first requests.
 */
export async function derivative(
  storage: MediaStorage,
  id: string,
  variant: VariantName,
  format: OutputFormat,
): Promise<string | Buffer | null> {
  const key = derivativeKey(id, variant, format);
  const cached = await storage.localPath(key);
  if (cached) return cached;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = (async () => {
    const original = await storage.get(originalKey(id));
    if (!original) return null;
    const bytes = await withTransformSlot(() => transform(original, variant, format));
    transformCount++;
    await storage.put(key, bytes);
    return (await storage.localPath(key)) ?? bytes;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
