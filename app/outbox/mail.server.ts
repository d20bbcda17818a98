import { createHash } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { MailServer } from "~/config/smtp-settings.server";
import { DeliveryError } from "./delivery-error";

/**
 * E-mail through the configured SMTP server (nodemailer), with bounded timeouts. Nodemailer
 * keeps nothing: the outbox is the queue (a refused or failed send throws, and the worker
 * retries the row).
 */

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string[];
  cc?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** `<…@…>`: the same message keeps the same id on every attempt (messageIdFor). */
  messageId?: string;
}

/** Sends one message; throws a DeliveryError (or any error: a connection that failed). */
export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * The Message-ID of the message with this idempotency key: the same on every attempt, so a
 * message sent again after a crash (docs/admin-leads.md "What is guaranteed") is the same
 * message to the mailbox, which keeps one copy of a Message-ID (Gmail does; so does the
 * tests' mailbox).
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "storefront.invalid";
  const hash = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return `<${hash}@${domain}>`;
}

/**
 * An SMTP refusal as the worker reads it: a 5xx reply (550 no such mailbox, 554 rejected) is
 * permanent; 4xx replies (421 busy, 451 try later) and connection failures are retried.
 */
function mailFailure(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const e = error as { responseCode?: unknown; message?: unknown; code?: unknown };
  const code = typeof e?.responseCode === "number" ? e.responseCode : null;
  const text = String(e?.message ?? error).slice(0, 400);
  return new DeliveryError(code ? `SMTP ${code}: ${text}` : text, {
    permanent: code !== null && code >= 500 && code < 600,
  });
}

/** Sends through the mail server (nodemailer), opened with the first message. */
export function smtpMailer(settings: MailServer): SendMail {
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
    try {
      await (await transport).sendMail(message);
    } catch (error) {
      throw mailFailure(error);
    }
  };
}
