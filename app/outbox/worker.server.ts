import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { skipLockedRows } from "~/db/dialect.server";
import { DeliveryError } from "./delivery-error";
import { type MailMessage, messageIdFor, type SendMail } from "./mail.server";
import { applyEarlierReports, applyReport } from "./message-report.server";
import type { MessageChannel } from "./message-status";
import { type OutboxRow, onMessageQueued } from "./outbox.server";
import type { SendWhatsApp, WhatsAppBody } from "./whatsapp.server";

/**
 * The outbox's worker (docs/admin-leads.md "Messages"): one per server process, it claims due
 * rows one at a time, makes each message with its kind, sends it on its channel and records
 * the outcome. A failure is kept with the row and retried after 30 s, 1, 2, 4 … minutes (8
 * attempts, about an hour); a permanent one (an address or template refused) fails at once.
 * Nothing is ever deleted.
 *
 * A claimed row is `sending` under a lease. If the process dies after the channel took the
 * message and before the row says so, the row is claimed again when the lease ends:
 * - e-mail (5-minute lease): sent again with the same Message-ID, which mailboxes keep once;
 * - WhatsApp (10-minute lease): the webhook's report for the first send carries the row's
 *   callback data, which marks the row sent meanwhile, so it is not sent again; only when no
 *   report arrived within the lease (no webhook set up, or Meta's reports delayed past it) is it
 *   sent a second time.
 */

/** What a kind makes of a row: an e-mail, or a WhatsApp message for a number. */
export type MadeMessage =
  | { mail: Omit<MailMessage, "messageId"> }
  | { whatsapp: { to: string; body: WhatsAppBody } };

/** How the messages of one kind are made at send time, from their row. */
export interface MessageKind {
  make(db: DB, row: OutboxRow): Promise<MadeMessage>;
}

/** The message can never be made (what it was about is gone): it fails without retrying. */
export class Unsendable extends Error {
  override name = "Unsendable";
}

export interface Channels {
  email?: SendMail;
  whatsapp?: SendWhatsApp;
}

export const MAX_ATTEMPTS = 8;

/** How long a claimed row is left alone before another worker may send it again. */
export const LEASE_MS: Record<MessageChannel, number> = {
  email: 5 * 60_000,
  whatsapp: 10 * 60_000,
};

/** 30 s, 1 min, 2 min … capped at 6 h (8 attempts span about 1 h). */
export function backoffMs(attempt: number): number {
  return Math.min(6 * 3600_000, 30_000 * 2 ** Math.max(0, attempt - 1));
}

export interface DeliverOptions {
  kinds: Readonly<Record<string, MessageKind>>;
  channels: Channels;
  now?: () => number;
  limit?: number;
  /**
   * Runs after a channel took a message and before its row records it. A test makes it throw
   * to crash the worker at the worst moment (nothing after it runs, as after a kill).
   */
  afterSend?: (row: OutboxRow) => void | Promise<void>;
}

/** The WhatsApp callback data of a row: how a webhook report finds it (whatsapp-webhook.server.ts). */
export function callbackDataOf(row: Pick<OutboxRow, "id">): string {
  return `ob:${row.id}`;
}

function available(options: DeliverOptions) {
  const kinds = Object.keys(options.kinds);
  const channels = (Object.keys(options.channels) as MessageChannel[]).filter(
    (c) => options.channels[c] !== undefined,
  );
  return { kinds, channels };
}

/** Whether anything is due: a read, so an idle poll takes no write lock. */
async function anythingDue(db: DB, now: number, kinds: string[], channels: MessageChannel[]) {
  const row = await db
    .selectFrom("outbox_message")
    .select("id")
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now)
    .where("kind", "in", kinds)
    .where("channel", "in", channels)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the oldest due row in one statement, so two workers (two instances) never take the
 * same one: locked and skipped by the others on PostgreSQL, and the conditions checked again
 * on the locked row. Only rows this worker can make and send.
 */
async function claimDue(db: DB, now: number, kinds: string[], channels: MessageChannel[]) {
  // CAST: PostgreSQL would read the parameters as text.
  const lease = sql<number>`CASE WHEN channel = 'whatsapp' THEN CAST(${now + LEASE_MS.whatsapp} AS BIGINT) ELSE CAST(${now + LEASE_MS.email} AS BIGINT) END`;
  return db
    .updateTable("outbox_message")
    .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1), next_attempt_at: lease }))
    .where("id", "=", (eb) =>
      skipLockedRows(
        db,
        eb
          .selectFrom("outbox_message")
          .select("id")
          .where("status", "in", ["pending", "sending"])
          .where("next_attempt_at", "<=", now)
          .where("kind", "in", kinds)
          .where("channel", "in", channels)
          .orderBy("id")
          .limit(1),
      ),
    )
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now)
    .returningAll()
    .executeTakeFirst();
}

