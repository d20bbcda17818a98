import { z } from "~/forms/zod";
import { hasControlCharacters, normalizeNewlines } from "./control-characters";

/**
 * The one rule every text field of every form shares (browser and server):
 * no control characters, and a maximum length with a message. The limits are
 * listed in docs/forms.md. Isomorphic: no Node imports here.
 */

export const controlCharactersMessage = (label: string) =>
  `${label} contains invisible control characters. Please retype it.`;

/** Text that would read as HTML: a tag, a closing tag, a comment or a declaration. */
const MARKUP = /<\s*(?:[/?]?\s*[A-Za-z]|!)/;

const markupMessage = (label: string) =>
  `${label} cannot contain markup such as <b> or <script>. Please write plain text.`;

const tooLongMessage = (label: string, max: number) =>
  `${label} is too long (${max} characters at most)`;

export interface PlainTextOptions {
  /** Keeps tab and newline (line breaks are stored as LF). */
  multiline?: boolean;
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean;
  /** A message of the form's own for an over-long value. */
  tooLong?: string;
  /** Refuses text that reads as HTML markup (translations: pasted from a web page or a machine translator). */
  noMarkup?: boolean;
}

/**
 * A text field: refused when it holds a control character, trimmed, and at
 * most `max` characters. Add `.min(1, message)` for a required field.
 */
export function plainText(label: string, max: number, options: PlainTextOptions = {}) {
  const { multiline = false, trim = true } = options;
  let field = z.string();
  if (multiline) field = field.overwrite(normalizeNewlines);
  field = field.refine((text) => !hasControlCharacters(text, multiline), {
    message: controlCharactersMessage(label),
  });
  if (options.noMarkup)
    field = field.refine((text) => !MARKUP.test(text), { message: markupMessage(label) });
  if (trim) field = field.trim();
  return field.max(max, options.tooLong ?? tooLongMessage(label, max));
}

/** A missing field (or a file where text belongs) is an empty one: it gets the "required" message. */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" ? v : ""), schema);
}
