import { randomBytes } from "node:crypto";
import { type RawBuilder, sql, type Transaction } from "kysely";
import { createAuth, migrateAuth } from "~/accounts/auth.server";
import { type DB, migrateToLatest, withSetupLock } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { migrationNames } from "~/db/migrations";
import type { Database } from "~/db/schema";

/**
 * Moves a shop from SQLite to PostgreSQL: every table of a SQLite store into
 * an empty PostgreSQL database, in one transaction, keeping every id.
 */

export interface CopiedTable {
  name: string;
  /** Primary key columns (the conflict target of `upsert` tables; the order tests compare in). */
  key: readonly string[];
  /** The target's migrations already made the row: update it rather than insert. */
  upsert?: boolean;
}

/** Every table with lasting data, parents before children (foreign-key order). */
export const COPIED_TABLES: readonly CopiedTable[] = [
  { name: "media", key: ["id"] },
  { name: "category", key: ["id"] },
  { name: "subcategory", key: ["id"] },
  { name: "product", key: ["id"] },
  { name: "product_image", key: ["product_id", "position"] },
  { name: "product_category", key: ["product_id", "position"] },
  { name: "product_spec", key: ["product_id"] },
  { name: "product_duty_point", key: ["product_id", "position"] },
  { name: "search_key_word", key: ["key", "locale", "word"] },
  { name: "search_synonym", key: ["id"] },
  { name: "search_state", key: ["id"], upsert: true },
  { name: "product_translation", key: ["product_id", "locale"] },
  { name: "product_image_translation", key: ["product_id", "media_id", "locale"] },
  { name: "category_translation", key: ["category_id", "locale"] },
  { name: "subcategory_translation", key: ["subcategory_id", "locale"] },
  { name: "image_set", key: ["id"] },
  { name: "salesperson", key: ["id"] },
  { name: "salesperson_area", key: ["salesperson_id", "state_code", "district"] },
  { name: "salesperson_category", key: ["salesperson_id", "category_id"] },
  { name: "enquiry", key: ["id"] },
  { name: "dealer_application", key: ["enquiry_id"] },
  { name: "dealer_application_category", key: ["enquiry_id", "position"] },
  { name: "enquiry_note", key: ["id"] },
  { name: "tax_rate", key: ["id"] },
  { name: "orders", key: ["id"] },
  { name: "order_item", key: ["order_id", "position"] },
  { name: "quotation", key: ["id"] },
  { name: "quotation_line", key: ["quotation_id", "position"] },
  { name: "quotation_revision", key: ["quotation_id", "revision"] },
  { name: "quotation_event", key: ["id"] },
  { name: "quotation_answer_seen", key: ["quotation_id"] },
  { name: "outbox_message", key: ["id"] },
  { name: "outbox_receipt", key: ["id"] },
  { name: "outbox_config", key: ["id"], upsert: true },
  { name: "quotation_settings", key: ["id"], upsert: true },
  { name: "service_point", key: ["id"] },
  { name: "service_point_category", key: ["service_point_id", "category_id"] },
  { name: "serial_unit", key: ["serial"] },
  { name: "warranty_rule", key: ["id"] },
  { name: "warranty_registration", key: ["id"] },
  { name: "service_request", key: ["id"] },
  { name: "service_request_event", key: ["id"] },
  { name: "service_request_photo", key: ["request_id", "media_id"] },
  { name: "service_setting", key: ["id"], upsert: true },
  { name: "audit_log", key: ["id"] },
  { name: "user", key: ["id"] },
  { name: "session", key: ["id"] },
  { name: "account", key: ["id"] },
  { name: "verification", key: ["id"] },
  { name: "account_activity", key: ["user_id"] },
];

/**
 * Tables deliberately left behind: attempt counters and hand-over reset links
 * (transient; an admin issues a new link), each database's own migration log,
 * and the listing's change counter (the target's triggers keep their own).
 */
const SKIPPED_TABLES = new Set([
  "listing_version",
  "rate_limit",
  "password_reset",
  "kysely_migration",
  "kysely_migration_lock",
]);

export interface CopyOptions {
  log?: (line: string) => void;
  /** Rows per INSERT (default 500). */
  batchSize?: number;
}

type Row = Record<string, unknown>;
type Convert = (value: unknown, where: string) => unknown;

interface TableCopy {
  table: CopiedTable;
  columns: string[];
  converters: Convert[];
}

/**
 * Copies a migrated SQLite store into an empty PostgreSQL database (which it
 * migrates first) and returns the rows copied per table. All or nothing: any
 * failure, including a row count that differs at the end, rolls it all back.
 * `to` needs a pool of at least two connections (one holds the setup lock).
 */
