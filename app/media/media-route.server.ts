import type { Request, Response } from "express";
import { appMediaStorage } from "./app-storage.server";
import { derivative, negotiateFormat } from "./images.server";
import type { MediaStorage } from "./storage.server";
import { isVariantName } from "./variants";

/** Media ids are server-made (newMediaId); anything else cannot name a stored file. */
const ID = /^[a-z0-9]{16}$/;
const mime = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
const IMMUTABLE = "public, max-age=31536000, immutable";

export type MediaRequest = Request<{ variant: string; id: string }>;

/**
 * GET /media/:variant/:id — a cached, immutable derivative of a stored image,
 * from the given storage (tests pass their own; the app uses `serveMedia`).
 */
export function mediaHandler(storage: MediaStorage) {
  return async function handleMedia(req: MediaRequest, res: Response): Promise<void> {
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
    const format = negotiateFormat(req.get("accept"));
    const result = await derivative(storage, id, variant, format);
    if (!result) {
      res.status(404).type("text/plain").send("Image not found");
      return;
    }
    res.vary("Accept");
    res.type(mime[format]);
    if (typeof result === "string") {
      // send() adds an ETag and answers If-None-Match with 304.
      res.sendFile(result, { maxAge: "1y", immutable: true, lastModified: false });
    } else {
      // Bytes from a storage with no local file (S3 without S3_CACHE_DIR): send()
      // adds an ETag from the bytes and answers If-None-Match with 304 too.
      res.set("Cache-Control", IMMUTABLE).send(result);
    }
  };
}

let appHandler: ReturnType<typeof mediaHandler> | undefined;

/** The application's media route, over appMediaStorage() (resolved on first request). */
export function serveMedia(req: MediaRequest, res: Response): Promise<void> {
  appHandler ??= mediaHandler(appMediaStorage());
  return appHandler(req, res);
}
