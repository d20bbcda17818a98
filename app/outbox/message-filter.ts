import { z } from "~/forms/zod";
import { MESSAGE_STATUSES } from "./message-status";

/** /admin/messages's filter, from its URL: anything it does not know is everything. */
export const messageFilterSchema = z.object({
  status: z.enum(MESSAGE_STATUSES).optional().catch(undefined),
  channel: z.enum(["email", "whatsapp"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type MessageFilter = z.output<typeof messageFilterSchema>;

/** The filter as URL parameters (page links and the way back after a post keep it). */
export function messageFilterParams(filter: MessageFilter, page = filter.page): string {
  const p = new URLSearchParams();
  if (filter.status) p.set("status", filter.status);
  if (filter.channel) p.set("channel", filter.channel);
  if (page > 1) p.set("page", String(page));
  const text = p.toString();
  return text ? `?${text}` : "";
}
