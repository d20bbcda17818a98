import { emailField, phoneField } from "~/forms/contact-fields";
import { gstinField } from "~/forms/gstin-field";
import { plainText, says, formText as text } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { ENQUIRY_KINDS } from "./popup-rules";

/**
 * The enquiry popup's form (spec §5), one schema for the browser and the
 * /enquiry action. The hidden fields say what the enquiry is about; gstNumber
 * is never asked for by the popup, but when one is sent it must be a GSTIN.
 */
export const enquirySchema = z.object({
  name: text(plainText(m.forms_label_name, 120).min(1, says(m.forms_name_required))),
  email: text(emailField),
  phone: text(phoneField),
  companyName: text(plainText(m.forms_label_company, 160).min(1, says(m.forms_company_required))),
  // Optional; when given, a well-formed GSTIN (docs/gst.md), stored normalised.
  gstNumber: text(gstinField),
  kind: z.enum(ENQUIRY_KINDS).catch("dealer"),
  productId: text(plainText(m.forms_label_product, 200)).transform((v) => v || undefined),
});

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
