import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

/** Milliseconds since the epoch, as SQLite computes it inside a trigger. */
const NOW_MS = sql.raw("CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)");

/**
 * The leads inbox and orders list filter and sort by status and date; the lead
 * e-mail outbox is filled by a trigger, so a lead and its queued e-mail commit
 * in the same transaction whichever code path stores the lead. The trigger only
 * fires while `lead_outbox_config.enabled` is 1, which the server sets at start
 * from its SMTP settings. (The trigger was SQLite's alone; T1400 replaced it by
 * code that queues in the lead's transaction on every database.)
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await sql`CREATE INDEX enquiry_by_status ON enquiry (status, created_at)`.execute(db);
  await sql`CREATE INDEX enquiry_by_kind ON enquiry (kind, created_at)`.execute(db);
  await sql`CREATE INDEX orders_newest ON orders (created_at)`.execute(db);
  await sql`CREATE INDEX orders_by_status ON orders (status, created_at)`.execute(db);

  await db.schema
    .createTable("lead_outbox_config")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO lead_outbox_config (id, enabled) VALUES (1, 0)`.execute(db);

  await db.schema
    .createTable("lead_outbox")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status IN ('pending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", ms, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("sent_at", ms)
    .execute();
  await sql`CREATE INDEX lead_outbox_due ON lead_outbox (status, next_attempt_at)`.execute(db);
  if (dialect === "postgres") return;
  await sql`CREATE TRIGGER lead_outbox_queue AFTER INSERT ON enquiry
    WHEN (SELECT enabled FROM lead_outbox_config WHERE id = 1) = 1
  BEGIN
    INSERT INTO lead_outbox (enquiry_id, next_attempt_at, created_at)
    VALUES (new.id, ${NOW_MS}, ${NOW_MS});
  END`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS lead_outbox_queue`.execute(db);
  await db.schema.dropTable("lead_outbox").execute();
  await db.schema.dropTable("lead_outbox_config").execute();
  for (const index of ["orders_by_status", "orders_newest", "enquiry_by_kind", "enquiry_by_status"])
    await db.schema.dropIndex(index).execute();
}
