import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";
import { applyForDealership } from "~/dealers/dealer-applications.server";
import { addSalesperson, setSalespersonActive } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { setupTempData } from "~/test/temp-data";
import { getEnquiry, handOffNumber, saveEnquiry, savePopupEnquiry } from "./enquiries.server";
import { enquirySchema } from "./enquiry-schema";
import { enquiryLink } from "./messaging-text";
import { RECENT_LEADS_WINDOW_MS } from "./routing";
import { storedLocation } from "./routing.server";

/**
 * Routing as saveEnquiry does it, on a real database (SQLite, and PostgreSQL
 * in its run): the enquiry is stored with its owner in its own transaction,
 * and the WhatsApp hand-off opens the owner's number with the same text.
 */

const t = setupTempData();
const admin: SessionUser = { id: "a1", name: "Boss", email: "boss@x.test", role: "admin" };

async function salesperson(db: DB, values: Record<string, string>): Promise<number> {
  const r = await addSalesperson(db, admin, salespersonSchema.parse(values));
  if (!r.ok || r.id === null) throw new Error(r.message);
  return r.id;
}

/** Pumps and Tools, and a product in each. */
async function catalogue(db: DB) {
  const cat = async (name: string, position: number) =>
    (await insertCategory(db, { name, imageMediaId: null, position, subcategories: [] })).id;
  const pumps = await cat("Pumps", 0);
  const tools = await cat("Tools", 1);
  const product = (id: string, category: number) =>
    insertProduct(db, {
      ...BLANK_PRODUCT,
      id,
      title: id,
      price: 100_000,
      categories: [{ category, subcategory: null }],
    });
  await product("pump-1", pumps);
  await product("drill-1", tools);
  return { pumps, tools };
}

const visitor = {
  name: "Priya Mehta",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  companyName: "Mehta Agro",
};

const owner = async (id: number) => (await getEnquiry(t.db, id))?.salesperson_id ?? null;

describe("districts routed by India Post's directory key", () => {
  it("sends a dealer from PIN 380001 (India Post's Ahmadabad) to whoever covers Ahmedabad", async () => {
    await catalogue(t.db);
    const ravi = await salesperson(t.db, {
      name: "Ravi Patel",
      whatsapp: "9825041231",
      "state-0": "24",
      "districts-0": "Ahmedabad, Gandhinagar",
    });
    const kutch = await salesperson(t.db, {
      name: "Kutch desk",
      whatsapp: "9825041232",
      "state-0": "24",
      "districts-0": "કચ્છ",
    });
    const stored = await t.db
      .selectFrom("salesperson_area")
      .select(["salesperson_id", "district", "district_key"])
      .orderBy("salesperson_id")
      .orderBy("district_key")
      .execute();
    expect(stored.map((a) => [Number(a.salesperson_id), a.district, a.district_key])).toEqual([
      [ravi, "Ahmadabad", "ahmadabad"],
      [ravi, "Gandhinagar", "gandhinagar"],
      [kutch, "Kachchh", "kachchh"],
    ]);
    const category = await t.db.selectFrom("category").select("id").executeTakeFirstOrThrow();
    const applied = await applyForDealership(
      t.db,
      {
        firmName: "Navrang Agro",
        contactName: "Kiran Desai",
        email: "kiran@example.com",
        phone: "98980 12345",
        gstin: "",
        pin: "૩૮૦૦૦૧",
        territory: "Ahmedabad",
        categories: [String(category.id)],
        volume: "10-25",
      },
      "en",
    );
    expect(applied.ok && applied.place.district).toBe("Ahmadabad");
    expect(applied.ok && applied.saved.salesperson?.id).toBe(ravi);
    // Bhuj (370001) is Kachchh: the Kutch desk, typed in Gujarati.
    const bhuj = await saveEnquiry(t.db, {
      kind: "contact",
      name: "Asha",
      email: "a@x.in",
      phone: "1",
      stateCode: "24",
      district: "Kachchh",
    });
    expect(bhuj.salesperson?.id).toBe(kutch);
  });

  it("routes nothing by a district typed before the directory that matches none", async () => {
    const ravi = await salesperson(t.db, { name: "Ravi", whatsapp: "9825041231", "state-0": "24" });
    // As an old free-text cover left it: a district, no key.
    await t.db.deleteFrom("salesperson_area").where("salesperson_id", "=", ravi).execute();
    await t.db
      .insertInto("salesperson_area")
      .values({ salesperson_id: ravi, state_code: "24", district: "Ahmdabad", district_key: null })
      .execute();
    const lead = await saveEnquiry(t.db, {
      kind: "contact",
      name: "Asha",
      email: "a@x.in",
      phone: "1",
      stateCode: "24",
      district: "Ahmadabad",
    });
    // Neither the district (no key) nor the whole state, nor everywhere: unassigned.
    expect(lead.salesperson).toBeNull();
  });
});

