import type { SessionUser } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { paginateQuery } from "~/paging/paginate.server";
import type { MessageFilter } from "./message-filter";
import type { MessageChannel, MessageStatus } from "./message-status";
import type { OutboxRow } from "./outbox.server";

/**
 * The messages as staff see them (/admin/messages, and a quotation's own on its page): what
 * each is, to whom, where it stands on its ladder with the time of each step, and why it
 * failed. A failed message can be sent again.
 */

export interface MessageView {
  id: number;
  kind: string;
  channel: MessageChannel;
  title: string;
  /** The address or number; "" for a lead e-mail (SMTP_TO). */
  to: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  deliveredAt: number | null;
  readAt: number | null;
  failedAt: number | null;
  /** When a queued message is tried (again). */
  nextAttemptAt: number;
  about: { type: string; id: string } | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function toMessageView(r: OutboxRow): MessageView {
  return {
    id: r.id,
    kind: r.kind,
    channel: r.channel,
    title: r.title,
    to: r.recipient,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: Number(r.created_at),
    sentAt: num(r.sent_at),
    deliveredAt: num(r.delivered_at),
    readAt: num(r.read_at),
    failedAt: num(r.failed_at),
    nextAttemptAt: Number(r.next_attempt_at),
    about: r.about_type && r.about_id ? { type: r.about_type, id: r.about_id } : null,
  };
}

const MESSAGES_PAGE_SIZE = 30;

/** One page of messages, newest first. */
export async function listMessages(db: DB, filter: MessageFilter) {
  let base = db.selectFrom("outbox_message");
  if (filter.status) base = base.where("status", "=", filter.status);
  if (filter.channel) base = base.where("channel", "=", filter.channel);
  const page = await paginateQuery(
    base,
    base.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    filter.page,
    MESSAGES_PAGE_SIZE,
  );
  const counts = await db
    .selectFrom("outbox_message")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return {
    ...page,
    items: page.items.map(toMessageView),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) as Partial<
      Record<MessageStatus, number>
    >,
  };
}

/** The messages about one thing (a quotation), newest first. */
export async function messagesAbout(
  db: DB,
  about: { type: string; id: string | number },
): Promise<MessageView[]> {
  const rows = await db
    .selectFrom("outbox_message")
    .selectAll()
    .where("about_type", "=", about.type)
    .where("about_id", "=", String(about.id))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map(toMessageView);
}

export type RetryResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string };

/**
 * Staff send a failed message again: it is queued at once with fresh attempts (the same
 * message and key, so a mailbox that has it keeps one copy). Audited as them.
 */
export async function retryMessage(db: DB, actor: SessionUser, id: number): Promise<RetryResult> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit) => {
    const row = await trx
      .selectFrom("outbox_message")
      .select(["status", "title", "recipient", "last_error"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { ok: false as const, status: 404, message: "That message no longer exists." };
    if (row.status !== "failed")
      return { ok: false as const, status: 409, message: "Only a failed message is sent again." };
    const now = Date.now();
    const done = await trx
      .updateTable("outbox_message")
      .set({ status: "pending", attempts: 0, next_attempt_at: now, failed_at: null })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      return { ok: false as const, status: 409, message: "Only a failed message is sent again." };
    audit({
      action: "message.retry",
      targetType: "message",
      targetId: String(id),
      detail: `${row.title}${row.recipient ? ` to ${row.recipient}` : ""}`,
      before: { status: "failed", error: row.last_error ?? "" },
      after: { status: "pending" },
    });
    return { ok: true as const, message: "Queued again: it goes out within a few seconds." };
  });
}
