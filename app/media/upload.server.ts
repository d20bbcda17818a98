import { once } from "node:events";
import type { Writable } from "node:stream";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata } from "sharp";
import type { SessionUser } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { ImageDecodeError, ingestImage, MAX_PIXELS, type MediaPreset } from "./images.server";
import { mediaUrl } from "./media-url";
import { loadSharp } from "./sharp.server";
import type { MediaStorage } from "./storage.server";
import {
  isUploadPreset,
  MAX_UPLOAD_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_MALFORMED_MESSAGE,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_PRESET_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from "./upload-rules";

export const UPLOAD_PIXELS_MESSAGE = `Image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels`;

/** Room for boundaries, part headers and the preset field around a full-size file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadBody = { secure_url: string; public_id: string } | { error: { message: string } };
export interface UploadResult {
  status: number;
  body: UploadBody;
}

/** A refusal the uploader is told about (a 4xx with its message). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /api/media (mounted behind an admin guard by the caller): reads a
 * multipart `file` + `upload_preset`, checks it by content and stores it.
 * Answers 4xx with `{ error: { message } }` for anything the uploader can fix;
 * throws for server faults (storage, database) so the caller's error handling
 * logs them.
 */
export async function receiveUpload(
  request: Request,
  db: DB,
  storage: MediaStorage,
): Promise<UploadResult> {
  try {
    refuseDeclaredOversize(request.headers);
    const { file, preset } = await readUploadForm(request);
    if (!isUploadPreset(preset)) throw new Refusal(400, UPLOAD_PRESET_MESSAGE);
    if (!file || file.length === 0) throw new Refusal(400, UPLOAD_MISSING_MESSAGE);
    const format = await sniffFormat(file);
    await checkHeader(file, format);
    const row = await ingestImage(db, storage, file, preset).catch((error: unknown) => {
      if (error instanceof ImageDecodeError) throw new Refusal(400, UPLOAD_DAMAGED_MESSAGE);
      throw error;
    });
    return { status: 200, body: { secure_url: mediaUrl(row.id, "product"), public_id: row.id } };
  } catch (error) {
    if (error instanceof Refusal) {
      return { status: error.status, body: { error: { message: error.message } } };
    }
    throw error;
  }
}

/** Why a visitor's photo was refused (its words are the visitor's form's, in their language). */
export type PhotoRefusal = "type" | "damaged" | "pixels";

/**
 * A photo a visitor sent with a form (a warranty's invoice, a service request's
 * photos: app/service/): checked by its content as an admin's upload is — JPEG,
 * PNG or WebP by its bytes, its header read before any pixel, the pixel limit —
 * then stored, re-encoded and stripped, under `preset`. The caller has read the
 * body within MAX_UPLOAD_BYTES a file; faults of storage or the database throw.
 */
export async function ingestVisitorPhoto(
  db: DB,
  storage: MediaStorage,
  file: Buffer,
  preset: MediaPreset,
): Promise<{ ok: true; id: string } | { ok: false; reason: PhotoRefusal }> {
  try {
    await checkHeader(file, await sniffFormat(file));
    return { ok: true, id: (await ingestImage(db, storage, file, preset)).id };
  } catch (error) {
    if (error instanceof ImageDecodeError) return { ok: false, reason: "damaged" };
    if (!(error instanceof Refusal)) throw error;
    if (error.status === 415) return { ok: false, reason: "type" };
    return { ok: false, reason: error.message === UPLOAD_PIXELS_MESSAGE ? "pixels" : "damaged" };
  }
}

/** A declared body too big to hold a 5 MB file is refused before reading a byte. */
function refuseDeclaredOversize(headers: Headers): void {
  const declared = Number(headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
    throw new Refusal(413, UPLOAD_SIZE_MESSAGE);
  }
}

interface UploadForm {
  file: Buffer | null;
  preset: string | null;
}

/** A streaming multipart parser that keeps the first `file` part, up to the size limit. */
function formParser(contentType: string) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // busboy flags a file that *reaches* fileSize; one byte more means "over the limit".
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
    });
  } catch {
    throw new Refusal(400, UPLOAD_MALFORMED_MESSAGE); // not multipart, or no boundary
  }
  const chunks: Buffer[] = [];
  let sawFile = false;
  let preset: string | null = null;
  let refusal: Refusal | null = null;
  parser.on("file", (name, stream) => {
    // A cut-off body fails the part too; the parser reports the same error, handled below.
    stream.on("error", () => undefined);
    // Only the first `file` part is kept; its client-given name is never used.
    if (name !== "file" || sawFile) {
      stream.resume();
      return;
    }
    sawFile = true;
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("limit", () => {
      refusal ??= new Refusal(413, UPLOAD_SIZE_MESSAGE);
    });
  });
  parser.on("field", (name, value) => {
    if (name !== "upload_preset") return;
    preset = value;
    // When the preset comes first, a wrong one stops the upload before the file is read.
    if (!isUploadPreset(value)) refusal ??= new Refusal(400, UPLOAD_PRESET_MESSAGE);
  });
  const closed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // Awaited only when the body is read to its end; a refusal abandons it.
  closed.catch(() => undefined);
  return {
    parser,
    closed,
    refusal: () => refusal,
    result: (): UploadForm => ({ file: sawFile ? Buffer.concat(chunks) : null, preset }),
  };
}

