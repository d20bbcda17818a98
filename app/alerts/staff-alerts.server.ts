import type { DB } from "~/db/db.server";
import { readOutboxConfig } from "~/outbox/outbox.server";
import { queueMail, queueWhatsAppAlert } from "~/outbox/ready-made.server";

/**
 * Alerts to staff (docs/admin-leads.md "Alerts"): a lead given to a salesperson, a customer's
 * acceptance, decline or question, a service request's news (docs/after-sales.md). Each is queued in the transaction of the event, as one
 * message per person and channel (so one refused address never holds back the others):
 *
 * - the salesperson who owns it: by e-mail (their address on the Salespeople page) when a mail
 *   server is set, on WhatsApp (their number) when the Cloud API is;
 * - the admins (ALERT_EMAIL_TO, else SMTP_TO; ALERT_WHATSAPP_TO) as ALERT_ADMINS says
 *   (config/alert-settings.server.ts); always when no salesperson can be told.
 *
 * Nothing is queued while neither channel is on.
 */

export interface StaffAlert {
  /** Unique per event ("answer:17"): each recipient's message key starts with it. */
  key: string;
  /**
   * An assignment, or a customer's answer (ALERT_ADMINS tells the admins of answers); a
   * service request's news, which the admins always get (the service point is not staff).
   */
  event: "assignment" | "answer" | "service";
  /** The salesperson to tell; null: nobody owns it. */
  salespersonId: number | null;
  /** Someone outside the staff to tell instead (a service point), with their address and number. */
  contact?: { name: string; email: string | null; whatsapp: string | null };
  about: { type: string; id: string | number };
  /** The e-mail's subject and text, and the one line WhatsApp's template carries with the link. */
  subject: string;
  text: string;
  summary: string;
  /** Where staff act on it (an admin page), absolute. */
  link: string;
  /** Who a reply to the e-mail reaches (the customer). */
  replyTo?: string;
}

/** How many messages the alert queued (0: no channel on, or nobody to tell). */
export async function queueStaffAlert(trx: DB, alert: StaffAlert): Promise<number> {
  const config = await readOutboxConfig(trx);
  if (!config.alertMail && !config.whatsapp) return 0;
  const person =
    alert.salespersonId === null
      ? alert.contact
      : await trx
          .selectFrom("salesperson")
          .select(["name", "email", "whatsapp"])
          .where("id", "=", alert.salespersonId)
          .executeTakeFirst();
  const emails = config.alertMail && person?.email ? [person.email] : [];
  const numbers = config.whatsapp && person?.whatsapp ? [person.whatsapp] : [];
  const reachable = emails.length + numbers.length > 0;
  const admins =
    !reachable ||
    config.alertAdmins === "all" ||
    alert.event === "service" ||
    (config.alertAdmins === "answers" && alert.event === "answer");
  if (admins) {
    if (config.alertMail) emails.push(...config.adminEmails);
    if (config.whatsapp) numbers.push(...config.adminWhatsapp);
  }
  const title = `Alert: ${alert.summary}`;
  // The admins stand in for a salesperson who cannot be told: the e-mail says so.
  const passOn =
    person && !reachable
      ? `\n\nYou get this because ${person.name} has no e-mail address or WhatsApp number on the ${alert.event === "service" ? "Dealers & service points" : "Salespeople"} page (or that channel is off): please pass it on.`
      : "";
  const own = new Set(person?.email ? [person.email.toLowerCase()] : []);
  let queued = 0;
  for (const to of unique(emails, (a) => a.toLowerCase())) {
    const done = await queueMail(trx, {
      key: `${alert.key}:email:${to.toLowerCase()}`,
      about: alert.about,
      title,
      to: [to],
      subject: alert.subject,
      text: own.has(to.toLowerCase()) ? alert.text : `${alert.text}${passOn}`,
      replyTo: alert.replyTo,
    });
    if (done) queued++;
  }
  for (const to of unique(numbers, (n) => n)) {
    const done = await queueWhatsAppAlert(trx, {
      key: `${alert.key}:whatsapp:${to}`,
      about: alert.about,
      title,
      to,
      params: [alert.summary, alert.link],
    });
    if (done) queued++;
  }
  return queued;
}

function unique(values: readonly string[], by: (v: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = by(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
