import { emailField, phoneField } from "~/forms/contact-fields";
import { plainText } from "~/forms/plain-text";
import { z } from "~/forms/zod";

/** The Get In Touch form on /contact; one schema for the browser and the action. */
export const contactSchema = z.object({
  fullname: plainText("Name", 120).min(1, "Name is required"),
  email: emailField,
  number: phoneField,
  message: plainText("Message", 4000, { multiline: true }).min(1, "Message is required"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
