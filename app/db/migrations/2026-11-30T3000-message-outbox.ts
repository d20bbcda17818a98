import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

/**
 * One outbox for every message the shop sends (issue 38; docs/admin-leads.md "Messages"),
 * generalising the lead e-mail outbox (T1200, T1400):
 *
 * - `outbox_message`: a message stored in the transaction of the event that asks for it (a
 *   lead, an assignment, a customer's answer, a quotation sent), sent by one worker per
 *   instance with retries, backoff and a lease. `idempotency_key` is unique, so the same event
 *   never queues the same message twice; `kind` says how it is made at send time (a lead
 *   e-mail, a ready-made alert, a quotation with its PDF …) and `channel` how it goes (SMTP or
 *   the WhatsApp Cloud API). `provider_id` is the e-mail's Message-ID or WhatsApp's message id;
 *   `status` runs pending → sending → sent → delivered → read, or failed.
 * - `outbox_receipt`: each status the provider reported for a message id, once (a duplicated
 *   webhook is one row), kept even before the message it belongs to is known.
 * - `outbox_config`: the shop-wide switches and alert recipients, which each server writes at
 *   start from its settings and the event's transaction reads (it replaces
 *   `lead_outbox_config`, whose `enabled` is `lead_mail` here).
 *
 * The lead e-mails still queued or sent move over as kind `lead-mail`; `lead_outbox` and
 * `lead_outbox_config` go.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await db.schema
    .createTable("outbox_message")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel IN ('email', 'whatsapp')`))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    // E-mail addresses (comma-separated) or WhatsApp digits; '' = the kind's own (lead e-mail: SMTP_TO).
    .addColumn("recipient", "text", (c) => c.notNull().defaultTo(""))
    // What the message is about, for its page (a quotation's messages): ('quotation', '7').
    .addColumn("about_type", "text")
    .addColumn("about_id", "text")
    // A line for staff: what this message is ("Alert: Q/2026-27/0001 accepted").
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status IN ('pending', 'sending', 'sent', 'delivered', 'read', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // pending: due at; sending: the lease runs out at.
    .addColumn("next_attempt_at", ms, (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("provider_id", "text")
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("sent_at", ms)
    .addColumn("delivered_at", ms)
    .addColumn("read_at", ms)
    .addColumn("failed_at", ms)
    .execute();
  await sql`CREATE INDEX outbox_message_due ON outbox_message (status, next_attempt_at)`.execute(
    db,
  );
  await sql`CREATE INDEX outbox_message_about ON outbox_message (about_type, about_id)`.execute(db);
  await sql`CREATE INDEX outbox_message_provider ON outbox_message (provider_id)`.execute(db);
  await sql`CREATE INDEX outbox_message_newest ON outbox_message (created_at)`.execute(db);

  await db.schema
    .createTable("outbox_receipt")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("message_id", "integer", (c) =>
      c.references("outbox_message.id").onDelete("cascade"),
    )
    // The provider's time of the status; received_at is ours.
    .addColumn("at", ms, (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("received_at", ms, (c) => c.notNull())
    .addUniqueConstraint("outbox_receipt_once", ["provider_id", "status"])
    .execute();

  await db.schema
    .createTable("outbox_config")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("lead_mail", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("alert_mail", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("whatsapp", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("alert_admins", "text", (c) => c.notNull().defaultTo("answers"))
    .addColumn("admin_emails", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("admin_whatsapp", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("base_url", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`INSERT INTO outbox_config (id, lead_mail)
    SELECT 1, COALESCE((SELECT enabled FROM lead_outbox_config WHERE id = 1), 0)`.execute(db);

  // The lead e-mails queued or sent so far, with their history.
  await sql`INSERT INTO outbox_message
      (kind, channel, idempotency_key, about_type, about_id, title, payload, status, attempts,
       next_attempt_at, last_error, created_at, sent_at, failed_at)
    SELECT 'lead-mail', 'email', 'lead-mail:' || CAST(enquiry_id AS TEXT) || ':' || CAST(id AS TEXT),
      'enquiry', CAST(enquiry_id AS TEXT), 'Lead e-mail',
      '{"enquiryId":' || CAST(enquiry_id AS TEXT) || '}', status, attempts, next_attempt_at,
      last_error, created_at, sent_at, CASE WHEN status = 'failed' THEN next_attempt_at END
    FROM lead_outbox ORDER BY id`.execute(db);
  await db.schema.dropTable("lead_outbox").execute();
  await db.schema.dropTable("lead_outbox_config").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await db.schema
    .createTable("lead_outbox_config")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO lead_outbox_config (id, enabled)
    SELECT 1, COALESCE((SELECT lead_mail FROM outbox_config WHERE id = 1), 0)`.execute(db);
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
  await sql`INSERT INTO lead_outbox
      (enquiry_id, status, attempts, next_attempt_at, last_error, created_at, sent_at)
    SELECT CAST(m.about_id AS INTEGER),
      CASE WHEN m.status IN ('pending', 'sending') THEN 'pending'
           WHEN m.status = 'failed' THEN 'failed' ELSE 'sent' END,
      m.attempts, m.next_attempt_at, m.last_error, m.created_at, m.sent_at
    FROM outbox_message m
    WHERE m.kind = 'lead-mail'
      AND EXISTS (SELECT 1 FROM enquiry e WHERE CAST(e.id AS TEXT) = m.about_id)
    ORDER BY m.id`.execute(db);
  await db.schema.dropTable("outbox_receipt").execute();
  await db.schema.dropTable("outbox_message").execute();
  await db.schema.dropTable("outbox_config").execute();
}
