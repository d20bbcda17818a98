import { asciiDigits } from "~/format/digits";

/**
 * Nameplate serial numbers (docs/after-sales.md, "Serial numbers"): 4 to 32
 * letters and digits, dashes between them ("SP26-000101"). Typed as people
 * type them — lower case, spaces, Gujarati or Devanagari digits — and read as
 * the nameplate prints them. Isomorphic: the forms check before they ask.
 */
const SERIAL = /^[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){3,31}$/;

/** Longer text is not a serial however many spaces it carries. */
const MAX_TYPED = 64;

/** The serial as the nameplate prints it, or null when the text is not one. */
export function readSerial(typed: unknown): string | null {
  if (typeof typed !== "string" || typed.length > MAX_TYPED) return null;
  const serial = asciiDigits(typed).replace(/\s+/g, "").toUpperCase();
  return SERIAL.test(serial) ? serial : null;
}

/** Serials a production range holds at most (one row of the import). */
export const MAX_RANGE = 100_000;

/**
 * Every serial from `first` to `last` when both end in the same count of
 * digits after the same prefix ("SP26-000101" … "SP26-000200"), in order; null
 * when they do not make a range or it is longer than MAX_RANGE.
 */
export function serialRange(first: string, last: string): string[] | null {
  const a = /^(.*?)(\d+)$/.exec(first);
  const b = /^(.*?)(\d+)$/.exec(last);
  if (!a || !b || a[1] !== b[1] || a[2]?.length !== b[2]?.length) return null;
  const [prefix, from, to, width] = [a[1] ?? "", Number(a[2]), Number(b[2]), a[2]?.length ?? 0];
  if (to < from || to - from + 1 > MAX_RANGE) return null;
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(`${prefix}${String(n).padStart(width, "0")}`);
  return out.every((s) => readSerial(s) === s) ? out : null;
}
