import { PIPE_SIZES } from "~/catalogue/trade-sizes";
import { readRange, unitFactor } from "~/catalogue/units";
import { asciiDigits, ENGLISH, type FormatStyle, scriptDigits } from "~/format/digits";
import { formatMeasure } from "~/format/numbers";
import { unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";
import {
  BOREWELL_INCHES,
  FINDER_FIELDS,
  type FinderField,
  type FinderValues,
  INSTALL_LABELS,
  INSTALL_TYPES,
  type InstallType,
  inchText,
} from "./finder-fields";
import { DELIVERY_PIPES } from "./friction";

/**
 * The duty-point finder's question, read from its URL:
 * `/finder?head=45&discharge=60&phase=1&type=submersible&borewell=4&pipe=100&pipe_size=32`.
 * Inputs accept what people type ("45 m", "150 ft", "60 lpm", "1 lps",
 * "3.6 m3/h"); every bad value gets its own message and the rest stands.
 * Isomorphic and pure: the page, the enquiry's requirement and the tests use it.
 * Every text it writes is in `style`'s language (messages/shop, `shop_finder_*`);
 * the English is the default.
 */

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
type Message = typeof m.shop_finder_quantity_head;
const WORDS: Record<
  Quantity,
  { label: Message; example: Message; kind: "head" | "flow"; unit: "m" | "LPM" }
> = {
  head: {
    label: m.shop_finder_quantity_head,
    example: m.shop_finder_example_head,
    kind: "head",
    unit: "m",
  },
  flow: {
    label: m.shop_finder_quantity_flow,
    example: m.shop_finder_example_flow,
    kind: "flow",
    unit: "LPM",
  },
  pipe: {
    label: m.shop_finder_quantity_pipe,
    example: m.shop_finder_example_pipe,
    kind: "head",
    unit: "m",
  },
};
/** The largest value of each quantity, and how it is written (English: "2000 m", "1,00,000 LPM"). */
const MAX: Record<Quantity, [number, string]> = {
  head: [FINDER_LIMITS.headM, "2000"],
  flow: [FINDER_LIMITS.dischargeLpm, "1,00,000"],
  pipe: [FINDER_LIMITS.pipeM, "5000"],
};

type Read = { ok: true; value: number } | { ok: false; message: string };

/** One positive quantity in m or LPM, from what was typed; a refusal in `style`'s language. */
export function readQuantity(what: Quantity, text: string, style: FormatStyle = ENGLISH): Read {
  const w = WORDS[what];
  const locale = { locale: style.locale };
  const label = w.label({}, locale);
  const example = w.example({}, locale);
  const refuse = (message: string): Read => ({ ok: false, message });
  const typed = text.trim();
  const raw = readRange(typed);
  if (!raw || raw.tolerance !== null) {
    return refuse(m.shop_finder_error_not_number({ label, example }, locale));
  }
  if (raw.max !== null) return refuse(m.shop_finder_error_range({ label, example }, locale));
  const factor = unitFactor(w.kind, raw.min.unit || w.unit);
  if (factor === undefined) {
    return refuse(m.shop_finder_error_unit({ label, unit: raw.min.unit, example }, locale));
  }
  const value = Math.round(raw.min.number * factor * 1000) / 1000;
  if (value < 0) return refuse(m.shop_finder_error_negative({ label }, locale));
  if (value === 0) return refuse(m.shop_finder_error_zero({ label }, locale));
  const [max, maxText] = MAX[what];
  if (value > max) {
    const written = `${scriptDigits(maxText, style.locale, style.nativeDigits)} ${unitName(w.unit, style.locale)}`;
    return refuse(
      m.shop_finder_error_too_big({ typed, what: label.toLowerCase(), max: written }, locale),
    );
  }
  return { ok: true, value };
}

function text(search: URLSearchParams, key: string): string {
  return (search.get(key) ?? "").slice(0, 60);
}

/**
 * Reads the finder's URL; a question is asked once head or discharge is in it.
 * Each field's message is in `style`'s language.
 */
export function parseFinder(search: URLSearchParams, style: FormatStyle = ENGLISH): FinderForm {
  const locale = { locale: style.locale };
  const values = Object.fromEntries(FINDER_FIELDS.map((f) => [f, text(search, f)])) as FinderValues;
  const errors: FinderForm["errors"] = {};
  const asked = search.has("head") || search.has("discharge");
  const required = (field: "head" | "discharge", what: Quantity, empty: () => string) => {
    if (!values[field].trim()) {
      if (asked) errors[field] = empty();
      return null;
    }
    const r = readQuantity(what, values[field], style);
    if (!r.ok) errors[field] = r.message;
    return r.ok ? r.value : null;
  };
  const headM = required("head", "head", () => m.shop_finder_error_head_empty({}, locale));
  const dischargeLpm = required("discharge", "flow", () =>
    m.shop_finder_error_discharge_empty({}, locale),
  );

  let phase: 1 | 3 | null = null;
  if (values.phase === "1" || values.phase === "3") phase = Number(values.phase) as 1 | 3;
  else if (values.phase !== "" && values.phase !== "any") {
    errors.phase = m.shop_finder_error_phase({}, locale);
  }

  let type: InstallType | null = null;
  if ((INSTALL_TYPES as readonly string[]).includes(values.type)) type = values.type as InstallType;
  else if (values.type !== "" && values.type !== "any") {
    errors.type = m.shop_finder_error_type({}, locale);
  }

  let borewellMm: number | null = null;
  if (values.borewell !== "" && values.borewell !== "any") {
    const inch = Number(asciiDigits(values.borewell).replace(/\s*(inch|in|")$/i, ""));
    const size = PIPE_SIZES.find(([, i]) => i === inch);
    if (!size || !(BOREWELL_INCHES as readonly number[]).includes(inch)) {
      const sizes = scriptDigits(BOREWELL_INCHES.join(", "), style.locale, style.nativeDigits);
      errors.borewell = m.shop_finder_error_borewell({ sizes }, locale);
    } else if (type && type !== "submersible") {
      errors.borewell = m.shop_finder_error_borewell_type({}, locale);
    } else borewellMm = size[0];
  }

  let pipeM: number | null = null;
  if (values.pipe.trim()) {
    const r = readQuantity("pipe", values.pipe, style);
    if (r.ok) pipeM = r.value;
    else errors.pipe = r.message;
  }

  let pipeMm: number | null = null;
  if (values.pipe_size !== "" && values.pipe_size !== "auto") {
    const mm = Number(asciiDigits(values.pipe_size));
    if (DELIVERY_PIPES.some(([m]) => m === mm)) pipeMm = mm;
    else errors.pipe_size = m.shop_finder_error_pipe_size({}, locale);
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

/**
 * The requirement in one line, in `style`'s language: the finder's answer
 * heading, the visitor's WhatsApp text and (in English) the leads inbox:
 * "45 m at 60 LPM, single phase, borewell submersible, 4 inch borewell,
 * 100 m of 32 mm pipe".
 */
export function requirementText(q: FinderQuery, style: FormatStyle = ENGLISH): string {
  const locale = { locale: style.locale };
  const metres = (n: number) => formatMeasure(n, "m", style, 1);
  const parts: string[] = [
    m.shop_finder_need_duty(
      { head: metres(q.headM), flow: formatMeasure(q.dischargeLpm, "LPM", style, 1) },
      locale,
    ),
  ];
  if (q.phase) {
    const phase = q.phase === 1 ? m.shop_phase_single : m.shop_phase_three;
    parts.push(phase({}, locale).toLowerCase());
  }
  if (q.type) parts.push(INSTALL_LABELS[q.type]({}, locale).toLowerCase());
  if (q.borewellMm) {
    const inch = PIPE_SIZES.find(([mm]) => mm === q.borewellMm)?.[1] ?? 0;
    parts.push(m.shop_finder_fact_borewell({ size: inchText(inch, style) }, locale));
  }
  if (q.pipeM) {
    const length = metres(q.pipeM);
    parts.push(
      q.pipeMm
        ? m.shop_finder_need_pipe_size(
            { length, size: formatMeasure(q.pipeMm, "mm", style) },
            locale,
          )
        : m.shop_finder_need_pipe({ length }, locale),
    );
  }
  return parts.join(", ");
}
