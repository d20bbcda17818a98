import type { DB } from "~/db/db.server";
import { type NewMessage, type OutboxRow, queueMessage } from "./outbox.server";
import { templateMessage } from "./whatsapp.server";
import { type MessageKind, Unsendable } from "./worker.server";

/**
 * Messages written whole when they are queued (staff alerts, and any feature's own notices):
 * the row holds the text, so sending needs nothing else. Kinds that need fresh data or
 * attachments at send time (the lead e-mail, a quotation's PDF) register their own.
 */

interface MailPayload {
  subject: string;
  text: string;
  replyTo?: string;
}

interface AlertPayload {
  params: string[];
}

type Common = Pick<NewMessage, "key" | "about" | "title">;

/** Queues an e-mail to `to`, in the caller's transaction (see queueMessage). */
export function queueMail(
  trx: DB,
  mail: Common & { to: readonly string[] } & MailPayload,
): Promise<boolean> {
  const payload: MailPayload = { subject: mail.subject, text: mail.text, replyTo: mail.replyTo };
  return queueMessage(trx, {
    ...common(mail),
    kind: "mail",
    channel: "email",
    to: mail.to.join(","),
    payload,
  });
}

/**
 * Queues a staff alert on WhatsApp: the alert template (WHATSAPP_ALERT_TEMPLATE, as set when it
 * is sent) with `params` as its body's {{1}}, {{2}} ….
 */
export function queueWhatsAppAlert(
  trx: DB,
  message: Common & { to: string; params: readonly string[] },
): Promise<boolean> {
  const payload: AlertPayload = { params: [...message.params] };
  return queueMessage(trx, {
    ...common(message),
    kind: "whatsapp-alert",
    channel: "whatsapp",
    to: message.to,
    payload,
  });
}

const common = (m: Common) => ({ key: m.key, about: m.about, title: m.title });

function payloadOf<T>(row: OutboxRow): T {
  try {
    return JSON.parse(row.payload) as T;
  } catch {
    throw new Unsendable("The stored message cannot be read");
  }
}

/** The ready-made kinds: "mail" (from the shop's sender) and "whatsapp-alert" (the alert template). */
export function readyMadeKinds(settings: {
  from: string;
  alertTemplate: { name: string; language: string };
}): Record<string, MessageKind> {
  return {
    mail: {
      async make(_db, row) {
        const p = payloadOf<MailPayload>(row);
        const to = row.recipient.split(",").filter(Boolean);
        if (to.length === 0) throw new Unsendable("No recipient");
        return {
          mail: { from: settings.from, to, replyTo: p.replyTo, subject: p.subject, text: p.text },
        };
      },
    },
    "whatsapp-alert": {
      async make(_db, row) {
        const p = payloadOf<AlertPayload>(row);
        if (!row.recipient) throw new Unsendable("No recipient");
        return {
          whatsapp: { to: row.recipient, body: templateMessage(settings.alertTemplate, p.params) },
        };
      },
    },
  };
}
