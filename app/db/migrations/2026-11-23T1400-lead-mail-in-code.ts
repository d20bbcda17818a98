import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";

/** Milliseconds since the epoch, as SQLite computes it inside a trigger. */
const NOW_MS = sql.raw("CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)");

/**
 * Lead e-mails are queued by the code that stores the lead, in the same
 * transaction (enquiries.server.ts), so PostgreSQL and SQLite behave alike;
 * SQLite's trigger goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") await sql`DROP TRIGGER IF EXISTS lead_outbox_queue`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") return;
  await sql`CREATE TRIGGER lead_outbox_queue AFTER INSERT ON enquiry
    WHEN (SELECT enabled FROM lead_outbox_config WHERE id = 1) = 1
  BEGIN
    INSERT INTO lead_outbox (enquiry_id, next_attempt_at, created_at)
    VALUES (new.id, ${NOW_MS}, ${NOW_MS});
  END`.execute(db);
}
