import { z } from "~/forms/zod";
import {
  type DutyPoint,
  type Parsed,
  type ProductSpecs,
  parseDutyPoints,
  parsePhase,
  parseRange,
  parseValue,
  type Range,
  type RuleKey,
} from "./specs";

/**
 * The admin form's specifications section: one text input per field, read
 * with the rules in specs.ts. Part of the product form's schema
 * (product-schema.ts), so the browser and the action check the same way.
 */

export const SPEC_KEYS = [
  "power",
  "phase",
  "voltage",
  "frequency",
  "head",
  "discharge",
  "outlet",
  "borewell",
  "stages",
  "wattage",
  "noLoadSpeed",
  "disc",
  "chuck",
  "dutyPoints",
] as const;
export type SpecKey = (typeof SPEC_KEYS)[number];

/** Flat form field names: specPower, specHead, specDutyPoints … */
export type SpecFieldName = `spec${Capitalize<SpecKey>}`;
export function specFieldName(key: SpecKey): SpecFieldName {
  return `spec${key[0]?.toUpperCase()}${key.slice(1)}` as SpecFieldName;
}

/** Blank is "not given"; anything else must read, or its message is the field's error. */
function input<T>(read: (text: string) => Parsed<T>, max = 100) {
  return z
    .string()
    .max(max, `At most ${max} characters`)
    .transform((s, ctx): T | null => {
      const text = s.trim();
      if (text === "") return null;
      const r = read(text);
      if (!r.ok) {
        ctx.addIssue({ code: "custom", message: r.message });
        return z.NEVER;
      }
      return r.value;
    });
}

const value = (key: RuleKey) => input((t) => parseValue(key, t));
const range = (key: RuleKey) => input<Range>((t) => parseRange(key, t));

export const specsSchema = z
  .object({
    power: value("power"),
    phase: input(parsePhase),
    voltage: range("voltage"),
    frequency: value("frequency"),
    head: range("head"),
    discharge: range("discharge"),
    outlet: value("outlet"),
    borewell: value("borewell"),
    stages: value("stages"),
    wattage: value("wattage"),
    noLoadSpeed: value("noLoadSpeed"),
    disc: value("disc"),
    chuck: value("chuck"),
    dutyPoints: input<DutyPoint[]>(parseDutyPoints, 2000),
  })
  .transform(
    (s): ProductSpecs => ({
      powerW: s.power,
      phase: s.phase,
      voltageV: s.voltage,
      frequencyHz: s.frequency,
      headM: s.head,
      dischargeLpm: s.discharge,
      outletMm: s.outlet,
      borewellMm: s.borewell,
      stages: s.stages,
      wattageW: s.wattage,
      noLoadRpm: s.noLoadSpeed,
      discMm: s.disc,
      chuckMm: s.chuck,
      dutyPoints: s.dutyPoints ?? [],
    }),
  );

export type SpecsText = Record<SpecKey, string>;

/** The section's inputs from a posted form (absent inputs are blank). */
export function specFormValues(form: FormData): SpecsText {
  const out = {} as SpecsText;
  for (const key of SPEC_KEYS) {
    const v = form.get(specFieldName(key));
    out[key] = typeof v === "string" ? v : "";
  }
  return out;
}

/** Reads spec texts (the seed's, or a test's) the way the form does; throws on a bad value. */
export function specsFromText(text: Partial<SpecsText>): ProductSpecs {
  const full = Object.fromEntries(SPEC_KEYS.map((k) => [k, text[k] ?? ""])) as SpecsText;
  return specsSchema.parse(full);
}
