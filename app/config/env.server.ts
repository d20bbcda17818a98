import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type AlertSettings,
  alertSettingsFrom,
  alertVariables,
} from "~/config/alert-settings.server";
import {
  type MailServer,
  mailServerFrom,
  type SmtpSettings,
  smtpRecipients,
  smtpSettingsFrom,
  smtpVariables,
} from "~/config/smtp-settings.server";
import {
  type MediaStorageSettings,
  mediaSettingsFrom,
  mediaVariables,
} from "~/config/storage-settings.server";
import {
  type WhatsAppSettings,
  whatsappSettingsFrom,
  whatsappVariables,
} from "~/config/whatsapp-settings.server";
import { z } from "~/forms/zod";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { SiteDetails } from "./site";
import { siteFor, siteVariables } from "./site.server";
import { ConfigError, parseVariables, type Source, unsetWhenBlank } from "./variables.server";
import { type WorkLimits, workLimitsFrom, workVariables } from "./work-limits.server";

/**
 * Every environment variable the application reads, validated with zod in
 * one schema (README "Configuration" lists them all). Nothing under app/ or
 * in the TypeScript scripts reads `process.env` elsewhere; the plain .mjs
 * launchers (start, dev, build-if-needed) and the bench-* scripts keep their
 * own few reads, as they run before or beside the application.
 */

export { ConfigError };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DURATION = /^(\d+(?:\.\d+)?)\s*(s|m|h|d)$/;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90s", "30m", "24h", "7d" in milliseconds. */
export function parseDuration(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match) throw new ConfigError(`Not a duration: ${text} (use e.g. 30m, 24h or 7d)`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/**
 * Attempts a minute (docs: README "Configuration"). Per address limits are
 * sized for carrier-grade NAT, where hundreds of mobile visitors share one
 * address; per account limits stay tight against password guessing.
 */
export const RATE_LIMIT_DEFAULTS = {
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: 5,
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: 200,
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: 5,
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: 30,
  RATE_LIMIT_ENQUIRY_PER_ADDRESS: 30,
  RATE_LIMIT_CONTACT_PER_ADDRESS: 30,
  RATE_LIMIT_SERVICE_PER_ADDRESS: 30,
  RATE_LIMIT_SERVICE_LOOKUP_PER_ADDRESS: 240,
} as const;

function rateLimitVariables() {
  const limit = (fallback: number) =>
    z.coerce.number().int().min(1).max(1_000_000).default(fallback);
  return Object.fromEntries(
    Object.entries(RATE_LIMIT_DEFAULTS).map(([name, fallback]) => [name, limit(fallback)]),
  ) as { [K in keyof typeof RATE_LIMIT_DEFAULTS]: ReturnType<typeof limit> };
}

const variables = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  BASE_URL: z.url().optional(),
  // Two at least on PostgreSQL: the start-up lock holds one connection while the work uses another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  SESSION_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().optional(),
  // HSTS for requests that reached us over HTTPS (directly or through a TRUST_PROXY proxy); 0: never.
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(15_552_000),
  // Any case: `LOG_LEVEL=DEBUG` works too.
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === "string" ? v.toLowerCase() : v),
    z.enum(LOG_LEVELS).default("info"),
  ),
  // Scheduled backups (SQLite): every BACKUP_INTERVAL into BACKUP_DIR, keeping BACKUP_KEEP.
  BACKUP_DIR: z.string().min(1).default("backups"),
  BACKUP_INTERVAL: z
    .string()
    .regex(DURATION, "a number followed by s, m, h or d, e.g. 24h")
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  ...rateLimitVariables(),
  // Anonymous visitors' page cache (app/cache/): its memory bound (0 turns it off) and page lifetime.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(16),
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(3600),
  ...workVariables,
  // Lets a monitor read /admin/memory.json without an admin session (Authorization: Bearer …).
  OPS_TOKEN: unsetWhenBlank(z.string().min(24, "at least 24 characters").optional()),
  ...mediaVariables,
  // SMTP_*: the mail server (alerts, quotations to customers) and SMTP_TO, the lead e-mails.
  ...smtpVariables,
  // WHATSAPP_*: the WhatsApp Business Cloud API, off unless set (whatsapp-settings.server.ts).
  ...whatsappVariables,
  // ALERT_*: which alerts the admins get too, and where (alert-settings.server.ts).
  ...alertVariables,
  ...siteVariables,
  // The one account that may change category images; unset: the first admin made.
  CATALOGUE_OWNER_EMAIL: unsetWhenBlank(z.string().trim().optional()),
  // The first start's admin account (admin-accounts.server.ts ensureAdmin).
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  // Tests cap demo images per product to seed faster; unset: all of them.
  SEED_IMAGES_PER_PRODUCT: unsetWhenBlank(z.coerce.number().int().min(1).max(5).optional()),
  // Where `npm run build` writes and the server finds the browser's files (tests use their own).
  BUILD_DIR: z.string().min(1).default("build"),
};

