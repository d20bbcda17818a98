import type { DB } from "~/db/db.server";
import { GST_STATES } from "~/forms/gstin";
import { type DealerApplication, dealerApplicationsOf } from "./dealer-applications.server";
import { type MonthlyVolume, VOLUME_LABEL } from "./dealer-fields";

/**
 * A dealer's application as the sales team reads it outside the inbox (English, like the
 * admin): in the lead e-mail and in the leads CSV (docs/admin-leads.md).
 */

/** The application's fields, each as text. */
export interface DealerSummary {
  pin: string;
  district: string;
  state: string;
  territory: string;
  products: string;
  volume: string;
  /** The GSTIN's state, when it differs from the PIN's (a branch GSTIN?); "" otherwise. */
  gstinState: string;
}

function dealerSummary(a: DealerApplication): DealerSummary {
  const volume = VOLUME_LABEL[a.monthlyVolume as MonthlyVolume];
  const gstinState =
    a.gstinStateCode && a.gstinStateCode !== a.stateCode
      ? (GST_STATES[a.gstinStateCode] ?? a.gstinStateCode)
      : "";
  return {
    pin: a.pin,
    district: a.district,
    state: a.state,
    territory: a.territory,
    products: a.categories.join(", "),
    volume: volume ? volume({}, { locale: "en" }) : a.monthlyVolume,
    gstinState,
  };
}

/** The lead e-mail's lines about a dealer's application; none for other leads. */
export async function dealerApplicationLines(db: DB, enquiryId: number): Promise<string[]> {
  const a = (await dealerApplicationsOf(db, [enquiryId])).get(enquiryId);
  if (!a) return [];
  const s = dealerSummary(a);
  return [
    `PIN code: ${s.pin} (${s.district}, ${s.state})`,
    `Territory: ${s.territory}`,
    `Products: ${s.products}`,
    `Monthly volume: ${s.volume}`,
    s.gstinState
      ? `GSTIN registered in ${s.gstinState}, the PIN is in ${s.state} (a branch?)`
      : null,
  ].filter((l): l is string => l !== null);
}

/** Each lead's application summary, by enquiry id (the CSV's dealer columns). */
export async function dealerSummariesOf(
  db: DB,
  leads: readonly { id: number; kind: string }[],
): Promise<Map<number, DealerSummary>> {
  const ids = leads.filter((l) => l.kind === "dealer").map((l) => l.id);
  const out = new Map<number, DealerSummary>();
  // In slices: an export of 50,000 leads would pass more parameters than a query takes.
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await dealerApplicationsOf(db, ids.slice(i, i + 1000));
    for (const [id, a] of found) out.set(id, dealerSummary(a));
  }
  return out;
}
