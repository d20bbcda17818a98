import type { Kysely } from "kysely";

/** Each product photo's own description (its alt text on the site); empty means "use the title". */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("product_image")
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product_image").dropColumn("alt").execute();
}
