import { z } from "~/forms/zod";
import { m } from "~/i18n/paraglide/messages.js";
import { pageField } from "~/paging/page-field";

/**
 * Order statuses (the spec shows only "received"; the rest is what a quotation
 * business needs). Any status may follow any other: an admin corrects mistakes.
 */
export const ORDER_STATUSES = ["received", "quoted", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The admin's names (English, like the rest of the admin). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  received: "Received",
  quoted: "Quoted",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * The names the customer reads on /user, in the page's language (messages/account).
 * The stored value stays the English key; an unknown one is shown as stored.
 */
const ORDER_STATUS_NAME: Record<OrderStatus, () => string> = {
  received: m.account_status_received,
  quoted: m.account_status_quoted,
  completed: m.account_status_completed,
  cancelled: m.account_status_cancelled,
};

export function orderStatusName(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_NAME[status]() : status;
}

export const ORDER_STATUS_STYLE: Record<OrderStatus, string> = {
  received: "bg-blue-50 text-blue-800",
  quoted: "bg-amber-50 text-amber-800",
  completed: "bg-green-50 text-green-800",
  cancelled: "bg-slate-100 text-slate-600",
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export const orderStatusSchema = z.object({
  intent: z.literal("status"),
  id: z.string().regex(/^ORD-\d{6}-[0-9A-F]{6}$/),
  status: z.enum(ORDER_STATUSES),
});

export const orderFilterSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v) => (v && isOrderStatus(v) ? v : null)),
  page: pageField,
});
