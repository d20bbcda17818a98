import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * Attempt counters for the rate limits (sign-in, sign-up, enquiry, contact),
 * kept in the database so every app instance counts the same attempts.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", int64(dialect), (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_by_window")
    .on("rate_limit")
    .column("window_start")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit").execute();
}
