import { powerParts } from "~/catalogue/spec-display";
import { PIPE_SIZES } from "~/catalogue/trade-sizes";
import { MM_PER_INCH } from "~/catalogue/units";
import type { DB } from "~/db/db.server";
import { type ProductView, viewSpecs } from "~/shop/listing.server";
import type { FacetRow } from "./shop-filters";

/** Nominal horsepower, as the product page shows it: a 1.1 kW motor is a 1.5 HP one. */
export const wattsToHp = (w: number) => powerParts(w).hp;

/** Borewell millimetres as trade inches (100 mm is 4 inch). */
export function mmToInches(mm: number): number {
  const nominal = PIPE_SIZES.find(([m]) => m === mm)?.[1];
  return nominal ?? Math.round((mm / MM_PER_INCH) * 100) / 100;
}

const pair = (min: number | null, max: number | null): [number, number] | null =>
  min === null || max === null ? null : [min, max];

/**
 * Every product of a shop view that has typed specifications, with its values
 * in the filters' units: one narrow read per page, from which the options,
 * their counts and the products that pass are all worked out.
 */
export async function facetRows(db: DB, view: ProductView): Promise<FacetRow[]> {
  const rows = await (await viewSpecs(db, view))
    .select([
      "p.id",
      "s.power_w",
      "s.head_min_m",
      "s.head_max_m",
      "s.discharge_min_lpm",
      "s.discharge_max_lpm",
      "s.stages",
      "s.wattage_w",
      "s.phase",
      "s.borewell_mm",
    ])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    power: r.power_w === null ? null : wattsToHp(r.power_w),
    head: pair(r.head_min_m, r.head_max_m),
    discharge: pair(r.discharge_min_lpm, r.discharge_max_lpm),
    stages: r.stages,
    wattage: r.wattage_w,
    phase: r.phase,
    borewell: r.borewell_mm === null ? null : mmToInches(r.borewell_mm),
  }));
}
