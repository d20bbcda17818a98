import { useId } from "react";
import { CHART, curveGeometry } from "~/catalogue/pump-curve";
import type { DutyPoint } from "~/catalogue/specs";
import { formatNumber } from "~/catalogue/units";

const point = (p: DutyPoint) =>
  `${formatNumber(p.headM, 1)} m at ${formatNumber(p.dischargeLpm, 1)} LPM`;

/**
 * The pump curve as a small inline SVG (no chart library): head in metres
 * against discharge in LPM, one dot per duty point, and the same points as a
 * table for anyone who cannot see the chart.
 */
export function PumpCurveChart({ dutyPoints }: { dutyPoints: DutyPoint[] }) {
  const id = useId();
  const g = curveGeometry(dutyPoints);
  const bottom = CHART.height - CHART.bottom;
  const first = g.points[0]?.point;
  const last = g.points.at(-1)?.point;
  return (
    <figure data-testid="pump-curve">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-auto w-full max-w-[28rem] text-[14px] sm:text-[11px]"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Pump curve</title>
        <desc id={`${id}-desc`}>
          {first && last
            ? `Head falls from ${point(first)} to ${point(last)}, through ${g.points.length} duty points.`
            : ""}
        </desc>
        {g.yTicks.map((t) => (
          <g key={`y${t.value}`}>
            <line
              x1={CHART.left}
              x2={CHART.width - CHART.right}
              y1={t.y}
              y2={t.y}
              className="stroke-slate-200"
            />
            <text
              x={CHART.left - 6}
              y={t.y}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-500"
            >
              {formatNumber(t.value)}
            </text>
          </g>
        ))}
        {g.xTicks.map((t) => (
          <g key={`x${t.value}`}>
            <line x1={t.x} x2={t.x} y1={CHART.top} y2={bottom} className="stroke-slate-100" />
            <text x={t.x} y={bottom + 16} textAnchor="middle" className="fill-slate-500">
              {formatNumber(t.value)}
            </text>
          </g>
        ))}
        <path
          d={`M${CHART.left} ${CHART.top}V${bottom}H${CHART.width - CHART.right}`}
          fill="none"
          className="stroke-slate-400"
        />
        <text
          x={(CHART.left + CHART.width - CHART.right) / 2}
          y={CHART.height - 4}
          textAnchor="middle"
          className="fill-slate-700 font-semibold"
        >
          Discharge (LPM)
        </text>
        <text
          transform={`translate(12 ${(CHART.top + bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-slate-700 font-semibold"
        >
          Head (m)
        </text>
        <path d={g.path} fill="none" strokeWidth="2.5" className="stroke-brand-700" />
        {g.points.map((p) => (
          <circle
            key={`${p.x}-${p.y}`}
            cx={p.x}
            cy={p.y}
            r="4"
            strokeWidth="2"
            className="fill-white stroke-brand-700"
          >
            <title>{point(p.point)}</title>
          </circle>
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">
          Duty points as a table
        </summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <thead>
            <tr className="border-b border-slate-200 text-slate-500">
              <th className="py-1 font-medium">Discharge</th>
              <th className="py-1 font-medium">Head</th>
            </tr>
          </thead>
          <tbody>
            {g.points.map((p) => (
              <tr key={`${p.x}-${p.y}`} className="border-b border-slate-100">
                <td className="py-1">{formatNumber(p.point.dischargeLpm, 1)} LPM</td>
                <td className="py-1">{formatNumber(p.point.headM, 1)} m</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
