import { EMAIL_PATTERN } from "~/enquiries/rules";
import { z } from "~/validation/zod";

export const ALL_FIELDS_REQUIRED = "All Fields are required";
export const SIGNUP_SUCCESS = "Signup Successfully";
export const SIGNUP_FAILED = "Signup Failed. Please try again.";
export const LOGIN_SUCCESS = "Login Successfully";
export const LOGIN_FAILED = "Login Failed";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters.";
export const EMAIL_TAKEN = "This e-mail address is already registered. Please sign in instead.";
export const EMAIL_NOT_VALID = "Please enter a valid e-mail address.";

const required = z.string().trim().min(1, ALL_FIELDS_REQUIRED);

/** /sign-up: every field required (spec §5); the reasons a user can act on follow. */
export const signUpSchema = z.object({
  name: required.max(120, "Name is too long."),
  email: required.regex(EMAIL_PATTERN, EMAIL_NOT_VALID).max(254, EMAIL_NOT_VALID),
  password: z
    .string()
    .min(1, ALL_FIELDS_REQUIRED)
    .min(8, PASSWORD_TOO_SHORT)
    .max(128, "Password is too long."),
});

export const signInSchema = z.object({
  email: required.max(254, LOGIN_FAILED),
  password: z.string().min(1, ALL_FIELDS_REQUIRED).max(128, LOGIN_FAILED),
});

export type SignUpField = keyof z.infer<typeof signUpSchema>;
export type SignInField = keyof z.infer<typeof signInSchema>;

/** A same-site path to return to after sign-in; anything else is dropped. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\"))
    return null;
  return to;
}
