import { xmlEscape } from "~/seo/seo";
import type { CurveGeometry } from "./pump-curve";

/**
 * The pump curve as markup: an inline SVG (no chart library) with the same
 * points as a table under a disclosure, for anyone who cannot see the chart.
 * Nothing on it moves, so it is written once on the server and the product
 * page's script carries no chart code at all (the first-visit budget).
 */
export function pumpCurveMarkup(g: CurveGeometry): string {
  const { box } = g;
  const bottom = box.height - box.bottom;
  const right = box.width - box.right;
  const t = (s: string) => xmlEscape(s);
  const yTicks = g.yTicks
    .map(
      (k) =>
        `<line x1="${box.left}" x2="${right}" y1="${k.y}" y2="${k.y}" class="stroke-slate-200"/>` +
        `<text x="${box.left - 6}" y="${k.y}" dy="0.32em" text-anchor="end" class="fill-slate-500">${t(k.label)}</text>`,
    )
    .join("");
  const xTicks = g.xTicks
    .map(
      (k) =>
        `<line x1="${k.x}" x2="${k.x}" y1="${box.top}" y2="${bottom}" class="stroke-slate-100"/>` +
        `<text x="${k.x}" y="${bottom + 16}" text-anchor="middle" class="fill-slate-500">${t(k.label)}</text>`,
    )
    .join("");
  const dots = g.points
    .map(
      (p) =>
        `<circle cx="${p.x}" cy="${p.y}" r="4" stroke-width="2" class="fill-white stroke-brand-700"><title>${t(`${p.head} at ${p.discharge}`)}</title></circle>`,
    )
    .join("");
  const rows = g.points
    .map(
      (p) =>
        `<tr class="border-b border-slate-100"><td class="py-1">${t(p.discharge)}</td><td class="py-1">${t(p.head)}</td></tr>`,
    )
    .join("");
  return [
    `<svg viewBox="0 0 ${box.width} ${box.height}" class="h-auto w-full max-w-[28rem] text-[14px] sm:text-[11px]" role="img" aria-labelledby="pump-curve-title pump-curve-desc">`,
    `<title id="pump-curve-title">Pump curve</title><desc id="pump-curve-desc">${t(g.summary)}</desc>`,
    yTicks,
    xTicks,
    `<path d="M${box.left} ${box.top}V${bottom}H${right}" fill="none" class="stroke-slate-400"/>`,
    `<text x="${(box.left + right) / 2}" y="${box.height - 4}" text-anchor="middle" class="fill-slate-700 font-semibold">Discharge (LPM)</text>`,
    `<text transform="translate(12 ${(box.top + bottom) / 2}) rotate(-90)" text-anchor="middle" class="fill-slate-700 font-semibold">Head (m)</text>`,
    `<path d="${g.path}" fill="none" stroke-width="2.5" class="stroke-brand-700"/>`,
    dots,
    "</svg>",
    `<details class="mt-2 text-sm"><summary class="cursor-pointer font-medium text-brand-800">Duty points as a table</summary>`,
    `<table class="mt-2 w-full max-w-xs text-left"><thead><tr class="border-b border-slate-200 text-slate-500"><th class="py-1 font-medium">Discharge</th><th class="py-1 font-medium">Head</th></tr></thead><tbody>${rows}</tbody></table></details>`,
  ].join("");
}
