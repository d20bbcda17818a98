import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { float64 } from "./portable";

/**
 * Typed specifications per product, beside the free-text lists:
 * one optional row per product in stored units (W, V, Hz, m, LPM, mm, rpm),
 * and the pump curve as duty points. Both go with their product.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const num = float64(dialect);
  const positive = (c: string) => sql`${sql.ref(c)} IS NULL OR ${sql.ref(c)} > 0`;
  const range = (lo: string, hi: string) =>
    sql`(${sql.ref(lo)} IS NULL AND ${sql.ref(hi)} IS NULL) OR (${sql.ref(lo)} >= 0 AND ${sql.ref(lo)} <= ${sql.ref(hi)})`;
  await db.schema
    .createTable("product_spec")
    .addColumn("product_id", "text", (c) =>
      c.primaryKey().references("product.id").onDelete("cascade"),
    )
    .addColumn("power_w", num, (c) => c.check(positive("power_w")))
    .addColumn("phase", "integer", (c) => c.check(sql`phase IS NULL OR phase IN (1, 3)`))
    .addColumn("voltage_min_v", num)
    .addColumn("voltage_max_v", num)
    .addColumn("frequency_hz", num, (c) => c.check(positive("frequency_hz")))
    .addColumn("head_min_m", num)
    .addColumn("head_max_m", num)
    .addColumn("discharge_min_lpm", num)
    .addColumn("discharge_max_lpm", num)
    .addColumn("outlet_mm", num, (c) => c.check(positive("outlet_mm")))
    .addColumn("borewell_mm", num, (c) => c.check(positive("borewell_mm")))
    .addColumn("stages", "integer", (c) => c.check(positive("stages")))
    .addColumn("wattage_w", num, (c) => c.check(positive("wattage_w")))
    .addColumn("no_load_rpm", "integer", (c) => c.check(positive("no_load_rpm")))
    .addColumn("disc_mm", num, (c) => c.check(positive("disc_mm")))
    .addColumn("chuck_mm", num, (c) => c.check(positive("chuck_mm")))
    .addCheckConstraint("product_spec_voltage", range("voltage_min_v", "voltage_max_v"))
    .addCheckConstraint("product_spec_head", range("head_min_m", "head_max_m"))
    .addCheckConstraint("product_spec_discharge", range("discharge_min_lpm", "discharge_max_lpm"))
    .execute();

  await db.schema
    .createTable("product_duty_point")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position BETWEEN 1 AND 20`))
    .addColumn("head_m", num, (c) => c.notNull().check(sql`head_m >= 0`))
    .addColumn("discharge_lpm", num, (c) => c.notNull().check(sql`discharge_lpm >= 0`))
    .addPrimaryKeyConstraint("product_duty_point_pk", ["product_id", "position"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_duty_point").execute();
  await db.schema.dropTable("product_spec").execute();
}
