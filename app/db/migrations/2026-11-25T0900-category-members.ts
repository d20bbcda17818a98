import type { Kysely } from "kysely";

/**
 * A category's or subcategory's products as index entries in product id
 * order (app/shop/listing.server.ts): its count reads them alone, duplicates
 * adjacent, and the listing asks "is this product in it?" with one seek
 * whichever order it walks the products in. The subcategory index replaces
 * the one on subcategory_id alone, which is its prefix.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("product_category_members")
    .on("product_category")
    .columns(["category_id", "product_id"])
    .execute();
  await db.schema
    .createIndex("product_subcategory_members")
    .on("product_category")
    .columns(["subcategory_id", "product_id"])
    .execute();
  await db.schema.dropIndex("product_category_by_subcategory").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("product_category_by_subcategory")
    .on("product_category")
    .column("subcategory_id")
    .execute();
  await db.schema.dropIndex("product_subcategory_members").execute();
  await db.schema.dropIndex("product_category_members").execute();
}
