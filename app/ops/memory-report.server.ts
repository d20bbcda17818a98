import { timingSafeEqual } from "node:crypto";
import { appPageCache } from "~/cache/page-cache.server";
import { env } from "~/config/env.server";
import { pdfSlots } from "~/documents/pdf-kit.server";
import { heldMedia } from "~/media/media-route.server";
import { imageSlots } from "~/media/sharp.server";

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * What the serving process holds, for operators (GET /admin/memory.json): resident memory and
 * its parts, each cache against its bound, and the queues of memory-hungry work.
 */
export function memoryReport() {
  const m = process.memoryUsage();
  const pages = appPageCache()?.store;
  const media = heldMedia();
  const { work, pageCache } = env();
  return {
    residentMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    pageCache: { bytes: pages?.bytes ?? 0, pages: pages?.size ?? 0, maxBytes: pageCache.maxBytes },
    mediaMemory: { bytes: media.bytes, images: media.entries, maxBytes: media.maxBytes },
    imageWork: {
      ...imageSlots().counts(),
      limit: work.imageTransforms,
      threads: work.imageThreads,
    },
    pdfWork: { ...pdfSlots().counts(), limit: work.pdfBuilds },
    uptimeSeconds: Math.round(process.uptime()),
  };
}

/** True when the request carries `Authorization: Bearer <OPS_TOKEN>` and OPS_TOKEN is set. */
export function hasOpsToken(request: Request): boolean {
  const token = env().opsToken;
  const given = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
