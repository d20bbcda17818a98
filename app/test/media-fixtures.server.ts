/**
 * Test helpers for the media service: real images made with sharp, upload
 * requests, and checks on what ended up in SQLite and on disk.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import type { DB } from "~/db/db.server";

export const SOURCE_WIDTH = 1000;
export const SOURCE_HEIGHT = 750;

/** A two-tone picture (so an attention crop has something to look at). */
export function picture(width = SOURCE_WIDTH, height = SOURCE_HEIGHT) {
  const half = { width: Math.ceil(width / 2), height, channels: 3 as const };
  return sharp({ create: { width, height, channels: 3, background: "#2550eb" } }).composite([
    { input: { create: { ...half, background: "#f59e0b" } }, left: 0, top: 0 },
  ]);
}

export const jpegBytes = () => picture().jpeg().toBuffer();
export const pngBytes = () => picture().png().toBuffer();
export const webpBytes = () => picture().webp().toBuffer();
export const gifBytes = () => picture(64, 48).gif().toBuffer();

/** A PNG that is valid to the last byte but whose IHDR claims the given size. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + chunk length (4) + "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The CRC covers the chunk type and its 13 data bytes.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** True when EXIF (as sharp's metadata().exif gives it) points to a GPS IFD. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true; // GPSInfo
  }
  return false;
}

const UPLOAD_URL = "http://localhost/api/media";

/** A browser-like upload: `file` first, then `upload_preset` (the order the spec's client uses). */
export function uploadRequest(file: Blob | null, preset: string | null, filename = "photo.jpg") {
  const form = new FormData();
  if (file) form.append("file", file, filename);
  if (preset !== null) form.append("upload_preset", preset);
  return new Request(UPLOAD_URL, { method: "POST", body: form });
}

export function blobOf(bytes: Uint8Array | string, type = "image/jpeg"): Blob {
  // Copied into a plain ArrayBuffer: Blob takes no views of a possibly shared buffer.
  return new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type });
}

export interface StreamedUpload {
  request: Request;
  /** Bytes the server has pulled from the body so far. */
  pulled(): number;
  cancelled(): boolean;
}

/**
 * A multipart body produced lazily, 64 KB a pull, like a slow client sending
 * a big file: lets a test see how much of it the server chose to read.
 */
export function streamedUpload(options: {
  fileBytes: number;
  preset?: string;
  presetFirst?: boolean;
  declareLength?: boolean;
}): StreamedUpload {
  const boundary = "----test-boundary-7d1f";
  const enc = new TextEncoder();
  const presetPart = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\n${options.preset ?? "products"}\r\n`,
  );
  const fileHead = enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const fileTail = enc.encode("\r\n");
  const end = enc.encode(`--${boundary}--\r\n`);
  const head = options.presetFirst ? [presetPart, fileHead] : [fileHead];
  const tail = options.presetFirst ? [fileTail, end] : [fileTail, presetPart, end];
  const total = [...head, ...tail].reduce((n, p) => n + p.byteLength, 0) + options.fileBytes;
  const queue = [...head];
  let fileLeft = options.fileBytes;
  let pulled = 0;
  let cancelled = false;
  const CHUNK = 64 * 1024;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let next = queue.shift();
        if (!next && fileLeft > 0) {
          next = new Uint8Array(Math.min(CHUNK, fileLeft));
          if (fileLeft === options.fileBytes) next.set([0xff, 0xd8, 0xff, 0xe0]); // JPEG magic
          fileLeft -= next.byteLength;
          if (fileLeft === 0) queue.push(...tail);
        }
        if (!next) return controller.close();
        pulled += next.byteLength;
        controller.enqueue(next);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 }, // produce only what the reader asks for
  );
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (options.declareLength) headers["content-length"] = String(total);
  // `duplex` is required by Node's fetch for stream bodies but missing from the DOM types.
  const init = { method: "POST", body, headers, duplex: "half" } as RequestInit;
  return {
    request: new Request(UPLOAD_URL, init),
    pulled: () => pulled,
    cancelled: () => cancelled,
  };
}

export async function mediaRowCount(db: DB): Promise<number> {
  const { n } = await db
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every file under a directory, as paths relative to it ([] when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
