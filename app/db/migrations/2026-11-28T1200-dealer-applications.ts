import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * A dealer's application (`/dealer`, docs/admin-leads.md "Dealer
 * applications"): the lead itself is an `enquiry` of kind `dealer` (name,
 * e-mail, phone, firm as company, GSTIN as gst); this row holds the rest, one
 * per enquiry, deleted with it. The district and state are the server's
 * reading of the PIN code; the GSTIN's state code is kept beside the PIN's so
 * a mismatch (a branch GSTIN) stays visible. The product ranges keep the
 * category's English name as it was when the dealer applied, and its id while
 * the category exists.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("dealer_application")
    .addColumn("enquiry_id", "integer", (c) =>
      c.primaryKey().references("enquiry.id").onDelete("cascade"),
    )
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("state_code", "text", (c) => c.notNull())
    // NULL for an unregistered firm (no GSTIN).
    .addColumn("gstin_state_code", "text")
    .addColumn("territory", "text", (c) => c.notNull())
    .addColumn("monthly_volume", "text", (c) =>
      c.notNull().check(sql`monthly_volume IN ('lt10', '10-25', '25-50', '50-100', 'gt100')`),
    )
    .addColumn("created_at", int64(dialect), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("dealer_application_category")
    .addColumn("enquiry_id", "integer", (c) =>
      c.notNull().references("dealer_application.enquiry_id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.references("category.id").onDelete("set null"))
    .addColumn("category_name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("dealer_application_category_pk", ["enquiry_id", "position"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("dealer_application_category").execute();
  await db.schema.dropTable("dealer_application").execute();
}
