import type { DutyPoint } from "~/catalogue/specs";
import { formatNumber } from "~/format/number-format";

/**
 * Geometry of the pump-curve chart on the product page: axes with round
 * ticks and a smooth line through the duty points that never overshoots
 * them (monotone cubic, Fritsch–Carlson), with every label written. The
 * loader works it out, so the page's script only draws it. Pure, so it is
 * tested without a DOM.
 */

/** About `count` round steps (1, 2, 2.5 or 5 × 10ⁿ) from 0 past `max`. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = 0; v < max + step * 0.999; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART: ChartBox = {
  width: 400,
  height: 260,
  left: 46,
  right: 24,
  top: 14,
  bottom: 42,
};

export interface CurveGeometry {
  box: ChartBox;
  xTicks: { value: number; x: number; label: string }[];
  yTicks: { value: number; y: number; label: string }[];
  points: { x: number; y: number; point: DutyPoint; head: string; discharge: string }[];
  path: string;
  /** What the chart shows, in words. */
  summary: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function curveGeometry(dutyPoints: DutyPoint[], box: ChartBox = CHART): CurveGeometry {
  const sorted = [...dutyPoints].sort((a, b) => a.dischargeLpm - b.dischargeLpm);
  const xs = niceTicks(Math.max(...sorted.map((p) => p.dischargeLpm), 0));
  const ys = niceTicks(Math.max(...sorted.map((p) => p.headM), 0));
  const xMax = xs.at(-1) ?? 1;
  const yMax = ys.at(-1) ?? 1;
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const x = (q: number) => r1(box.left + (q / xMax) * plotW);
  const y = (h: number) => r1(box.top + plotH - (h / yMax) * plotH);
  const points = sorted.map((p) => ({
    x: x(p.dischargeLpm),
    y: y(p.headM),
    point: p,
    head: `${formatNumber(p.headM, 1)} m`,
    discharge: `${formatNumber(p.dischargeLpm, 1)} LPM`,
  }));
  const first = points[0];
  const last = points.at(-1);
  return {
    box,
    xTicks: xs.map((value) => ({ value, x: x(value), label: formatNumber(value) })),
    yTicks: ys.map((value) => ({ value, y: y(value), label: formatNumber(value) })),
    points,
    path: monotonePath(points),
    summary:
      first && last
        ? `Head falls from ${first.head} at ${first.discharge} to ${last.head} at ${last.discharge}, through ${points.length} duty points.`
        : "",
  };
}

/** An SVG path through the points, smooth but never bulging past them. */
export function monotonePath(points: { x: number; y: number }[]): string {
  // Points sharing an x (two heads at one discharge) cannot be interpolated: draw straight.
  const distinct = points.every((p, i) => i === 0 || p.x > (points[i - 1]?.x ?? -Infinity));
  const first = points[0];
  if (!first) return "";
  if (points.length < 3 || !distinct) {
    return points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ");
  }
  const n = points.length;
  const dx = (i: number) => (points[i + 1]?.x ?? 0) - (points[i]?.x ?? 0);
  const slope = (i: number) => ((points[i + 1]?.y ?? 0) - (points[i]?.y ?? 0)) / dx(i);
  const m: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i === 0) m.push(slope(0));
    else if (i === n - 1) m.push(slope(n - 2));
    else {
      const a = slope(i - 1);
      const b = slope(i);
      m.push(a * b <= 0 ? 0 : (a + b) / 2);
    }
  }
  for (let i = 0; i < n - 1; i++) {
    const s = slope(i);
    if (s === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = (m[i] ?? 0) / s;
    const b = (m[i + 1] ?? 0) / s;
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      m[i] = t * a * s;
      m[i + 1] = t * b * s;
    }
  }
  let d = `M${first.x} ${first.y}`;
  for (let i = 0; i < n - 1; i++) {
    const p = points[i] as { x: number; y: number };
    const q = points[i + 1] as { x: number; y: number };
    const h = dx(i) / 3;
    d += ` C${r1(p.x + h)} ${r1(p.y + (m[i] ?? 0) * h)} ${r1(q.x - h)} ${r1(q.y - (m[i + 1] ?? 0) * h)} ${q.x} ${q.y}`;
  }
  return d;
}
