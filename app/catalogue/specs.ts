import { CHUCK_SIZES, DISC_SIZES, PIPE_SIZES } from "./trade-sizes";
import {
  type Kind,
  kindOfUnit,
  MM_PER_INCH,
  readRange,
  round3,
  unitFactor,
  WATTS_PER_HP,
} from "./units";

/**
 * Typed specifications of a product, beside the free-text
 * specification list: each kept in one stored unit (W, V, Hz, m, LPM, mm,
 * rpm), read from what staff type and shown the way Indian catalogues write
 * them. Isomorphic: the admin form, the action, the seed and the product
 * page all use these rules.
 */

export interface Range {
  min: number;
  max: number;
}

/** One point of the pump curve: the head (m) at which it delivers this discharge (LPM). */
export interface DutyPoint {
  headM: number;
  dischargeLpm: number;
}

export interface ProductSpecs {
  powerW: number | null;
  phase: 1 | 3 | null;
  voltageV: Range | null;
  frequencyHz: number | null;
  headM: Range | null;
  dischargeLpm: Range | null;
  outletMm: number | null;
  borewellMm: number | null;
  stages: number | null;
  wattageW: number | null;
  noLoadRpm: number | null;
  discMm: number | null;
  chuckMm: number | null;
  /** Sorted by discharge, lowest first. */
  dutyPoints: DutyPoint[];
}

export const NO_SPECS: ProductSpecs = {
  powerW: null,
  phase: null,
  voltageV: null,
  frequencyHz: null,
  headM: null,
  dischargeLpm: null,
  outletMm: null,
  borewellMm: null,
  stages: null,
  wattageW: null,
  noLoadRpm: null,
  discMm: null,
  chuckMm: null,
  dutyPoints: [],
};

