import { specRows } from "~/catalogue/spec-display";
import type { ProductSpecs } from "~/catalogue/specs";
import { PumpCurveChart } from "./pump-curve-chart";

/**
 * The product page's typed specifications: a table with units and, when the
 * product has a pump curve (two or more duty points), the curve beside it.
 * Nothing at all when the product has neither.
 */
export function TechnicalData({ specs }: { specs: ProductSpecs }) {
  const rows = specRows(specs);
  const curve = specs.dutyPoints.length >= 2;
  if (rows.length === 0 && !curve) return null;
  return (
    <section
      aria-labelledby="technical-data-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="technical-data-heading" className="mb-3 text-lg font-bold text-slate-900">
        Technical data
      </h2>
      <div className={curve ? "grid gap-6 lg:grid-cols-2 lg:gap-10" : ""}>
        {rows.length > 0 ? (
          <table className="w-full max-w-2xl text-sm" data-testid="spec-table">
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-2/5 py-2 pr-4 text-left font-medium text-slate-600">
                    {r.label}
                  </th>
                  <td className="py-2 text-slate-900">{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {curve ? (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">Pump curve</h3>
            <PumpCurveChart dutyPoints={specs.dutyPoints} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
