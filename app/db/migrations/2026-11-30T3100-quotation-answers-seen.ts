import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * Which customer answers staff have seen (issue 38; docs/quotations.md "Answers awaiting a
 * reply"): per quotation, the last of its events staff had in front of them when they opened
 * it. An acceptance, a decline or a question after that event is unseen, and counted on the
 * dashboard and in the admin's navigation. The index serves that count.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("quotation_answer_seen")
    .addColumn("quotation_id", "integer", (c) =>
      c.primaryKey().references("quotation.id").onDelete("cascade"),
    )
    .addColumn("seen_event_id", "integer", (c) => c.notNull())
    .addColumn("seen_at", int64(dialect), (c) => c.notNull())
    .addColumn("seen_by", "text", (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX quotation_event_answers ON quotation_event (kind, quotation_id, id)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX quotation_event_answers`.execute(db);
  await db.schema.dropTable("quotation_answer_seen").execute();
}