describe("an enquiry routed when it is saved", () => {
  it("goes to the most specific salesperson, stored with its location", async () => {
    const { pumps, tools } = await catalogue(t.db);
    const everyone = await salesperson(t.db, { name: "Head office", whatsapp: "9000000001" });
    const gujarat = await salesperson(t.db, {
      name: "Gujarat",
      whatsapp: "9000000002",
      "state-0": "24",
    });
    const rajkotPumps = await salesperson(t.db, {
      name: "Rajkot pumps",
      whatsapp: "9000000003",
      "state-0": "24",
      "districts-0": "Rajkot",
      [`category-${pumps}`]: "on",
    });
    const tooling = await salesperson(t.db, {
      name: "Tools",
      whatsapp: "9000000004",
      [`category-${tools}`]: "on",
    });
    const save = (extra: Record<string, unknown>) =>
      saveEnquiry(t.db, { kind: "product", ...visitor, ...extra });

    const a = await save({ productId: "pump-1", stateCode: "24", district: " RAJKOT " });
    expect(a.salesperson).toEqual({
      id: rajkotPumps,
      name: "Rajkot pumps",
      whatsapp: "919000000003",
    });
    expect(await getEnquiry(t.db, a.id)).toMatchObject({
      salesperson_id: rajkotPumps,
      state_code: "24",
      district: "RAJKOT",
    });
    // A drill from Rajkot: Rajkot's salesperson sells pumps only; Gujarat's covers the state.
    const b = await save({ productId: "drill-1", stateCode: "24", district: "Rajkot" });
    expect(b.salesperson?.id).toBe(gujarat);
    // Outside Gujarat, a drill goes to the tools salesperson (everywhere + category).
    const c = await save({ productId: "drill-1", stateCode: "27" });
    expect(c.salesperson?.id).toBe(tooling);
    // No location and no product: only someone everywhere with every category.
    const d = await saveEnquiry(t.db, { kind: "contact", ...visitor });
    expect(d.salesperson?.id).toBe(everyone);
    expect(await owner(d.id)).toBe(everyone);
  });

  it("is unassigned when nobody covers it, or when everyone who does is inactive", async () => {
    await catalogue(t.db);
    const none = await saveEnquiry(t.db, { kind: "dealer", ...visitor, stateCode: "24" });
    expect(none.salesperson).toBeNull();
    expect(await owner(none.id)).toBeNull();
    const maharashtra = await salesperson(t.db, {
      name: "Pune",
      whatsapp: "9000000005",
      "state-0": "27",
    });
    expect(
      (await saveEnquiry(t.db, { kind: "dealer", ...visitor, stateCode: "24" })).salesperson,
    ).toBeNull();
    expect(
      (await saveEnquiry(t.db, { kind: "dealer", ...visitor, stateCode: "27" })).salesperson?.id,
    ).toBe(maharashtra);
    await setSalespersonActive(t.db, admin, maharashtra, false);
    const after = await saveEnquiry(t.db, { kind: "dealer", ...visitor, stateCode: "27" });
    expect(after.salesperson).toBeNull();
    expect(await owner(after.id)).toBeNull();
  });

  it("breaks a tie by fewer enquiries in the last 30 days, then by the lowest id", async () => {
    const first = await salesperson(t.db, {
      name: "First",
      whatsapp: "9000000006",
      "state-0": "24",
    });
    const second = await salesperson(t.db, {
      name: "Second",
      whatsapp: "9000000007",
      "state-0": "24",
    });
    const save = () => saveEnquiry(t.db, { kind: "dealer", ...visitor, stateCode: "24" });
    // Equal (none): the lowest id; then the one with fewer; then equal again.
    const order = [];
    for (let i = 0; i < 4; i++) order.push((await save()).salesperson?.id);
    expect(order).toEqual([first, second, first, second]);
    // Leads older than 30 days do not count.
    await t.db
      .updateTable("enquiry")
      .set({ created_at: Date.now() - RECENT_LEADS_WINDOW_MS - 60_000 })
      .where("salesperson_id", "=", second)
      .execute();
    expect((await save()).salesperson?.id).toBe(second);
    expect((await save()).salesperson?.id).toBe(second);
    expect((await save()).salesperson?.id).toBe(first);
  });

  it("stores only a location GST knows, and a district only within a state", async () => {
    expect(storedLocation("24", "  Gir   Somnath ")).toEqual({
      stateCode: "24",
      district: "Gir Somnath",
    });
    expect(storedLocation("42", "Rajkot")).toEqual({ stateCode: null, district: null });
    expect(storedLocation("toString", null)).toEqual({ stateCode: null, district: null });
    expect(storedLocation(null, "Rajkot")).toEqual({ stateCode: null, district: null });
    expect(storedLocation("24", "Raj\u0000kot\n")).toEqual({
      stateCode: "24",
      district: "Raj kot",
    });
    expect(storedLocation("24", "x".repeat(500)).district).toHaveLength(60);
    const saved = await saveEnquiry(t.db, {
      kind: "dealer",
      ...visitor,
      stateCode: "99x",
      district: "Rajkot",
    });
    expect(await getEnquiry(t.db, saved.id)).toMatchObject({ state_code: null, district: null });
  });
});

