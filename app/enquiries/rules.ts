import { z } from "~/validation/zod";

/** Spec §5: looks like name@host.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +, then digits, spaces, hyphens or brackets, at least 10 characters. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const emailField = z
  .string()
  .trim()
  .min(1, "Email is required")
  .regex(EMAIL_PATTERN, "Email is invalid")
  .max(254, "Email is invalid");

export const phoneField = z
  .string()
  .trim()
  .min(1, "Phone number is required")
  .regex(PHONE_PATTERN, "Phone number is invalid")
  .max(32, "Phone number is invalid");

// Kept in a zod-free module, so forms can use it without loading zod.
export { type FieldErrors, fieldErrors } from "./field-errors";
