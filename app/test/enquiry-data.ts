import { defaultSite } from "~/config/site";

/**
 * What the enquiry tests share, in the browser (tests/e2e/enquiry.spec.ts) and in-process
 * (tests/http/enquiry.test.ts): the shop's WhatsApp link, the reference a visitor is shown,
 * and a fresh address for each enquiry a test sends.
 */

/** The shop's WhatsApp chat; an enquiry's message follows in `?text=`. */
export const WA = `https://wa.me/${defaultSite.whatsappNumber}`;

/** The reference a visitor is shown for an enquiry: ENQ- and its id in five digits or more. */
export const reference = (id: number) => `ENQ-${String(id).padStart(5, "0")}`;

let seq = 0;
/** A unique address at example.com for an enquiry a test sends. */
export function uniqueEmail(prefix: string) {
  seq++;
  return `${prefix}.${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e4)}@example.com`;
}
