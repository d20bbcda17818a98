import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { hasControlCharacters, normalizeNewlines } from "./control-characters";
import { hasMarkup } from "./markup";

/**
 * The one rule every text field of every form shares (browser and server):
 * no control characters, and a maximum length with a message. The limits are
 * listed in docs/forms.md. Isomorphic: no Node imports here.
 */

/**
 * Words a form shows: a fixed string (the admin's English), or a message from
 * the catalogue (`m.forms_label_name`), read when it is shown, so the one rule
 * answers in the page's language: the server parses in the request's language
 * (app/i18n/request-locale.server.ts), the browser in the page's.
 */
export type Words = string | (() => string);

/** The text of `words` now, in the current language. */
const say = (words: Words): string => (typeof words === "string" ? words : words());

/** A zod check's message, read when the check fails: `.min(1, says(m.forms_name_required))`. */
export const says = (words: Words) => ({ error: () => say(words) });

export const controlCharactersMessage = (label: Words) =>
  m.forms_text_control_characters({ label: say(label) });

const markupMessage = (label: string) =>
  `${label} cannot contain markup such as <b> or <script>. Please write plain text.`;

const tooLongMessage = (label: Words, max: number) =>
  m.forms_text_too_long({ label: say(label), max: String(max) });

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
export function plainText(label: Words, max: number, options: PlainTextOptions = {}) {
  const { multiline = false, trim = true } = options;
  let field = z.string();
  if (multiline) field = field.overwrite(normalizeNewlines);
  field = field.refine(
    (text) => !hasControlCharacters(text, multiline),
    says(() => controlCharactersMessage(label)),
  );
  if (options.noMarkup)
    field = field.refine(
      (text) => !hasMarkup(text),
      says(() => markupMessage(say(label))),
    );
  if (trim) field = field.trim();
  return field.max(max, says(options.tooLong ?? (() => tooLongMessage(label, max))));
}

/** A missing field (or a file where text belongs) is an empty one: it gets the "required" message. */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" ? v : ""), schema);
}
