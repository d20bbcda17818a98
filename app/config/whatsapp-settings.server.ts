import {
  ConfigError,
  parseVariables,
  type Source,
  unsetWhenBlank,
} from "~/config/variables.server";
import { z } from "~/forms/zod";

/**
 * The WhatsApp Business Cloud API (docs/admin-leads.md "WhatsApp"): off unless
 * WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set; then the app secret (the
 * webhook's signature) and the verify token (its subscription) are required too, since a
 * message's delivery is only known from the webhook.
 */
export interface WhatsAppSettings {
  /** The Graph API's address (https://graph.facebook.com; tests give a local stand-in). */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** The approved utility template staff alerts use, and its language. */
  alertTemplate: { name: string; language: string };
  /** The approved template with a DOCUMENT header a quotation goes out with; null: a document message. */
  quotationTemplate: string | null;
}

const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
const name = (what: string) =>
  unsetWhenBlank(
    z
      .string()
      .trim()
      .regex(TEMPLATE_NAME, `${what}: lower-case letters, digits and underscores`)
      .optional(),
  );

/** WHATSAPP_*, part of the environment's schema (env.server.ts). */
export const whatsappVariables = {
  WHATSAPP_PHONE_NUMBER_ID: unsetWhenBlank(
    z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, "the phone number's id: digits")
      .optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: unsetWhenBlank(z.string().trim().min(10).optional()),
  WHATSAPP_APP_SECRET: unsetWhenBlank(z.string().trim().min(8).optional()),
  WHATSAPP_VERIFY_TOKEN: unsetWhenBlank(z.string().trim().min(8).max(200).optional()),
  WHATSAPP_API_URL: unsetWhenBlank(
    z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com"),
  ),
  WHATSAPP_API_VERSION: unsetWhenBlank(
    z
      .string()
      .regex(/^v\d{1,3}\.\d{1,3}$/, "like v23.0")
      .default("v23.0"),
  ),
  WHATSAPP_ALERT_TEMPLATE: name("a template name"),
  WHATSAPP_ALERT_TEMPLATE_LANGUAGE: unsetWhenBlank(
    z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "a template language code such as en or en_US")
      .default("en"),
  ),
  WHATSAPP_QUOTATION_TEMPLATE: name("a template name"),
};

type WhatsAppVariables = z.output<z.ZodObject<typeof whatsappVariables>>;

/** These variables alone (tests); the application reads `env().whatsapp`. */
export function whatsappSettings(source: Source): WhatsAppSettings | null {
  return whatsappSettingsFrom(
    parseVariables(whatsappVariables, source, "Invalid WhatsApp settings"),
  );
}

/** The settings, or null when WhatsApp is off; half a configuration is refused by name. */
export function whatsappSettingsFrom(e: WhatsAppVariables): WhatsAppSettings | null {
  const required = {
    WHATSAPP_PHONE_NUMBER_ID: e.WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: e.WHATSAPP_ACCESS_TOKEN,
    WHATSAPP_APP_SECRET: e.WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: e.WHATSAPP_VERIFY_TOKEN,
  };
  const missing = Object.entries(required)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 4) return null;
  if (missing.length > 0)
    throw new ConfigError(
      `WhatsApp is half configured: set ${missing.join(", ")} too, or unset the WHATSAPP_* variables (docs/admin-leads.md "WhatsApp").`,
    );
  return {
    apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ""),
    apiVersion: e.WHATSAPP_API_VERSION,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? "",
    accessToken: e.WHATSAPP_ACCESS_TOKEN ?? "",
    appSecret: e.WHATSAPP_APP_SECRET ?? "",
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? "",
    alertTemplate: {
      name: e.WHATSAPP_ALERT_TEMPLATE ?? "staff_alert",
      language: e.WHATSAPP_ALERT_TEMPLATE_LANGUAGE,
    },
    quotationTemplate: e.WHATSAPP_QUOTATION_TEMPLATE ?? null,
  };
}
