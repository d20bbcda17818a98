import type { DutyPoint, Range } from "~/catalogue/specs";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { formatMeasure, formatQuantity } from "~/format/numbers";
import { m } from "~/i18n/paraglide/messages.js";
import type { InstallType } from "./finder-fields";
import type { FinderQuery } from "./finder-query";
import { defaultPipeMm, frictionHeadM } from "./friction";

/**
 * The duty-point finder's answer: which pumps deliver the
 * required discharge at the required head, best fit first. Pure: the loader
 * reads the candidates (finder.server.ts) and decides nothing itself.
 *
 * A pump's head at the required discharge comes from its curve, interpolated
 * linearly between duty points; below its first point it is taken as that
 * point's head (curves fall as the flow rises), beyond its last point it
 * cannot deliver. Without a curve, its catalogue ranges stand for one: the
 * greatest head at the least discharge, the least head at the most.
 */

export interface FinderCandidate {
  id: string;
  title: string;
  pricePaise: number;
  phase: 1 | 3 | null;
  types: InstallType[];
  borewellMm: number | null;
  /** Sorted by discharge. */
  curve: DutyPoint[];
  headM: Range | null;
  dischargeLpm: Range | null;
}

export interface Required {
  /** Head at the outlet plus friction (m). */
  totalHeadM: number;
  frictionM: number;
  /** The pipe bore used for friction (mm), chosen or assumed; null without a pipe length. */
  pipeMm: number | null;
  pipeAssumed: boolean;
  dischargeLpm: number;
}

export interface FinderMatch {
  id: string;
  title: string;
  pricePaise: number;
  /** Head margin (fits, ≥ 0) or shortfall (nearest, > 0), as a fraction. */
  gap: number;
  reason: string;
}

export interface FinderAnswer {
  required: Required;
  fits: FinderMatch[];
  /** Only when nothing fits: the closest models. */
  nearest: FinderMatch[];
  /** Pumps that passed phase, type and borewell and have a curve or ranges. */
  considered: number;
}

const NEAREST_COUNT = 3;

export function required(q: FinderQuery): Required {
  if (!q.pipeM) {
    return {
      totalHeadM: q.headM,
      frictionM: 0,
      pipeMm: null,
      pipeAssumed: false,
      dischargeLpm: q.dischargeLpm,
    };
  }
  const pipeMm = q.pipeMm ?? defaultPipeMm(q.dischargeLpm);
  const frictionM = Math.round(frictionHeadM(q.pipeM, q.dischargeLpm, pipeMm) * 10) / 10;
  return {
    totalHeadM: Math.round((q.headM + frictionM) * 10) / 10,
    frictionM,
    pipeMm,
    pipeAssumed: q.pipeMm === null,
    dischargeLpm: q.dischargeLpm,
  };
}

/** The points that stand for the pump's curve: its duty points, or its ranges as a line. */
function curveOf(c: FinderCandidate): { points: DutyPoint[]; byRanges: boolean } | null {
  if (c.curve.length >= 1) return { points: c.curve, byRanges: false };
  if (!c.headM || !c.dischargeLpm) return null;
  const points = [{ headM: c.headM.max, dischargeLpm: c.dischargeLpm.min }];
  if (c.dischargeLpm.max > c.dischargeLpm.min) {
    points.push({ headM: c.headM.min, dischargeLpm: c.dischargeLpm.max });
  }
  return { points, byRanges: true };
}

/** Head at a discharge, or null beyond the curve's last point. */
export function headAt(points: DutyPoint[], q: number): number | null {
  const last = points[points.length - 1];
  if (!last || q > last.dischargeLpm) return null;
  let best: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const b = points[i] as DutyPoint;
    if (b.dischargeLpm < q) continue;
    if (b.dischargeLpm === q) {
      best = Math.max(best ?? 0, b.headM);
      continue;
    }
    if (best !== null) return best;
    const a = points[i - 1];
    if (!a) return b.headM;
    return (
      a.headM + ((b.headM - a.headM) * (q - a.dischargeLpm)) / (b.dischargeLpm - a.dischargeLpm)
    );
  }
  return best;
}

/** The most discharge the pump gives at a head, or null when the head is above its shut-off. */
export function flowAt(points: DutyPoint[], h: number): number | null {
  for (let i = points.length - 1; i >= 0; i--) {
    const b = points[i] as DutyPoint;
    if (b.headM >= h) return b.dischargeLpm;
    const a = points[i - 1];
    if (a && a.headM >= h) {
      return (
        a.dischargeLpm + ((a.headM - h) * (b.dischargeLpm - a.dischargeLpm)) / (a.headM - b.headM)
      );
    }
  }
  return null;
}

