import { type SiteDetails, whatsappLink } from "~/config/site";
import type { PopupEnquiryKind } from "./enquiry-schema";

export interface EnquiryMessage {
  kind: PopupEnquiryKind;
  productTitle?: string | null;
  /** A pump finder's requirement ("45 m at 60 LPM, single phase"). */
  requirement?: string | null;
  name: string;
  email: string;
  phone: string;
  companyName: string;
  reference: string;
}

export const ENQUIRY_HEADINGS: Record<PopupEnquiryKind, string> = {
  product: "Product Inquiry",
  dealer: "Dealership Inquiry",
};

/** One line per value: a pasted newline must not forge a line of its own. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The prefilled messaging text (spec §7): the heading, the product name if
 * any, then Name, Email, Phone and Company, plus our reference so the sales
 * team can match the chat to the stored enquiry.
 */
export function enquiryMessage(e: EnquiryMessage): string {
  const product = e.productTitle ? oneLine(e.productTitle) : "";
  return [
    ENQUIRY_HEADINGS[e.kind],
    ...(product ? [`Product: ${product}`] : []),
    ...(e.requirement ? [`Requirement: ${oneLine(e.requirement)}`] : []),
    `Name: ${oneLine(e.name)}`,
    `Email: ${oneLine(e.email)}`,
    `Phone: ${oneLine(e.phone)}`,
    `Company: ${oneLine(e.companyName)}`,
    `Reference: ${e.reference}`,
  ].join("\n");
}

/** The wa.me link to the business number with the enquiry's text. */
export function enquiryLink(site: Pick<SiteDetails, "whatsappNumber">, e: EnquiryMessage): string {
  return whatsappLink(site, enquiryMessage(e));
}
