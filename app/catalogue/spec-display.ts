import type { DutyPoint, ProductSpecs, Range } from "./specs";
import { CHUCK_SIZES, DISC_SIZES, PIPE_SIZES } from "./trade-sizes";
import {
  formatInches,
  formatNumber,
  MM_PER_INCH,
  plainNumber,
  round3,
  WATTS_PER_HP,
} from "./units";

/**
 * Typed specifications written for people: the product page's table
 * ("1.5 HP (1.1 kW)", "4 inch (100 mm)"), the admin form's inputs (text that
 * reads back to exactly the stored value) and schema.org's PropertyValue.
 */

/**
 * Standard motor ratings (IS 12615 / IEC 60072) as Indian nameplates pair
 * them: a 1.1 kW motor is sold as 1.5 HP, not 1.47 HP.
 */
const MOTOR_RATINGS: readonly [hp: number, kw: number][] = [
  [0.25, 0.18],
  [0.33, 0.25],
  [0.5, 0.37],
  [0.75, 0.55],
  [1, 0.75],
  [1.5, 1.1],
  [2, 1.5],
  [3, 2.2],
  [4, 3],
  [5, 3.7],
  [5.5, 4],
  [7.5, 5.5],
  [10, 7.5],
  [12.5, 9.3],
  [15, 11],
  [20, 15],
  [25, 18.5],
  [30, 22],
  [40, 30],
  [50, 37],
  [60, 45],
  [75, 55],
  [100, 75],
  [125, 90],
  [150, 110],
  [200, 150],
];

const near = (a: number, b: number) => Math.abs(a - b) <= b * 0.025;

/** Power as HP and kW: the nameplate pair when the value is a standard rating, else converted. */
export function powerParts(watts: number): { hp: number; kw: number } {
  const rating = MOTOR_RATINGS.find(
    ([hp, kw]) => near(watts, hp * WATTS_PER_HP) || near(watts, kw * 1000),
  );
  if (rating) return { hp: rating[0], kw: rating[1] };
  const kw = watts / 1000;
  return {
    hp: Math.round((watts / WATTS_PER_HP) * 100) / 100,
    kw: kw < 1 ? Math.round(kw * 100) / 100 : Math.round(kw * 10) / 10,
  };
}

export function formatPower(watts: number): string {
  const { hp, kw } = powerParts(watts);
  return `${formatNumber(hp)} HP (${formatNumber(kw)} kW)`;
}

/** "10–60 m", or "60 m" when both ends are the same. */
function formatRange(r: Range, unit: string, decimals = 1): string {
  if (r.min === r.max) return `${formatNumber(r.min, decimals)} ${unit}`;
  return `${formatNumber(r.min, decimals)}–${formatNumber(r.max, decimals)} ${unit}`;
}

/** A range symmetric about a whole nominal value by a whole percentage: "415 V ±10%". */
function tolerance(r: Range): { nominal: number; percent: number } | null {
  if (r.min === r.max) return null;
  const nominal = round3((r.min + r.max) / 2);
  const percent = round3(((r.max - nominal) / nominal) * 100);
  return Number.isInteger(nominal) && Number.isInteger(percent) ? { nominal, percent } : null;
}

export function formatVoltage(r: Range): string {
  const t = tolerance(r);
  return t ? `${formatNumber(t.nominal)} V ±${t.percent}%` : formatRange(r, "V");
}

function inchesOf(mm: number, sizes: readonly [number, number][]): number {
  return sizes.find(([m]) => m === mm)?.[1] ?? mm / MM_PER_INCH;
}

/** Millimetres first, the trade inch size after: "50 mm (2 inch)". */
export function formatMm(mm: number, sizes: readonly [number, number][]): string {
  return `${formatNumber(mm, 1)} mm (${formatInches(inchesOf(mm, sizes))} inch)`;
}

/** Borewells are sold by the inch: "4 inch (100 mm)". */
export function formatBorewell(mm: number): string {
  return `${formatInches(inchesOf(mm, PIPE_SIZES))} inch (${formatNumber(mm, 1)} mm)`;
}

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** The product page's table: only the fields this product has, in a fixed order. */
export function specRows(s: ProductSpecs): SpecRow[] {
  const rows: (SpecRow | null)[] = [
    s.powerW === null ? null : { key: "power", label: "Power", value: formatPower(s.powerW) },
    s.phase === null
      ? null
      : { key: "phase", label: "Phase", value: s.phase === 1 ? "Single phase" : "Three phase" },
    s.voltageV && { key: "voltage", label: "Voltage", value: formatVoltage(s.voltageV) },
    s.frequencyHz === null
      ? null
      : { key: "frequency", label: "Frequency", value: `${formatNumber(s.frequencyHz)} Hz` },
    s.headM && { key: "head", label: "Head", value: formatRange(s.headM, "m") },
    s.dischargeLpm && {
      key: "discharge",
      label: "Discharge",
      value: formatRange(s.dischargeLpm, "LPM"),
    },
    s.outletMm === null
      ? null
      : { key: "outlet", label: "Outlet size", value: formatMm(s.outletMm, PIPE_SIZES) },
    s.borewellMm === null
      ? null
      : { key: "borewell", label: "Borewell size", value: formatBorewell(s.borewellMm) },
    s.stages === null ? null : { key: "stages", label: "Stages", value: String(s.stages) },
    s.wattageW === null
      ? null
      : { key: "wattage", label: "Wattage", value: `${formatNumber(s.wattageW)} W` },
    s.noLoadRpm === null
      ? null
      : { key: "noLoadSpeed", label: "No-load speed", value: `${formatNumber(s.noLoadRpm)} rpm` },
    s.discMm === null
      ? null
      : { key: "disc", label: "Disc or blade size", value: formatMm(s.discMm, DISC_SIZES) },
    s.chuckMm === null
      ? null
      : { key: "chuck", label: "Chuck size", value: formatMm(s.chuckMm, CHUCK_SIZES) },
  ];
  return rows.filter((r): r is SpecRow => Boolean(r));
}

