import { type VariantName, variants } from "./variants";

/** Delivery URL of one derivative; ids are server-made, URL-safe strings. */
export function mediaUrl(id: string, variant: VariantName): string {
  return `/media/${variant}/${encodeURIComponent(id)}`;
}

const widthVariants = ["w320", "w640", "w960", "w1280"] as const;

/** srcset over the width-only derivatives, capped at the given width. */
export function widthSrcSet(id: string, maxWidth = 1280): string {
  return widthVariants
    .filter((v) => variants[v].width <= maxWidth)
    .map((v) => `${mediaUrl(id, v)} ${variants[v].width}w`)
    .join(", ");
}
