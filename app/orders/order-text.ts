import { formatRupees } from "~/catalogue/money";

/** The WhatsApp text for a quotation request from the cart. */
export function orderMessage(order: {
  id: string;
  lines: { title: string; quantity: number; pricePaise: number }[];
  totalPaise: number;
  customer: { name: string; email: string };
}): string {
  return [
    "Quotation Request",
    `Order: ${order.id}`,
    ...order.lines.map((l) => `- ${l.title} × ${l.quantity} @ ${formatRupees(l.pricePaise)}`),
    `Total: ${formatRupees(order.totalPaise)} (ex-GST)`,
    `Name: ${order.customer.name}`,
    `Email: ${order.customer.email}`,
  ].join("\n");
}
