import type { Transporter } from "nodemailer";
import type { SmtpSettings } from "~/config/smtp-settings.server";
import type { DB } from "~/db/db.server";
import { skipLockedRows } from "~/db/dialect.server";
import { KIND_LABEL, LANGUAGE_LABEL } from "./lead-status";
import { type Lead, toLead } from "./leads.server";

/**
 * Lead e-mails. Storing a lead queues one outbox row in the same transaction
 * (enquiries.server.ts, while enabled), so storing a lead never waits for a
 * mail server and an e-mail is never lost to a crash. This worker sends
 * due rows, retrying with exponential backoff; a row whose sender died
 * mid-send is picked up again when its lease runs out.
 */

export interface MailMessage {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends through the configured SMTP server (nodemailer), with bounded timeouts. */
export function smtpSender(settings: SmtpSettings): SendMail {
  // Loaded with the first e-mail: a shop without SMTP never holds nodemailer.
  let transport: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? "" } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
  };
  return async (message) => {
    transport ??= open();
    await (await transport).sendMail(message);
  };
}

/**
 * The e-mail about one lead: everything the sales team needs to call back,
 * and who owns it (the salesperson it was routed to, by name).
 */
function leadMail(
  lead: Lead,
  owner: string | null,
  settings: Pick<SmtpSettings, "from" | "to">,
  baseUrl: string,
) {
  const lines = [
    `${KIND_LABEL[lead.kind]} ${lead.reference}`,
    "",
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    lead.company ? `Company: ${lead.company}` : null,
    lead.gst ? `GST: ${lead.gst}` : null,
    lead.productTitle ? `Product: ${lead.productTitle}` : null,
    `Language: ${LANGUAGE_LABEL[lead.language]}`,
    `Owner: ${owner ?? "unassigned"}`,
    lead.message ? `\n${lead.message}\n` : null,
    `Open in the leads inbox: ${baseUrl}/admin/enquiries?q=${lead.reference}`,
  ];
  return {
    from: settings.from,
    to: settings.to,
    replyTo: lead.email,
    subject: `New ${KIND_LABEL[lead.kind].toLowerCase()} from ${lead.name} (${lead.reference})`,
    text: lines.filter((l) => l !== null).join("\n"),
  } satisfies MailMessage;
}

/** The name of the salesperson a lead is assigned to, or null. */
async function ownerName(db: DB, enquiry: { salesperson_id: number | null }) {
  if (enquiry.salesperson_id === null) return null;
  const row = await db
    .selectFrom("salesperson")
    .select("name")
    .where("id", "=", enquiry.salesperson_id)
    .executeTakeFirst();
  return row?.name ?? null;
}

export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left alone before another worker may retry it. */
export const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at 6 h (8 attempts span about 1 h). */
export function backoffMs(attempt: number): number {
  return Math.min(6 * 3600_000, 30_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Whether e-mails are queued now (SMTP is configured): read inside a write's
 * transaction, as saveEnquiry's insert reads it, by other features that queue
 * their own mail for this worker (OutboxMail below).
 */
export async function mailQueueing(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom("lead_outbox_config")
    .select("enabled")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.enabled === 1;
}

/** Turns queueing on or off; saveEnquiry reads this flag inside each lead's transaction. */
export async function setLeadMailEnabled(db: DB, enabled: boolean): Promise<void> {
  await db
    .updateTable("lead_outbox_config")
    .set({ enabled: enabled ? 1 : 0 })
    .where("id", "=", 1)
    .execute();
}

/**
 * Claims the oldest due row in one statement, so two workers (two instances)
 * never take the same one: the row is locked and skipped by the others on
 * PostgreSQL, and the outer conditions are checked again on the locked row.
 */
async function claimDue(db: DB, now: number) {
  return db
    .updateTable("lead_outbox")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: now + LEASE_MS }))
    .where("id", "=", (eb) =>
      skipLockedRows(
        db,
        eb
          .selectFrom("lead_outbox")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .orderBy("id")
          .limit(1),
      ),
    )
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .returningAll()
    .executeTakeFirst();
}

/**
 * One queue of e-mails: a table of rows that each become one e-mail. `claim`
 * takes the oldest due row (leasing it for LEASE_MS, its attempts counted),
 * `compose` makes its e-mail (null: what it was about is gone, give up), and
 * `settle` writes what happened.
 */
