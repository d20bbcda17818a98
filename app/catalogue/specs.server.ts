import type { Selectable } from "kysely";
import type { DB } from "~/db/db.server";
import type { ProductSpecTable } from "~/db/schema";
import { type DutyPoint, hasSpecs, NO_SPECS, type ProductSpecs, type Range } from "./specs";

/** Typed specifications in the database: one optional row per product, plus its duty points. */

type SpecRow = Selectable<ProductSpecTable>;

const range = (min: number | null, max: number | null): Range | null =>
  min === null || max === null ? null : { min, max };

/** The one mapper from rows to the domain shape. */
export function toSpecs(row: SpecRow | undefined, points: DutyPoint[]): ProductSpecs {
  if (!row) return { ...NO_SPECS, dutyPoints: points };
  return {
    powerW: row.power_w,
    phase: row.phase === 1 || row.phase === 3 ? row.phase : null,
    voltageV: range(row.voltage_min_v, row.voltage_max_v),
    frequencyHz: row.frequency_hz,
    headM: range(row.head_min_m, row.head_max_m),
    dischargeLpm: range(row.discharge_min_lpm, row.discharge_max_lpm),
    outletMm: row.outlet_mm,
    borewellMm: row.borewell_mm,
    stages: row.stages,
    wattageW: row.wattage_w,
    noLoadRpm: row.no_load_rpm,
    discMm: row.disc_mm,
    chuckMm: row.chuck_mm,
    dutyPoints: points,
  };
}

export async function getProductSpecs(db: DB, productId: string): Promise<ProductSpecs> {
  const [row, points] = await Promise.all([
    db
      .selectFrom("product_spec")
      .selectAll()
      .where("product_id", "=", productId)
      .executeTakeFirst(),
    db
      .selectFrom("product_duty_point")
      .select(["head_m as headM", "discharge_lpm as dischargeLpm"])
      .where("product_id", "=", productId)
      .orderBy("position")
      .execute(),
  ]);
  return toSpecs(row, points);
}

/**
 * Replaces a product's specifications whole (a blank form leaves no row).
 * Called inside the product's own transaction, after the product row is written.
 */
export async function writeProductSpecs(
  db: DB,
  productId: string,
  specs: ProductSpecs,
): Promise<void> {
  await db.deleteFrom("product_duty_point").where("product_id", "=", productId).execute();
  await db.deleteFrom("product_spec").where("product_id", "=", productId).execute();
  if (!hasSpecs(specs)) return;
  await db
    .insertInto("product_spec")
    .values({
      product_id: productId,
      power_w: specs.powerW,
      phase: specs.phase,
      voltage_min_v: specs.voltageV?.min ?? null,
      voltage_max_v: specs.voltageV?.max ?? null,
      frequency_hz: specs.frequencyHz,
      head_min_m: specs.headM?.min ?? null,
      head_max_m: specs.headM?.max ?? null,
      discharge_min_lpm: specs.dischargeLpm?.min ?? null,
      discharge_max_lpm: specs.dischargeLpm?.max ?? null,
      outlet_mm: specs.outletMm,
      borewell_mm: specs.borewellMm,
      stages: specs.stages,
      wattage_w: specs.wattageW,
      no_load_rpm: specs.noLoadRpm,
      disc_mm: specs.discMm,
      chuck_mm: specs.chuckMm,
    })
    .execute();
  if (specs.dutyPoints.length > 0) {
    await db
      .insertInto("product_duty_point")
      .values(
        specs.dutyPoints.map((p, i) => ({
          product_id: productId,
          position: i + 1,
          head_m: p.headM,
          discharge_lpm: p.dischargeLpm,
        })),
      )
      .execute();
  }
}
