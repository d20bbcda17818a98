import { emailField, phoneField } from "~/forms/contact-fields";
import { plainText, formText as text } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { ENQUIRY_KINDS } from "./popup-rules";

export { ENQUIRY_SUBMIT_DELAY_MS, type PopupEnquiryKind } from "./popup-rules";

/**
 * The enquiry popup's form (spec §5), one schema for the browser and the
 * /enquiry action. The hidden fields say what the enquiry is about; gstNumber
 * is kept in the record but never asked for, so it is not validated either.
 */
export const enquirySchema = z.object({
  name: text(plainText("Name", 120).min(1, "Name is required")),
  email: text(emailField),
  phone: text(phoneField),
  companyName: text(plainText("Company name", 160).min(1, "Company name is required")),
  // Not validated (spec §5): only the rules every text field has.
  gstNumber: text(plainText("GST number", 32)),
  kind: z.enum(ENQUIRY_KINDS).catch("dealer"),
  productId: text(plainText("Product", 200)).transform((v) => v || undefined),
});

/** The popup's message when the enquiry could not be stored (no network, a server fault). */
export const ENQUIRY_SAVE_FAILED =
  "Your enquiry could not be sent. Please check your connection and try again, or call us.";

export type EnquiryInput = z.infer<typeof enquirySchema>;
/** The fields a visitor fills in, whose errors show beside them. */
export type EnquiryField = "name" | "email" | "phone" | "companyName";

/** What POST /enquiry answers a browser that sent the form with JavaScript. */
export type EnquiryActionData =
  | { ok: true; reference: string; link: string }
  | {
      ok: false;
      errors: Partial<Record<EnquiryField, string>>;
      values: Partial<Record<EnquiryField, string>>;
      /** A problem with the whole form rather than one field (e.g. too many posts). */
      formError?: string;
    };