export type Variables = z.output<z.ZodObject<typeof variables>>;

export type VariableName = keyof typeof variables;

/**
 * Only these variables, validated, without touching the disk: for the
 * command-line tools and the logger, which need a few settings and must work
 * whatever the others hold (vitest, for one, puts Vite's BASE_URL "/" into
 * process.env, which is not a URL).
 */
export function readVariables<K extends VariableName>(
  names: readonly K[],
  source: Source = process.env,
): Pick<Variables, K> {
  const shape: z.ZodRawShape = Object.fromEntries(names.map((n) => [n, variables[n]]));
  // The same schemas as `variables` for exactly these names; TypeScript cannot follow a generic pick.
  return parseVariables(shape, source, "Invalid environment") as Pick<Variables, K>;
}

/** MEDIA_STORAGE and the S3_* variables, for tools that read them with readVariables. */
export const MEDIA_VARIABLES = Object.keys(mediaVariables) as (keyof typeof mediaVariables)[];

/** LOG_LEVEL, for the logger. */
export const logLevel = (source?: Source): LogLevel =>
  readVariables(["LOG_LEVEL"], source).LOG_LEVEL;

/** How many attempts a minute each limit allows. */
export interface RateLimits {
  signIn: { account: number; address: number };
  signUp: { account: number; address: number };
  enquiry: { address: number };
  contact: { address: number };
  /** After-sales posts: warranty registrations, service requests, a customer's notes. */
  service: { address: number };
  /** After-sales look-ups: the locator by PIN, a serial typed into the lookup form. */
  serviceLookup: { address: number };
}

/** The limits from their variables (or from RATE_LIMIT_DEFAULTS). */
export function rateLimitsFrom(v: Record<keyof typeof RATE_LIMIT_DEFAULTS, number>): RateLimits {
  return {
    signIn: {
      account: v.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      address: v.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
    },
    signUp: {
      account: v.RATE_LIMIT_SIGN_UP_PER_ACCOUNT,
      address: v.RATE_LIMIT_SIGN_UP_PER_ADDRESS,
    },
    enquiry: { address: v.RATE_LIMIT_ENQUIRY_PER_ADDRESS },
    contact: { address: v.RATE_LIMIT_CONTACT_PER_ADDRESS },
    service: { address: v.RATE_LIMIT_SERVICE_PER_ADDRESS },
    serviceLookup: { address: v.RATE_LIMIT_SERVICE_LOOKUP_PER_ADDRESS },
  };
}

/** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseConfig =
  | { kind: "sqlite"; file: string }
  | { kind: "postgres"; url: string; poolSize: number };

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  baseUrl: string;
  secret: string;
  trustProxy: string | undefined;
  /** Strict-Transport-Security's max-age for HTTPS requests; 0: none. */
  hstsMaxAgeSeconds: number;
  logLevel: LogLevel;
  backup: BackupSettings;
  rateLimits: RateLimits;
  pageCache: { maxBytes: number; maxAgeMs: number };
  work: WorkLimits;
  opsToken: string | null;
  media: MediaStorageSettings;
  /** Lead e-mails; null: off. */
  smtp: SmtpSettings | null;
  /** The mail server alerts and quotations go through (SMTP_HOST alone); null: none. */
  mail: MailServer | null;
  /** The WhatsApp Cloud API; null: off. */
  whatsapp: WhatsAppSettings | null;
  /** Who besides the salesperson is alerted, and at which addresses. */
  alerts: AlertSettings;
  /** The business details in English (SITE_*). */
  site: SiteDetails;
  /**
   * The business details as each language's pages show them (siteFor: the tagline,
   * address and city from SITE_*_GU and SITE_*_HI, else the English). The root loader
   * hands the page's language's to the browser; PDFs and JSON-LD take their language's.
   */
  sites: Record<Locale, SiteDetails>;
  /** Lower case; null: the first admin made is the catalogue owner. */
  catalogueOwnerEmail: string | null;
  /** ADMIN_EMAIL / ADMIN_PASSWORD for the first admin, when set. */
  firstAdmin: { email: string | undefined; password: string | undefined };
  /** Demo images per product when seeding; undefined: all. */
  seedImagesPerProduct: number | undefined;
  /** The build's directory, absolute. */
  buildDir: string;
}