export function hasSpecs(s: ProductSpecs): boolean {
  return (Object.keys(NO_SPECS) as (keyof ProductSpecs)[]).some((k) =>
    k === "dutyPoints" ? s.dutyPoints.length > 0 : s[k] !== null,
  );
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** How one field reads: its kind, unit for a bare number, sensible limits (stored unit) and wording. */
export interface Rule {
  label: string;
  kind: Kind;
  /** The unit a bare number is taken in; absent when a unit must be given (HP or kW? mm or inch?). */
  bare?: string;
  /** Inclusive upper limit, and whether 0 itself is allowed. */
  max: number;
  zero?: boolean;
  integer?: boolean;
  /** The limit and an example as people read them. */
  maxText: string;
  example: string;
  /** Inch sizes that mean a nominal millimetre size. */
  nominal?: readonly [number, number][];
}

export const RULES = {
  power: {
    label: "Power",
    kind: "power",
    max: 1000 * WATTS_PER_HP,
    maxText: "1000 HP (746 kW)",
    example: "1.5 HP or 1.1 kW",
  },
  voltage: {
    label: "Voltage",
    kind: "voltage",
    bare: "v",
    max: 1000,
    maxText: "1000 V",
    example: "180–240 V or 415 V ±10%",
  },
  frequency: {
    label: "Frequency",
    kind: "frequency",
    bare: "hz",
    max: 400,
    maxText: "400 Hz",
    example: "50 Hz",
  },
  head: {
    label: "Head",
    kind: "head",
    bare: "m",
    max: 2000,
    zero: true,
    maxText: "2000 m",
    example: "10–60 m or 45 m",
  },
  discharge: {
    label: "Discharge",
    kind: "flow",
    bare: "lpm",
    max: 100_000,
    zero: true,
    maxText: "1,00,000 LPM",
    example: "5–30 LPM or 60 LPM",
  },
  outlet: {
    label: "Outlet size",
    kind: "length",
    max: 1000,
    maxText: "1000 mm",
    example: "50 mm or 2 inch",
    nominal: PIPE_SIZES,
  },
  borewell: {
    label: "Borewell size",
    kind: "length",
    max: 600,
    maxText: "24 inch (600 mm)",
    example: "4 inch or 100 mm",
    nominal: PIPE_SIZES,
  },
  stages: {
    label: "Stages",
    kind: "count",
    bare: "stages",
    max: 100,
    integer: true,
    maxText: "100",
    example: "10",
  },
  wattage: {
    label: "Wattage",
    kind: "power",
    bare: "w",
    max: 20_000,
    maxText: "20,000 W",
    example: "850 W",
  },
  noLoadSpeed: {
    label: "No-load speed",
    kind: "speed",
    bare: "rpm",
    max: 60_000,
    integer: true,
    maxText: "60,000 rpm",
    example: "11000 rpm",
  },
  disc: {
    label: "Disc or blade size",
    kind: "length",
    max: 600,
    maxText: "600 mm",
    example: "100 mm or 4 inch",
    nominal: DISC_SIZES,
  },
  chuck: {
    label: "Chuck size",
    kind: "length",
    max: 50,
    maxText: "50 mm",
    example: "13 mm",
    nominal: CHUCK_SIZES,
  },
} as const satisfies Record<string, Rule>;

export type RuleKey = keyof typeof RULES;

function inStoredUnit(rule: Rule, number: number, unit: string): Parsed<number> {
  const typed = unit || rule.bare;
  if (!typed) return fail(`${rule.label} needs a unit, like ${rule.example}`);
  const factor = unitFactor(rule.kind, typed);
  if (factor === undefined) {
    return fail(
      `${rule.label}: “${unit}” is not a unit we know here; write it like ${rule.example}`,
    );
  }
  if (rule.kind === "length" && factor === MM_PER_INCH && rule.nominal) {
    const nominal = rule.nominal.find(([, inch]) => inch === number);
    if (nominal) return { ok: true, value: nominal[0] };
  }
  return { ok: true, value: round3(number * factor) };
}

function checkLimits(rule: Rule, value: number, typed: string): Parsed<number> {
  if (!Number.isFinite(value)) return fail(`${rule.label} must be a number, like ${rule.example}`);
  if (value < 0) return fail(`${rule.label} cannot be negative`);
  if (value === 0 && !rule.zero) return fail(`${rule.label} must be more than 0`);
  if (value > rule.max) {
    return fail(`${typed} is not a sensible ${rule.label.toLowerCase()}: at most ${rule.maxText}`);
  }
  if (rule.integer && !Number.isInteger(value)) {
    return fail(`${rule.label} must be a whole number`);
  }
  return { ok: true, value };
}

function unreadable(rule: Rule): { ok: false; message: string } {
  return fail(`${rule.label}: write a number and a unit, like ${rule.example}`);
}

/** One value, e.g. power "1.5 HP", outlet "2 inch", stages "10". */
export function parseValue(key: RuleKey, text: string): Parsed<number> {
  const rule: Rule = RULES[key];
  const raw = readRange(text);
  if (!raw || raw.tolerance !== null) return unreadable(rule);
  if (raw.max !== null) return fail(`${rule.label} is one value, like ${rule.example}`);
  const stored = inStoredUnit(rule, raw.min.number, raw.min.unit);
  if (!stored.ok) return stored;
  return checkLimits(rule, stored.value, text.trim());
}

/**
 * A range written low to high ("10–60 m"), or one value for both ends
 * ("45 m"); voltage may also be a nominal value with a tolerance ("415 V ±10%").
 */
export function parseRange(key: RuleKey, text: string): Parsed<Range> {
  const rule: Rule = RULES[key];
  const raw = readRange(text);
  if (!raw) return unreadable(rule);
  if (raw.tolerance !== null && (key !== "voltage" || raw.max !== null)) return unreadable(rule);
  const low = inStoredUnit(rule, raw.min.number, raw.min.unit);
  if (!low.ok) return low;
  let range: Range = { min: low.value, max: low.value };
  if (raw.max) {
    const high = inStoredUnit(rule, raw.max.number, raw.max.unit);
    if (!high.ok) return high;
    range = { min: low.value, max: high.value };
  } else if (raw.tolerance !== null) {
    if (raw.tolerance <= 0 || raw.tolerance >= 100) return unreadable(rule);
    const spread = (low.value * raw.tolerance) / 100;
    range = { min: round3(low.value - spread), max: round3(low.value + spread) };
  }
  for (const v of [range.min, range.max]) {
    const checked = checkLimits(rule, v, text.trim());
    if (!checked.ok) return checked;
  }
  if (range.max === 0) return fail(`${rule.label} must be more than 0`);
  if (range.min > range.max) {
    const example = rule.example.split(" or ")[0];
    return fail(
      `${rule.label}: the lower value comes first; write the range low to high, like ${example}`,
    );
  }
  return { ok: true, value: range };
}

/** "1", "3", "single", "three phase", "3ph", "1φ", "3~". */
export function parsePhase(text: string): Parsed<1 | 3> {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]*(phase|ph|φ|~)$/, "");
  if (["1", "single", "one"].includes(t)) return { ok: true, value: 1 };
  if (["3", "three"].includes(t)) return { ok: true, value: 3 };
  return fail("Phase is 1 (single phase) or 3 (three phase)");
}

