import { says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { signUpSchema } from "./account-schemas";
import { ALL_FIELDS_REQUIRED } from "./account-texts";

/**
 * The reset-password page's words and form (/reset-password/:token, a hand-over link from
 * /admin/users; the links themselves are people/people.server.ts's).
 */
export const RESET_TEXT = {
  used: m.forms_reset_used,
  expired: m.forms_reset_expired,
  unknown: m.forms_reset_unknown,
  done: m.forms_reset_done,
  mismatch: m.forms_reset_mismatch,
} as const;

/** The reset page's form: the same password rules as sign-up, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirm: z.string().min(1, says(ALL_FIELDS_REQUIRED)),
  })
  .refine((v) => v.password === v.confirm, { ...says(RESET_TEXT.mismatch), path: ["confirm"] });

export type ResetField = "password" | "confirm";
