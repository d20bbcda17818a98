import type { ColumnDefinitionBuilder } from "kysely";
import type { Dialect } from "../dialect.server";

/**
 * Column types written once for both databases. SQLite's INTEGER is already
 * 64-bit; PostgreSQL needs bigint for milliseconds since the epoch and paise.
 */
export function int64(dialect: Dialect): "integer" | "bigint" {
  return dialect === "postgres" ? "bigint" : "integer";
}

/** A generated integer key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function serialKey(dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) =>
    dialect === "postgres"
      ? c.primaryKey().generatedByDefaultAsIdentity()
      : c.primaryKey().autoIncrement();
}

/** A double-precision number: SQLite's REAL already is one; PostgreSQL's real is single precision. */
export function float64(dialect: Dialect): "real" | "double precision" {
  return dialect === "postgres" ? "double precision" : "real";
}
