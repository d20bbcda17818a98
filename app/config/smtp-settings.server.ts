import { parseVariables, type Source } from "~/config/variables.server";
import { z } from "~/forms/zod";

/** The mail server every e-mail goes through (app/outbox/mail.server.ts). */
export interface MailServer {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
}

/** Where lead e-mails go (enquiries/outbox.server.ts); null settings: lead e-mails are off. */
export interface SmtpSettings extends MailServer {
  to: string[];
}

/** SMTP_*, part of the environment's schema (env.server.ts). */
export const smtpVariables = {
  SMTP_HOST: z.string().trim().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: z.enum(["true", "false"]).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().trim().optional(),
  SMTP_TO: z.string().trim().optional(),
};

type SmtpVariables = z.output<z.ZodObject<typeof smtpVariables>>;

/** These variables alone (tests); the application reads `env().smtp`. */
export function smtpSettings(source: Source): SmtpSettings | null {
  return smtpSettingsFrom(parseVariables(smtpVariables, source, "Invalid SMTP settings"));
}

/** The settings, or null when lead e-mails are off (no host or no recipient). */
export function smtpSettingsFrom(e: SmtpVariables): SmtpSettings | null {
  const to = smtpRecipients(e);
  const server = mailServerFrom(e);
  return server && to.length > 0 ? { ...server, to } : null;
}

/** SMTP_TO's addresses. */
export function smtpRecipients(e: Pick<SmtpVariables, "SMTP_TO">): string[] {
  return (e.SMTP_TO ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

/**
 * The mail server alone, or null without SMTP_HOST: enough for alerts and quotations by
 * e-mail, which have their own recipients (lead e-mails also need SMTP_TO).
 */
export function mailServerFrom(e: SmtpVariables): MailServer | null {
  if (!e.SMTP_HOST) return null;
  const port = e.SMTP_PORT ?? 587;
  return {
    host: e.SMTP_HOST,
    port,
    // Port 465 speaks TLS from the first byte; 587 and 25 upgrade with STARTTLS.
    secure: e.SMTP_SECURE ? e.SMTP_SECURE === "true" : port === 465,
    user: e.SMTP_USER || undefined,
    password: e.SMTP_PASSWORD || undefined,
    from: e.SMTP_FROM || e.SMTP_USER || `storefront@${e.SMTP_HOST}`,
  };
}
