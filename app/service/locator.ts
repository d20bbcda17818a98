/**
 * The locator's geometry (docs/after-sales.md, "Routing"): distances between
 * PINs' coordinates, and the circles it widens through. Isomorphic.
 */
export interface Point {
  lat: number;
  lon: number;
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle kilometres between two points (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lon - a.lon) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The circles the locator widens through until it has enough points: a
 * taluka, a district and its neighbours, a region. Beyond the last, the same
 * state is nearer in every sense that matters (a service visit).
 */
export const SEARCH_RADII_KM = [40, 120, 300] as const;
