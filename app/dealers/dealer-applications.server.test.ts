import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { addSalesperson } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { getEnquiry } from "~/enquiries/enquiries.server";
import { gstinCheckCharacter } from "~/forms/gstin";
import { setupTempData } from "~/test/temp-data";
import { applyForDealership, dealerApplicationsOf, dealerForm } from "./dealer-applications.server";

const t = setupTempData();

/** A Maharashtra (27) GSTIN: a branch GSTIN beside a Gujarat PIN. */
const FIRST14 = "27AAACC1206D1Z";
const GSTIN = FIRST14 + gstinCheckCharacter(FIRST14);

async function categories() {
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
  return [pumps.id, motors.id];
}

function form(fields: Record<string, string | string[]>): Record<string, unknown> {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  return dealerForm(data);
}

const application = (ids: number[]) => ({
  firmName: "Patel Pump House",
  contactName: "Ramesh Patel",
  email: "ramesh@example.com",
  phone: "98250 12345",
  gstin: GSTIN.toLowerCase(),
  pin: "360001",
  territory: "Rajkot, Gondal",
  categories: ids.map(String).reverse(),
  volume: "25-50",
});

async function counts() {
  const [e, a, c] = await Promise.all(
    (["enquiry", "dealer_application", "dealer_application_category"] as const).map((table) =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  );
  return [Number(e?.n), Number(a?.n), Number(c?.n)];
}

describe("a dealer's application", () => {
  it("is routed by its PIN to the salesperson of that district", async () => {
    const ids = await categories();
    const admin = { id: "admin", name: "Asha", email: "asha@example.com", role: "admin" as const };
    await addSalesperson(
      t.db,
      admin,
      salespersonSchema.parse({
        name: "Ravi Patel",
        whatsapp: "+91 98250 41230",
        "state-0": "24",
        "districts-0": "Rajkot",
      }),
    );
    const outcome = await applyForDealership(t.db, form(application(ids)), "en");
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.saved.salesperson).toMatchObject({ whatsapp: "919825041230" });
    expect(await getEnquiry(t.db, outcome.saved.id)).toMatchObject({
      state_code: "24",
      district: "Rajkot",
      salesperson_id: outcome.saved.salesperson?.id,
    });
  });

  it("is saved as a dealer enquiry with its application, the PIN read on the server", async () => {
    const ids = await categories();
    const outcome = await applyForDealership(t.db, form(application(ids)), "gu");
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.place).toMatchObject({ pin: "360001", district: "Rajkot", stateCode: "24" });
    const lead = await getEnquiry(t.db, outcome.saved.id);
    expect(lead).toMatchObject({
      kind: "dealer",
      name: "Ramesh Patel",
      company: "Patel Pump House",
      email: "ramesh@example.com",
      phone: "98250 12345",
      gst: GSTIN,
      language: "gu",
      status: "new",
    });
    const stored = (await dealerApplicationsOf(t.db, [outcome.saved.id])).get(outcome.saved.id);
    expect(stored).toEqual({
      pin: "360001",
      district: "Rajkot",
      state: "Gujarat",
      stateCode: "24",
      gstinStateCode: "27",
      territory: "Rajkot, Gondal",
      monthlyVolume: "25-50",
      // In the order chosen.
      categories: ["Motors", "Submersible Pumps"],
    });
  });

  it("refuses an unknown PIN, a category that does not exist and a wrong GSTIN, and saves nothing", async () => {
    const ids = await categories();
    const before = await counts();
    const unknownPin = await applyForDealership(
      t.db,
      form({ ...application(ids), pin: "999999" }),
      "en",
    );
    expect(unknownPin).toMatchObject({
      ok: false,
      errors: { pin: "PIN code 999999 is not in India Post's directory. Please check it." },
    });
    const noCategory = await applyForDealership(
      t.db,
      form({ ...application(ids), categories: [String(ids[0]), "987654"] }),
      "en",
    );
    expect(noCategory).toMatchObject({
      ok: false,
      errors: { categories: expect.stringMatching(/no longer in our catalogue/) },
      // The district and state are shown back while the rest is corrected.
      place: { district: "Rajkot", state: "Gujarat" },
    });
    const wrongGstin = await applyForDealership(
      t.db,
      form({ ...application(ids), gstin: `${FIRST14}0` }),
      "en",
    );
    expect(wrongGstin.ok).toBe(false);
    if (!wrongGstin.ok) expect(wrongGstin.errors.gstin).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it("takes whatever is posted without throwing: nothing, huge text, control characters", async () => {
    await categories();
    const before = await counts();
    const crafted: Record<string, string | string[]>[] = [
      {},
      { firmName: "x".repeat(100_000), pin: "3".repeat(10_000), categories: ["-1", "1e9"] },
      { contactName: "a\u0000b", territory: "<script>alert(1)</script>", volume: "lots" },
    ];
    for (const fields of crafted) {
      const outcome = await applyForDealership(t.db, form(fields), "hi");
      expect(outcome.ok).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });
});
