import { emailField, phoneField } from "~/forms/contact-fields";
import { plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The Get In Touch form on /contact; one schema for the browser and the action.
 * Its messages come from the catalogue when a check fails, in the page's language.
 */
export const contactSchema = z.object({
  fullname: plainText(m.forms_label_name, 120).min(1, says(m.forms_name_required)),
  email: emailField,
  number: phoneField,
  message: plainText(m.forms_label_message, 4000, { multiline: true }).min(
    1,
    says(m.forms_message_required),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
