import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { Request, Response } from "express";
import { workLimits } from "~/config/work-limits.server";
import { IMMUTABLE } from "~/http/cache-control";
import { appMediaStorage } from "./app-storage.server";
import { derivative, negotiateFormat, type OutputFormat } from "./images.server";
import type { MediaStorage } from "./storage.server";
import { isVariantName } from "./variants";

/** Media ids are server-made (newMediaId); anything else cannot name a stored file. */
const ID = /^[a-z0-9]{16}$/;
const mime = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

export type MediaRequest = Request<{ variant: string; id: string }>;

export interface MediaHandlerOptions {
  /** Memory for derivatives already served: an id's bytes never change, so they never go stale. */
  memoryBytes?: number;
  /** Larger files are streamed from disk on each request instead. */
  maxHeldBytes?: number;
}

/** A derivative ready to send: its bytes, headers and a content ETag, worked out once. */
interface Held {
  body: Buffer;
  head: string[];
  etag: string;
}

function matches(header: string | undefined, etag: string): boolean {
  return header?.split(",").some((t) => t.trim() === etag || t.trim() === "*") ?? false;
}

function send(req: Request, res: Response, held: Held): void {
  if (matches(req.headers["if-none-match"], held.etag)) {
    res.writeHead(304, held.head).end();
    return;
  }
  res.writeHead(200, [...held.head, "content-length", String(held.body.length)]);
  res.end(held.body);
}

/**
 * GET /media/:variant/:id — a cached, immutable derivative of a stored image,
 * from the given storage (tests pass their own; the app uses `serveMedia`).
 * Once served, a derivative up to `maxHeldBytes` is kept in memory (least
 * recently used first out) with its headers and ETag, so the next request
 * costs what a static file costs or less: no storage lookup, no file system.
 */
export function mediaHandler(storage: MediaStorage, options: MediaHandlerOptions = {}) {
  const memoryBytes = options.memoryBytes ?? workLimits().mediaMemoryBytes;
  const maxHeldBytes = Math.min(options.maxHeldBytes ?? 1024 * 1024, memoryBytes);
  const held = new Map<string, Held>();
  let heldBytes = 0;

  const hold = (key: string, format: OutputFormat, body: Buffer): Held => {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const head = ["content-type", mime[format], "cache-control", IMMUTABLE, "vary", "Accept"];
    const ready = { body, etag, head: [...head, "etag", etag] };
    if (body.length > maxHeldBytes) return ready;
    held.set(key, ready);
    heldBytes += body.length;
    for (const [oldKey, old] of held) {
      if (heldBytes <= memoryBytes) break;
      held.delete(oldKey);
      heldBytes -= old.body.length;
    }
    return ready;
  };

  async function handleMedia(req: MediaRequest, res: Response): Promise<void> {
    const { variant, id } = req.params;
    if (!isVariantName(variant)) {
      res.status(400).type("text/plain").send("Unknown image variant");
      return;
    }
    // Checked before any storage call: the id is the only request text that reaches a key.
    if (!ID.test(id)) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    const format = negotiateFormat(req.headers.accept);
    const key = `${variant}/${id}.${format}`;
    const ready = held.get(key);
    if (ready) {
      held.delete(key); // most recently used goes last
      held.set(key, ready);
      return send(req, res, ready);
    }
    const result = await derivative(storage, id, variant, format);
    if (!result) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    if (typeof result === "string" && (await stat(result)).size > maxHeldBytes) {
      // send() adds an ETag and answers If-None-Match with 304.
      res.vary("Accept").type(mime[format]);
      res.sendFile(result, { maxAge: "1y", immutable: true, lastModified: false });
      return;
    }
    const body = typeof result === "string" ? await readFile(result) : result;
    send(req, res, hold(key, format, body));
  }
  /** What the memory holds now: bytes and image sizes (for /ops/memory and the tests). */
  const heldNow = () => ({ bytes: heldBytes, entries: held.size, maxBytes: memoryBytes });
  return Object.assign(handleMedia, { held: heldNow });
}

let appHandler: ReturnType<typeof mediaHandler> | undefined;

/** The application's held image sizes (none before the first image is served). */
export function heldMedia(): { bytes: number; entries: number; maxBytes: number } {
  return appHandler?.held() ?? { bytes: 0, entries: 0, maxBytes: workLimits().mediaMemoryBytes };
}

/** The application's media route, over appMediaStorage() (resolved on first request). */
export function serveMedia(req: MediaRequest, res: Response): Promise<void> {
  appHandler ??= mediaHandler(appMediaStorage());
  return appHandler(req, res);
}
