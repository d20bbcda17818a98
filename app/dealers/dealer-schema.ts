import { emailField, phoneField } from "~/forms/contact-fields";
import { gstinField } from "~/forms/gstin-field";
import { hasMarkup } from "~/forms/markup";
import { plainText, says, formText as text } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { readPin } from "~/places/pin";
import { DEALER_LIMITS, MONTHLY_VOLUMES } from "./dealer-fields";

/**
 * The dealer application's form (`/dealer`, docs/admin-leads.md "Dealer
 * applications"): one schema for the browser and the action. What only the
 * server can know — whether the PIN is in India Post's directory, whether the
 * chosen categories still exist — is checked by `applyForDealership`.
 * Isomorphic: no Node imports here.
 */

/** A one-line text field that must be filled in and may not carry markup. */
function required(label: () => string, max: number, missing: () => string) {
  return text(
    plainText(label, max)
      .min(1, says(missing))
      .refine(
        (t) => !hasMarkup(t),
        says(() => m.dealers_markup({ label: label() })),
      ),
  );
}

/** One checked box posts a string, several a list, none nothing. */
const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const dealerSchema = z.object({
  firmName: required(m.dealers_label_firm, DEALER_LIMITS.firmName, m.dealers_firm_required),
  contactName: required(
    m.dealers_label_contact,
    DEALER_LIMITS.contactName,
    m.dealers_contact_required,
  ),
  email: text(emailField),
  phone: text(phoneField),
  // Optional (an unregistered firm); when given, a well-formed GSTIN (docs/gst.md).
  gstin: text(gstinField),
  // Typed in any script's digits, with spaces; stored as six ASCII digits.
  pin: text(
    plainText(m.dealers_label_pin, DEALER_LIMITS.pin)
      .min(1, says(m.dealers_pin_required))
      .refine((t) => readPin(t) !== null, says(m.dealers_pin_invalid))
      .transform((t) => readPin(t) ?? ""),
  ),
  territory: required(
    m.dealers_label_territory,
    DEALER_LIMITS.territory,
    m.dealers_territory_required,
  ),
  // Category ids; that they exist is the server's check.
  categories: z.preprocess(
    asList,
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, says(m.dealers_products_unknown))
          .transform(Number),
        says(m.dealers_products_unknown),
      )
      .min(1, says(m.dealers_products_required))
      .max(
        DEALER_LIMITS.categories,
        says(() => m.dealers_products_too_many({ max: String(DEALER_LIMITS.categories) })),
      )
      .transform((ids) => [...new Set(ids)]),
  ),
  volume: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.enum(MONTHLY_VOLUMES, says(m.dealers_volume_required)),
  ),
});

export type DealerInput = z.infer<typeof dealerSchema>;
