/**
 * Control characters (C0 such as NUL, ESC and CR, DEL and C1): what no text
 * field may hold (plain-text.ts) and what search text drops. Kept apart from
 * the form schemas, so code that only reads text (the shop's search) does not
 * bring zod into a visitor's first download.
 */
const CONTROL = /\p{Cc}/u;
/** The same, less tab and newline, which a multi-line field keeps. */
const CONTROL_IN_LINES = /[^\P{Cc}\t\n]/u;

/** Browsers send a textarea's line breaks as CRLF; we store LF. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** True when the text holds a control character the field may not store. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_LINES : CONTROL).test(multiline ? normalizeNewlines(text) : text);
}

/** The text with each run of control characters replaced by a space (for text that is read, not stored). */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\p{Cc}+/gu, " ");
}
