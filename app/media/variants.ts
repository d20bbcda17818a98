/**
 * The fixed list of image derivatives the server will make (spec §9 sizes plus
 * srcset widths). Anything else is refused, so nobody can make the server
 * resize to arbitrary sizes.
 */
export interface Variant {
  width: number;
  /** With a height the image is fill-cropped; without, it is scaled to fit the width. */
  height?: number;
}

export const variants = {
  hero: { width: 1920, height: 800 },
  "hero-lq": { width: 40, height: 20 },
  category: { width: 600, height: 400 },
  card: { width: 400, height: 400 },
  about: { width: 800, height: 500 },
  product: { width: 800 },
  thumb: { width: 160, height: 160 },
  lq: { width: 20 },
  w320: { width: 320 },
  w640: { width: 640 },
  w960: { width: 960 },
  w1280: { width: 1280 },
  // Smaller crops of the fill variants, for srcset: a phone never downloads the 1920-px hero.
  "hero-960": { width: 960, height: 400 },
  "hero-1280": { width: 1280, height: 533 },
  // The hero on a phone is taller than wide: a 3:4 crop fills it without upscaling a strip.
  "hero-p480": { width: 480, height: 640 },
  "hero-p720": { width: 720, height: 960 },
  "category-300": { width: 300, height: 200 },
  "about-400": { width: 400, height: 250 },
} as const satisfies Record<string, Variant>;

export type VariantName = keyof typeof variants;

export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(variants, name);
}
