import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

/** Who changed what in the catalogue, and when; admins read it at /admin/audit. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("at", int64(dialect), (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("audit_log_newest").on("audit_log").column("at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
