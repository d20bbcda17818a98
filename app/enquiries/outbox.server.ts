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
const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at 6 h (8 attempts span about 1 h). */
export function backoffMs(attempt: number): number {
  return Math.min(6 * 3600_000, 30_000 * 2 ** Math.max(0, attempt - 1));
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

/** Sends every due e-mail (up to `limit`); returns how many were sent and how many failed. */
export async function deliverDue(
  db: DB,
  send: SendMail,
  settings: Pick<SmtpSettings, "from" | "to">,
  options: { baseUrl: string; now?: () => number; limit?: number },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? Date.now;
  const result = { sent: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const row = await claimDue(db, now());
    if (!row) break;
    const enquiry = await db
      .selectFrom("enquiry")
      .selectAll()
      .where("id", "=", row.enquiry_id)
      .executeTakeFirst();
    try {
      if (!enquiry) throw new Error("The lead no longer exists");
      await send(
        leadMail(toLead(enquiry), await ownerName(db, enquiry), settings, options.baseUrl),
      );
      await db
        .updateTable("lead_outbox")
        .set({ status: "sent", sent_at: now(), last_error: null })
        .where("id", "=", row.id)
        .execute();
      result.sent++;
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS || !enquiry;
      await db
        .updateTable("lead_outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          next_attempt_at: now() + backoffMs(row.attempts),
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
        })
        .where("id", "=", row.id)
        .execute();
      result.failed++;
    }
  }
  return result;
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
  },
): Promise<LeadMailWorker> {
  const { settings } = options;
  await setLeadMailEnabled(db, Boolean(settings));
  if (!settings) return { tick: async () => {}, stop: async () => {} };
  const send = options.send ?? smtpSender(settings);
  const log = options.log ?? console.warn;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= deliverDue(db, send, settings, { baseUrl: options.baseUrl })
      .then(({ failed }) => {
        if (failed > 0) log(`Lead e-mail: ${failed} failed, will retry`);
      })
      .catch((error) => log(`Lead e-mail worker: ${String(error)}`))
      .finally(() => {
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
