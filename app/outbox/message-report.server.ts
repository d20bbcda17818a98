import type { DB } from "~/db/db.server";
import { type MessageStatus, statusesBelow } from "./message-status";

/**
 * What a provider reports of a message (WhatsApp's webhook; the worker's own "sent"), applied
 * so that reports in any order and any number of times leave the same row: each status's time
 * is kept once (the first report of it), and the status only climbs (message-status.ts). Each
 * UPDATE states its condition, so two reports applied at once on PostgreSQL cannot undo each
 * other.
 */

export type Report = Extract<MessageStatus, "sent" | "delivered" | "read" | "failed">;

const TIME_OF: Record<Report, "sent_at" | "delivered_at" | "read_at" | "failed_at"> = {
  sent: "sent_at",
  delivered: "delivered_at",
  read: "read_at",
  failed: "failed_at",
};

export async function applyReport(
  db: DB,
  messageId: number,
  report: { status: Report; at: number; detail?: string },
): Promise<void> {
  const column = TIME_OF[report.status];
  await db
    .updateTable("outbox_message")
    .set((eb) => ({ [column]: eb.fn.coalesce(column, eb.val(report.at)) }))
    .where("id", "=", messageId)
    .execute();
  await db
    .updateTable("outbox_message")
    .set({
      status: report.status,
      ...(report.status === "failed" ? { last_error: (report.detail ?? "").slice(0, 500) } : {}),
    })
    .where("id", "=", messageId)
    .where("status", "in", statusesBelow(report.status))
    .execute();
}

/**
 * Ties the reports already received for a provider's id to the message that now has it (a
 * webhook that overtook the worker's own record), and applies them.
 */
export async function applyEarlierReports(
  db: DB,
  messageId: number,
  providerId: string,
): Promise<void> {
  const waiting = await db
    .selectFrom("outbox_receipt")
    .select(["id", "status", "at", "detail"])
    .where("provider_id", "=", providerId)
    .where("message_id", "is", null)
    .orderBy("id")
    .execute();
  for (const r of waiting) {
    await db
      .updateTable("outbox_receipt")
      .set({ message_id: messageId })
      .where("id", "=", r.id)
      .execute();
    if (isReport(r.status))
      await applyReport(db, messageId, { status: r.status, at: Number(r.at), detail: r.detail });
  }
}

export function isReport(status: string): status is Report {
  return status === "sent" || status === "delivered" || status === "read" || status === "failed";
}
