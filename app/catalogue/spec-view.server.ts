import { curveGeometry } from "~/finder/pump-curve";
import { pumpCurveMarkup } from "~/finder/pump-curve-svg.server";
import { type SpecRow, specProperties, specRows } from "./spec-display";
import type { ProductSpecs } from "./specs";

/**
 * A product's typed specifications made ready for its page in the loader:
 * the table's rows, the chart's layout and the JSON-LD values, all plain
 * data, so the page's script carries none of the unit and formatting rules.
 */
export interface TechnicalView {
  rows: SpecRow[];
  /** The chart's markup, only with two or more duty points. */
  curve: string | null;
  properties: Record<string, unknown>[];
}

export function technicalView(specs: ProductSpecs): TechnicalView {
  return {
    rows: specRows(specs),
    curve: specs.dutyPoints.length >= 2 ? pumpCurveMarkup(curveGeometry(specs.dutyPoints)) : null,
    properties: specProperties(specs),
  };
}
