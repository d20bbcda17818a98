import type { SmtpSettings } from "~/config/smtp-settings.server";
import type { DB } from "~/db/db.server";
import { type MailMessage, type SendMail, smtpMailer } from "~/outbox/mail.server";
import { queueMessage, setOutboxConfig } from "~/outbox/outbox.server";
import {
  backoffMs,
  deliverDueMessages,
  MAX_ATTEMPTS,
  type MessageKind,
  type OutboxWorker,
  startOutboxWorker,
  Unsendable,
} from "~/outbox/worker.server";
import { KIND_LABEL, LANGUAGE_LABEL } from "./lead-status";
import { type Lead, toLead } from "./leads.server";

/**
 * Lead e-mails, as a kind of the shop's outbox (app/outbox/, docs/admin-leads.md "Lead
 * e-mails"). Storing a lead queues one `lead-mail` row in the same transaction (saveEnquiry,
 * while lead e-mails are on), so storing a lead never waits for a mail server and an e-mail is
 * never lost to a crash. The e-mail is written when it is sent, from the lead as it is then
 * (its owner by name, a dealer's application when there is one).
 *
 * The names of the first lead outbox stay for its callers (setLeadMailEnabled, deliverDue,
 * startLeadMail, smtpSender, MailMessage, SendMail, backoffMs, MAX_ATTEMPTS); another feature's
 * notices go through queueMail / queueWhatsApp (app/outbox/ready-made.server.ts) instead.
 */

export { backoffMs, MAX_ATTEMPTS, type MailMessage, type SendMail };

/** Sends through the configured SMTP server (nodemailer), with bounded timeouts. */
export const smtpSender: (settings: SmtpSettings) => SendMail = smtpMailer;

/** Lines a lead's e-mail adds about it (a dealer's application: dealers/ gives them). */
export type LeadDetails = (db: DB, enquiryId: number) => Promise<string[]>;

const LEAD_MAIL = "lead-mail";

/** Turns queueing on or off; saveEnquiry reads this switch inside each lead's transaction. */
export async function setLeadMailEnabled(db: DB, enabled: boolean): Promise<void> {
  await setOutboxConfig(db, { leadMail: enabled });
}

/** Queues the lead's e-mail in its transaction, while lead e-mails are on (one per lead). */
export async function queueLeadMail(trx: DB, enquiryId: number): Promise<void> {
  const on = await trx
    .selectFrom("outbox_config")
    .select("lead_mail")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (Number(on?.lead_mail ?? 0) !== 1) return;
  await queueMessage(trx, {
    kind: LEAD_MAIL,
    channel: "email",
    key: `${LEAD_MAIL}:${enquiryId}`,
    about: { type: "enquiry", id: enquiryId },
    title: "Lead e-mail",
    payload: { enquiryId },
  });
}

/**
 * The e-mail about one lead: everything the sales team needs to call back,
 * and who owns it (the salesperson it was routed to, by name).
 */
function leadMail(
  lead: Lead,
  owner: string | null,
  details: readonly string[],
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
    ...details,
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
  };
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

/** The lead-mail kind: made from the lead at send time, to SMTP_TO. */
export function leadMailKind(options: {
  settings: Pick<SmtpSettings, "from" | "to">;
  baseUrl: string;
  details?: LeadDetails;
}): MessageKind {
  return {
    async make(db, row) {
      const id = Number(row.about_id);
      const enquiry = await db
        .selectFrom("enquiry")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (!enquiry) throw new Unsendable("The lead no longer exists");
      const details = (await options.details?.(db, id)) ?? [];
      return {
        mail: leadMail(
          toLead(enquiry),
          await ownerName(db, enquiry),
          details,
          options.settings,
          options.baseUrl,
        ),
      };
    },
  };
}

/** Sends every due lead e-mail (up to `limit`); returns how many were sent and how many failed. */
export async function deliverDue(
  db: DB,
  send: SendMail,
  settings: Pick<SmtpSettings, "from" | "to">,
  options: { baseUrl: string; now?: () => number; limit?: number; details?: LeadDetails },
): Promise<{ sent: number; failed: number }> {
  return deliverDueMessages(db, {
    kinds: { [LEAD_MAIL]: leadMailKind({ settings, ...options }) },
    channels: { email: send },
    now: options.now,
    limit: options.limit,
  });
}

export type LeadMailWorker = OutboxWorker;

/**
 * Lead e-mails alone: sets the switch from the settings and, when configured, runs a worker
 * for them. The server runs one worker for every kind instead (app/boot/messaging.server.ts).
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
  return startOutboxWorker(db, {
    kinds: { [LEAD_MAIL]: leadMailKind({ settings, baseUrl: options.baseUrl }) },
    channels: { email: options.send ?? smtpMailer(settings) },
    intervalMs: options.intervalMs ?? 5_000,
    log: options.log,
  });
}
