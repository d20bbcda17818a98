import type { DealerApplication } from "~/dealers/dealer-applications.server";
import { type MonthlyVolume, VOLUME_LABEL } from "~/dealers/dealer-fields";
import { GST_STATES } from "~/forms/gstin";

/** A dealer's application on its lead in the inbox (English, like the rest of the admin). */
export function DealerApplicationDetails({ application: a }: { application: DealerApplication }) {
  const gstinState = a.gstinStateCode ? (GST_STATES[a.gstinStateCode] ?? a.gstinStateCode) : null;
  const volume = VOLUME_LABEL[a.monthlyVolume as MonthlyVolume];
  const rows: [string, string][] = [
    ["PIN code", `${a.pin} · ${a.district}, ${a.state}`],
    ["Territory", a.territory],
    ["Products", a.categories.join(", ")],
    ["Monthly volume", volume ? volume({}, { locale: "en" }) : a.monthlyVolume],
  ];
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="dealer-application">
      <p className="font-semibold text-slate-800">Dealer application</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      {gstinState && a.gstinStateCode !== a.stateCode ? (
        <p className="mt-1 text-amber-800">
          The GSTIN is registered in {gstinState}, the PIN is in {a.state} (a branch GSTIN?).
        </p>
      ) : null}
    </div>
  );
}
