import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { leadsForExport } from "~/enquiries/admin/lead-inbox.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { deliverDue, type MailMessage, setLeadMailEnabled } from "~/enquiries/outbox.server";
import { gstinCheckCharacter } from "~/forms/gstin";
import { setupTempData } from "~/test/temp-data";
import { dealerApplicationLines, dealerSummariesOf } from "./application-summary.server";
import { applyForDealership, dealerForm } from "./dealer-applications.server";

/**
 * A dealer's application outside the inbox (issue 38, item 10): the lead e-mail and the leads
 * CSV carry its PIN, district, state, territory, products and monthly volume.
 */

const t = setupTempData();

/** A Maharashtra (27) GSTIN beside a Gujarat PIN: a branch GSTIN. */
const FIRST14 = "27AAACC1206D1Z";
const GSTIN = FIRST14 + gstinCheckCharacter(FIRST14);

async function apply() {
  const pumps = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 1,
    subcategories: [],
  });
  const motors = await insertCategory(t.db, {
    name: "Motors",
    imageMediaId: null,
    position: 2,
    subcategories: [],
  });
  const data = new FormData();
  const fields: Record<string, string | string[]> = {
    firmName: "Patel Pump House",
    contactName: "Ramesh Patel",
    email: "ramesh@example.com",
    phone: "98250 12345",
    gstin: GSTIN,
    pin: "360001",
    territory: "Rajkot, Gondal",
    categories: [String(motors.id), String(pumps.id)],
    volume: "25-50",
  };
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  const outcome = await applyForDealership(t.db, dealerForm(data), "en");
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.saved;
}

describe("a dealer's application in the lead e-mail and the CSV", () => {
  it("the lead e-mail lists the application", async () => {
    await setLeadMailEnabled(t.db, true);
    const saved = await apply();
    const sent: MailMessage[] = [];
    const result = await deliverDue(
      t.db,
      async (m) => void sent.push(m),
      { from: "shop@x.in", to: ["sales@x.in"] },
      {
        baseUrl: "https://shop.example",
        details: dealerApplicationLines,
      },
    );
    expect(result).toEqual({ sent: 1, failed: 0 });
    const text = sent[0]?.text ?? "";
    expect(text).toContain(`Dealership ${saved.reference}`);
    expect(text).toContain("\nPIN code: 360001 (Rajkot, Gujarat)\n");
    expect(text).toContain("\nTerritory: Rajkot, Gondal\n");
    expect(text).toContain("\nProducts: Motors, Submersible Pumps\n");
    expect(text).toContain("\nMonthly volume: 25 to 50 pumps a month\n");
    expect(text).toContain(
      "\nGSTIN registered in Maharashtra, the PIN is in Gujarat (a branch?)\n",
    );
    // A lead that is no application has no such lines.
    expect(await dealerApplicationLines(t.db, saved.id + 1)).toEqual([]);
  });

  it("the CSV has the application's columns, empty for other leads", async () => {
    const saved = await apply();
    const leads = await leadsForExport(t.db, leadFilterSchema.parse({}));
    const dealers = await dealerSummariesOf(t.db, leads);
    const [header, row] = leadsToCsv(
      leads.map((l) => ({ ...l, dealer: dealers.get(l.id) ?? null })),
    )
      .slice(1)
      .split("\r\n");
    expect(header).toContain(
      ",Message,Dealer PIN,Dealer district,Dealer state,Dealer territory,Dealer products,Dealer monthly volume,Language,Owner",
    );
    expect(row?.startsWith(saved.reference)).toBe(true);
    expect(row).toContain(',360001,Rajkot,Gujarat,"Rajkot, Gondal","Motors, Submersible Pumps",25');
  });
});
