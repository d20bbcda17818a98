import { EMAIL_MAX, EMAIL_PATTERN } from "~/forms/contact-fields";
import { formText, plainText } from "~/forms/plain-text";
import { z } from "~/forms/zod";

export const ALL_FIELDS_REQUIRED = "All Fields are required";
export const SIGNUP_SUCCESS = "Signup Successfully";
export const SIGNUP_FAILED = "Signup Failed. Please try again.";
export const LOGIN_SUCCESS = "Login Successfully";
export const LOGIN_FAILED = "Login Failed";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters.";
export const EMAIL_TAKEN = "This e-mail address is already registered. Please sign in instead.";
export const EMAIL_NOT_VALID = "Please enter a valid e-mail address.";

/** Every field required (spec §5); then the rules every text field has. */
export const signUpSchema = z.object({
  name: formText(plainText("Name", 120).min(1, ALL_FIELDS_REQUIRED)),
  email: formText(
    plainText("Email", EMAIL_MAX).min(1, ALL_FIELDS_REQUIRED).regex(EMAIL_PATTERN, EMAIL_NOT_VALID),
  ),
  password: formText(
    plainText("Password", 128, { trim: false })
      .min(1, ALL_FIELDS_REQUIRED)
      .min(8, PASSWORD_TOO_SHORT),
  ),
});

export const signInSchema = z.object({
  email: formText(plainText("Email", EMAIL_MAX).min(1, ALL_FIELDS_REQUIRED)),
  password: formText(plainText("Password", 128, { trim: false }).min(1, ALL_FIELDS_REQUIRED)),
});

/**
 * What a refused account form says: "All Fields are required" when one is
 * empty (spec §5), otherwise the form's failure headline and the first reason.
 */
export function accountFormProblem(
  errors: Partial<Record<string, string>>,
  headline: typeof LOGIN_FAILED | typeof SIGNUP_FAILED,
): { formError?: string; reason?: string } {
  const messages = Object.values(errors).filter((m): m is string => Boolean(m));
  if (messages.length === 0) return {};
  if (messages.includes(ALL_FIELDS_REQUIRED)) return { formError: ALL_FIELDS_REQUIRED };
  return { formError: headline, reason: messages[0] };
}

export type SignUpField = keyof z.infer<typeof signUpSchema>;
export type SignInField = keyof z.infer<typeof signInSchema>;