describe("the WhatsApp hand-off", () => {
  it("opens the assigned salesperson's number with the spec's text, else the business number", async () => {
    const { pumps } = await catalogue(t.db);
    const input = enquirySchema.parse({ ...visitor, kind: "product", productId: "pump-1" });
    const message = (reference: string) => ({
      ...input,
      productTitle: "pump-1",
      reference,
    });

    // Nobody set up: the business number (site.whatsappNumber), as before.
    const unassigned = await savePopupEnquiry(t.db, input, "en");
    expect(unassigned.salesperson).toBeNull();
    const business = enquiryLink(
      handOffNumber(defaultSite, unassigned),
      message(unassigned.reference),
    );
    expect(business).toBe(enquiryLink(defaultSite, message(unassigned.reference)));
    expect(business).toMatch(new RegExp(`^https://wa\\.me/${defaultSite.whatsappNumber}\\?text=`));

    const id = await salesperson(t.db, {
      name: "Pumps",
      whatsapp: "+91 99090 12345",
      [`category-${pumps}`]: "on",
    });
    const routed = await savePopupEnquiry(t.db, input, "gu");
    expect(routed.salesperson?.id).toBe(id);
    const link = enquiryLink(handOffNumber(defaultSite, routed), message(routed.reference), "gu");
    const [base, query] = link.split("?");
    expect(base).toBe("https://wa.me/919909012345");
    // The text is the one the business number would have had, word for word.
    expect(query).toBe(enquiryLink(defaultSite, message(routed.reference), "gu").split("?")[1]);
  });
});
