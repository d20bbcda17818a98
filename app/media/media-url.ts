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

/** Smaller crops of a fill-cropped variant, same aspect, smallest first (ends with itself). */
const fillWidths: Partial<Record<VariantName, readonly VariantName[]>> = {
  hero: ["hero-960", "hero-1280", "hero"],
  category: ["category-300", "category"],
  about: ["about-400", "about"],
};

/** srcset over a fill-cropped variant and its smaller crops; undefined when it has none. */
export function fillSrcSet(id: string, variant: VariantName): string | undefined {
  const list = fillWidths[variant];
  return list?.map((v) => `${mediaUrl(id, v)} ${variants[v].width}w`).join(", ");
}

/** The hero's 3:4 crops for phones (see variants.ts). */
export function heroPortraitSrcSet(id: string): string {
  return (["hero-p480", "hero-p720"] as const)
    .map((v) => `${mediaUrl(id, v)} ${variants[v].width}w`)
    .join(", ");
}
