import { PIPE_SIZES } from "~/catalogue/trade-sizes";

/**
 * Friction loss in the delivery pipe: the head a pump
 * must add to lift water through a long pipe. Hazen–Williams in SI units,
 * good for water at ordinary temperatures in full pipes:
 *
 *   h_f = 10.67 · L · Q^1.852 / (C^1.852 · d^4.8704)
 *
 * h_f and L in metres, Q in m³/s, d the inside diameter in metres. C = 140
 * for PVC and HDPE, the pipes farms and homes use.
 */
const HAZEN_WILLIAMS_C = 140;

/** When no pipe size is given: the smallest nominal size that keeps water below this speed. */
const DESIGN_VELOCITY_M_S = 1.5;

/** Nominal sizes offered for delivery pipes, ¾ inch to 4 inch (mm, inch). */
export const DELIVERY_PIPES = PIPE_SIZES.filter(([mm]) => mm >= 20 && mm <= 100);

export function frictionHeadM(
  lengthM: number,
  dischargeLpm: number,
  diameterMm: number,
  c = HAZEN_WILLIAMS_C,
): number {
  if (lengthM <= 0 || dischargeLpm <= 0) return 0;
  const q = dischargeLpm / 60_000;
  const d = diameterMm / 1000;
  return (10.67 * lengthM * q ** 1.852) / (c ** 1.852 * d ** 4.8704);
}

/** The pipe assumed when none is chosen: nominal bore taken as the inside diameter. */
export function defaultPipeMm(dischargeLpm: number): number {
  const q = dischargeLpm / 60_000;
  const needed = Math.sqrt((4 * q) / (Math.PI * DESIGN_VELOCITY_M_S)) * 1000;
  const fit = DELIVERY_PIPES.find(([mm]) => mm >= needed);
  return fit ? fit[0] : (DELIVERY_PIPES[DELIVERY_PIPES.length - 1]?.[0] ?? 100);
}
