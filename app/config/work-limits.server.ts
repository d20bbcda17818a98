import { z } from "~/forms/zod";
import { parseVariables, type Source } from "./variables.server";

/**
 * What the shop may hold in memory and do at once (docs/operations.md, "Memory"). Its own module,
 * read without the rest of the environment: the image and PDF modules ask for it on first use,
 * in tests too, where the whole environment is not set up.
 */
export const workVariables = {
  // Image sizes kept in memory after serving them (media-route.server.ts).
  MEDIA_MEMORY_MB: z.coerce.number().min(0).max(65_536).default(16),
  // libvips threads per image.
  IMAGE_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  // Images made at once (resizes, PDF photos).
  IMAGE_TRANSFORMS: z.coerce.number().int().min(1).max(64).default(1),
  // PDFs made at once (datasheets, the catalogue).
  PDF_BUILDS: z.coerce.number().int().min(1).max(64).default(1),
};

export interface WorkLimits {
  mediaMemoryBytes: number;
  imageThreads: number;
  imageTransforms: number;
  pdfBuilds: number;
}

export function workLimitsFrom(e: z.output<z.ZodObject<typeof workVariables>>): WorkLimits {
  return {
    mediaMemoryBytes: Math.round(e.MEDIA_MEMORY_MB * 1024 * 1024),
    imageThreads: e.IMAGE_THREADS,
    imageTransforms: e.IMAGE_TRANSFORMS,
    pdfBuilds: e.PDF_BUILDS,
  };
}

let cached: WorkLimits | undefined;

/** The limits, parsed once per process (env() checks the same variables at start). */
export function workLimits(source: Source = process.env): WorkLimits {
  cached ??= workLimitsFrom(parseVariables(workVariables, source, "Invalid environment"));
  return cached;
}
