import type { Kysely } from "kysely";

/**
 * Related products on a product page are its neighbours by id within its
 * category and subcategory: this index makes that a short range read whatever
 * the size of the category.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("product_category_neighbours")
    .on("product_category")
    .columns(["category_id", "subcategory_id", "product_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("product_category_neighbours").execute();
}