export interface MailQueue<Row extends { id: number; attempts: number }> {
  claim(now: number): Promise<Row | undefined>;
  compose(row: Row): Promise<MailMessage | null>;
  settle(
    row: Row,
    outcome:
      | { status: "sent"; at: number }
      | { status: "pending" | "failed"; nextAttemptAt: number; error: string },
  ): Promise<void>;
}

/**
 * Sends a queue's due e-mails (up to `limit`) with the lead outbox's retries:
 * a failure is tried again after backoffMs, and given up after MAX_ATTEMPTS.
 */
export async function deliverQueue<Row extends { id: number; attempts: number }>(
  queue: MailQueue<Row>,
  send: SendMail,
  options: { now?: () => number; limit?: number },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now;
  const result = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const row = await queue.claim(now());
    if (!row) break;
    let gone = false;
    try {
      const message = await queue.compose(row);
      gone = message === null;
      if (!message) throw new Error("What this e-mail was about no longer exists");
      await send(message);
      await queue.settle(row, { status: "sent", at: now() });
      result.sent++;
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS || gone;
      await queue.settle(row, {
        status: giveUp ? "failed" : "pending",
        nextAttemptAt: now() + backoffMs(row.attempts),
        error: String((error as Error)?.message ?? error).slice(0, 500),
      });
      result.failed++;
    }
  }
  return result;
}

/** Sends every due e-mail (up to `limit`); returns how many were sent and how many failed. */
export function deliverDue(
  db: DB,
  send: SendMail,
  settings: Pick<SmtpSettings, "from" | "to">,
  options: { baseUrl: string; now?: () => number; limit?: number },
): Promise<{ sent: number; failed: number }> {
  type Row = NonNullable<Awaited<ReturnType<typeof claimDue>>>;
  const leads: MailQueue<Row> = {
    claim: (now) => claimDue(db, now),
    async compose(row) {
      const enquiry = await db
        .selectFrom("enquiry")
        .selectAll()
        .where("id", "=", row.enquiry_id)
        .executeTakeFirst();
      if (!enquiry) return null;
      return leadMail(toLead(enquiry), await ownerName(db, enquiry), settings, options.baseUrl);
    },
    async settle(row, outcome) {
      await db
        .updateTable("lead_outbox")
        .set(
          outcome.status === "sent"
            ? { status: "sent", sent_at: outcome.at, last_error: null }
            : {
                status: outcome.status,
                next_attempt_at: outcome.nextAttemptAt,
                last_error: outcome.error,
              },
        )
        .where("id", "=", row.id)
        .execute();
    },
  };
  return deliverQueue(leads, send, options);
}

/**
 * Another feature's e-mails, sent by this worker on the same SMTP settings
 * and schedule with deliverQueue's retries: the after-sales alerts
 * (app/service/alerts.server.ts). Given to startLeadMail by the app (server.ts).
 */
export interface OutboxMail {
  /** Named in the worker's log lines. */
  name: string;
  deliverDue(
    db: DB,
    send: SendMail,
    settings: Pick<SmtpSettings, "from" | "to">,
    options: { baseUrl: string },
  ): Promise<{ sent: number; failed: number }>;
}

export interface LeadMailWorker {
  /** Runs one pass now (tests, and right after start). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sets the queueing flag from the settings and, when configured, polls the
 * outbox every `intervalMs`. Failures are logged, never thrown: a mail server
 * that is down must not take the storefront with it.
 */
export async function startLeadMail(
  db: DB,
  options: {
    settings: SmtpSettings | null;
    baseUrl: string;
    send?: SendMail;
    intervalMs?: number;
    log?: (message: string) => void;
    /** Other features' queues this worker also sends (OutboxMail). */
    more?: readonly OutboxMail[];
  },
): Promise<LeadMailWorker> {
  const { settings } = options;
  await setLeadMailEnabled(db, Boolean(settings));
  if (!settings) return { tick: async () => {}, stop: async () => {} };
  const send = options.send ?? smtpSender(settings);
  const log = options.log ?? console.warn;
  let running: Promise<void> | null = null;
  const queues: OutboxMail[] = [{ name: "Lead e-mail", deliverDue }, ...(options.more ?? [])];
  const tick = () => {
    running ??= (async () => {
      for (const queue of queues) {
        try {
          const { failed } = await queue.deliverDue(db, send, settings, {
            baseUrl: options.baseUrl,
          });
          if (failed > 0) log(`${queue.name}: ${failed} failed, will retry`);
        } catch (error) {
          log(`${queue.name} worker: ${String(error)}`);
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
