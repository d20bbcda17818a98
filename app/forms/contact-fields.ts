import { asciiDigits } from "~/format/digits";
import { plainText, says } from "~/forms/plain-text";
import { m } from "~/i18n/paraglide/messages.js";

/** Spec §5: looks like name@host.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +, then digits, spaces, hyphens or brackets, at least 10 characters. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const EMAIL_MAX = 254;
const PHONE_MAX = 32;

export const emailField = plainText(m.forms_label_email, EMAIL_MAX)
  .min(1, says(m.forms_email_required))
  .regex(EMAIL_PATTERN, says(m.forms_email_invalid));

/** Typed in Gujarati or Devanagari digits (૯૮૨૫…, ९८२५…), stored in ASCII for tel: and wa.me. */
export const phoneField = plainText(m.forms_label_phone, PHONE_MAX)
  .overwrite(asciiDigits)
  .min(1, says(m.forms_phone_required))
  .regex(PHONE_PATTERN, says(m.forms_phone_invalid));
