import { m } from "~/i18n/paraglide/messages.js";

/**
 * The account forms' words (the spec's exact English, in messages/forms): each
 * a message function, called where it is shown or compared, so it reads in the
 * page's language. Apart from the schemas (account-schemas.ts), so the sign-in and
 * sign-up pages' first visit does not carry zod: it arrives when a form is first used.
 */
export const ALL_FIELDS_REQUIRED = m.forms_all_fields_required;
export const SIGNUP_SUCCESS = m.forms_signup_success;
export const SIGNUP_FAILED = m.forms_signup_failed;
export const LOGIN_SUCCESS = m.forms_login_success;
export const LOGIN_FAILED = m.forms_login_failed;
export const PASSWORD_TOO_SHORT = m.forms_password_too_short;
export const EMAIL_TAKEN = m.forms_email_taken;
export const EMAIL_NOT_VALID = m.forms_email_not_valid;

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
  const required = ALL_FIELDS_REQUIRED();
  if (messages.includes(required)) return { formError: required };
  return { formError: headline(), reason: messages[0] };
}

/**
 * Why a disabled account (/admin/users) cannot sign in; read where it is shown (messages/forms),
 * so a visitor reads it in the page's language.
 */
export const ACCOUNT_DISABLED = m.forms_account_disabled;
