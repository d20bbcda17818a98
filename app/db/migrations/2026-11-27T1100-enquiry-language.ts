import { type Kysely, sql } from "kysely";

/**
 * The language of the page a lead came from (issue 24): `en`, `gu` or `hi`,
 * so the sales team can answer in it. Every lead stored before is English.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("enquiry")
    .addColumn("language", "text", (c) =>
      c.notNull().defaultTo("en").check(sql`language IN ('en', 'gu', 'hi')`),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("enquiry").dropColumn("language").execute();
}
