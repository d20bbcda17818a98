/**
 * Warranty terms: which rule applies and when a unit's warranty ends
 * (docs/after-sales.md, "Warranty rules"). Pure calendar arithmetic on
 * YYYY-MM-DD days, no clock and no zone, so the same input always gives the
 * same end date; isomorphic.
 *
 * A rule says: N months from installation, capped at M months from dispatch
 * (whichever ends first; no cap when M is not set), and B more months on both
 * when the customer registers within D days of installing. A replacement unit
 * inherits what was left of the unit it replaced: its warranty ends when the
 * first one's would have.
 */

export interface WarrantyRule {
  id: number;
  /** The category it is for; null: every category without a rule of its own. */
  categoryId: number | null;
  /** YYYY-MM-DD: it applies to units dispatched (installed, when not known) from this day on. */
  effectiveFrom: string;
  monthsFromInstall: number;
  monthsFromDispatch: number | null;
  bonusMonths: number;
  bonusWithinDays: number;
}

export interface WarrantyFacts {
  /** YYYY-MM-DD, or null when the maker has no record of the unit. */
  dispatchedOn: string | null;
  installedOn: string;
  registeredOn: string;
  /** The end date of the unit this one replaced, when it replaced one under warranty. */
  replacesEndsOn?: string | null;
}

export type WarrantyBasis = "install" | "dispatch" | "replacement";

export interface WarrantyEnd {
  /** The last day covered (YYYY-MM-DD). */
  endsOn: string;
  /** Which term decided it. */
  basis: WarrantyBasis;
  /** The months of that term, the bonus included (0 for a replacement). */
  termMonths: number;
  /** Bonus months given for registering in time (0: none). */
  bonusMonths: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dayOf = (y: number, mo: number, d: number) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `day` is a real calendar day written YYYY-MM-DD ("2027-02-29" is not). */
export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** The day before or after: calendar arithmetic. */
export function shiftDays(day: string, days: number): string {
  const [y, mo, d] = parts(day);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parts(a);
  const [yb, mb, db] = parts(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}

/**
 * The last day of a term of `months` starting on `start`: the day before the
 * same day `months` later; when that month is too short for the day (31 Jan +
 * 1 month), the term runs to the end of that month (28 or 29 Feb).
 */
export function termEnd(start: string, months: number): string {
  const [y, mo, d] = parts(start);
  const index = y * 12 + (mo - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return d > last ? dayOf(year, month, last) : shiftDays(dayOf(year, month, d), -1);
}

/**
 * The rule for a unit: among the rules of its category (or, when its category
 * has none in force, the rules for every category), the latest in force on the
 * day it was dispatched, or installed when we have no dispatch date. Null when
 * none is in force.
 */
export function ruleFor(
  rules: readonly WarrantyRule[],
  categoryId: number | null,
  on: string,
): WarrantyRule | null {
  const latest = (forCategory: number | null) =>
    rules
      .filter((r) => r.categoryId === forCategory && r.effectiveFrom <= on)
      .reduce<WarrantyRule | null>(
        (best, r) => (!best || r.effectiveFrom > best.effectiveFrom ? r : best),
        null,
      );
  return (categoryId !== null ? latest(categoryId) : null) ?? latest(null);
}

/** When the warranty of a unit under `rule` ends, and why. */
export function warrantyEnd(rule: WarrantyRule, facts: WarrantyFacts): WarrantyEnd {
  if (facts.replacesEndsOn) {
    return { endsOn: facts.replacesEndsOn, basis: "replacement", termMonths: 0, bonusMonths: 0 };
  }
  const inTime =
    rule.bonusMonths > 0 &&
    daysBetween(facts.installedOn, facts.registeredOn) <= rule.bonusWithinDays;
  const bonus = inTime ? rule.bonusMonths : 0;
  const fromInstall = termEnd(facts.installedOn, rule.monthsFromInstall + bonus);
  if (facts.dispatchedOn && rule.monthsFromDispatch !== null) {
    const months = rule.monthsFromDispatch + bonus;
    const fromDispatch = termEnd(facts.dispatchedOn, months);
    if (fromDispatch < fromInstall) {
      return { endsOn: fromDispatch, basis: "dispatch", termMonths: months, bonusMonths: bonus };
    }
  }
  return {
    endsOn: fromInstall,
    basis: "install",
    termMonths: rule.monthsFromInstall + bonus,
    bonusMonths: bonus,
  };
}

/** Whether a warranty ending on `endsOn` still covers `today`. */
export function inWarranty(endsOn: string | null, today: string): boolean {
  return endsOn !== null && today <= endsOn;
}
