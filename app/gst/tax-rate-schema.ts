import { isIndiaDay } from "~/format/india-time";
import { numberText } from "~/forms/number-text";
import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { ADMIN } from "~/http/paths";
import { hsnField } from "./hsn";
import { QUOTE_LIMITS } from "./quote-money";

/**
 * The tax-rate admin form (/admin/tax-rates, docs/gst.md "Tax rates"): one
 * schema for the browser and the action, and the page's words. Isomorphic: no
 * server imports here. The form is flat: hsn, rate (a percentage), from (a
 * YYYY-MM-DD day, what a date input posts) and note.
 */

/** GST began on 1 July 2017: no rate of it takes effect before. */
const GST_START_DAY = "2017-07-01";

export const TAX_RATE_LIMITS = { note: 200 } as const;

const MAX_PERCENT = QUOTE_LIMITS.maxRateBasisPoints / 100;

export const TAX_RATE_INTENTS = ["add", "edit", "delete"] as const;
export type TaxRateIntent = (typeof TAX_RATE_INTENTS)[number];

/** "18 %", "2.5 %": basis points as the page writes a rate. */
export function percentText(basisPoints: number): string {
  return `${basisPoints % 100 === 0 ? basisPoints / 100 : (basisPoints / 100).toFixed(2).replace(/0$/, "")} %`;
}

/** Every message the page shows (the admin is English). */
export const TAX_RATE_TEXT = {
  rateRequired: "Enter the GST rate as a percentage, like 18 or 2.5.",
  rateInvalid: `Enter the GST rate as a percentage from 0 to ${MAX_PERCENT}, with at most 2 decimals, like 18 or 2.5.`,
  fromRequired: "Enter the day this rate takes effect.",
  fromInvalid: "Enter a real date, like 2022-07-18.",
  fromBeforeGst: "GST began on 1 July 2017: a rate cannot take effect before that day.",
  failed: "Failed to save the tax rate.",
  duplicate: (hsn: string, day: string) =>
    `HSN ${hsn} already has a rate from ${day}: edit that rate, or choose another date.`,
  added: (hsn: string, rate: string, day: string) =>
    `Tax rate added: HSN ${hsn} at ${rate} from ${day}.`,
  updated: (hsn: string, rate: string, day: string) =>
    `Tax rate updated: HSN ${hsn} at ${rate} from ${day}.`,
  unchanged: (hsn: string) => `The rate of HSN ${hsn} was not changed.`,
  deleted: (hsn: string, day: string) => `The rate of HSN ${hsn} from ${day} was deleted.`,
  lastRate: (hsn: string, products: number) =>
    `This is the only rate of HSN ${hsn}, which ${products === 1 ? "1 product carries" : `${products} products carry`}: without it their quotations would have no rate. Correct it with Edit, or give those products another HSN first.`,
  notFound: "This tax rate no longer exists: someone may have deleted it.",
  adminsOnly: "Only admins can change tax rates.",
  unknownRequest: "Unknown request",
} as const;

const rate = numberText()
  .overwrite((text) => text.replace(/\s*%$/u, ""))
  .min(1, says(TAX_RATE_TEXT.rateRequired))
  .regex(/^\d{1,2}(\.\d{1,2})?$/u, says(TAX_RATE_TEXT.rateInvalid))
  .transform((text) => Math.round(Number(text) * 100))
  .refine((bp) => bp <= QUOTE_LIMITS.maxRateBasisPoints, says(TAX_RATE_TEXT.rateInvalid));

const from = numberText()
  .min(1, says(TAX_RATE_TEXT.fromRequired))
  .refine(isIndiaDay, says(TAX_RATE_TEXT.fromInvalid))
  // Days written YYYY-MM-DD compare as text.
  .refine((day) => !isIndiaDay(day) || day >= GST_START_DAY, says(TAX_RATE_TEXT.fromBeforeGst));

const note = formText(plainText("Note", TAX_RATE_LIMITS.note, { noMarkup: true }));

/** A rate as the add and edit forms send it; the rate comes out in basis points. */
export const taxRateSchema = z.object({
  hsn: z.preprocess((v) => (typeof v === "string" ? v : ""), hsnField),
  rate: formText(rate),
  from: formText(from),
  note,
});
export type TaxRateInput = z.output<typeof taxRateSchema>;
export type TaxRateField = "hsn" | "rate" | "from" | "note";

/** One rate as the page shows it. */
export interface TaxRate {
  id: number;
  hsn: string;
  rateBp: number;
  /** YYYY-MM-DD, India. */
  effectiveFrom: string;
  note: string;
  /** A seeded rate nobody has checked yet. */
  example: boolean;
  /** In force on the day the page was made. */
  inForce: boolean;
  updatedAt: number;
}

/** An HSN code's rates, newest first, and the products that take their rate from it. */
export interface TaxRateGroup {
  hsn: string;
  rates: TaxRate[];
  /** The rate in force today; null when every rate is still to come. */
  inForce: TaxRate | null;
  /** Products that take their rate from this HSN. */
  products: number;
  /** Of those, the ones no other HSN's rate would cover if this one had none (its last rate cannot go). */
  stranded: number;
}

/** A product whose quotations would find no rate today. */
export interface ProductWithoutRate {
  id: string;
  title: string;
  /** null: no HSN set. */
  hsn: string | null;
}

/** The values a form starts from: a rate's, or what a refused post sent. */
export interface TaxRateFormValues {
  hsn: string;
  rate: string;
  from: string;
  note: string;
}

export const BLANK_TAX_RATE: TaxRateFormValues = { hsn: "", rate: "", from: "", note: "" };

export function taxRateFormValues(r: TaxRate): TaxRateFormValues {
  return {
    hsn: r.hsn,
    rate: percentText(r.rateBp).replace(" %", ""),
    from: r.effectiveFrom,
    note: r.note,
  };
}

export function postedFormValues(values: Record<string, string>): TaxRateFormValues {
  return {
    hsn: values.hsn ?? "",
    rate: values.rate ?? "",
    from: values.from ?? "",
    note: values.note ?? "",
  };
}

/** The page's address, with extras (`edit`, `saved`) and an anchor. */
export function taxRatesHref(extra: Record<string, string> = {}, hash = ""): string {
  const query = new URLSearchParams(extra).toString();
  return `${ADMIN.taxRates}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The id of a rate's row on the page, so a saved or edited one is scrolled to. */
export const taxRateAnchor = (id: number) => `tax-rate-${id}`;
