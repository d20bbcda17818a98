import { localSpecRow } from "~/catalogue/spec-text";
import type { TechnicalView } from "~/catalogue/spec-view.server";
import { useFormatStyle } from "~/config/use-format-style";
import { m } from "~/i18n/paraglide/messages.js";

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
              {rows.map((row) => {
                const r = localSpecRow(row, style);
                return (
                  <tr key={r.key} className="border-b border-slate-100 last:border-0">
                    <th
                      scope="row"
                      className="w-2/5 py-2 pr-4 text-left font-medium text-slate-600"
                    >
                      {r.label}
                    </th>
                    <td className="py-2 text-slate-900">{r.value}</td>
                  </tr>
                );
              })}
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
