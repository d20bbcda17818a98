import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** A setting is missing or wrong: `npm start` prints the message alone, no stack trace. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const schema = z.object({
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
  // Anonymous visitors' page cache (app/cache/): its memory bound (0 turns it off) and page lifetime.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(3600),
});

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
  pageCache: { maxBytes: number; maxAgeMs: number };
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

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${issues.join("\n")}`);
  }
  const e = result.data;
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
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    database,
    baseUrl: (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    secret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    pageCache: {
      maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
      maxAgeMs: e.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
    },
  };
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
