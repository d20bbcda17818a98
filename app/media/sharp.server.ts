import type sharpModule from "sharp";
import { workLimits } from "~/config/work-limits.server";
import { Slots } from "~/runtime/slots.server";

type Sharp = typeof sharpModule;

let loaded: Promise<Sharp> | undefined;

/**
 * sharp, loaded on first use (a shop that serves only cached images never maps libvips) and
 * set up once: IMAGE_THREADS libvips threads per image, and no operation cache — each image is
 * made once and stored, so libvips' cache (50 MB by default) would only hold memory.
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(workLimits().imageThreads);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

let slots: Slots | undefined;

/** Images made at once (IMAGE_TRANSFORMS): resizes and PDF photos share them. */
export function imageSlots(): Slots {
  slots ??= new Slots(workLimits().imageTransforms);
  return slots;
}
