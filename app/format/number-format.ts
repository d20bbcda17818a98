/**
 * Numbers written for people, the Indian way (1,40,000; 1¼ inch). Kept apart
 * from the unit parsing so visitor pages load only this.
 */

/** Three decimals: enough for any stored unit, free of float noise. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

const formatters = new Map<number, Intl.NumberFormat>();

/** Indian digit grouping (1,40,000) with at most `decimals` decimals, trailing zeros dropped. */
export function formatNumber(n: number, decimals = 2): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-IN", { maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(decimals, f);
  }
  return f.format(n);
}

/** A number as the form writes it back: plain digits that read in again exactly. */
export function plainNumber(n: number): string {
  return String(round3(n));
}

const VULGAR: [number, string][] = [
  [0.25, "¼"],
  [0.375, "⅜"],
  [0.5, "½"],
  [0.625, "⅝"],
  [0.75, "¾"],
];

/** Inches as the trade writes them: 1¼, 2½, ½; otherwise one decimal. */
export function formatInches(inches: number): string {
  const whole = Math.floor(inches);
  const rest = round3(inches - whole);
  if (rest === 0) return String(whole);
  const vulgar = VULGAR.find(([v]) => v === rest)?.[1];
  if (vulgar) return whole === 0 ? vulgar : `${whole}${vulgar}`;
  return formatNumber(inches, 1);
}
