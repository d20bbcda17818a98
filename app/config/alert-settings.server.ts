import { parseVariables, type Source, unsetWhenBlank } from "~/config/variables.server";
import { z } from "~/forms/zod";

/**
 * Who besides the salesperson is told (docs/admin-leads.md "Alerts"). The salesperson of the
 * lead is always told, by e-mail (their address on the Salespeople page) and on WhatsApp
 * (their number) when those channels are on; the admins' addresses get:
 *
 * - `answers` (the default): a customer's acceptance, decline or question; not the
 *   assignments (every new lead already reaches SMTP_TO by the lead e-mail);
 * - `all`: every alert;
 * - `unassigned`: only what no salesperson can be told of.
 *
 * Whatever the setting, an alert nobody else can receive goes to the admins: an alert always
 * reaches a person when a channel is on.
 */
export type AlertAdmins = "answers" | "all" | "unassigned";

export interface AlertSettings {
  admins: AlertAdmins;
  /** The admins' e-mail addresses (ALERT_EMAIL_TO, else SMTP_TO). */
  emails: string[];
  /** The admins' WhatsApp numbers, digits with the country code (ALERT_WHATSAPP_TO). */
  whatsapp: string[];
}

const EMAIL = z.email();

/** ALERT_*, part of the environment's schema (env.server.ts). */
export const alertVariables = {
  ALERT_ADMINS: unsetWhenBlank(z.enum(["answers", "all", "unassigned"]).default("answers")),
  ALERT_EMAIL_TO: unsetWhenBlank(
    z
      .string()
      .trim()
      .refine(
        (text) => list(text).every((a) => EMAIL.safeParse(a).success),
        "e-mail addresses separated by commas",
      )
      .optional(),
  ),
  ALERT_WHATSAPP_TO: unsetWhenBlank(
    z
      .string()
      .trim()
      .refine(
        (text) => list(text).every((n) => indianMobileDigits(n) !== null),
        "Indian mobile numbers separated by commas",
      )
      .optional(),
  ),
};

/** An Indian mobile as WhatsApp takes it (91 and ten digits), or null. */
function indianMobileDigits(text: string): string | null {
  const digits = text.replace(/[\s\-()]/g, "").replace(/^\+/, "");
  const national = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return national ? `91${national}` : null;
}

function list(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

type AlertVariables = z.output<z.ZodObject<typeof alertVariables>>;

/** These variables alone (tests), with SMTP_TO standing in for ALERT_EMAIL_TO. */
export function alertSettings(source: Source, smtpTo: string[] = []): AlertSettings {
  return alertSettingsFrom(
    parseVariables(alertVariables, source, "Invalid alert settings"),
    smtpTo,
  );
}

export function alertSettingsFrom(e: AlertVariables, smtpTo: string[]): AlertSettings {
  return {
    admins: e.ALERT_ADMINS,
    emails: e.ALERT_EMAIL_TO ? list(e.ALERT_EMAIL_TO) : smtpTo,
    whatsapp: list(e.ALERT_WHATSAPP_TO ?? "").flatMap((n) => indianMobileDigits(n) ?? []),
  };
}
