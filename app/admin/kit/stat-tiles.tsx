/** Figures in tiles (label above, value below), as the dashboard shows them. */
export function StatTiles({
  tiles,
}: {
  tiles: readonly (readonly [label: string, value: string])[];
}) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 p-4">
          <dt className="text-xs font-bold uppercase tracking-wider text-slate-500">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
