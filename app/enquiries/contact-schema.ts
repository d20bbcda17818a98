import { z } from "~/validation/zod";
import { emailField, phoneField } from "./rules";

/** The Get In Touch form on /contact; one schema for the browser and the action. */
export const contactSchema = z.object({
  fullname: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  email: emailField,
  number: phoneField,
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(4000, "Message is too long (4000 characters at most)"),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
