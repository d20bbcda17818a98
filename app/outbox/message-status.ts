/**
 * A message's statuses (docs/admin-leads.md "Messages"): pending (queued, or waiting to be
 * retried), sending (a worker holds it), then what the channel reports: sent (the mail server
 * or the Cloud API took it), delivered (to the phone), read; or failed. The provider's reports
 * may come twice or out of order: a message only moves up this ladder, so a late "delivered"
 * never undoes "read". A delivery or read receipt outranks a failure report (the person has the
 * message); a failure outranks a bare "sent".
 */
export const MESSAGE_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "delivered",
  "read",
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A report's place on the ladder; higher wins. */
function statusRank(status: MessageStatus): number {
  return MESSAGE_STATUSES.indexOf(status);
}

/** The statuses a report of `status` may replace (those below it). */
export function statusesBelow(status: MessageStatus): MessageStatus[] {
  return MESSAGE_STATUSES.filter((s) => statusRank(s) < statusRank(status));
}

export const MESSAGE_STATUS_LABEL: Record<MessageStatus, string> = {
  pending: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  delivered: "Delivered",
  read: "Read",
};

export const MESSAGE_STATUS_STYLE: Record<MessageStatus, string> = {
  pending: "bg-slate-100 text-slate-700",
  sending: "bg-blue-50 text-blue-800",
  sent: "bg-brand-50 text-brand-800",
  failed: "bg-red-50 text-red-800",
  delivered: "bg-green-50 text-green-800",
  read: "bg-green-100 text-green-900",
};

export type MessageChannel = "email" | "whatsapp";

export const CHANNEL_LABEL: Record<MessageChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
};
