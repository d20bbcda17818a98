import { asciiDigits } from "~/format/digits";
import { plainText, says } from "~/forms/plain-text";
import { m } from "~/i18n/paraglide/messages.js";

/** Spec §5: looks like name@host.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +, then digits, spaces, hyphens or brackets, at least 10 characters. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;

export const emailField = plainText(m.forms_label_email, EMAIL_MAX)
  .min(1, says(m.forms_email_required))
  .regex(EMAIL_PATTERN, says(m.forms_email_invalid));

/** Typed in Gujarati or Devanagari digits (૯૮૨૫…, ९८२५…), stored in ASCII for tel: and wa.me. */
export const phoneField = plainText(m.forms_label_phone, PHONE_MAX)
  .overwrite(asciiDigits)
  .min(1, says(m.forms_phone_required))
  .regex(PHONE_PATTERN, says(m.forms_phone_invalid));

/**
 * An Indian mobile number as wa.me takes it (the site's WhatsApp number is
 * stored so: digits with the country code): 91 and ten digits starting with
 * 6–9. Typed with or without +91, 91 or a leading 0, with spaces, hyphens or
 * brackets (PHONE_PATTERN), in any script's digits. Null when it is not one.
 */
export function indianMobileDigits(text: string): string | null {
  const typed = asciiDigits(text).trim();
  if (!PHONE_PATTERN.test(typed)) return null;
  const digits = typed.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(national) ? `91${national}` : null;
}
