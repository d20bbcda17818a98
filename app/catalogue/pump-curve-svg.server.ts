import { ENGLISH, type FormatStyle } from "~/format/digits";
import { formatMeasure, formatQuantity } from "~/format/numbers";
import { unitName } from "~/format/units";
import { m } from "~/i18n/paraglide/messages.js";
import { xmlEscape } from "~/seo/seo";
import type { CurveGeometry } from "./pump-curve";

/**
 * The pump curve as markup: an inline SVG (no chart library) with the same
 * points as a table under a disclosure, for anyone who cannot see the chart.
 * Nothing on it moves, so it is written once on the server and the product
 * page's script carries no chart code at all (the first-visit budget).
 *
 * Its words, units and figures are in `style`'s language (messages/product,
 * `product_curve_*`): the product page's loader writes it per request, so the
 * page cache keeps each language's under its own path and nothing else caches it.
 * The English is what it always was, byte for byte.
 */
export function pumpCurveMarkup(g: CurveGeometry, style: FormatStyle = ENGLISH): string {
  const { box } = g;
  const bottom = box.height - box.bottom;
  const right = box.width - box.right;
  const t = (s: string) => xmlEscape(s);
  const o = { locale: style.locale };
  const tick = (value: number) => formatQuantity(value, style);
  const points = g.points.map((p) => ({
    ...p,
    head: formatMeasure(p.point.headM, "m", style, 1),
    discharge: formatMeasure(p.point.dischargeLpm, "LPM", style, 1),
  }));
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? m.product_curve_summary(
          {
            first_head: first.head,
            first_discharge: first.discharge,
            last_head: last.head,
            last_discharge: last.discharge,
            count: formatQuantity(points.length, style),
          },
          o,
        )
      : "";
  const yTicks = g.yTicks
    .map(
      (k) =>
        `<line x1="${box.left}" x2="${right}" y1="${k.y}" y2="${k.y}" class="stroke-slate-200"/>` +
        `<text x="${box.left - 6}" y="${k.y}" dy="0.32em" text-anchor="end" class="fill-slate-500">${t(tick(k.value))}</text>`,
    )
    .join("");
  const xTicks = g.xTicks
    .map(
      (k) =>
        `<line x1="${k.x}" x2="${k.x}" y1="${box.top}" y2="${bottom}" class="stroke-slate-100"/>` +
        `<text x="${k.x}" y="${bottom + 16}" text-anchor="middle" class="fill-slate-500">${t(tick(k.value))}</text>`,
    )
    .join("");
  const dots = points
    .map(
      (p) =>
        `<circle cx="${p.x}" cy="${p.y}" r="4" stroke-width="2" class="fill-white stroke-brand-700"><title>${t(m.product_curve_point({ head: p.head, discharge: p.discharge }, o))}</title></circle>`,
    )
    .join("");
  const rows = points
    .map(
      (p) =>
        `<tr class="border-b border-slate-100"><td class="py-1">${t(p.discharge)}</td><td class="py-1">${t(p.head)}</td></tr>`,
    )
    .join("");
  return [
    `<svg viewBox="0 0 ${box.width} ${box.height}" class="h-auto w-full max-w-[28rem] text-[14px] sm:text-[11px]" role="img" aria-labelledby="pump-curve-title pump-curve-desc">`,
    `<title id="pump-curve-title">${t(m.product_pump_curve({}, o))}</title><desc id="pump-curve-desc">${t(summary)}</desc>`,
    yTicks,
    xTicks,
    `<path d="M${box.left} ${box.top}V${bottom}H${right}" fill="none" class="stroke-slate-400"/>`,
    `<text x="${(box.left + right) / 2}" y="${box.height - 4}" text-anchor="middle" class="fill-slate-700 font-semibold">${t(m.product_curve_axis_discharge({ unit: unitName("LPM", style.locale) }, o))}</text>`,
    `<text transform="translate(12 ${(box.top + bottom) / 2}) rotate(-90)" text-anchor="middle" class="fill-slate-700 font-semibold">${t(m.product_curve_axis_head({ unit: unitName("m", style.locale) }, o))}</text>`,
    `<path d="${g.path}" fill="none" stroke-width="2.5" class="stroke-brand-700"/>`,
    dots,
    "</svg>",
    `<details class="mt-2 text-sm"><summary class="cursor-pointer font-medium text-brand-800">${t(m.product_curve_table({}, o))}</summary>`,
    `<table class="mt-2 w-full max-w-xs text-left"><thead><tr class="border-b border-slate-200 text-slate-500"><th class="py-1 font-medium">${t(m.product_spec_discharge({}, o))}</th><th class="py-1 font-medium">${t(m.product_spec_head({}, o))}</th></tr></thead><tbody>${rows}</tbody></table></details>`,
  ].join("");
}
