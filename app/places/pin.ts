import { asciiDigits } from "~/format/digits";

/** Six digits, the first 1–9: no postal region begins with 0. */
const PIN_PATTERN = /^[1-9][0-9]{5}$/;

/** Longer text is not a PIN however many spaces it carries; not worth reading. */
const MAX_TYPED = 32;

/**
 * The six ASCII digits of a PIN code as people type it — Latin, Gujarati
 * (૦–૯) or Devanagari (०–९) digits, spaces anywhere ("380 001") — or null
 * when it is not one. Isomorphic, so a form can check before it asks.
 */
export function readPin(typed: string): string | null {
  if (typed.length > MAX_TYPED) return null;
  const pin = asciiDigits(typed).replace(/\s+/g, "");
  return PIN_PATTERN.test(pin) ? pin : null;
}
