import type { DB } from "~/db/db.server";
import { type ProductView, viewProducts } from "./products.server";
import { type FacetRow, mmToInches, wattsToHp } from "./shop-filters";

const pair = (min: number | null, max: number | null): [number, number] | null =>
  min === null || max === null ? null : [min, max];

/**
 * Every product of a shop view that has typed specifications, with its values
 * in the filters' units: one narrow read per page, from which the options,
 * their counts and the products that pass are all worked out.
 */
export async function facetRows(db: DB, view: ProductView): Promise<FacetRow[]> {
  const rows = await viewProducts(db, view)
    .innerJoin("product_spec as s", "s.product_id", "p.id")
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
