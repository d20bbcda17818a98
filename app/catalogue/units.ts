/**
 * Quantities as staff type them ("1.5 HP", "10–60 m", "4 inch", "415 V ±10%")
 * read into one stored unit per kind, and numbers written the Indian way.
 * Isomorphic and pure: the admin form checks with it in the browser, the
 * action on the server, the seed on start.
 */
import { asciiDigits } from "~/format/digits";
import { englishUnitWords } from "~/format/unit-words";

/** Horsepower (electric), UN/CEFACT K43: the HP of Indian pump and motor nameplates. */
export const WATTS_PER_HP = 746;
export const MM_PER_INCH = 25.4;

export type Kind =
  | "power"
  | "length"
  | "head"
  | "flow"
  | "voltage"
  | "frequency"
  | "speed"
  | "count";

/** Factor to the stored unit: W, mm, m, LPM, V, Hz, rpm, or a plain count. */
const UNITS: Record<Kind, Record<string, number>> = {
  power: { w: 1, watt: 1, watts: 1, kw: 1000, kilowatt: 1000, kilowatts: 1000, hp: WATTS_PER_HP },
  length: { mm: 1, cm: 10, m: 1000, in: MM_PER_INCH, inch: MM_PER_INCH, inches: MM_PER_INCH },
  // Head in feet is common on imported data sheets.
  head: {
    m: 1,
    mtr: 1,
    mtrs: 1,
    metre: 1,
    metres: 1,
    meter: 1,
    meters: 1,
    km: 1000,
    ft: 0.3048,
    feet: 0.3048,
  },
  flow: {
    lpm: 1,
    // Litres alone ("60 litres", "60 લિટર"): flow is read where the field asks for litres a minute.
    l: 1,
    "l/min": 1,
    lph: 1 / 60,
    "l/h": 1 / 60,
    "l/hr": 1 / 60,
    lps: 60,
    "l/s": 60,
    "l/sec": 60,
    "m3/h": 1000 / 60,
    "m3/hr": 1000 / 60,
    "m3/min": 1000,
  },
  voltage: { v: 1, volt: 1, volts: 1, vac: 1, vdc: 1, kv: 1000 },
  frequency: { hz: 1, hertz: 1 },
  speed: { rpm: 1, "r/min": 1, "rev/min": 1 },
  count: { stage: 1, stages: 1 },
};

/** Unit spellings folded to one key: spaces, dots and "litre" words removed, ³ as 3, inch marks. */
function unitKey(unit: string): string {
  return unit
    .toLowerCase()
    .replace(/³/g, "3")
    .replace(/[″”"]/g, "inch")
    .replace(/\b(litres?|liters?|ltrs?|lit)\b/g, "l")
    .replace(/\b(minute|min)\b/g, "min")
    .replace(/[\s.]/g, "")
    .replace(/^lpermin$|^l\/m$/, "l/min")
    .replace(/^lperhour$|^lperhr$/, "l/h")
    .replace(/^cum\/hr?$/, "m3/h");
}

export function unitFactor(kind: Kind, unit: string): number | undefined {
  return UNITS[kind][unitKey(unit)];
}

/** Which kind a unit belongs to among `kinds` (a duty point tells head from discharge this way). */
export function kindOfUnit(unit: string, kinds: readonly Kind[]): Kind | undefined {
  return kinds.find((k) => unitFactor(k, unit) !== undefined);
}

const FRACTIONS: Record<string, number> = { "¼": 0.25, "½": 0.5, "¾": 0.75 };

/**
 * A number as typed: "1.5", ".5", "1¼", "11,000" or "1,40,000" (Indian grouping).
 * Commas are accepted only as digit grouping, never as a decimal mark.
 */
export function readNumber(text: string): number | undefined {
  const m = /^([-+])?(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d*)(\.\d+)?([¼½¾])?$/.exec(
    asciiDigits(text).trim(),
  );
  if (!m || (!m[2] && !m[3] && !m[4])) return undefined;
  const [, sign, whole = "", decimals = "", fraction] = m;
  if (decimals && fraction) return undefined;
  const n =
    Number(`${whole.replace(/,/g, "") || "0"}${decimals}`) + (FRACTIONS[fraction ?? ""] ?? 0);
  return sign === "-" ? -n : n;
}

/**
 * Dashes, "to" and tildes between two values all mean a range; Gujarati and
 * Hindi digits and unit words read as ASCII and English ("૪૫ મીટર").
 */
function normaliseText(text: string): string {
  return englishUnitWords(asciiDigits(text).normalize("NFC"))
    .trim()
    .toLowerCase()
    .replace(/³/g, "3")
    .replace(/[–—−~]/g, "-")
    .replace(/\s+to\s+/g, " - ")
    .replace(/(\d)\s*-\s*(?=[a-z])/g, "$1 ") // "4-inch", "10-stage"
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ");
}

const NUM = String.raw`[-+]?(?:[\d,]*\.?\d+[¼½¾]?|\d*[¼½¾])`;
const UNIT = `[a-z"″”µ][a-z0-9/."″”µ ]*?`;
/** "10–60 m", "10 m - 60 m", "1.5hp", "415 v ±10%": a value or a range, each with an optional unit. */
const RANGE = /* @__PURE__ */ new RegExp(
  String.raw`^(${NUM})\s*(${UNIT})?\s*(?:-\s*(${NUM})\s*(${UNIT})?)?\s*(?:(?:±|\+/-|\+-)\s*(\d+(?:\.\d+)?)\s*%)?$`,
);

export interface RawRange {
  min: { number: number; unit: string };
  max: { number: number; unit: string } | null;
  /** A "±10%" tolerance after a single value. */
  tolerance: number | null;
}

/** Splits typed text into numbers and units, without deciding what the units mean. */
export function readRange(text: string): RawRange | undefined {
  const m = RANGE.exec(normaliseText(text));
  if (!m) return undefined;
  const [, n1 = "", u1, n2, u2, tol] = m;
  const a = readNumber(n1);
  const b = n2 === undefined ? undefined : readNumber(n2);
  if (a === undefined || (n2 !== undefined && b === undefined)) return undefined;
  const unitA = (u1 ?? "").trim();
  const unitB = (u2 ?? "").trim();
  return {
    // "10–60 m": the unit written once belongs to both ends.
    min: { number: a, unit: unitA || unitB },
    max: b === undefined ? null : { number: b, unit: unitB || unitA },
    tolerance: tol === undefined ? null : Number(tol),
  };
}

/** Stored values keep three decimals: enough for any unit here, free of float noise. */
export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export { formatInches, formatNumber, plainNumber } from "~/format/number-format";
