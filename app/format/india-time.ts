/**
 * Every date and time the shop writes, in India time whatever the server's or
 * the browser's zone, so a server render and the browser agree and a line
 * written at 01:30 IST is dated that day. The only home of time zones and date
 * formats: app/format/format-homes.test.ts refuses them anywhere else.
 */
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
