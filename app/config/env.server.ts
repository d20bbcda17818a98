import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  BASE_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().optional(),
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  baseUrl: string;
  secret: string;
  trustProxy: string | undefined;
}

/** SQLite is the only driver today; accept a path, `file:` URL or `sqlite:` URL. */
function sqliteFile(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, "storefront.db");
  if (/^postgres(ql)?:/.test(url)) {
    throw new Error("DATABASE_URL: PostgreSQL is not supported yet; use a SQLite file path.");
  }
  return path.resolve(url.replace(/^(file|sqlite):(\/\/)?/, ""));
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
    throw new Error(`Invalid environment:\n${issues.join("\n")}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = e.PORT;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseFile: sqliteFile(e.DATABASE_URL, dataDir),
    baseUrl: (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    secret: e.SESSION_SECRET ?? persistentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
  };
}

let cached: Env | undefined;

/** The validated environment, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