function passesFilters(c: FinderCandidate, q: FinderQuery): boolean {
  if (q.phase && c.phase !== q.phase) return false;
  if (q.type && !c.types.includes(q.type)) return false;
  // A pump fits a borewell its own size or wider (a 3 inch pump goes into a 4 inch borewell).
  if (q.borewellMm && (c.borewellMm === null || c.borewellMm > q.borewellMm)) return false;
  return true;
}

type Verdict = { fits: boolean; gap: number; reason: string };

/**
 * Whether one pump covers the point, with its margin or shortfall and the
 * sentence that says so, in `style`'s language and units.
 */
export function assess(
  c: FinderCandidate,
  r: Required,
  style: FormatStyle = ENGLISH,
): Verdict | null {
  const curve = curveOf(c);
  if (!curve) return null;
  const { points, byRanges } = curve;
  const locale = { locale: style.locale };
  const pct = (fraction: number) => `${formatQuantity(Math.round(fraction * 100), style, 0)} %`;
  const metres = (n: number) => formatMeasure(n, "m", style, 1);
  const lpm = (n: number) => formatMeasure(n, "LPM", style, 1);
  const H = r.totalHeadM;
  const Q = r.dischargeLpm;
  const asked =
    r.frictionM > 0
      ? m.shop_finder_asked_friction(
          { total: metres(H), static: metres(H - r.frictionM), friction: metres(r.frictionM) },
          locale,
        )
      : metres(H);
  const by = byRanges ? m.shop_finder_by_ranges({}, locale) : "";
  const h = headAt(points, Q);
  if (h !== null && h >= H) {
    const gap = (h - H) / H;
    return {
      fits: true,
      gap,
      reason: m.shop_finder_covers({ asked, flow: lpm(Q), margin: pct(gap), by }, locale),
    };
  }
  if (h !== null) {
    const gap = (H - h) / H;
    return {
      fits: false,
      gap,
      reason: m.shop_finder_short_head(
        { head: metres(h), flow: lpm(Q), gap: pct(gap), by },
        locale,
      ),
    };
  }
  const q = flowAt(points, H);
  if (q !== null) {
    const gap = (Q - q) / Q;
    return {
      fits: false,
      gap,
      reason: m.shop_finder_short_flow(
        { flow: lpm(q), head: metres(H), gap: pct(gap), wanted: lpm(Q), by },
        locale,
      ),
    };
  }
  const top = Math.max(...points.map((p) => p.headM));
  const gap = (H - top) / H;
  return {
    fits: false,
    gap,
    reason: m.shop_finder_lifts_at_most({ head: metres(top), gap: pct(gap), by }, locale),
  };
}

/** Margins within a tenth of a percent count as equal, so the price decides. */
const bucket = (gap: number) => Math.round(gap * 1000);

function byFit(a: FinderMatch, b: FinderMatch): number {
  return (
    bucket(a.gap) - bucket(b.gap) ||
    a.pricePaise - b.pricePaise ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

export function rankFinder(
  candidates: readonly FinderCandidate[],
  q: FinderQuery,
  style: FormatStyle = ENGLISH,
): FinderAnswer {
  const r = required(q);
  const fits: FinderMatch[] = [];
  const misses: FinderMatch[] = [];
  let considered = 0;
  for (const c of candidates) {
    if (!passesFilters(c, q)) continue;
    const v = assess(c, r, style);
    if (!v) continue;
    considered++;
    const match = {
      id: c.id,
      title: c.title,
      pricePaise: c.pricePaise,
      gap: v.gap,
      reason: v.reason,
    };
    (v.fits ? fits : misses).push(match);
  }
  fits.sort(byFit);
  misses.sort(byFit);
  return {
    required: r,
    fits,
    nearest: fits.length === 0 ? misses.slice(0, NEAREST_COUNT) : [],
    considered,
  };
}

/**
 * What kind of installation a product is, from its category and subcategory
 * names (the demo catalogue's "Submersible Pumps", "Openwell Pumps",
 * "Monoblock Pumps" and their subcategories), or a borewell size.
 */
export function installTypes(names: readonly string[], borewellMm: number | null): InstallType[] {
  const out = new Set<InstallType>();
  for (const raw of names) {
    const n = raw.toLowerCase();
    if (/open\s*-?well/.test(n)) out.add("openwell");
    else if (/submersible|borewell/.test(n)) out.add("submersible");
    if (/monoblock|self[\s-]*priming|jet pump|centrifugal/.test(n)) out.add("monoblock");
  }
  if (borewellMm !== null) out.add("submersible");
  return [...out];
}
