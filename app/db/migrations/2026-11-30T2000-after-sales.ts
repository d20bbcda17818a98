import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { float64, int64, serialKey } from "./portable";

/**
 * After the sale (issue 40; docs/after-sales.md):
 *
 * - `service_point`: the directory of authorised dealers and service points,
 *   each at a PIN (district and state read from India Post's directory when
 *   saved, and the PIN's coordinate when the directory has one: `lat`/`lon`,
 *   what the locator measures distances from); `service_point_category` the
 *   product categories each serves.
 * - `serial_unit`: one made unit by its nameplate serial: its model (the
 *   product, and the model's name as imported), dispatch date, the dealer it
 *   was dispatched to and the serial it replaces (a replacement inherits the
 *   remaining term).
 * - `warranty_rule`: the terms of a category (or every category: no
 *   category) from a date on.
 * - `warranty_registration`: a customer's registration of a serial, once per
 *   serial; the end date, its basis and the rule are kept as computed then.
 *   `review` rows are serials we had no record of. `submission` makes a
 *   repeated post one record.
 * - `service_request` with its `service_request_event`s (status changes,
 *   assignments, notes) and `service_request_photo`s; `token` is the
 *   customer's private link.
 * Alerts are rows of the shop's one outbox (`outbox_message`), queued with
 * their event (app/service/alerts.server.ts).
 * - `service_setting`: the first-visit target that makes a request overdue.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const ms = int64(dialect);
  const real = float64(dialect);
  await db.schema
    .createTable("service_point")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('dealer', 'service', 'both')`))
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("state_code", "text", (c) => c.notNull())
    .addColumn("lat", real)
    .addColumn("lon", real)
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("whatsapp", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hours", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(sql`active IN (0, 1)`))
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX service_point_near ON service_point (active, lat, lon)`.execute(db);
  await sql`CREATE INDEX service_point_place ON service_point (active, state_code, district)`.execute(
    db,
  );

  await db.schema
    .createTable("service_point_category")
    .addColumn("service_point_id", "integer", (c) =>
      c.notNull().references("service_point.id").onDelete("cascade"),
    )
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("service_point_category_pk", ["service_point_id", "category_id"])
    .execute();
  await sql`CREATE INDEX service_point_category_by_category ON service_point_category (category_id)`.execute(
    db,
  );

  await db.schema
    .createTable("serial_unit")
    .addColumn("serial", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("model", "text", (c) => c.notNull())
    // YYYY-MM-DD, India.
    .addColumn("dispatched_on", "text")
    .addColumn("dealer_id", "integer", (c) => c.references("service_point.id").onDelete("set null"))
    .addColumn("replaces", "text")
    .addColumn("created_at", ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("warranty_rule")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("category_id", "integer", (c) => c.references("category.id").onDelete("cascade"))
    .addColumn("effective_from", "text", (c) => c.notNull())
    .addColumn("months_from_install", "integer", (c) =>
      c.notNull().check(sql`months_from_install BETWEEN 1 AND 240`),
    )
    .addColumn("months_from_dispatch", "integer", (c) =>
      c.check(sql`months_from_dispatch BETWEEN 1 AND 240`),
    )
    .addColumn("bonus_months", "integer", (c) =>
      c.notNull().defaultTo(0).check(sql`bonus_months BETWEEN 0 AND 120`),
    )
    .addColumn("bonus_within_days", "integer", (c) =>
      c.notNull().defaultTo(0).check(sql`bonus_within_days BETWEEN 0 AND 3650`),
    )
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX warranty_rule_by_category ON warranty_rule (category_id, effective_from)`.execute(
    db,
  );

  await db.schema
    .createTable("warranty_registration")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("serial", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status IN ('registered', 'review')`))
    .addColumn("product_id", "text", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("model", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("state_code", "text", (c) => c.notNull())
    .addColumn("installed_on", "text", (c) => c.notNull())
    .addColumn("dealer_id", "integer", (c) => c.references("service_point.id").onDelete("set null"))
    .addColumn("dealer_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("invoice_media_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("rule_id", "integer", (c) => c.references("warranty_rule.id").onDelete("set null"))
    .addColumn("ends_on", "text")
    .addColumn("basis", "text", (c) =>
      c.check(sql`basis IS NULL OR basis IN ('install', 'dispatch', 'replacement')`),
    )
    .addColumn("term_months", "integer")
    .addColumn("bonus_months", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("submission", "text", (c) => c.notNull().unique())
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX warranty_registration_by_time ON warranty_registration (created_at)`.execute(
    db,
  );

  await db.schema
    .createTable("service_request")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("submission", "text", (c) => c.notNull().unique())
    .addColumn("serial", "text")
    .addColumn("product_id", "text", (c) => c.references("product.id").onDelete("set null"))
    .addColumn("model", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("symptom", "text", (c) =>
      c
        .notNull()
        .check(
          sql`symptom IN ('no-start', 'trips', 'low-water', 'noise', 'burnt-smell', 'leak', 'other')`,
        ),
    )
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state_code", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("warranty", "text", (c) =>
      c.notNull().defaultTo("unknown").check(sql`warranty IN ('in', 'out', 'unknown')`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("received")
        .check(sql`status IN ('received', 'assigned', 'visit', 'resolved', 'closed')`),
    )
    .addColumn("service_point_id", "integer", (c) =>
      c.references("service_point.id").onDelete("set null"),
    )
    .addColumn("visit_on", "text")
    .addColumn("first_visit_on", "text")
    .addColumn("created_at", ms, (c) => c.notNull())
    .addColumn("updated_at", ms, (c) => c.notNull())
    .addColumn("closed_at", ms)
    .execute();
  await sql`CREATE INDEX service_request_by_status ON service_request (status, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX service_request_by_point ON service_request (service_point_id, status)`.execute(
    db,
  );

  await db.schema
    .createTable("service_request_event")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("service_request.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind IN ('created', 'status', 'assign', 'note')`),
    )
    .addColumn("status", "text")
    .addColumn("visit_on", "text")
    .addColumn("service_point_id", "integer", (c) =>
      c.references("service_point.id").onDelete("set null"),
    )
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("by_customer", "integer", (c) =>
      c.notNull().defaultTo(0).check(sql`by_customer IN (0, 1)`),
    )
    .addColumn("actor", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("submission", "text", (c) => c.unique())
    .addColumn("created_at", ms, (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX service_request_event_by_request ON service_request_event (request_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable("service_request_photo")
    .addColumn("request_id", "integer", (c) =>
      c.notNull().references("service_request.id").onDelete("cascade"),
    )
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) =>
      c.references("service_request_event.id").onDelete("cascade"),
    )
    .addColumn("created_at", ms, (c) => c.notNull())
    .addPrimaryKeyConstraint("service_request_photo_pk", ["request_id", "media_id"])
    .execute();

  await db.schema
    .createTable("service_setting")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("first_visit_days", "integer", (c) =>
      c.notNull().defaultTo(3).check(sql`first_visit_days BETWEEN 1 AND 60`),
    )
    .addColumn("updated_at", ms, (c) => c.notNull())
    .execute();
  await sql`INSERT INTO service_setting (id, first_visit_days, updated_at) VALUES (1, 3, 0)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("service_setting").execute();
  await db.schema.dropTable("service_request_photo").execute();
  await db.schema.dropTable("service_request_event").execute();
  await db.schema.dropTable("service_request").execute();
  await db.schema.dropTable("warranty_registration").execute();
  await db.schema.dropTable("warranty_rule").execute();
  await db.schema.dropTable("serial_unit").execute();
  await db.schema.dropTable("service_point_category").execute();
  await db.schema.dropTable("service_point").execute();
}
