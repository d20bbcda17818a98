/**
 * Dates and times on admin pages, always in India time whatever the server's
 * or the browser's zone (so the server's render and the browser's agree).
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026, 2:05 pm" */
export function indiaDateTime(ms: number): string {
  return dateTime.format(ms);
}

/** "23 Nov 2026" */
export function indiaDate(ms: number): string {
  return dateOnly.format(ms);
}
