import { type Kind, readRange, round3, unitFactor } from "~/catalogue/units";
import { asciiDigits } from "~/format/digits";
import { RANGE_FILTERS } from "./shop-filters";

/**
 * The shop's filters read a value typed with any unit of its kind that the site
 * prints or people write, in any script and digits ("60 લિ./મિનિટ",
 * "1 લિ./સેકન્ડ", "150 ફૂટ", "1.1 kW", "4 ઇંચ": the units table,
 * app/format/unit-words.ts), as the plain number in the filter's unit that the
 * URL's own links carry. On the server only, so the shop's script carries no
 * unit rules: the loader reads the address through here before the filters do.
 */
const FILTER_READS: Record<(typeof RANGE_FILTERS)[number] | "borewell", [Kind, string]> = {
  power: ["power", "hp"],
  head: ["head", "m"],
  discharge: ["flow", "lpm"],
  stages: ["count", "stage"],
  wattage: ["power", "w"],
  borewell: ["length", "inch"],
};

const PLAIN = /^\s*[-+]?\d[\d.]*\s*$/;

/** A value with a unit, in the filter's unit; null when it is not one (left for the notices). */
function filterValue(key: keyof typeof FILTER_READS, typed: string): number | null {
  const read = readRange(typed.slice(0, 60));
  if (!read || read.max !== null || read.tolerance !== null) return null;
  const [kind, unit] = FILTER_READS[key];
  const from = unitFactor(kind, read.min.unit || unit);
  const to = unitFactor(kind, unit);
  if (from === undefined || to === undefined) return null;
  return round3((read.min.number * from) / to);
}

/** The address with every filter value typed with a unit written as its plain number. */
export function withFilterUnits(search: URLSearchParams): URLSearchParams {
  const keys = [
    ...RANGE_FILTERS.flatMap((k) => [
      [`${k}_min`, k],
      [`${k}_max`, k],
    ]),
    ["borewell", "borewell"],
  ] as [string, keyof typeof FILTER_READS][];
  let out: URLSearchParams | null = null;
  for (const [param, key] of keys) {
    const typed = search.get(param);
    if (typed === null || PLAIN.test(asciiDigits(typed))) continue;
    const value = filterValue(key, typed);
    if (value === null) continue;
    out ??= new URLSearchParams(search);
    out.set(param, String(value));
  }
  return out ?? search;
}
