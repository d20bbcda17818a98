import type { SpecRow } from "~/catalogue/spec-display";
import type { TechnicalView } from "~/catalogue/spec-view.server";
import { type FormatStyle, scriptDigits } from "~/format/digits";
import { type Unit, unitName } from "~/format/units";
import { useFormatStyle } from "~/format/use-format-style";
import { m } from "~/i18n/paraglide/messages.js";

/** Each row's label in the page's language, by the row's key (spec-display.ts's specRows). */
const ROW_LABELS: Record<string, () => string> = {
  power: m.product_spec_power,
  phase: m.product_spec_phase,
  voltage: m.product_spec_voltage,
  frequency: m.product_spec_frequency,
  head: m.product_spec_head,
  discharge: m.product_spec_discharge,
  outlet: m.product_spec_outlet,
  borewell: m.product_spec_borewell,
  stages: m.product_spec_stages,
  wattage: m.product_spec_wattage,
  noLoadSpeed: m.product_spec_no_load_speed,
  disc: m.product_spec_disc,
  chuck: m.product_spec_chuck,
};

const rowLabel = (r: SpecRow) => ROW_LABELS[r.key]?.() ?? r.label;

/** A unit written after a figure in specRows' values ("1.5 HP", "10–60 m", "4 inch"). */
const UNIT_AFTER_FIGURE = /(\d) (HP|kW|W|V|Hz|rpm|mm|m|inch|LPM)(?![\p{L}])/gu;

/**
 * A row's value in the page's language: the phase in words, unit names from
 * unitName, digits in the shop's script. English is the value as written.
 */
function rowValue(r: SpecRow, style: FormatStyle): string {
  if (style.locale === "en") return r.value;
  let value = r.value;
  if (r.key === "phase")
    value = value === "Single phase" ? m.product_single_phase() : m.product_three_phase();
  value = value.replace(
    UNIT_AFTER_FIGURE,
    (_, digit: string, unit: Unit) => `${digit} ${unitName(unit, style.locale)}`,
  );
  return scriptDigits(value, style.locale, style.nativeDigits);
}

/**
 * The product page's typed specifications: a table with units and, when the
 * product has a pump curve (two or more duty points), the curve beside it.
 * Nothing at all when the product has neither. The loader prepares both; the
 * chart is static SVG markup written on the server (pump-curve-svg.server.ts).
 */
export function TechnicalData({ view }: { view: Pick<TechnicalView, "rows" | "curve"> }) {
  const { rows, curve } = view;
  const style = useFormatStyle();
  if (rows.length === 0 && !curve) return null;
  return (
    <section
      aria-labelledby="technical-data-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="technical-data-heading" className="mb-3 text-lg font-bold text-slate-900">
        {m.product_technical_data()}
      </h2>
      <div className={curve ? "grid gap-6 lg:grid-cols-2 lg:gap-10" : ""}>
        {rows.length > 0 ? (
          <table className="w-full max-w-2xl text-sm" data-testid="spec-table">
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-slate-600">
                    {rowLabel(r)}
                  </th>
                  <td className="py-2 text-slate-900">{rowValue(r, style)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {curve ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{m.product_pump_curve()}</h3>
            <figure
              data-testid="pump-curve"
              // Our own markup from numbers and fixed words, escaped (pump-curve-svg.server.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-written static SVG
              dangerouslySetInnerHTML={{ __html: curve }}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