const MAX_DUTY_POINTS = 20;
const DUTY_EXAMPLE = "45 m @ 60 LPM";
const TOKEN = /([-+]?\d[\d,]*(?:\.\d+)?|[-+]?\.\d+)\s*(?!(?:at|and)\b)([a-z"″”][a-z0-9/"″”]*)?/g;

/**
 * The pump curve: one "head @ discharge" pair a line, e.g. "45 m @ 60 LPM",
 * "60 lpm, 45 m" or "45 60" (head first when no units are given).
 */
export function parseDutyPoints(text: string): Parsed<DutyPoint[]> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > MAX_DUTY_POINTS) {
    return fail(`At most ${MAX_DUTY_POINTS} duty points, one a line`);
  }
  const points: DutyPoint[] = [];
  for (const [i, line] of lines.entries()) {
    const point = parseDutyLine(line);
    if (!point.ok) return fail(`Line ${i + 1} (“${line}”): ${point.message}`);
    points.push(point.value);
  }
  points.sort((a, b) => a.dischargeLpm - b.dischargeLpm || b.headM - a.headM);
  return { ok: true, value: points };
}

function parseDutyLine(line: string): Parsed<DutyPoint> {
  const text = line
    .toLowerCase()
    .replace(/\s*\/\s*/g, "/")
    .replace(/³/g, "3")
    .replace(/(\d)\s*[-–]\s*(?=\d)/g, "$1 @ "); // "45-60": two values, not a negative one
  const tokens = [...text.matchAll(TOKEN)];
  // Only separators may remain between the two values.
  const rest = text.replace(TOKEN, " ").replace(/\b(at|and)\b|[@,;:|\s-]/g, "");
  if (tokens.length !== 2 || rest !== "") {
    return fail(`write a head and a discharge, like ${DUTY_EXAMPLE}`);
  }
  const read = tokens.map(([, n = "", u = ""]) => ({
    number: Number(n.replace(/,/g, "")),
    unit: u,
    kind: u ? kindOfUnit(u, ["head", "flow"]) : undefined,
  }));
  const [a, b] = read as [(typeof read)[0], (typeof read)[0]];
  for (const t of read) {
    if (t.unit && !t.kind) return fail(`“${t.unit}” is neither a head nor a discharge unit`);
  }
  let head = a;
  let flow = b;
  if (a.kind === "flow" || b.kind === "head") [head, flow] = [b, a];
  if (head.kind === "flow" || flow.kind === "head") {
    return fail(`write one head and one discharge, like ${DUTY_EXAMPLE}`);
  }
  const h = inStoredUnit(RULES.head, head.number, head.unit);
  const q = inStoredUnit(RULES.discharge, flow.number, flow.unit);
  if (!h.ok) return h;
  if (!q.ok) return q;
  const hc = checkLimits(RULES.head, h.value, `${head.number} ${head.unit || "m"}`.trim());
  if (!hc.ok) return hc;
  const qc = checkLimits(RULES.discharge, q.value, `${flow.number} ${flow.unit || "LPM"}`.trim());
  if (!qc.ok) return qc;
  return { ok: true, value: { headM: hc.value, dischargeLpm: qc.value } };
}
