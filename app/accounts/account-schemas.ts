import { EMAIL_MAX, EMAIL_PATTERN } from "~/forms/contact-fields";
import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { ALL_FIELDS_REQUIRED, EMAIL_NOT_VALID, PASSWORD_TOO_SHORT } from "./account-texts";

/** Every field required (spec §5); then the rules every text field has. */
export const signUpSchema = z.object({
  name: formText(plainText(m.forms_label_name, 120).min(1, says(ALL_FIELDS_REQUIRED))),
  email: formText(
    plainText(m.forms_label_email, EMAIL_MAX)
      .min(1, says(ALL_FIELDS_REQUIRED))
      .regex(EMAIL_PATTERN, says(EMAIL_NOT_VALID)),
  ),
  password: formText(
    plainText(m.forms_label_password, 128, { trim: false })
      .min(1, says(ALL_FIELDS_REQUIRED))
      .min(8, says(PASSWORD_TOO_SHORT)),
  ),
});

export const signInSchema = z.object({
  email: formText(plainText(m.forms_label_email, EMAIL_MAX).min(1, says(ALL_FIELDS_REQUIRED))),
  password: formText(
    plainText(m.forms_label_password, 128, { trim: false }).min(1, says(ALL_FIELDS_REQUIRED)),
  ),
});

export type SignUpField = keyof z.infer<typeof signUpSchema>;
export type SignInField = keyof z.infer<typeof signInSchema>;
