import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * When the media sweep last saw an upload in use. An image a product, image
 * set or category stops using is removed a grace period after that, not right
 * away (an upload's own age only protects drafts that were never used).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable("media").addColumn("last_used_at", int64(dialect)).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("last_used_at").execute();
}
