import { asciiDigits } from "~/format/digits";
import { plainText } from "~/forms/plain-text";

/** Spec §5: looks like name@host.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +, then digits, spaces, hyphens or brackets, at least 10 characters. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const EMAIL_MAX = 254;
const PHONE_MAX = 32;

export const emailField = plainText("Email", EMAIL_MAX)
  .min(1, "Email is required")
  .regex(EMAIL_PATTERN, "Email is invalid");

/** Typed in Gujarati or Devanagari digits (૯૮૨૫…, ९८२५…), stored in ASCII for tel: and wa.me. */
export const phoneField = plainText("Phone number", PHONE_MAX)
  .overwrite(asciiDigits)
  .min(1, "Phone number is required")
  .regex(PHONE_PATTERN, "Phone number is invalid");
