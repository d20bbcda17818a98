import { z } from "~/validation/zod";
import { ENQUIRY_KINDS } from "./popup-rules";
import { emailField, phoneField } from "./rules";

export {
  DEALER_POPUP_DELAY_MS,
  ENQUIRY_KINDS,
  ENQUIRY_SUBMIT_DELAY_MS,
  POPUP_SHOWN_KEY,
  type PopupEnquiryKind,
} from "./popup-rules";

/** A missing field (or a file where text belongs) is an empty one: it gets the "required" message. */
function text<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" ? v : ""), schema);
}

/**
 * The enquiry popup's form (spec §5), one schema for the browser and the
 * /enquiry action. The hidden fields say what the enquiry is about; gstNumber
 * is kept in the record but never asked for, so it is not validated either.
 */
export const enquirySchema = z.object({
  name: text(z.string().trim().min(1, "Name is required").max(120, "Name is too long")),
  email: text(emailField),
  phone: text(phoneField),
  companyName: text(
    z.string().trim().min(1, "Company name is required").max(160, "Company name is too long"),
  ),
  gstNumber: z
    .string()
    .trim()
    .optional()
    // Not validated (spec §5), only capped so nobody can store a novel in it.
    .transform((v) => (v ?? "").slice(0, 32)),
  kind: z.enum(ENQUIRY_KINDS).catch("dealer"),
  productId: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
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
