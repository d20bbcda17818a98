import { formatRupees } from "~/format/money";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * The WhatsApp text for a quotation request from the cart, in the language of
 * the cart page it was sent from (`locale`, else the current one); the lines'
 * titles are given in that language by the caller.
 */
export function orderMessage(
  order: {
    id: string;
    lines: { title: string; quantity: number; pricePaise: number }[];
    totalPaise: number;
    customer: { name: string; email: string };
  },
  locale?: Locale,
): string {
  const options = locale ? { locale } : {};
  return [
    m.forms_wa_quotation_request({}, options),
    m.forms_wa_order({ value: order.id }, options),
    ...order.lines.map((l) => `- ${l.title} × ${l.quantity} @ ${formatRupees(l.pricePaise)}`),
    m.forms_wa_total({ value: formatRupees(order.totalPaise) }, options),
    m.forms_wa_name({ value: order.customer.name }, options),
    m.forms_wa_email({ value: order.customer.email }, options),
  ].join("\n");
}
