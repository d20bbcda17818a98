import { formatInches, formatNumber } from "~/catalogue/number-format";
import { PIPE_SIZES } from "~/catalogue/specs";
import { readRange, unitFactor } from "~/catalogue/units";
import { asciiDigits } from "~/format/digits";
import { DELIVERY_PIPES } from "./friction";

/**
 * The duty-point finder's question, read from its URL:
 * `/finder?head=45&discharge=60&phase=1&type=submersible&borewell=4&pipe=100&pipe_size=32`.
 * Inputs accept what people type ("45 m", "150 ft", "60 lpm", "1 lps",
 * "3.6 m3/h"); every bad value gets its own message and the rest stands.
 * Isomorphic and pure: the page, the enquiry's requirement and the tests use it.
 */

export const INSTALL_TYPES = ["submersible", "openwell", "monoblock"] as const;
export type InstallType = (typeof INSTALL_TYPES)[number];

export const INSTALL_LABELS: Record<InstallType, string> = {
  submersible: "Borewell submersible",
  openwell: "Openwell",
  monoblock: "Monoblock (surface)",
};

/** Borewell sizes offered, in inches. */
export const BOREWELL_INCHES = [3, 4, 5, 6, 8] as const;

export const FINDER_FIELDS = [
  "head",
  "discharge",
  "phase",
  "type",
  "borewell",
  "pipe",
  "pipe_size",
] as const;
export type FinderField = (typeof FINDER_FIELDS)[number];

export interface FinderQuery {
  /** What the pump must lift at the outlet, before friction (m). */
  headM: number;
  dischargeLpm: number;
  phase: 1 | 3 | null;
  type: InstallType | null;
  /** A pump must fit this borewell (mm, nominal). */
  borewellMm: number | null;
  /** Total delivery pipe length (m), for the friction estimate. */
  pipeM: number | null;
  /** Chosen pipe bore (mm); null picks one for the flow. */
  pipeMm: number | null;
}

export type FinderValues = Record<FinderField, string>;

export interface FinderForm {
  /** What was typed, to show again. */
  values: FinderValues;
  errors: Partial<Record<FinderField, string>>;
  /** Set when the question was asked and every value reads. */
  query: FinderQuery | null;
  asked: boolean;
}

const FINDER_LIMITS = { headM: 2000, dischargeLpm: 100_000, pipeM: 5000 } as const;

type Quantity = "head" | "flow" | "pipe";
const WORDS: Record<Quantity, { label: string; kind: "head" | "flow"; unit: string }> = {
  head: { label: "Head", kind: "head", unit: "m" },
  flow: { label: "Discharge", kind: "flow", unit: "LPM" },
  pipe: { label: "Pipe length", kind: "head", unit: "m" },
};
const EXAMPLES: Record<Quantity, string> = {
  head: "45 or 45 m (150 ft works too)",
  flow: "60 or 60 LPM (1 LPS, 3600 LPH, 3.6 m³/h work too)",
  pipe: "100 or 100 m",
};
const MAX: Record<Quantity, [number, string]> = {
  head: [FINDER_LIMITS.headM, "2000 m"],
  flow: [FINDER_LIMITS.dischargeLpm, "1,00,000 LPM"],
  pipe: [FINDER_LIMITS.pipeM, "5000 m"],
};

type Read = { ok: true; value: number } | { ok: false; message: string };

/** One positive quantity in m or LPM, from what was typed. */
export function readQuantity(what: Quantity, text: string): Read {
  const w = WORDS[what];
  const typed = text.trim();
  const raw = readRange(typed);
  if (!raw || raw.tolerance !== null) {
    return { ok: false, message: `${w.label}: write a number, like ${EXAMPLES[what]}` };
  }
  if (raw.max !== null) {
    return { ok: false, message: `${w.label} is one value, not a range: like ${EXAMPLES[what]}` };
  }
  const factor = unitFactor(w.kind, raw.min.unit || w.unit);
  if (factor === undefined) {
    return {
      ok: false,
      message: `${w.label}: “${raw.min.unit}” is not a unit we know here; write it like ${EXAMPLES[what]}`,
    };
  }
  const value = Math.round(raw.min.number * factor * 1000) / 1000;
  if (value < 0) return { ok: false, message: `${w.label} cannot be negative` };
  if (value === 0) return { ok: false, message: `${w.label} must be more than 0` };
  const [max, maxText] = MAX[what];
  if (value > max) {
    return {
      ok: false,
      message: `${typed} is not a sensible ${w.label.toLowerCase()}: at most ${maxText}`,
    };
  }
  return { ok: true, value };
}

function text(search: URLSearchParams, key: string): string {
  return (search.get(key) ?? "").slice(0, 60);
}

