import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

/**
 * GST quotations (issue 26; docs/quotations.md) and what they need:
 *
 * - `tax_rate`: the GST rate of an HSN code from a date on (a quotation keeps
 *   the rate it was made with, so a later change never alters one); `example`
 *   marks the seeded rates staff must check with their CA.
 * - `product.hsn`: the HSN code a catalogue line starts from.
 * - `enquiry.order_id`: the order a cart request made, so its quotation
 *   starts from those lines.
 * - `quotation` and its `quotation_line`s: the live revision. Numbered once
 *   per financial year (`Q/2026-27/0042`, unique per year by (fy, seq)).
 *   Money is integer paise; the totals are the calculation module's result,
 *   kept for lists and the dashboard. `token` is the customer's link.
 * - `quotation_revision`: each revision as it was sent, frozen (JSON), so an
 *   edit after sending is a new revision and never a silent change.
 * - `quotation_event`: what happened to it (sent, viewed, accepted, declined,
 *   a customer's question, expiry, conversion), for staff.
 * - `enquiry_note`: notes on a lead (a customer's question arrives as one).
 * - `orders.quotation_id`: the order an accepted quotation became, linked both
 *   ways with `quotation.order_id`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await db.schema
    .createTable("tax_rate")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("hsn", "text", (c) => c.notNull())
    .addColumn("rate_bp", "integer", (c) => c.notNull().check(sql`rate_bp BETWEEN 0 AND 2800`))
    // A date (YYYY-MM-DD, India): the rate applies from this day on.
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("example", "integer", (c) => c.notNull().defaultTo(0).check(sql`example IN (0, 1)`))
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .addUniqueConstraint("tax_rate_hsn_from", ["hsn", "effective_from"])
    .execute();

  await db.schema.alterTable("product").addColumn("hsn", "text").execute();
  await db.schema.alterTable("enquiry").addColumn("order_id", "text").execute();
  await db.schema.alterTable("orders").addColumn("quotation_id", "integer").execute();

  await db.schema
    .createTable("quotation")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("number", "text", (c) => c.notNull().unique())
    // The financial year ("2026-27") and the quotation's place in it.
    .addColumn("fy", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status IN ('draft', 'sent', 'accepted', 'declined', 'expired', 'converted')`),
    )
    .addColumn("enquiry_id", "integer", (c) => c.references("enquiry.id").onDelete("set null"))
    .addColumn("salesperson_id", "integer", (c) =>
      c.references("salesperson.id").onDelete("set null"),
    )
    // The customer's account, when they have one (their /user lists it).
    .addColumn("user_id", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_gstin", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("customer_address", "text", (c) => c.notNull().defaultTo(""))
    // GST state codes: where the goods go, and the shop's own (from its GSTIN when made).
    .addColumn("place_of_supply", "text", (c) => c.notNull())
    .addColumn("supplier_state", "text", (c) => c.notNull())
    .addColumn("supplier_gstin", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("payment_terms", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("delivery_terms", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("round_to_rupee", "integer", (c) =>
      c.notNull().defaultTo(1).check(sql`round_to_rupee IN (0, 1)`),
    )
    .addColumn("taxable_paise", ms, (c) => c.notNull().defaultTo(0))
    .addColumn("tax_paise", ms, (c) => c.notNull().defaultTo(0))
    .addColumn("grand_total_paise", ms, (c) => c.notNull().defaultTo(0))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("order_id", "text")
    .addColumn("decline_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .addColumn("sent_at", ms)
    .addColumn("decided_at", ms)
    .addUniqueConstraint("quotation_fy_seq", ["fy", "seq"])
    .execute();
  await sql`CREATE INDEX quotation_by_enquiry ON quotation (enquiry_id)`.execute(db);
  await sql`CREATE INDEX quotation_by_user ON quotation (user_id, created_at)`.execute(db);
  await sql`CREATE INDEX quotation_by_status ON quotation (status, valid_until)`.execute(db);

  await db.schema
    .createTable("quotation_line")
    .addColumn("quotation_id", "integer", (c) =>
      c.notNull().references("quotation.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("hsn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("unit", "text", (c) => c.notNull().defaultTo("Nos"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price_paise", ms, (c) => c.notNull())
    .addColumn("discount_bp", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rate_bp", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("quotation_line_pk", ["quotation_id", "position"])
    .execute();

  await db.schema
    .createTable("quotation_revision")
    .addColumn("quotation_id", "integer", (c) =>
      c.notNull().references("quotation.id").onDelete("cascade"),
    )
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("sent_at", ms, (c) => c.notNull())
    .addColumn("document", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quotation_revision_pk", ["quotation_id", "revision"])
    .execute();

  await db.schema
    .createTable("quotation_event")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("quotation_id", "integer", (c) =>
      c.notNull().references("quotation.id").onDelete("cascade"),
    )
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("actor", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX quotation_event_by_quotation ON quotation_event (quotation_id, at)`.execute(
    db,
  );

  await db.schema
    .createTable("enquiry_note")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("created_at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX enquiry_note_by_enquiry ON enquiry_note (enquiry_id, created_at)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("enquiry_note").execute();
  await db.schema.dropTable("quotation_event").execute();
  await db.schema.dropTable("quotation_revision").execute();
  await db.schema.dropTable("quotation_line").execute();
  await db.schema.dropTable("quotation").execute();
  await db.schema.alterTable("orders").dropColumn("quotation_id").execute();
  await db.schema.alterTable("enquiry").dropColumn("order_id").execute();
  await db.schema.alterTable("product").dropColumn("hsn").execute();
  await db.schema.dropTable("tax_rate").execute();
}
