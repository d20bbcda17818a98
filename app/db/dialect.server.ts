import {
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from "kysely";

/**
 * The few places where SQLite and PostgreSQL need different SQL, in one module
 * so domain code states what it means ("equal, ignoring case") and never asks
 * which database it is on.
 */
export type Dialect = "sqlite" | "postgres";

// biome-ignore lint/suspicious/noExplicitAny: any schema; only the executor's adapter is read
type AnyDb = Kysely<any>;

/** Transactions share their database's executor adapter, so this works on `trx` too. */
export function dialectOf(db: AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Escapes LIKE's wildcards so user text matches literally (with `ESCAPE '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A column compared or sorted without regard to case: SQLite's NOCASE, or
 * PostgreSQL's lower() in byte order (the same order NOCASE gives, and what
 * the `lower(…) COLLATE "C"` indexes hold).
 */
export function caseless(db: AnyDb, column: string): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql<string>`lower(${sql.ref(column)}) COLLATE "C"`
    : sql<string>`${sql.ref(column)} COLLATE NOCASE`;
}

/** `column = value`, ignoring case. */
export function equalsCaseless(db: AnyDb, column: string, value: string): RawBuilder<boolean> {
  return dialectOf(db) === "postgres"
    ? sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`
    : sql<boolean>`${sql.ref(column)} = ${value} COLLATE NOCASE`;
}

/** The column contains `text` literally, ignoring case (LIKE is caseless only on SQLite). */
export function containsCaseless(db: AnyDb, column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${escapeLike(text)}%`;
  return dialectOf(db) === "postgres"
    ? sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

/**
 * `column IN (values)` with the list as one parameter, however long it is
 * (SQLite: a JSON array read by json_each; PostgreSQL: a text array).
 */
export function inTextList(
  db: AnyDb,
  column: string,
  values: readonly string[],
): RawBuilder<boolean> {
  return dialectOf(db) === "postgres"
    ? sql<boolean>`${sql.ref(column)} = ANY(${[...values]}::text[])`
    : sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

/** Joins the group's values with `separator`, in `orderBy` order. */
export function joinedStrings(
  db: AnyDb,
  value: Expression<string> | RawBuilder<string>,
  separator: string,
  orderBy: Expression<unknown> | RawBuilder<unknown>,
): RawBuilder<string> {
  return dialectOf(db) === "postgres"
    ? sql<string>`string_agg(${value}, ${separator} ORDER BY ${orderBy})`
    : sql<string>`group_concat(${value}, ${separator} ORDER BY ${orderBy})`;
}

/**
 * Rows a worker claims: on PostgreSQL, locked and skipped by other workers
 * (read committed would otherwise let two of them pick the same row). SQLite
 * has a single writer, so its claim statement is already exclusive.
 */
export function skipLockedRows<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === "postgres" ? query.forUpdate().skipLocked() : query;
}

/** A unique or primary-key constraint refused the row (both drivers' codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/**
 * A boolean as the column holds it: Better Auth keeps booleans (user.banned)
 * as 0/1 integers on SQLite and as boolean on PostgreSQL.
 */
export function booleanValue(db: AnyDb, value: boolean): RawBuilder<boolean> {
  return dialectOf(db) === "postgres" ? sql<boolean>`${value}` : sql<boolean>`${value ? 1 : 0}`;
}

/**
 * Rows read to decide a change (how many admins remain), locked on PostgreSQL
 * until the transaction ends so two admins' changes cannot both pass the check.
 * SQLite's single writer already serialises them.
 */
export function lockedRowsForUpdate<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === "postgres" ? query.forUpdate() : query;
}

/**
 * Rows a change refers to by key (a new row's foreign key), share-locked on
 * PostgreSQL until the transaction ends, so a concurrent delete waits for it
 * rather than failing it; a row deleted first is simply not returned. Rows
 * locked FOR UPDATE by that delete block it in turn. SQLite's single writer
 * already serialises them.
 */
export function keySharedRows<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === "postgres" ? query.forKeyShare() : query;
}

/**
 * About how many rows a table holds, to choose a query's shape (never shown):
 * SQLite's count(*) reads only the table's b-tree pages, not its rows, so it
 * is exact and cheap; PostgreSQL's reads every row, so its planner's estimate
 * stands in (pg_class.reltuples, kept by autovacuum; 0 before the first).
 */
export async function tableRows(db: AnyDb, table: string): Promise<number> {
  const count =
    dialectOf(db) === "postgres"
      ? sql<{ n: number }>`SELECT reltuples AS n FROM pg_class WHERE oid = ${table}::regclass`
      : sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`;
  const { rows } = await count.execute(db);
  return Math.max(0, Number(rows[0]?.n ?? 0));
}

/**
 * How many distinct values `column` takes in `rows`. SQLite's count(DISTINCT)
 * takes values an index gives in order by comparing each with the one before;
 * PostgreSQL 15's sorts them again whatever their order, so there DISTINCT
 * goes in a subquery, which reads the index in order and skips repeats.
 */
export async function countDistinct<DB, TB extends keyof DB, O>(
  db: AnyDb,
  rows: SelectQueryBuilder<DB, TB, O>,
  column: string,
): Promise<number> {
  const value = sql.ref(column);
  const counted =
    dialectOf(db) === "postgres"
      ? db
          .selectFrom(rows.select(value.as("v")).distinct().as("d"))
          .select(sql<number | string>`count(*)`.as("n"))
      : rows.select(sql<number | string>`count(DISTINCT ${value})`.as("n"));
  // Kysely cannot name the alias on a generic builder; the select above adds it.
  const row = (await counted.executeTakeFirstOrThrow()) as unknown as { n: number | string };
  return Number(row.n);
}
