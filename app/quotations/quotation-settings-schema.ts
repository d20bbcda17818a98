import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";

/**
 * What the admin sets once for every quotation (/admin/quotations/settings,
 * docs/quotations.md "Settings"): the default payment and delivery terms, the
 * bank account and UPI ID buyers pay into, the logo and the authorised
 * signatory. One schema for the browser and the action. Isomorphic.
 */

const SETTINGS_LIMITS = {
  terms: 500,
  accountName: 100,
  bankName: 100,
  branch: 100,
  upiId: 100,
  signatoryName: 100,
  signatoryTitle: 100,
} as const;

export const SETTINGS_TEXT = {
  upiInvalid:
    "A UPI ID looks like name@bank: letters, digits, dots, hyphens or underscores, an @, then the bank's handle (for example sabarmatipumps@okhdfcbank).",
  ifscInvalid:
    "An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits (for example HDFC0001234).",
  accountInvalid: "An account number is 9 to 18 digits.",
  bankIncomplete:
    "For bank details, fill in the account holder, the bank, the account number and the IFSC; or leave all four empty.",
  saved: "Quotation settings saved: new quotations use them; quotations already sent keep theirs.",
  unchanged: "Nothing changed.",
  failed: "Failed to save the quotation settings.",
  adminsOnly: "Only admins can change the quotation settings.",
  imageMissing: "That image is no longer in the media library: upload it again.",
} as const;

/** NPCI's virtual payment address: a handle before the @, the PSP's after it. */
const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** RBI's IFSC: bank (4 letters), 0, branch (6 letters or digits). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^\d{9,18}$/;
/** A media id as the uploads make them (media/images.server.ts newMediaId). */
const MEDIA_ID = /^[a-z0-9]{8,40}$/;

const text = (label: string, max: number, multiline = false) =>
  formText(plainText(label, max, { multiline, noMarkup: true }));

/** An uploaded image's id, or none (empty, missing or anything else). */
const mediaId = z.preprocess(
  (v) => (typeof v === "string" && MEDIA_ID.test(v.trim()) ? v.trim() : null),
  z.string().nullable(),
);

export const quotationSettingsSchema = z
  .object({
    paymentTerms: text("Payment terms", SETTINGS_LIMITS.terms, true),
    deliveryTerms: text("Delivery terms", SETTINGS_LIMITS.terms, true),
    accountName: text("Account holder", SETTINGS_LIMITS.accountName),
    bankName: text("Bank", SETTINGS_LIMITS.bankName),
    accountNumber: formText(plainText("Account number", 40))
      .transform((v) => v.replace(/[\s-]/g, ""))
      .refine((v) => v === "" || ACCOUNT_NUMBER.test(v), says(SETTINGS_TEXT.accountInvalid)),
    ifsc: formText(plainText("IFSC", 20))
      .transform((v) => v.replace(/\s/g, "").toUpperCase())
      .refine((v) => v === "" || IFSC.test(v), says(SETTINGS_TEXT.ifscInvalid)),
    branch: text("Branch", SETTINGS_LIMITS.branch),
    upiId: formText(plainText("UPI ID", SETTINGS_LIMITS.upiId))
      .transform((v) => v.replace(/\s/g, ""))
      .refine((v) => v === "" || UPI_ID.test(v), says(SETTINGS_TEXT.upiInvalid)),
    logoMediaId: mediaId,
    signatoryName: text("Signatory's name", SETTINGS_LIMITS.signatoryName),
    signatoryTitle: text("Signatory's title", SETTINGS_LIMITS.signatoryTitle),
    signatureMediaId: mediaId,
  })
  .superRefine((v, ctx) => {
    const bank = [v.accountName, v.bankName, v.accountNumber, v.ifsc];
    if (bank.some((f) => f !== "") && bank.some((f) => f === "")) {
      const field = (["accountName", "bankName", "accountNumber", "ifsc"] as const).find(
        (k) => v[k] === "",
      );
      ctx.addIssue({
        code: "custom",
        path: [field ?? "accountName"],
        message: SETTINGS_TEXT.bankIncomplete,
      });
    }
  });

export type QuotationSettingsInput = z.output<typeof quotationSettingsSchema>;
export type QuotationSettingsField = keyof QuotationSettingsInput;

/** The settings as stored (a quotation starts from them; a sent one keeps a copy). */
export interface QuotationSettings extends QuotationSettingsInput {
  updatedAt: number | null;
}

/** Before the admin sets anything: the usual terms of a Gujarat maker, no bank, no logo. */
export function defaultSettings(city: string): QuotationSettings {
  return {
    paymentTerms: "50% advance with the order, the balance before dispatch.",
    deliveryTerms: `Ex-works ${city}, within 7 days of the order. Freight and insurance extra.`,
    accountName: "",
    bankName: "",
    accountNumber: "",
    ifsc: "",
    branch: "",
    upiId: "",
    logoMediaId: null,
    signatoryName: "",
    signatoryTitle: "",
    signatureMediaId: null,
    updatedAt: null,
  };
}
