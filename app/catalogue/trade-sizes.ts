/**
 * Trade sizes by the inch and their millimetres: what "2 inch outlet", "4 inch borewell" or a
 * "5 inch disc" means. Plain data in a module of its own, so a page that only lists sizes (the
 * finder's form) does not download the specifications' unit reader with them.
 */

/** Nominal pipe sizes (DN ↔ inch): what "2 inch outlet" or "4 inch borewell" means in millimetres. */
export const PIPE_SIZES: readonly [mm: number, inch: number][] = [
  [15, 0.5],
  [20, 0.75],
  [25, 1],
  [32, 1.25],
  [40, 1.5],
  [50, 2],
  [65, 2.5],
  [80, 3],
  [100, 4],
  [125, 5],
  [150, 6],
  [200, 8],
  [250, 10],
  [300, 12],
];

/** Abrasive discs and saw blades by their trade inch sizes. */
export const DISC_SIZES: readonly [mm: number, inch: number][] = [
  [100, 4],
  [115, 4.5],
  [125, 5],
  [150, 6],
  [180, 7],
  [185, 7.25],
  [230, 9],
  [255, 10],
  [305, 12],
  [355, 14],
];

/** Drill chucks: 10 mm is ⅜ inch, 13 mm is ½ inch. */
export const CHUCK_SIZES: readonly [mm: number, inch: number][] = [
  [6.5, 0.25],
  [10, 0.375],
  [13, 0.5],
  [16, 0.625],
];
