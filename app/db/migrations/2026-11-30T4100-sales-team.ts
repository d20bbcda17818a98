import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * A sales team on the shop (issue 38; docs/quotations.md, docs/admin-leads.md):
 *
 * - `salesperson.user_id`: the account a salesperson signs in with (role
 *   "salesperson"); one account per salesperson at most.
 * - `salesperson_area.district_key`: the district as India Post's directory
 *   keys it (app/places/districts.server.ts); routing compares keys. Null with
 *   a district: a free-text cover from before that matched no district (listed
 *   for the admin, routes nothing); null without one: the whole state.
 * - `order_item.taxable_paise`, `.tax_paise`: an order made from a quotation
 *   keeps each line's quoted taxable value and tax, so it equals the quotation
 *   to the paisa (null: a cart order, price × quantity).
 * - `quotation.discount_paise`: a discount on the whole quotation, spread over
 *   the lines' taxable values (gst/quote-money.ts).
 * - `quotation_event.submission`: the form submission a customer's question
 *   came from; one question per submission (a second tap records nothing).
 * - `quotation_settings`: one row of what the admin sets once for every
 *   quotation: default terms, bank details, UPI ID, logo and signatory.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await db.schema.alterTable("salesperson").addColumn("user_id", "text").execute();
  await sql`CREATE UNIQUE INDEX salesperson_by_user ON salesperson (user_id)`.execute(db);
  await db.schema.alterTable("salesperson_area").addColumn("district_key", "text").execute();
  await db.schema.alterTable("order_item").addColumn("taxable_paise", ms).execute();
  await db.schema.alterTable("order_item").addColumn("tax_paise", ms).execute();
  await db.schema
    .alterTable("quotation")
    .addColumn("discount_paise", ms, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("quotation_event").addColumn("submission", "text").execute();
  await sql`CREATE UNIQUE INDEX quotation_event_submission ON quotation_event (quotation_id, submission)`.execute(
    db,
  );
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("");
  await db.schema
    .createTable("quotation_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("payment_terms", "text", text)
    .addColumn("delivery_terms", "text", text)
    .addColumn("bank_account_name", "text", text)
    .addColumn("bank_name", "text", text)
    .addColumn("bank_account_number", "text", text)
    .addColumn("bank_ifsc", "text", text)
    .addColumn("bank_branch", "text", text)
    .addColumn("upi_id", "text", text)
    .addColumn("logo_media_id", "text")
    .addColumn("signatory_name", "text", text)
    .addColumn("signatory_title", "text", text)
    .addColumn("signature_media_id", "text")
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("quotation_settings").execute();
  await sql`DROP INDEX quotation_event_submission`.execute(db);
  await db.schema.alterTable("quotation_event").dropColumn("submission").execute();
  await db.schema.alterTable("quotation").dropColumn("discount_paise").execute();
  await db.schema.alterTable("order_item").dropColumn("tax_paise").execute();
  await db.schema.alterTable("order_item").dropColumn("taxable_paise").execute();
  await db.schema.alterTable("salesperson_area").dropColumn("district_key").execute();
  await sql`DROP INDEX salesperson_by_user`.execute(db);
  await db.schema.alterTable("salesperson").dropColumn("user_id").execute();
}
