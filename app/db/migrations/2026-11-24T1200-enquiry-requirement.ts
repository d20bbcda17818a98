import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { float64 } from "./portable";

/**
 * The duty point a Get Quote from the pump finder asks for,
 * kept with the lead: the head (m, friction included) and discharge (LPM) as
 * numbers, and the whole requirement as one line for the sales team. Empty on
 * every other lead.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One column a statement: SQLite adds only one per ALTER TABLE.
  await db.schema.alterTable("enquiry").addColumn("requirement", "text").execute();
  await db.schema.alterTable("enquiry").addColumn("duty_head_m", float64(dialect)).execute();
  await db.schema.alterTable("enquiry").addColumn("duty_discharge_lpm", float64(dialect)).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["duty_discharge_lpm", "duty_head_m", "requirement"]) {
    await db.schema.alterTable("enquiry").dropColumn(column).execute();
  }
}