// ——— Back into the admin form ———

const plainRange = (r: Range, unit: string) =>
  r.min === r.max
    ? `${plainNumber(r.min)} ${unit}`
    : `${plainNumber(r.min)}–${plainNumber(r.max)} ${unit}`;

/** HP when it reads back exactly (the usual case: it was typed in HP), else kW, else W. */
export function powerInput(watts: number): string {
  const hp = round3(watts / WATTS_PER_HP);
  if (round3(hp * WATTS_PER_HP) === watts) return `${plainNumber(hp)} HP`;
  const kw = round3(watts / 1000);
  if (round3(kw * 1000) === watts) return `${plainNumber(kw)} kW`;
  return `${plainNumber(watts)} W`;
}

function dutyPointsInput(points: DutyPoint[]): string {
  return points
    .map((p) => `${plainNumber(p.headM)} m @ ${plainNumber(p.dischargeLpm)} LPM`)
    .join("\n");
}

/** The text each spec input starts with when editing: it parses back to the stored value. */
export function specInputs(s: ProductSpecs): Record<string, string> {
  const t = s.voltageV ? tolerance(s.voltageV) : null;
  const borewellInch = PIPE_SIZES.find(([mm]) => mm === s.borewellMm)?.[1];
  return {
    power: s.powerW === null ? "" : powerInput(s.powerW),
    phase: s.phase === null ? "" : String(s.phase),
    voltage: t ? `${t.nominal} V ±${t.percent}%` : s.voltageV ? plainRange(s.voltageV, "V") : "",
    frequency: s.frequencyHz === null ? "" : `${plainNumber(s.frequencyHz)} Hz`,
    head: s.headM ? plainRange(s.headM, "m") : "",
    discharge: s.dischargeLpm ? plainRange(s.dischargeLpm, "LPM") : "",
    outlet: s.outletMm === null ? "" : `${plainNumber(s.outletMm)} mm`,
    borewell:
      s.borewellMm === null
        ? ""
        : borewellInch !== undefined
          ? `${borewellInch} inch`
          : `${plainNumber(s.borewellMm)} mm`,
    stages: s.stages === null ? "" : String(s.stages),
    wattage: s.wattageW === null ? "" : `${plainNumber(s.wattageW)} W`,
    noLoadSpeed: s.noLoadRpm === null ? "" : `${plainNumber(s.noLoadRpm)} rpm`,
    disc: s.discMm === null ? "" : `${plainNumber(s.discMm)} mm`,
    chuck: s.chuckMm === null ? "" : `${plainNumber(s.chuckMm)} mm`,
    dutyPoints: dutyPointsInput(s.dutyPoints),
  };
}

// ——— schema.org ———

/**
 * schema.org PropertyValue entries with UN/CEFACT (Recommendation 20) unit
 * codes. Horsepower is K43, "horsepower (electric)" (746 W): the code "HP"
 * is a millimetre of water, not horsepower.
 */
export function specProperties(s: ProductSpecs): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const add = (name: string, value: number | Range, unitCode?: string, unitText?: string) => {
    const v =
      typeof value === "number"
        ? { value }
        : value.min === value.max
          ? { value: value.min }
          : { minValue: value.min, maxValue: value.max };
    out.push({
      "@type": "PropertyValue",
      name,
      ...v,
      ...(unitCode ? { unitCode } : {}),
      ...(unitText ? { unitText } : {}),
    });
  };
  if (s.powerW !== null) {
    const { hp } = powerParts(s.powerW);
    add("Power", round3(s.powerW / 1000), "KWT", "kW");
    add("Power (HP)", hp, "K43", "HP");
  }
  if (s.phase !== null) add("Phase", s.phase);
  if (s.voltageV) add("Voltage", s.voltageV, "VLT", "V");
  if (s.frequencyHz !== null) add("Frequency", s.frequencyHz, "HTZ", "Hz");
  if (s.headM) add("Head", s.headM, "MTR", "m");
  if (s.dischargeLpm) add("Discharge", s.dischargeLpm, "L2", "LPM");
  if (s.outletMm !== null) add("Outlet size", s.outletMm, "MMT", "mm");
  if (s.borewellMm !== null) {
    add("Borewell size", round3(inchesOf(s.borewellMm, PIPE_SIZES)), "INH", "inch");
  }
  if (s.stages !== null) add("Stages", s.stages);
  if (s.wattageW !== null) add("Wattage", s.wattageW, "WTT", "W");
  if (s.noLoadRpm !== null) add("No-load speed", s.noLoadRpm, "RPM", "rpm");
  if (s.discMm !== null) add("Disc or blade size", s.discMm, "MMT", "mm");
  if (s.chuckMm !== null) add("Chuck size", s.chuckMm, "MMT", "mm");
  return out;
}
