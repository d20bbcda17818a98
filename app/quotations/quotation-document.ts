import type { QuotationStatus } from "~/db/schema";
import { hsnSummary, type QuoteTotals, quoteTotals, taxSplit } from "~/gst/quote-money";
import type { Locale } from "~/i18n/locales";
import type { QuotationLine } from "./quotation-lines";

/**
 * A quotation as the customer reads it: the customer page, the PDF and the
 * frozen copy of each sent revision (`quotation_revision.document`) are all
 * made from this one shape. Money in paise; the totals come only from
 * gst/quote-money.ts. Revisions frozen before a field existed lack it: the
 * optional fields read as "none".
 */
export type QuotationDocumentLine = QuotationLine;

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

/** Where the customer pays: the shop's bank account and UPI ID, as the admin set them. */
export interface QuotationPayment {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
  /** '' when the shop takes no UPI. */
  upiId: string;
}

export interface QuotationSignatory {
  name: string;
  title: string;
  /** An uploaded signature image (media id), or null. */
  signatureMediaId: string | null;
}

export interface QuotationDocument {
  /** "Q/2026-27/0042"; a draft never sent has none yet (''). */
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
  /** A discount on the whole quotation, spread over the lines (0 or absent: none). */
  discountPaise?: number;
  roundToRupee: boolean;
  paymentTerms: string;
  deliveryTerms: string;
  notes: string;
  /** The shop's bank and UPI details (absent or null: none set when it was sent). */
  payment?: QuotationPayment | null;
  /** The shop's logo (media id), or none. */
  logoMediaId?: string | null;
  signatory?: QuotationSignatory | null;
  /** The customer's link to it (absolute). */
  url: string;
}

/** The document's money: lines, taxes and totals, computed by the one calculation module. */
export function documentTotals(
  doc: Pick<
    QuotationDocument,
    "lines" | "supplierState" | "placeOfSupply" | "roundToRupee" | "discountPaise"
  >,
): QuoteTotals {
  return quoteTotals(
    doc.lines,
    taxSplit(doc.supplierState.code, doc.placeOfSupply.code),
    doc.roundToRupee,
    doc.discountPaise ?? 0,
  );
}

/** The HSN/SAC-wise summary of a document (gst/quote-money.ts hsnSummary). */
export function documentHsnSummary(doc: Pick<QuotationDocument, "lines">, totals: QuoteTotals) {
  return hsnSummary(doc.lines, totals);
}

/** Paise as rupees for a UPI link: "131119.00". */
function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * The UPI payment link a QR code carries (NPCI's `upi://pay`): the payee's
 * UPI ID and name, the grand total in rupees, INR, and the quotation number
 * as the note, so the payment names what it pays. Null without a UPI ID.
 */
export function upiPayLink(
  doc: Pick<QuotationDocument, "number" | "payment" | "supplier">,
  totals: Pick<QuoteTotals, "grandTotalPaise">,
): string | null {
  const upi = doc.payment?.upiId ?? "";
  if (!upi) return null;
  const payee = doc.payment?.accountName || doc.supplier.company || doc.supplier.name;
  const params = [
    ["pa", upi],
    ["pn", payee],
    ["am", rupees(totals.grandTotalPaise)],
    ["cu", "INR"],
    ["tn", doc.number],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v ?? "")}`).join("&")}`;
}
