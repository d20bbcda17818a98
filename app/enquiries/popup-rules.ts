/**
 * The enquiry popup's constants and links, kept free of zod so the pages that
 * only offer the popup do not download the form's validation code.
 */

/** The two enquiries the popup sends: a quote for one product, or a dealership. */
export const ENQUIRY_KINDS = ["product", "dealer"] as const;
export type PopupEnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Spec §9: the popup opens 30 s into the first visit, and submitting lasts 1.5 s. */
export const DEALER_POPUP_DELAY_MS = 30_000;
export const ENQUIRY_SUBMIT_DELAY_MS = 1500;
/**
 * Milliseconds since this document's navigation started: the visit's start,
 * not the moment our JavaScript ran (on a slow phone, many seconds later).
 * performance.now() counts from timeOrigin; the navigation entry starts at 0.
 */
export function sinceNavigationStart(): number {
  const navigation = performance.getEntriesByType?.("navigation")[0];
  return performance.now() - (navigation?.startTime ?? 0);
}

/** What is left of the dealer popup's 30 s, `elapsed` ms after the visit started. */
export function dealerPopupWait(elapsed: number): number {
  return Math.min(DEALER_POPUP_DELAY_MS, Math.max(0, DEALER_POPUP_DELAY_MS - elapsed));
}

/** Spec §3 browser storage key that remembers the dealer popup was shown. */
export const POPUP_SHOWN_KEY = "hasShownPopup";

/** The product an enquiry is about. */
export interface EnquiryProduct {
  id: string;
  title: string;
}

/** A pump finder's requirement sent with a Get Quote: its line, and its finder URL parameters. */
export interface EnquiryRequirement {
  text: string;
  params: [string, string][];
}

/**
 * Where the form posts; the product rides along so a no-JS error page can
 * name it, and so does a finder's requirement, which the action reads from
 * this URL (the same parameters as /finder's).
 */
export function enquiryAction(
  product?: EnquiryProduct | null,
  requirement?: EnquiryRequirement | null,
): string {
  const base = product ? `/enquiry?product=${encodeURIComponent(product.id)}` : "/enquiry";
  if (!requirement?.params.length) return base;
  return `${base}${product ? "&" : "?"}${new URLSearchParams(requirement.params)}`;
}