export interface BackupSettings {
  /** Where `npm run backup` and scheduled backups write archives (default ./backups). */
  dir: string;
  /** Scheduled backups every this many milliseconds; null: off. */
  intervalMs: number | null;
  /** Scheduled backups keep this many archives, deleting older ones. */
  keep: number;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//;

/** A `postgres://` or `postgresql://` URL picks PostgreSQL; a path, `file:` or `sqlite:` URL, SQLite. */
export function databaseConfig(
  url: string | undefined,
  dataDir: string,
  poolSize = 10,
): DatabaseConfig {
  if (!url) return { kind: "sqlite", file: path.join(dataDir, "storefront.db") };
  if (POSTGRES_URL.test(url)) return { kind: "postgres", url, poolSize };
  return { kind: "sqlite", file: path.resolve(url.replace(/^(file|sqlite):(\/\/)?/, "")) };
}

/** A secret made once and kept in DATA_DIR, so sessions survive restarts without setup. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The settings, ready to use; makes DATA_DIR and, on SQLite without SESSION_SECRET, its secret. */
export function parseEnv(source: Source = process.env): Env {
  const e = parseVariables(variables, source, "Invalid environment");
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = e.PORT;
  const database = databaseConfig(e.DATABASE_URL, dataDir, e.DATABASE_POOL_SIZE);
  // Several instances share one PostgreSQL database: a secret generated into one
  // instance's DATA_DIR would sign cookies the others cannot read.
  if (database.kind === "postgres" && !e.SESSION_SECRET) {
    throw new ConfigError(
      "SESSION_SECRET is required with PostgreSQL: every instance must sign sessions with the same secret (32+ characters).",
    );
  }
  const intervalMs = e.BACKUP_INTERVAL ? parseDuration(e.BACKUP_INTERVAL) : null;
  if (intervalMs !== null && intervalMs < 1_000) {
    throw new ConfigError("BACKUP_INTERVAL must be at least 1s (e.g. 24h).");
  }
  if (intervalMs !== null && database.kind === "postgres") {
    throw new ConfigError(
      "BACKUP_INTERVAL schedules backups of a SQLite shop; on PostgreSQL use pg_dump (docs/operations.md).",
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    database,
    baseUrl: (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    secret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    logLevel: e.LOG_LEVEL,
    backup: { dir: path.resolve(e.BACKUP_DIR), intervalMs, keep: e.BACKUP_KEEP },
    rateLimits: rateLimitsFrom(e),
    pageCache: {
      maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
      maxAgeMs: e.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
    },
    work: workLimitsFrom(e),
    opsToken: e.OPS_TOKEN ?? null,
    media: mediaSettingsFrom(e),
    smtp: smtpSettingsFrom(e),
    mail: mailServerFrom(e),
    whatsapp: whatsappSettingsFrom(e),
    alerts: alertSettingsFrom(e, smtpRecipients(e)),
    site: siteFor("en", e),
    sites: Object.fromEntries(LOCALES.map((l) => [l, siteFor(l, e)])) as Record<
      Locale,
      SiteDetails
    >,
    catalogueOwnerEmail: e.CATALOGUE_OWNER_EMAIL?.toLowerCase() ?? null,
    firstAdmin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedImagesPerProduct: e.SEED_IMAGES_PER_PRODUCT,
    buildDir: path.resolve(e.BUILD_DIR),
  };
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
