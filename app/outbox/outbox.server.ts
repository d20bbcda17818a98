import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { OutboxConfigTable, OutboxMessageTable } from "~/db/schema";
import type { MessageChannel } from "./message-status";

/**
 * The outbox (docs/admin-leads.md "Messages"): every message the shop sends is first a row,
 * inserted in the transaction of the event that asks for it, so the event and its message
 * commit together or not at all and no mail server or API is ever waited for by a visitor.
 * worker.server.ts sends the rows. A message's `key` is unique: an event that runs twice (a
 * retried transaction, a second tap) queues it once.
 */

export type OutboxRow = Selectable<OutboxMessageTable>;

export interface NewMessage {
  /** How the worker makes it at send time (a registered MessageKind: "mail", "lead-mail" …). */
  kind: string;
  channel: MessageChannel;
  /** Unique per message: the same key never queues a second one. */
  key: string;
  /** E-mail addresses (comma-separated) or WhatsApp digits; "" when the kind knows them. */
  to?: string;
  /** What it is about, for that thing's page: a quotation's messages. */
  about?: { type: string; id: string | number };
  /** A line for staff: what the message is. */
  title: string;
  /** The kind's input (JSON). */
  payload?: unknown;
  /** Not before this time (ms); now when not given. */
  dueAt?: number;
}

/** Called after a message is queued: the running worker looks soon (worker.server.ts). */
let queued: (() => void) | null = null;

/** The worker's hook (one per process); null to remove it. */
export function onMessageQueued(hook: (() => void) | null): void {
  queued = hook;
}

/**
 * Queues a message in the caller's transaction; false when its key was queued before (the
 * message stands as it was). Call it inside the change that causes the message.
 */
export async function queueMessage(trx: DB, message: NewMessage): Promise<boolean> {
  const now = Date.now();
  const result = await trx
    .insertInto("outbox_message")
    .values({
      kind: message.kind,
      channel: message.channel,
      idempotency_key: message.key,
      recipient: message.to ?? "",
      about_type: message.about?.type ?? null,
      about_id: message.about ? String(message.about.id) : null,
      title: message.title.slice(0, 300),
      payload: JSON.stringify(message.payload ?? {}),
      next_attempt_at: message.dueAt ?? now,
      created_at: now,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .executeTakeFirst();
  const inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  // The worker looks once the caller has committed: usually within milliseconds, later when
  // the disk is slow to flush (then a later look, or the next poll, finds it).
  if (inserted && queued)
    for (const ms of [25, 100, 400]) {
      const hook = queued;
      setTimeout(hook, ms).unref?.();
    }
  return inserted;
}

/** Who is told of what, as each server sets it at start from its settings (OutboxConfigTable). */
export interface OutboxConfig {
  /** New leads e-mailed to SMTP_TO. */
  leadMail: boolean;
  /** Alerts and quotations by e-mail (a mail server is set). */
  alertMail: boolean;
  /** WhatsApp Cloud API messages. */
  whatsapp: boolean;
  /** Which alerts the admins get too (alert-settings.server.ts). */
  alertAdmins: "answers" | "all" | "unassigned";
  adminEmails: string[];
  adminWhatsapp: string[];
  /** The shop's address, for links in messages. */
  baseUrl: string;
}

const OFF: OutboxConfig = {
  leadMail: false,
  alertMail: false,
  whatsapp: false,
  alertAdmins: "answers",
  adminEmails: [],
  adminWhatsapp: [],
  baseUrl: "",
};

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function fromRow(row: Selectable<OutboxConfigTable> | undefined): OutboxConfig {
  if (!row) return OFF;
  const admins = row.alert_admins;
  return {
    leadMail: Number(row.lead_mail) === 1,
    alertMail: Number(row.alert_mail) === 1,
    whatsapp: Number(row.whatsapp) === 1,
    alertAdmins: admins === "all" || admins === "unassigned" ? admins : "answers",
    adminEmails: list(row.admin_emails),
    adminWhatsapp: list(row.admin_whatsapp),
    baseUrl: row.base_url,
  };
}

/** The switches as the database holds them (read inside an event's transaction). */
export async function readOutboxConfig(db: DB): Promise<OutboxConfig> {
  return fromRow(
    await db.selectFrom("outbox_config").selectAll().where("id", "=", 1).executeTakeFirst(),
  );
}

/** Writes some of the switches (a server at start; tests). */
export async function setOutboxConfig(db: DB, config: Partial<OutboxConfig>): Promise<void> {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const values = {
    lead_mail: flag(config.leadMail),
    alert_mail: flag(config.alertMail),
    whatsapp: flag(config.whatsapp),
    alert_admins: config.alertAdmins,
    admin_emails: config.adminEmails?.join(","),
    admin_whatsapp: config.adminWhatsapp?.join(","),
    base_url: config.baseUrl,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db.updateTable("outbox_config").set(set).where("id", "=", 1).execute();
}
