import { type SiteDetails, whatsappLink } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import type { PopupEnquiryKind } from "./popup-rules";

/** The popup's message when the enquiry could not be stored (no network, a server fault). */
export const ENQUIRY_SAVE_FAILED = m.forms_save_failed;

export interface EnquiryMessage {
  kind: PopupEnquiryKind;
  /** The product's title in the visitor's language where it is translated. */
  productTitle?: string | null;
  /** A pump finder's requirement ("45 m at 60 LPM, single phase"). */
  requirement?: string | null;
  name: string;
  email: string;
  phone: string;
  companyName: string;
  reference: string;
  /** Lines after the spec's text and the reference (a dealer's application), already in the page's language. */
  details?: readonly string[];
}

/** The heading of each kind of enquiry (spec §7 in English), read in the current language. */
export const ENQUIRY_HEADINGS: Record<PopupEnquiryKind, typeof m.forms_wa_heading_product> = {
  product: m.forms_wa_heading_product,
  dealer: m.forms_wa_heading_dealer,
};

/** One line per value: a pasted newline must not forge a line of its own. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The prefilled messaging text (spec §7): the heading, the product name if
 * any, then Name, Email, Phone and Company, plus our reference so the sales
 * team can match the chat to the stored enquiry, then any details (each on one
 * line; the spec's lines stay as they are). In the language of the page
 * the enquiry came from (`locale`, else the current one); the English is the
 * spec's, word for word.
 */
export function enquiryMessage(e: EnquiryMessage, locale?: Locale): string {
  const options = locale ? { locale } : {};
  const line = (label: typeof m.forms_wa_name, value: string) => label({ value }, options);
  const product = e.productTitle ? oneLine(e.productTitle) : "";
  return [
    ENQUIRY_HEADINGS[e.kind]({}, options),
    ...(product ? [line(m.forms_wa_product, product)] : []),
    ...(e.requirement ? [line(m.forms_wa_requirement, oneLine(e.requirement))] : []),
    line(m.forms_wa_name, oneLine(e.name)),
    line(m.forms_wa_email, oneLine(e.email)),
    line(m.forms_wa_phone, oneLine(e.phone)),
    line(m.forms_wa_company, oneLine(e.companyName)),
    line(m.forms_wa_reference, e.reference),
    ...(e.details ?? []).map(oneLine),
  ].join("\n");
}

/** The wa.me link to the business number with the enquiry's text. */
export function enquiryLink(
  site: Pick<SiteDetails, "whatsappNumber">,
  e: EnquiryMessage,
  locale?: Locale,
): string {
  return whatsappLink(site, enquiryMessage(e, locale));
}