/** Reads the finder's URL; a question is asked once head or discharge is in it. */
export function parseFinder(search: URLSearchParams): FinderForm {
  const values = Object.fromEntries(FINDER_FIELDS.map((f) => [f, text(search, f)])) as FinderValues;
  const errors: FinderForm["errors"] = {};
  const asked = search.has("head") || search.has("discharge");
  const required = (field: "head" | "discharge", what: Quantity, empty: string) => {
    if (!values[field].trim()) {
      if (asked) errors[field] = empty;
      return null;
    }
    const r = readQuantity(what, values[field]);
    if (!r.ok) errors[field] = r.message;
    return r.ok ? r.value : null;
  };
  const headM = required("head", "head", "Enter the head the pump must lift, like 45 m");
  const dischargeLpm = required("discharge", "flow", "Enter the water you need, like 60 LPM");

  let phase: 1 | 3 | null = null;
  if (values.phase === "1" || values.phase === "3") phase = Number(values.phase) as 1 | 3;
  else if (values.phase !== "" && values.phase !== "any") {
    errors.phase = "Phase is 1 (single phase) or 3 (three phase)";
  }

  let type: InstallType | null = null;
  if ((INSTALL_TYPES as readonly string[]).includes(values.type)) type = values.type as InstallType;
  else if (values.type !== "" && values.type !== "any") {
    errors.type = "Choose submersible, openwell or monoblock";
  }

  let borewellMm: number | null = null;
  if (values.borewell !== "" && values.borewell !== "any") {
    const inch = Number(asciiDigits(values.borewell).replace(/\s*(inch|in|")$/i, ""));
    const size = PIPE_SIZES.find(([, i]) => i === inch);
    if (!size || !(BOREWELL_INCHES as readonly number[]).includes(inch)) {
      errors.borewell = `Borewell size is one of ${BOREWELL_INCHES.join(", ")} inch`;
    } else if (type && type !== "submersible") {
      errors.borewell = "A borewell size goes with borewell submersible pumps";
    } else borewellMm = size[0];
  }

  let pipeM: number | null = null;
  if (values.pipe.trim()) {
    const r = readQuantity("pipe", values.pipe);
    if (r.ok) pipeM = r.value;
    else errors.pipe = r.message;
  }

  let pipeMm: number | null = null;
  if (values.pipe_size !== "" && values.pipe_size !== "auto") {
    const mm = Number(asciiDigits(values.pipe_size));
    if (DELIVERY_PIPES.some(([m]) => m === mm)) pipeMm = mm;
    else errors.pipe_size = "Choose a pipe size from the list";
  }

  const ok = asked && Object.keys(errors).length === 0 && headM !== null && dischargeLpm !== null;
  return {
    values,
    errors,
    asked,
    query: ok ? { headM, dischargeLpm, phase, type, borewellMm, pipeM, pipeMm } : null,
  };
}

/** The query as URL parameters in stored units: a shareable link, and the enquiry's hidden fields. */
export function finderParams(q: FinderQuery): [FinderField, string][] {
  const out: [FinderField, string][] = [
    ["head", String(q.headM)],
    ["discharge", String(q.dischargeLpm)],
  ];
  if (q.phase) out.push(["phase", String(q.phase)]);
  if (q.type) out.push(["type", q.type]);
  if (q.borewellMm) {
    const inch = PIPE_SIZES.find(([mm]) => mm === q.borewellMm)?.[1];
    if (inch) out.push(["borewell", String(inch)]);
  }
  if (q.pipeM) out.push(["pipe", String(q.pipeM)]);
  if (q.pipeMm) out.push(["pipe_size", String(q.pipeMm)]);
  return out;
}

export function finderHref(q: FinderQuery): string {
  return `/finder?${new URLSearchParams(finderParams(q))}`;
}

const m = (n: number) => `${formatNumber(n, 1)} m`;

/**
 * The requirement in one line, as the sales team reads it in the WhatsApp
 * text and the leads inbox: "45 m at 60 LPM, single phase, borewell
 * submersible, 4 inch borewell, 100 m of 32 mm pipe".
 */
export function requirementText(q: FinderQuery): string {
  const parts = [`${m(q.headM)} at ${formatNumber(q.dischargeLpm, 1)} LPM`];
  if (q.phase) parts.push(q.phase === 1 ? "single phase" : "three phase");
  if (q.type) parts.push(INSTALL_LABELS[q.type].toLowerCase());
  if (q.borewellMm) {
    const inch = PIPE_SIZES.find(([mm]) => mm === q.borewellMm)?.[1] ?? 0;
    parts.push(`${formatInches(inch)} inch borewell`);
  }
  if (q.pipeM) {
    parts.push(
      q.pipeMm ? `${m(q.pipeM)} of ${formatNumber(q.pipeMm)} mm pipe` : `${m(q.pipeM)} of pipe`,
    );
  }
  return parts.join(", ");
}
