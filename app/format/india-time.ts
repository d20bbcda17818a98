/**
 * Every date and time the shop writes, in India time whatever the server's or
 * the browser's zone, so a server render and the browser agree and a line
 * written at 01:30 IST is dated that day. The only home of time zones and date
 * formats: app/format/format-homes.test.ts refuses them anywhere else.
 */
import { LANGUAGE_TAG, type Locale } from "~/i18n/locales";
import type { FormatStyle } from "./digits";

const ZONE = "Asia/Kolkata";
/** India has one time zone and no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: ZONE,
});
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: ZONE });
const dateLong = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: ZONE,
});
// The spec's order-line date ("Nov 23, 2026"), stored with each line.
const itemDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  timeZone: ZONE,
});

/** "23 Nov 2026, 2:05 pm" */
export function indiaDateTime(ms: number): string {
  return dateTime.format(ms);
}

/** "23 Nov 2026" */
export function indiaDate(ms: number): string {
  return dateOnly.format(ms);
}

/** "23 November 2026" */
export function indiaDateLong(ms: number): string {
  return dateLong.format(ms);
}

/** "Nov 23, 2026": the date the spec stores with an order line. */
export function orderItemDate(ms: number): string {
  return itemDate.format(ms);
}

/** The calendar day in India as "2026-11-23" (file names, date inputs). */
export function indiaDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-11-23 14:05" in India time, which spreadsheets read as a date. */
export function indiaMinute(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The year in India, e.g. "2026". */
export function indiaYear(ms: number): string {
  return indiaDay(ms).slice(0, 4);
}

/** Midnight in India at the start of a YYYY-MM-DD day, or null for anything else. */
export function indiaDayStart(day: string | undefined): number | null {
  if (!day || !DAY.test(day)) return null;
  const utc = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(utc) ? null : utc - IST_OFFSET_MS;
}

/** The day `days` after a YYYY-MM-DD day (before, when negative): calendar arithmetic, no zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether `day` is a real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isIndiaDay(day: string): boolean {
  const start = indiaDayStart(day);
  return start !== null && indiaDay(start) === day;
}

/** "2022-07-18" → "18 Jul 2022"; anything but a real day is returned as it is. */
export function indiaDayText(day: string): string {
  const start = isIndiaDay(day) ? indiaDayStart(day) : null;
  return start === null ? day : indiaDate(start);
}

const DATE_KINDS = {
  long: { day: "numeric", month: "long", year: "numeric" },
  time: { hour: "numeric", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
type DateKind = keyof typeof DATE_KINDS;

const NUMBERING: Record<Locale, string> = { en: "latn", gu: "gujr", hi: "deva" };
const localFormats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

/** `gu-IN-u-nu-latn`: the language's tag with the digits chosen. */
function tagOf(style: FormatStyle): string {
  return `${LANGUAGE_TAG[style.locale]}-u-nu-${style.nativeDigits ? NUMBERING[style.locale] : "latn"}`;
}

function dateFormat(kind: DateKind, style: FormatStyle): Intl.DateTimeFormat {
  const key = `${kind} ${tagOf(style)}`;
  let f = localFormats.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(tagOf(style), { ...DATE_KINDS[kind], timeZone: ZONE });
    localFormats.set(key, f);
  }
  return f;
}

/**
 * Gujarati and Hindi dates as a reader writes them: day, the month's full name
 * and the year, no comma ("29 નવેમ્બર 2026", "29 नवंबर 2026"). CLDR's medium
 * forms abbreviate the month ("29 નવે, 2026", "29 नव॰ 2026"), which the native
 * review found odd, and its long Gujarati form puts a comma before the year.
 */
function dayMonthYear(ms: number, style: FormatStyle): string {
  const parts = dateFormat("long", style).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/** "23 Nov 2026"; "23 નવેમ્બર 2026", "23 नवंबर 2026": indiaDate in the language. */
export function localDate(ms: number, style: FormatStyle): string {
  return style.locale === "en" ? dateOnly.format(ms) : dayMonthYear(ms, style);
}

/** "23 Nov 2026, 2:05 pm"; "23 નવેમ્બર 2026, 2:05 PM" in the language. */
export function localDateTime(ms: number, style: FormatStyle): string {
  if (style.locale === "en") return dateTime.format(ms);
  return `${dayMonthYear(ms, style)}, ${dateFormat("time", style).format(ms)}`;
}

/** "23 November 2026", "23 નવેમ્બર 2026", "23 नवंबर 2026". */
export function localDateLong(ms: number, style: FormatStyle): string {
  return style.locale === "en" ? dateLong.format(ms) : dayMonthYear(ms, style);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
/** Each unit up to the age where the next one reads better (as most sites round). */
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  ["second", 1000, 45 * 1000],
  ["minute", MINUTE, 45 * MINUTE],
  ["hour", HOUR, 22 * HOUR],
  ["day", DAY_MS, 26 * DAY_MS],
  ["month", 30.44 * DAY_MS, 320 * DAY_MS],
];

const YEARS: [Intl.RelativeTimeFormatUnit, number, number] = ["year", 365.25 * DAY_MS, Infinity];

/**
 * How long ago `ms` was at `now`, in the language: "now", "3 days ago",
 * "3 દિવસ પહેલાં", "कल". Under 45 seconds is "now"; a time ahead reads "in …".
 */
export function timeAgo(ms: number, now: number, style: FormatStyle): string {
  const key = `ago ${tagOf(style)}`;
  let f = localFormats.get(key) as Intl.RelativeTimeFormat | undefined;
  if (!f) {
    f = new Intl.RelativeTimeFormat(style.locale === "en" ? "en-IN" : tagOf(style), {
      numeric: "auto",
    });
    localFormats.set(key, f);
  }
  const age = now - ms;
  const [unit, size] = STEPS.find(([, , below]) => Math.abs(age) < below) ?? YEARS;
  const count = unit === "second" ? 0 : Math.round(age / size);
  return f.format(-count, unit);
}