/** Makes and sends one claimed row; answers the provider's id for it. */
async function send(db: DB, row: OutboxRow, options: DeliverOptions): Promise<string> {
  const kind = options.kinds[row.kind];
  if (!kind) throw new DeliveryError(`No kind "${row.kind}" here`, { permanent: false });
  const made = await kind.make(db, row);
  if ("mail" in made) {
    const sendMail = options.channels.email;
    if (!sendMail || row.channel !== "email")
      throw new DeliveryError("E-mail is not set up", { permanent: false });
    const messageId = messageIdFor(row.idempotency_key, made.mail.from);
    await sendMail({ ...made.mail, messageId });
    return messageId;
  }
  const sendWhatsApp = options.channels.whatsapp;
  if (!sendWhatsApp || row.channel !== "whatsapp")
    throw new DeliveryError("WhatsApp is not set up", { permanent: false });
  const { id } = await sendWhatsApp(made.whatsapp.to, made.whatsapp.body, callbackDataOf(row));
  return id;
}

/** The channel took it: the row says sent, unless a webhook report already moved it on. */
async function recordSent(db: DB, row: OutboxRow, providerId: string, at: number) {
  await db
    .updateTable("outbox_message")
    .set({ provider_id: providerId, last_error: null })
    .where("id", "=", row.id)
    .where("provider_id", "is", null)
    .execute();
  await applyReport(db, row.id, { status: "sent", at });
  await applyEarlierReports(db, row.id, providerId);
}

async function recordFailure(db: DB, row: OutboxRow, error: unknown, at: number) {
  const failure =
    error instanceof DeliveryError
      ? error
      : new DeliveryError(String((error as Error)?.message ?? error), {
          permanent: error instanceof Unsendable,
        });
  const giveUp = failure.permanent || row.attempts >= MAX_ATTEMPTS;
  // Only while it is still ours: a webhook may have reported the message meanwhile (a send
  // that timed out here had reached WhatsApp).
  await db
    .updateTable("outbox_message")
    .set({
      status: giveUp ? "failed" : "pending",
      next_attempt_at: at + backoffMs(row.attempts),
      last_error: failure.message.slice(0, 500),
      failed_at: giveUp ? at : null,
    })
    .where("id", "=", row.id)
    .where("status", "=", "sending")
    .execute();
}

/** Sends every due message (up to `limit`); how many were sent and how many attempts failed. */
export async function deliverDueMessages(
  db: DB,
  options: DeliverOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now;
  const result = { sent: 0, failed: 0 };
  const { kinds, channels } = available(options);
  if (kinds.length === 0 || channels.length === 0) return result;
  if (!(await anythingDue(db, now(), kinds, channels))) return result;
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const row = await claimDue(db, now(), kinds, channels);
    if (!row) break;
    let providerId: string;
    try {
      providerId = await send(db, row, options);
    } catch (error) {
      await recordFailure(db, row, error, now());
      result.failed++;
      continue;
    }
    // A crash here (the test's afterSend throws) leaves the row `sending` until its lease ends.
    await options.afterSend?.(row);
    await recordSent(db, row, providerId, now());
    result.sent++;
  }
  return result;
}

export interface OutboxWorker {
  /** Runs a pass now (tests, and right after start); resolves when it is done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Polls every `intervalMs` (1 s) and right after a message is queued in this process, one pass
 * at a time. Failures are logged, never thrown: a mail server or API that is down must not take
 * the storefront with it.
 */
export function startOutboxWorker(
  db: DB,
  options: DeliverOptions & { intervalMs?: number; log?: (message: string) => void },
): OutboxWorker {
  const log = options.log ?? console.warn;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = async () => {
    do {
      again = false;
      try {
        const { failed } = await deliverDueMessages(db, options);
        if (failed > 0) log(`Outbox: ${failed} message(s) failed, see /admin/messages`);
      } catch (error) {
        log(`Outbox worker: ${String(error)}`);
      }
    } while (again && !stopped);
  };
  const tick = () => {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(tick, options.intervalMs ?? 1_000);
  timer.unref();
  onMessageQueued(() => void tick());
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      onMessageQueued(null);
      await running;
    },
  };
}
