import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

/**
 * Salespeople and the enquiries routed to them (issue 26, "Salespeople and
 * routing"; docs/admin-leads.md). A salesperson covers areas (a GST state
 * code, and optionally a district of it: NULL is the whole state; no area at
 * all is everywhere) and categories (none is every category). Each enquiry
 * records its location (state code and district, NULL when unknown) and the
 * salesperson it was routed to; deleting a salesperson leaves their leads
 * unassigned (the admin only deletes one who owns none: deactivate instead).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  await db.schema
    .createTable("salesperson")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("name", "text", (c) => c.notNull())
    // Digits with the country code, as wa.me expects (91 and ten digits).
    .addColumn("whatsapp", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(sql`active IN (0, 1)`))
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("salesperson_area")
    .addColumn("salesperson_id", "integer", (c) =>
      c.notNull().references("salesperson.id").onDelete("cascade"),
    )
    .addColumn("state_code", "text", (c) => c.notNull())
    // As staff typed it; compared without regard to case. NULL: the whole state.
    .addColumn("district", "text")
    .execute();
  await sql`CREATE INDEX salesperson_area_by_salesperson ON salesperson_area (salesperson_id)`.execute(
    db,
  );
  await db.schema
    .createTable("salesperson_category")
    .addColumn("salesperson_id", "integer", (c) =>
      c.notNull().references("salesperson.id").onDelete("cascade"),
    )
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("salesperson_category_pk", ["salesperson_id", "category_id"])
    .execute();

  // One column a statement: SQLite adds only one per ALTER TABLE.
  await db.schema
    .alterTable("enquiry")
    .addColumn("salesperson_id", "integer", (c) =>
      c.references("salesperson.id").onDelete("set null"),
    )
    .execute();
  await db.schema.alterTable("enquiry").addColumn("state_code", "text").execute();
  await db.schema.alterTable("enquiry").addColumn("district", "text").execute();
  // The inbox's owner filter, and each salesperson's leads of the last 30 days (routing's ties).
  await sql`CREATE INDEX enquiry_by_salesperson ON enquiry (salesperson_id, created_at)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("enquiry_by_salesperson").execute();
  for (const column of ["district", "state_code", "salesperson_id"]) {
    await db.schema.alterTable("enquiry").dropColumn(column).execute();
  }
  await db.schema.dropTable("salesperson_category").execute();
  await db.schema.dropTable("salesperson_area").execute();
  await db.schema.dropTable("salesperson").execute();
}
