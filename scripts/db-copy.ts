/**
 * npm run db:copy -- --to postgres://user@host/db [--from path/to/storefront.db]
 *
 * Moves a shop from SQLite to PostgreSQL: copies the catalogue, leads, orders,
 * audit log and accounts (with their sessions) into an empty PostgreSQL
 * database, in one transaction. The SQLite file is opened read-only. Stop the
 * shop first: anything it takes while the copy runs stays behind in SQLite.
 * Media files are not in the database; `npm run media:copy` moves those.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { databaseConfig, readVariables } from "~/config/env.server";
import { type DB, openPostgres } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { copyDatabase } from "~/ops/db-copy.server";

const USAGE =
  "Usage: npm run db:copy -- --to postgres://user@host/db [--from path/to/storefront.db]";
const POSTGRES_URL = /^postgres(ql)?:\/\//;

class UsageError extends Error {}

function parse(): { to: string; from: string } {
  let values: { to?: string; from?: string };
  try {
    ({ values } = parseArgs({ options: { to: { type: "string" }, from: { type: "string" } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.to) throw new UsageError(`--to is required.\n${USAGE}`);
  if (!POSTGRES_URL.test(values.to)) {
    throw new UsageError(
      `--to must be a postgres:// or postgresql:// URL, not ${values.to}.\n${USAGE}`,
    );
  }
  return { to: values.to, from: path.resolve(values.from ?? defaultSource()) };
}

/** The file the shop itself uses: DATABASE_URL when it names a SQLite file, else DATA_DIR's. */
function defaultSource(): string {
  const variables = readVariables(["DATA_DIR", "DATABASE_URL"]);
  const dataDir = path.resolve(variables.DATA_DIR);
  const config = databaseConfig(variables.DATABASE_URL, dataDir);
  return config.kind === "sqlite" ? config.file : path.join(dataDir, "storefront.db");
}

/** Read-only, and never created: a mistyped path must not become a new, empty store. */
function openSource(file: string): DB {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  database.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** The URL as it may be printed: without its password. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/** pg reports a refused connection to several addresses as an AggregateError without a message. */
function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(errorText).join("; ");
  }
  if (error instanceof Error) return error.message || String((error as { code?: unknown }).code);
  return String(error);
}

function nextSteps(from: string, to: string): string[] {
  const secretFile = path.join(path.dirname(from), "secret");
  const secret = existsSync(secretFile)
    ? `the SQLite shop's secret, from ${secretFile}`
    : "the SESSION_SECRET the SQLite shop ran with";
  return [
    "Next steps:",
    `  1. Run the shop with DATABASE_URL=${shown(to)}`,
    `  2. Set SESSION_SECRET to ${secret}, so signed-in visitors stay signed in (any other 32+ character secret signs everyone out).`,
    "  3. Move the media: npm run media:copy (with MEDIA_STORAGE=s3 and the S3_* variables), or give every instance the same DATA_DIR/media.",
  ];
}

async function run({ to, from }: { to: string; from: string }): Promise<void> {
  if (!existsSync(from))
    throw new UsageError(`No SQLite store at ${from} (give --from path/to/storefront.db).`);
  const source = openSource(from);
  // Two connections: one holds the setup lock while the other copies.
  const target = openPostgres(to, 2);
  try {
    console.log(`Copying ${from} into ${shown(to)}…`);
    const started = Date.now();
    const copied = await copyDatabase(source, target, { log: (line) => console.log(`  ${line}`) });
    const rows = Object.values(copied).reduce((sum, n) => sum + n, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Copied ${rows} rows in ${Object.keys(copied).length} tables in ${seconds} s; row counts checked.`,
    );
    console.log(nextSteps(from, to).join("\n"));
  } finally {
    await Promise.allSettled([source.destroy(), target.destroy()]);
  }
}

try {
  await run(parse());
} catch (error) {
  console.error(`db:copy failed: ${errorText(error)}`);
  process.exitCode = 1;
}
