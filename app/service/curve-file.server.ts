import { curveGeometry } from "~/catalogue/pump-curve";
import { pumpCurveMarkup } from "~/catalogue/pump-curve-svg.server";
import { getProductSpecs } from "~/catalogue/specs.server";
import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";

/**
 * A serial's pump curve as an SVG file of its own (/api/serials/:serial/curve.svg): the
 * product page's chart (catalogue/pump-curve-svg.server.ts) with its page
 * classes turned into the colours they stand for, so it draws the same in an
 * <img>. The serial page links it rather than carrying the markup twice (in
 * its HTML and again in its data), which keeps that page in its 30 KB.
 */

/** The chart's classes and what they paint (app/app.css's palette). */
const PAINT: Record<string, string> = {
  "stroke-slate-100": 'stroke="#f1f5f9"',
  "stroke-slate-200": 'stroke="#e2e8f0"',
  "stroke-slate-400": 'stroke="#94a3b8"',
  "fill-slate-500": 'fill="#64748b"',
  "fill-slate-700 font-semibold": 'fill="#334155" font-weight="600"',
  "fill-white stroke-brand-700": 'fill="#ffffff" stroke="#1d3fd8"',
  "stroke-brand-700": 'stroke="#1d3fd8"',
};

const ROOT = /^<svg viewBox="([^"]+)" class="[^"]*"/;

/** The product's curve for a standalone file, or null when it has fewer than two duty points. */
export async function curveFile(
  db: DB,
  productId: string,
  style: FormatStyle,
): Promise<string | null> {
  const specs = await getProductSpecs(db, productId);
  if (specs.dutyPoints.length < 2) return null;
  const markup = pumpCurveMarkup(curveGeometry(specs.dutyPoints), style);
  const svg = markup.slice(0, markup.indexOf("</svg>") + "</svg>".length);
  const [, viewBox = "0 0 400 260"] = ROOT.exec(svg) ?? [];
  const [width, height] = viewBox.split(" ").slice(2);
  return svg
    .replace(
      ROOT,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="11"`,
    )
    .replace(/ class="([^"]*)"/g, (_all, name: string) => (PAINT[name] ? ` ${PAINT[name]}` : ""));
}