/** Reads the body chunk by chunk, stopping (and cancelling it) at the first refusal. */
async function pump(
  body: ReadableStream<Uint8Array>,
  parser: Writable,
  closed: Promise<void>,
  refusal: () => Refusal | null,
): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const refused = refusal();
      if (refused) throw refused;
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) await Promise.race([once(parser, "drain"), closed]);
    }
    parser.end();
    await closed;
    const refused = refusal(); // the last chunk may have crossed the limit
    if (refused) throw refused;
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw error;
  }
}

async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) {
    throw new Refusal(400, UPLOAD_MALFORMED_MESSAGE);
  }
  const form = formParser(contentType);
  try {
    await pump(request.body, form.parser, form.closed, form.refusal);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // A broken multipart body or a client that went away mid-upload.
    throw new Refusal(400, UPLOAD_MALFORMED_MESSAGE);
  }
  return form.result();
}

type ImageFormat = "jpeg" | "png" | "webp";

/** The format by magic bytes; whatever the name or the browser's type says. */
const sniffed: Record<string, ImageFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/apng": "png", // an animated PNG is a PNG; its first frame is kept
  "image/webp": "webp",
};

async function sniffFormat(file: Buffer): Promise<ImageFormat> {
  const type = await fileTypeFromBuffer(file);
  const format = type && sniffed[type.mime];
  if (!format) throw new Refusal(415, UPLOAD_TYPE_MESSAGE);
  return format;
}

/**
 * Reads only the header: refuses decompression bombs by their declared size
 * before any pixel is decoded, and makes sure sharp will use the loader the
 * magic bytes promised (never SVG, GIF, TIFF or anything else it can read).
 */
async function checkHeader(file: Buffer, expected: ImageFormat): Promise<void> {
  let meta: Metadata;
  const sharp = await loadSharp();
  try {
    // Only the header is read; sharp's own (higher) limit is lifted so ours answers with its message.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new Refusal(400, UPLOAD_DAMAGED_MESSAGE);
  }
  if (meta.format !== expected) throw new Refusal(415, UPLOAD_TYPE_MESSAGE);
  if (!meta.width || !meta.height) throw new Refusal(400, UPLOAD_DAMAGED_MESSAGE);
  if (meta.width * meta.height > MAX_PIXELS) throw new Refusal(400, UPLOAD_PIXELS_MESSAGE);
}

/**
 * An admin's upload, audited as `media.add` and published on "media" (the
 * first certificate uploads are /certificates). The row itself is written by
 * ingestImage just before: reading the body and re-encoding inside the change's
 * transaction would hold the database's write lock for seconds. False, with
 * nothing audited or published, when there is no such media row.
 */
export async function recordUpload(db: DB, actor: SessionUser, mediaId: string): Promise<boolean> {
  return commitChange(db, actor, { topics: ["media"] }, async (trx, audit) => {
    const row = await trx
      .selectFrom("media")
      .select(["preset", "mime", "bytes", "width", "height"])
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!row) return false;
    audit({
      action: "media.add",
      targetType: "media",
      targetId: mediaId,
      detail: `Upload (${row.preset})`,
      after: {
        preset: row.preset,
        type: row.mime,
        bytes: Number(row.bytes),
        size: `${row.width}×${row.height}`,
      },
    });
    return true;
  });
}
