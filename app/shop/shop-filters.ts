import { niceTicks } from "~/catalogue/pump-curve";
import { asciiDigits, ENGLISH, type FormatStyle, scriptDigits } from "~/format/digits";
import { formatInches } from "~/format/number-format";
import { formatQuantity } from "~/format/numbers";
import { shorten } from "~/format/shorten";
import { type Unit, unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The shop's range filters: for the category in view, the
 * typed specifications its products have, as options with counts. All state
 * is in the URL (`power_min=1&power_max=2&phase=3`), in the units people read
 * (HP, m, LPM, inch, W). Isomorphic and pure: the loader reads the view's
 * values once (shop-filters.server.ts), then decides here which products pass
 * and counts the options, so the counts and the listing always agree.
 * Every text it writes (labels, notices) is in `style`'s language: the
 * loader passes the request's (docs/languages.md, "Shop, search, finder").
 */

export const RANGE_FILTERS = ["power", "head", "discharge", "stages", "wattage"] as const;
export const CHOICE_FILTERS = ["phase", "borewell"] as const;
export type RangeFilterKey = (typeof RANGE_FILTERS)[number];
export type ChoiceFilterKey = (typeof CHOICE_FILTERS)[number];
export type FilterKey = RangeFilterKey | ChoiceFilterKey;

export interface Bounds {
  min: number | null;
  max: number | null;
}

export type SpecFilters = Partial<Record<RangeFilterKey, Bounds> & Record<ChoiceFilterKey, number>>;

export const NO_FILTERS: SpecFilters = {};

interface FilterDef {
  /** The filter's name, a message called when written (in the page's language). */
  label: (inputs?: Record<string, never>, options?: { locale?: FormatStyle["locale"] }) => string;
  /** The unit of the URL and the labels. */
  unit: Unit | "";
  /** Upper limit of a sensible value, in that unit. */
  max: number;
  /** A single value per product, or a range the product covers (head, discharge). */
  shape: "value" | "range";
}

const FILTERS: Record<FilterKey, FilterDef> = {
  power: { label: m.shop_filter_power, unit: "HP", max: 1000, shape: "value" },
  head: { label: m.shop_filter_head, unit: "m", max: 2000, shape: "range" },
  discharge: { label: m.shop_filter_discharge, unit: "LPM", max: 100_000, shape: "range" },
  stages: { label: m.shop_filter_stages, unit: "", max: 100, shape: "value" },
  wattage: { label: m.shop_filter_wattage, unit: "W", max: 20_000, shape: "value" },
  phase: { label: m.shop_filter_phase, unit: "", max: 3, shape: "value" },
  borewell: { label: m.shop_filter_borewell, unit: "inch", max: 24, shape: "value" },
};

/** A filter's name in the language ("Power", "પાવર"). */
export const filterName = (key: FilterKey, style: FormatStyle = ENGLISH) =>
  FILTERS[key].label({}, { locale: style.locale });

/** A filter's unit in the language ("HP", "મીટર"), or "" for a count. */
function filterUnit(key: FilterKey, style: FormatStyle = ENGLISH): string {
  const unit = FILTERS[key].unit;
  return unit ? unitName(unit, style.locale) : "";
}

/** One product's values in the filters' units (null when it has none). */
export interface FacetRow {
  id: string;
  power: number | null;
  head: [number, number] | null;
  discharge: [number, number] | null;
  stages: number | null;
  wattage: number | null;
  phase: number | null;
  borewell: number | null;
}

const within = (v: number, b: Bounds) =>
  (b.min === null || v >= b.min) && (b.max === null || v <= b.max);

/** Whether one product passes one filter, in the units the page shows. */
export function matches(row: FacetRow, key: FilterKey, filters: SpecFilters): boolean {
  if (key === "phase" || key === "borewell") {
    const want = filters[key];
    if (want === undefined) return true;
    return key === "phase" ? row.phase === want : row.borewell === want;
  }
  const b = filters[key];
  if (!b) return true;
  if (key === "head" || key === "discharge") {
    const r = row[key];
    // A pump matches when its range reaches into the one asked for.
    return r !== null && (b.min === null || r[1] >= b.min) && (b.max === null || r[0] <= b.max);
  }
  const v = row[key];
  return v !== null && within(v, b);
}

// ——— URL ———

const NUMBER = /^\d{1,9}(\.\d{1,3})?$/;

export interface ParsedFilters {
  filters: SpecFilters;
  /** Why a part of the URL was ignored, for the page to say. */
  notices: string[];
}

/** A value with its filter's unit: "10,000 m", "10,000 મીટર". */
function fmt(key: FilterKey, v: number, style: FormatStyle): string {
  const unit = filterUnit(key, style);
  return `${formatQuantity(v, style)}${unit ? ` ${unit}` : ""}`;
}

function readBound(
  key: FilterKey,
  raw: string | null,
  notices: string[],
  style: FormatStyle,
): number | null | "bad" {
  if (raw === null || raw.trim() === "") return null;
  const text = shorten(asciiDigits(raw.trim()), 20);
  const { max } = FILTERS[key];
  const locale = { locale: style.locale };
  const filter = filterName(key, style);
  if (/^-/.test(text)) {
    notices.push(m.shop_notice_negative({ filter, text }, locale));
    return "bad";
  }
  // A value typed with a unit ("60 લિ./મિનિટ") was read into the filter's unit by the
  // loader (filter-units.server.ts) before this.
  if (!NUMBER.test(text)) {
    notices.push(m.shop_notice_not_number({ filter, text }, locale));
    return "bad";
  }
  const n = Number(text);
  if (n > max) {
    notices.push(
      m.shop_notice_too_big(
        { filter, value: fmt(key, n, style), max: fmt(key, max, style) },
        locale,
      ),
    );
    return "bad";
  }
  return n;
}

/**
 * Reads the filters from the URL; anything odd is left out and said why
 * (in `style`'s language), never an error.
 */
export function parseFilters(search: URLSearchParams, style: FormatStyle = ENGLISH): ParsedFilters {
  const notices: string[] = [];
  const filters: SpecFilters = {};
  for (const key of RANGE_FILTERS) {
    const min = readBound(key, search.get(`${key}_min`), notices, style);
    const max = readBound(key, search.get(`${key}_max`), notices, style);
    const lo = min === "bad" ? null : min;
    const hi = max === "bad" ? null : max;
    if (lo !== null && hi !== null && lo > hi) {
      notices.push(
        m.shop_notice_min_above_max(
          { filter: filterName(key, style), min: fmt(key, lo, style), max: fmt(key, hi, style) },
          { locale: style.locale },
        ),
      );
      continue;
    }
    if (lo !== null || hi !== null) filters[key] = { min: lo, max: hi };
  }
  const phase = search.get("phase")?.trim();
  if (phase) {
    if (phase === "1" || phase === "3") filters.phase = Number(phase);
    else notices.push(m.shop_notice_phase({ text: shorten(phase, 20) }, { locale: style.locale }));
  }
  const borewell = readBound("borewell", search.get("borewell"), notices, style);
  if (typeof borewell === "number" && borewell > 0) filters.borewell = borewell;
  return { filters, notices };
}

/** The filters as URL parameters, in a fixed order, defaults left out. */
export function filterEntries(filters: SpecFilters): [string, string][] {
  const out: [string, string][] = [];
  for (const key of RANGE_FILTERS) {
    const b = filters[key];
    if (b?.min !== null && b?.min !== undefined) out.push([`${key}_min`, String(b.min)]);
    if (b?.max !== null && b?.max !== undefined) out.push([`${key}_max`, String(b.max)]);
  }
  for (const key of CHOICE_FILTERS) {
    const v = filters[key];
    if (v !== undefined) out.push([key, String(v)]);
  }
  return out;
}

export const hasFilters = (f: SpecFilters) => Object.keys(f).length > 0;

/** The products that pass every filter. */
export function passing(rows: FacetRow[], filters: SpecFilters): FacetRow[] {
  const keys = [...RANGE_FILTERS, ...CHOICE_FILTERS];
  return rows.filter((r) => keys.every((k) => matches(r, k, filters)));
}

/** "1.5–2 HP", "From 45 m", "Up to 30 LPM", "Three phase", "4 inch". */
export function filterLabel(
  key: FilterKey,
  filters: SpecFilters,
  style: FormatStyle = ENGLISH,
): string | null {
  const locale = { locale: style.locale };
  if (key === "phase") {
    const v = filters.phase;
    if (v === undefined) return null;
    return v === 1 ? m.shop_phase_single({}, locale) : m.shop_phase_three({}, locale);
  }
  if (key === "borewell") {
    const v = filters.borewell;
    if (v === undefined) return null;
    const inches = scriptDigits(formatInches(v), style.locale, style.nativeDigits);
    return `${inches} ${unitName("inch", style.locale)}`;
  }
  const b = filters[key];
  if (!b) return null;
  return boundsLabel(key, b, style);
}

function boundsLabel(key: RangeFilterKey, b: Bounds, style: FormatStyle): string {
  const unit = filterUnit(key, style) ? ` ${filterUnit(key, style)}` : "";
  const n = (v: number) => formatQuantity(v, style);
  if (b.min !== null && b.max !== null) {
    return b.min === b.max ? `${n(b.min)}${unit}` : `${n(b.min)}–${n(b.max)}${unit}`;
  }
  if (b.min !== null)
    return m.shop_bounds_from({ value: `${n(b.min)}${unit}` }, { locale: style.locale });
  return m.shop_bounds_up_to({ value: `${n(b.max ?? 0)}${unit}` }, { locale: style.locale });
}

// ——— Options with counts ———

export interface FacetOption {
  label: string;
  /** The filter this option sets. */
  value: Bounds | number;
  count: number;
  selected: boolean;
}

export interface Facet {
  key: FilterKey;
  label: string;
  /** The unit in the language, or "". */
  unit: string;
  options: FacetOption[];
}

const sameBounds = (a: Bounds | undefined, b: Bounds) => a?.min === b.min && a?.max === b.max;

/** Up to `n` runs of neighbouring values holding about the same number of products each. */
function groups(values: number[], n: number): [number, number][] {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (distinct.length <= n + 1) return distinct.map((v) => [v, v]);
  const counts = distinct.map((v) => values.filter((x) => x === v).length);
  const out: [number, number][] = [];
  let start = 0;
  let acc = 0;
  for (let i = 0; i < distinct.length; i++) {
    acc += counts[i] ?? 0;
    const target = (values.length * (out.length + 1)) / n;
    const left = distinct.length - i - 1;
    if ((acc >= target && out.length < n - 1 && left > 0) || left === 0) {
      out.push([distinct[start] ?? 0, distinct[i] ?? 0]);
      start = i + 1;
    }
  }
  return out;
}

/**
 * The filters worth offering for these products: only fields some of them
 * have, each option counted over the products that pass every *other* filter.
 */
export function buildFacets(
  rows: FacetRow[],
  filters: SpecFilters,
  style: FormatStyle = ENGLISH,
): Facet[] {
  const passOthers = (key: FilterKey) => {
    const others = [...RANGE_FILTERS, ...CHOICE_FILTERS].filter((k) => k !== key);
    return rows.filter((r) => others.every((k) => matches(r, k, filters)));
  };
  const facets: Facet[] = [];
  for (const key of [...RANGE_FILTERS, ...CHOICE_FILTERS]) {
    const def = FILTERS[key];
    const having = rows.filter((r) => r[key] !== null);
    if (having.length === 0) continue;
    const pool = passOthers(key);
    const count = (f: SpecFilters) => pool.filter((r) => matches(r, key, f)).length;
    let options: FacetOption[];
    if (key === "phase" || key === "borewell") {
      const values = [...new Set(having.map((r) => r[key] as number))].sort((a, b) => a - b);
      options = values.map((v) => ({
        label: filterLabel(key, { [key]: v }, style) ?? String(v),
        value: v,
        count: count({ [key]: v }),
        selected: filters[key] === v,
      }));
    } else if (def.shape === "range") {
      const top = Math.max(...having.map((r) => (r[key] as [number, number])[1]));
      const edges = niceTicks(top, 4);
      options = edges.slice(0, -1).map((lo, i) => {
        const b = { min: lo, max: edges[i + 1] ?? lo };
        return {
          label: boundsLabel(key, b, style),
          value: b,
          count: count({ [key]: b }),
          selected: sameBounds(filters[key], b),
        };
      });
    } else {
      const values = having.map((r) => r[key] as number);
      options = groups(values, 5).map(([lo, hi]) => {
        const b = { min: lo, max: hi };
        return {
          label: boundsLabel(key, b, style),
          value: b,
          count: count({ [key]: b }),
          selected: sameBounds(filters[key], b),
        };
      });
    }
    facets.push({
      key,
      label: filterName(key, style),
      unit: filterUnit(key, style),
      options,
    });
  }
  return facets;
}
