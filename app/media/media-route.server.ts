import type { Request, Response } from "express";
import { appMediaStorage } from "./app-storage.server";
import { derivative, negotiateFormat } from "./images.server";
import { isVariantName } from "./variants";

const ID = /^[a-z0-9]{16}$/;
const mime = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** GET /media/:variant/:id — a cached, immutable derivative of a stored image. */
export async function serveMedia(req: Request<{ variant: string; id: string }>, res: Response) {
  const { variant, id } = req.params;
  if (!isVariantName(variant)) {
    res.status(400).type("text/plain").send("Unknown image variant");
    return;
  }
  if (!ID.test(id)) {
    res.status(404).type("text/plain").send("Image not found");
    return;
  }
  const format = negotiateFormat(req.get("accept"));
  const result = await derivative(appMediaStorage(), id, variant, format);
  if (!result) {
    res.status(404).type("text/plain").send("Image not found");
    return;
  }
  res.vary("Accept");
  res.type(mime[format]);
  if (typeof result === "string") {
    res.sendFile(result, { maxAge: "1y", immutable: true, lastModified: false });
  } else {
    res.set("Cache-Control", "public, max-age=31536000, immutable").send(result);
  }
}