export async function copyDatabase(
  from: DB,
  to: DB,
  options: CopyOptions = {},
): Promise<Record<string, number>> {
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 500;
  if (dialectOf(from) !== "sqlite") throw new Error("db:copy copies from a SQLite store.");
  if (dialectOf(to) !== "postgres") throw new Error("db:copy copies into PostgreSQL.");
  await checkSourceSchema(from);
  // Instances starting on the target wait for the copy (their migrations, first
  // admin and demo seed would otherwise race it), then find the shop there.
  return withSetupLock(to, async () => {
    await migrateTarget(to);
    const plans = await planCopies(from, to);
    return from.transaction().execute((source) =>
      to.transaction().execute(async (target) => {
        await refuseUnlessEmpty(target);
        const copied: Record<string, number> = {};
        for (const plan of plans) {
          const n = await copyTable(source, target, plan, batchSize);
          copied[plan.table.name] = n;
          log(`${plan.table.name}: ${n === 1 ? "1 row" : `${n} rows`}`);
        }
        await resetSequences(target, plans);
        await checkCounts(source, target, copied);
        return copied;
      }),
    );
  });
}

/** Our migrations and Better Auth's, so "empty" means the shop's schema with no data. */
async function migrateTarget(to: DB): Promise<void> {
  await migrateToLatest(to);
  // The secret signs nothing here; Better Auth only wants one to build its options.
  const auth = createAuth(to, {
    secret: randomBytes(32).toString("hex"),
    baseURL: "http://localhost",
  });
  await migrateAuth(auth);
}

/** The source must be exactly the schema this code knows, or columns would be missed or invented. */
async function checkSourceSchema(from: DB): Promise<void> {
  const tables = await sourceTables(from);
  if (!tables.has("kysely_migration")) {
    throw new Error("The source is not a storefront database (it has no migration history).");
  }
  const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(from);
  const have = new Set(applied.rows.map((r) => r.name));
  const pending = migrationNames.filter((n) => !have.has(n));
  if (pending.length > 0) {
    throw new Error(
      `The SQLite store has pending migrations (${pending.join(", ")}): start the shop on it once (or run npm run migrate) before copying.`,
    );
  }
  const unknownMigrations = [...have].filter((n) => !migrationNames.includes(n));
  if (unknownMigrations.length > 0) {
    throw new Error(
      `The SQLite store has migrations this code does not know (${unknownMigrations.join(", ")}): copy with the shop's own version.`,
    );
  }
  const missing = COPIED_TABLES.filter((t) => !tables.has(t.name)).map((t) => t.name);
  if (missing.length > 0) {
    throw new Error(
      `The SQLite store has no ${missing.join(", ")} table: start the shop on it once before copying.`,
    );
  }
  const known = new Set([...COPIED_TABLES.map((t) => t.name), ...SKIPPED_TABLES]);
  const unknown = [...tables].filter((t) => !known.has(t));
  if (unknown.length > 0) {
    throw new Error(
      `The SQLite store has tables db:copy does not know (${unknown.join(", ")}); nothing was copied.`,
    );
  }
}

/** Ordinary tables of a SQLite file: not SQLite's own, not FTS5 tables or their shadow tables. */
async function sourceTables(from: DB): Promise<Set<string>> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
  `.execute(from);
  const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? "")).map((r) => r.name);
  const derived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  return new Set(rows.map((r) => r.name).filter((name) => !derived(name)));
}

/** Which columns to copy per table, and how each value must change for PostgreSQL. */
async function planCopies(from: DB, to: DB): Promise<TableCopy[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = current_schema()
  `.execute(to);
  const plans: TableCopy[] = [];
  for (const table of COPIED_TABLES) {
    const targetTypes = new Map(
      rows.filter((r) => r.table_name === table.name).map((r) => [r.column_name, r.data_type]),
    );
    const columns = await sourceColumns(from, table.name);
    const converters = columns.map((column) => {
      const type = targetTypes.get(column);
      if (!type) {
        throw new Error(
          `Column ${table.name}.${column} exists in the SQLite store but not in PostgreSQL; nothing was copied.`,
        );
      }
      return converterFor(type);
    });
    plans.push({ table, columns, converters });
  }
  return plans;
}

