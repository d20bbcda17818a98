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
