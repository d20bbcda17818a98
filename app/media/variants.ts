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
} as const satisfies Record<string, Variant>;

export type VariantName = keyof typeof variants;

export function isVariantName(name: string): name is VariantName {
  return Object.hasOwn(variants, name);
}
