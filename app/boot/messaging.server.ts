import type { Env } from "~/config/env.server";
import type { DB } from "~/db/db.server";
import { dealerApplicationLines } from "~/dealers/application-summary.server";
import { leadMailKind } from "~/enquiries/outbox.server";
import { log } from "~/observability/log.server";
import { smtpMailer } from "~/outbox/mail.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { readyMadeKinds } from "~/outbox/ready-made.server";
import { cloudApiSender } from "~/outbox/whatsapp.server";
import { type MessageKind, type OutboxWorker, startOutboxWorker } from "~/outbox/worker.server";
import { quotationKinds } from "~/quotations/quotation-delivery.server";

/**
 * The shop's messages at start (docs/admin-leads.md "Messages"): the switches and alert
 * recipients from the settings into the database (where each event's transaction reads them),
 * then one outbox worker with every kind of message and the channels that are set up: SMTP
 * (SMTP_HOST) and the WhatsApp Cloud API (WHATSAPP_*).
 */
export async function startMessaging(
  db: DB,
  config: Pick<Env, "smtp" | "mail" | "whatsapp" | "alerts" | "baseUrl" | "sites">,
  options: { intervalMs?: number } = {},
): Promise<OutboxWorker> {
  await setOutboxConfig(db, {
    leadMail: config.smtp !== null,
    alertMail: config.mail !== null,
    whatsapp: config.whatsapp !== null,
    alertAdmins: config.alerts.admins,
    adminEmails: config.alerts.emails,
    adminWhatsapp: config.alerts.whatsapp,
    baseUrl: config.baseUrl,
  });
  const email = config.mail ? smtpMailer(config.mail) : undefined;
  const whatsapp = config.whatsapp ? cloudApiSender(config.whatsapp) : undefined;
  if (!email && !whatsapp) return { tick: async () => {}, stop: async () => {} };
  const from = config.mail?.from ?? "";
  const kinds: Record<string, MessageKind> = {
    ...readyMadeKinds({
      from,
      alertTemplate: config.whatsapp?.alertTemplate ?? { name: "staff_alert", language: "en" },
    }),
    ...quotationKinds({
      from,
      sites: config.sites,
      whatsappTemplate: config.whatsapp?.quotationTemplate ?? null,
    }),
  };
  if (config.smtp)
    kinds["lead-mail"] = leadMailKind({
      settings: config.smtp,
      baseUrl: config.baseUrl,
      // A dealer's application rides along in its lead's e-mail.
      details: dealerApplicationLines,
    });
  return startOutboxWorker(db, {
    kinds,
    channels: { email, whatsapp },
    intervalMs: options.intervalMs,
    log: (message) => log().warn(message),
  });
}
