import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * Issue 14, people and audit: the audit log keeps each change's fields before
 * and after (JSON) and is filtered by person and kind; an account's last
 * sign-in is kept here (Better Auth deletes a session on sign-out); and the
 * one-time password-reset links an admin hands over, stored only as hashes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("before_json", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("after_json", "text").execute();
  await db.schema
    .createIndex("audit_log_by_actor")
    .on("audit_log")
    .columns(["actor_id", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_by_kind")
    .on("audit_log")
    .columns(["target_type", "at"])
    .execute();
  await db.schema
    .createTable("account_activity")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("last_sign_in_at", int64(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("password_reset")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", int64(dialect), (c) => c.notNull())
    .addColumn("expires_at", int64(dialect), (c) => c.notNull())
    .addColumn("used_at", int64(dialect))
    .execute();
  await db.schema
    .createIndex("password_reset_by_user")
    .on("password_reset")
    .column("user_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_reset").execute();
  await db.schema.dropTable("account_activity").execute();
  await db.schema.dropIndex("audit_log_by_kind").execute();
  await db.schema.dropIndex("audit_log_by_actor").execute();
  await db.schema.alterTable("audit_log").dropColumn("after_json").execute();
  await db.schema.alterTable("audit_log").dropColumn("before_json").execute();
}