async function sourceColumns(from: DB, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_info(${table}) ORDER BY cid
  `.execute(from);
  return rows.map((r) => r.name);
}

/**
 * SQLite has no boolean or date types: Better Auth stores booleans there as
 * 0/1 and dates as ISO 8601 text, where PostgreSQL has boolean and timestamptz.
 * Every other column holds the same integers, reals and text on both.
 */
function converterFor(targetType: string): Convert {
  if (targetType === "boolean") return toBoolean;
  if (targetType.startsWith("timestamp") || targetType === "date") return toDate;
  return (value) => value;
}

function toBoolean(value: unknown, where: string): boolean | null {
  if (value === null || value === undefined) return null;
  if (value === 1 || value === 1n || value === true || value === "1" || value === "true")
    return true;
  if (value === 0 || value === 0n || value === false || value === "0" || value === "false")
    return false;
  throw new Error(`${where}: ${JSON.stringify(value)} is not a boolean`);
}

// SQLite's own CURRENT_TIMESTAMP form: UTC, without a zone.
const SQLITE_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

function toDate(value: unknown, where: string): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date | undefined;
  if (typeof value === "number") date = new Date(value); // milliseconds, as Date.getTime() gives
  if (typeof value === "string") {
    date = new Date(SQLITE_TIMESTAMP.test(value) ? `${value.replace(" ", "T")}Z` : value);
  }
  if (!date || Number.isNaN(date.getTime())) {
    throw new Error(`${where}: ${JSON.stringify(value)} is not a date`);
  }
  return date;
}

/** "Empty" is checked inside the copy's transaction, so nothing can slip in between. */
async function refuseUnlessEmpty(target: Transaction<Database>): Promise<void> {
  const filled: string[] = [];
  for (const { name, upsert } of COPIED_TABLES) {
    if (upsert) continue; // made by the migrations themselves
    const n = await countRows(target, name);
    if (n > 0) filled.push(`${name}: ${n}`);
  }
  if (filled.length > 0) {
    throw new Error(
      `Refusing to copy: the PostgreSQL database is not empty (rows in ${filled.join(", ")}); db:copy only fills a new, empty database.`,
    );
  }
}

async function countRows(db: DB | Transaction<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM ${sql.id(table)}
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const ROWID = "__copy_rowid";

/** Copies one table in batches, in rowid order (products keep their catalogue order). */
async function copyTable(
  source: Transaction<Database>,
  target: Transaction<Database>,
  plan: TableCopy,
  batchSize: number,
): Promise<number> {
  let after: number | null = null;
  let copied = 0;
  try {
    for (;;) {
      const batch = await readBatch(source, plan.table.name, after, batchSize);
      if (batch.length === 0) return copied;
      const last = batch[batch.length - 1];
      after = Number(last?.[ROWID]);
      await insertBatch(target, plan, batch);
      copied += batch.length;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Copying ${plan.table.name} failed: ${message}`, { cause: error });
  }
}

async function readBatch(
  source: Transaction<Database>,
  table: string,
  after: number | null,
  size: number,
): Promise<Row[]> {
  const from = after === null ? sql`` : sql`WHERE rowid > ${after}`;
  const { rows } = await sql<Row>`
    SELECT rowid AS ${sql.id(ROWID)}, * FROM ${sql.id(table)} ${from} ORDER BY rowid LIMIT ${size}
  `.execute(source);
  return rows;
}

async function insertBatch(
  target: Transaction<Database>,
  plan: TableCopy,
  batch: Row[],
): Promise<void> {
  const { table, columns, converters } = plan;
  const values = batch.map((row) => {
    const cells = columns.map((column, i) =>
      converters[i]?.(row[column], `${table.name}.${column} (rowid ${String(row[ROWID])})`),
    );
    return sql`(${sql.join(cells)})`;
  });
  await sql`
    INSERT INTO ${sql.id(table.name)} (${sql.join(columns.map((c) => sql.id(c)))})
    VALUES ${sql.join(values)} ${table.upsert ? onConflictUpdate(table, columns) : sql``}
  `.execute(target);
}

function onConflictUpdate(table: CopiedTable, columns: string[]): RawBuilder<unknown> {
  const keys = sql.join(table.key.map((k) => sql.id(k)));
  const updates = columns
    .filter((c) => !table.key.includes(c))
    .map((c) => sql`${sql.id(c)} = EXCLUDED.${sql.id(c)}`);
  return updates.length > 0
    ? sql`ON CONFLICT (${keys}) DO UPDATE SET ${sql.join(updates)}`
    : sql`ON CONFLICT (${keys}) DO NOTHING`;
}

/**
 * Explicit ids leave identity sequences where they were (at 1): move each past
 * its table's largest id, so the shop's next category or enquiry gets a new one.
 */
async function resetSequences(target: Transaction<Database>, plans: TableCopy[]): Promise<void> {
  // pg_get_serial_sequence fails on a table without the column, so ask only tables with an id.
  for (const { name } of plans.filter((p) => p.columns.includes("id")).map((p) => p.table)) {
    const { rows } = await sql<{ seq: string | null }>`
      SELECT pg_get_serial_sequence(${quoteIdent(name)}, 'id') AS seq
    `.execute(target);
    if (!rows[0]?.seq) continue;
    await sql`
      SELECT setval(${rows[0].seq}::regclass, coalesce(max(id), 0) + 1, false) FROM ${sql.id(name)}
    `.execute(target);
  }
}

/** pg_get_serial_sequence reads its first argument as a (possibly quoted) name: "user" must be quoted. */
function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The last word: each table holds exactly as many rows on both sides. */
async function checkCounts(
  source: Transaction<Database>,
  target: Transaction<Database>,
  copied: Record<string, number>,
): Promise<void> {
  for (const { name } of COPIED_TABLES) {
    const [expected, actual] = [await countRows(source, name), await countRows(target, name)];
    if (expected !== actual || copied[name] !== expected) {
      throw new Error(
        `Row counts differ for ${name}: SQLite ${expected}, PostgreSQL ${actual}; nothing was copied.`,
      );
    }
  }
}
