import { curveGeometry } from "~/catalogue/pump-curve";
import { pumpCurveMarkup } from "~/catalogue/pump-curve-svg.server";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { type SpecRow, specRows } from "./spec-display";
import type { ProductSpecs } from "./specs";

/**
 * A product's typed specifications made ready for its page in the loader:
 * the table's rows (English; the page writes them in its language) and the
 * chart in the page's language, all plain data, so the page's script carries
 * none of the unit and formatting rules.
 */
export interface TechnicalView {
  rows: SpecRow[];
  /** The chart's markup, only with two or more duty points. */
  curve: string | null;
}

/** `style`: the page's language and digits, which the chart's words and figures are written in. */
export function technicalView(specs: ProductSpecs, style: FormatStyle = ENGLISH): TechnicalView {
  return {
    rows: specRows(specs),
    curve:
      specs.dutyPoints.length >= 2 ? pumpCurveMarkup(curveGeometry(specs.dutyPoints), style) : null,
  };
}
