import type { QuotationStatus } from "~/db/schema";
import { type QuoteLineInput, type QuoteTotals, quoteTotals, taxSplit } from "~/gst/quote-money";
import type { Locale } from "~/i18n/locales";

/**
 * A quotation as the customer reads it: the customer page, the PDF and the
 * frozen copy of each sent revision (`quotation_revision.document`) are all
 * made from this one shape. Money in paise; the totals come only from
 * gst/quote-money.ts.
 */
export interface QuotationDocumentLine extends QuoteLineInput {
  productId: string | null;
  description: string;
  hsn: string;
  /** "Nos", "Set", "m" … as staff wrote it. */
  unit: string;
}

export interface QuotationParty {
  name: string;
  company: string;
  /** Lines of the postal address, in order. */
  address: string[];
  /** '' for an unregistered customer. */
  gstin: string;
  phone: string;
  email: string;
}

export interface QuotationDocument {
  /** "Q/2026-27/0042". */
  number: string;
  revision: number;
  status: QuotationStatus;
  /** YYYY-MM-DD (India): the day this revision was sent, or made when not sent yet. */
  issuedOn: string;
  /** YYYY-MM-DD (India): the last day it can be accepted. */
  validUntil: string;
  language: Locale;
  supplier: QuotationParty;
  customer: QuotationParty;
  /** GST state codes and names. */
  supplierState: { code: string; name: string };
  placeOfSupply: { code: string; name: string };
  lines: QuotationDocumentLine[];
  roundToRupee: boolean;
  paymentTerms: string;
  deliveryTerms: string;
  notes: string;
  /** The customer's link to it (absolute). */
  url: string;
}

/** The document's money: lines, taxes and totals, computed by the one calculation module. */
export function documentTotals(
  doc: Pick<QuotationDocument, "lines" | "supplierState" | "placeOfSupply" | "roundToRupee">,
): QuoteTotals {
  return quoteTotals(
    doc.lines,
    taxSplit(doc.supplierState.code, doc.placeOfSupply.code),
    doc.roundToRupee,
  );
}
