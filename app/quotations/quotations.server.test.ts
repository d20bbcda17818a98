import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { quoteTotals, taxSplit } from "~/gst/quote-money";
import { createOrder } from "~/orders/orders.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { createTestAccount } from "~/test/test-sessions.server";
import {
  acceptQuotation,
  askAboutQuotation,
  customerQuotation,
  declineQuotation,
} from "./customer-quotation.server";
import { quotationSchema } from "./quotation-schema";
import {
  convertToOrder,
  createQuotationFromLead,
  expireQuotations,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "./quotations.server";

/**
 * Quotations on a real database (SQLite, and PostgreSQL in its run): made
 * from each kind of lead, numbered per financial year, edited only as drafts,
 * sent (frozen), revised, expired by date, answered through the customer's
 * link (valid, expired, tampered, someone else's, twice) and turned into one
 * order, however often that is asked.
 */

const t = setupTempData();
const shop: ShopSettings = {
  sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
  baseUrl: "https://shop.example",
};
const admin: SessionUser = { id: "a1", name: "Meena", email: "meena@x.test", role: "admin" };
const asha: SessionUser = { id: "u-asha", name: "Asha", email: "asha@example.com", role: "user" };
const ravi: SessionUser = { id: "u-ravi", name: "Ravi", email: "ravi@example.com", role: "user" };

/** Asha's real account (Better Auth's tables): a lead with her e-mail is hers. */
let ashaAccount: string;
beforeEach(async () => {
  await tempAuth(t.db);
  ashaAccount = (await createTestAccount(t.db, { email: "asha@example.com", name: "Asha Patel" }))
    .id;
});

afterEach(() => {
  vi.useRealTimers();
});

/** India's clock at a moment (only Date is faked: the database drivers keep their timers). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function product(db: DB, id: string, title: string, pricePaise: number, hsn: string | null) {
  const now = Date.now();
  await db
    .insertInto("product")
    .values({
      id,
      title,
      price_paise: pricePaise,
      best_sell: 0,
      review_count: 0,
      star: 0,
      description: "",
      specification: "",
      features: "",
      created_at: now,
      updated_at: now,
      hsn,
    })
    .execute();
}

async function rate(db: DB, hsn: string, rateBp: number, from: string) {
  await db
    .insertInto("tax_rate")
    .values({ hsn, rate_bp: rateBp, effective_from: from, created_at: 0, updated_at: 0 })
    .execute();
}

async function productLead(db: DB, productId: string, stateCode: string | null = "24") {
  const saved = await saveEnquiry(db, {
    kind: "product",
    productId,
    productTitle: "Pump",
    name: "Asha Patel",
    email: "asha@example.com",
    phone: "9876543210",
    stateCode,
    district: stateCode ? "Rajkot" : null,
  });
  return saved.id;
}

async function made(db: DB, enquiryId: number): Promise<number> {
  const r = await createQuotationFromLead(db, admin, enquiryId, shop);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const row = (db: DB, id: number) =>
  db.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The editor's form for a quotation: its customer, and the given line rows. */
function form(today: string, lines: Record<string, string>[], extra: Record<string, string> = {}) {
  const values: Record<string, string> = {
    customerName: "Asha Patel",
    customerCompany: "Patel Farms",
    customerEmail: "asha@example.com",
    customerPhone: "9876543210",
    customerGstin: "",
    customerAddress: "Gondal Road\nRajkot 360002",
    placeOfSupply: "24",
    validUntil: "2026-12-15",
    paymentTerms: "Advance",
    deliveryTerms: "Ex-works",
    notes: "",
    roundToRupee: "on",
    ...extra,
  };
  lines.forEach((l, i) => {
    for (const [k, v] of Object.entries(l)) values[`line-${i}-${k}`] = v;
  });
  return quotationSchema(today).safeParse(values);
}

async function saved(
  db: DB,
  id: number,
  today: string,
  lines: Record<string, string>[],
  extra = {},
) {
  const parsed = form(today, lines, extra);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  return saveQuotation(db, admin, id, parsed.data);
}

describe("making a quotation from a lead", () => {
  it("starts from a product enquiry: the product's title, price, HSN and the rate in force", async () => {
    at("2026-11-27T06:00:00Z");
    await product(t.db, "p1", "Openwell pump 1 HP", 1_250_000, "8413");
    await rate(t.db, "8413", 1200, "2017-07-01");
    await rate(t.db, "8413", 1800, "2022-07-18");
    const id = await made(t.db, await productLead(t.db, "p1"));
    const q = await row(t.db, id);
    // A draft has no number yet: it is given when the quotation is first sent.
    expect(q.number).toMatch(/^D-/);
    expect(q.status).toBe("draft");
    // The lead's e-mail is an account's: the quotation is theirs (their /user lists it).
    expect(q.user_id).toBe(ashaAccount);
    expect(q.place_of_supply).toBe("24");
    expect(q.valid_until).toBe("2026-12-12");
    const lines = await t.db.selectFrom("quotation_line").selectAll().execute();
    expect(lines).toMatchObject([
      {
        product_id: "p1",
        description: "Openwell pump 1 HP",
        hsn: "8413",
        quantity: 1,
        rate_bp: 1800,
      },
    ]);
    expect(Number(lines[0]?.unit_price_paise)).toBe(1_250_000);
    // 12,500 + 9 % + 9 % = 14,750.
    expect(Number(q.grand_total_paise)).toBe(1_475_000);
  });

  it("starts from a cart request: its order's lines and the customer's account", async () => {
    at("2026-11-27T06:00:00Z");
    await product(t.db, "p1", "Pump", 500_000, "8413");
    await product(t.db, "p2", "Motor", 300_000, "8501");
    await rate(t.db, "8413", 1800, "2022-07-18");
    await rate(t.db, "8501", 1800, "2017-07-01");
    const order = await createOrder(t.db, asha.id, [
      { id: "p1", quantity: 2 },
      { id: "p2", quantity: 1 },
    ]);
    const lead = await saveEnquiry(t.db, {
      kind: "cart",
      name: "Asha",
      email: asha.email,
      phone: "",
      orderId: order?.id,
    });
    const id = await made(t.db, lead.id);
    const q = await row(t.db, id);
    expect(q.user_id).toBe(asha.id);
    const lines = await t.db
      .selectFrom("quotation_line")
      .select(["product_id", "quantity"])
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      { product_id: "p1", quantity: 2 },
      { product_id: "p2", quantity: 1 },
    ]);
  });

  it("numbers quotations when first sent, in that day's financial year (India time)", async () => {
    await product(t.db, "p1", "Pump", 100_000, null);
    const lead = await productLead(t.db, "p1");
    at("2027-03-31T18:27:00Z"); // 23:57 on 31 March in India
    const a = await made(t.db, lead);
    const b = await made(t.db, lead);
    const late = await made(t.db, lead);
    const send = async (id: number) =>
      expect(await sendQuotation(t.db, admin, id, shop)).toEqual({ ok: true });
    await send(a);
    await send(b);
    at("2027-03-31T18:31:00Z"); // 00:01 on 1 April in India
    // Drafted on 31 March, sent on 1 April: the new year's number (and date).
    await send(late);
    const numbers = await Promise.all([a, b, late].map(async (id) => (await row(t.db, id)).number));
    expect(numbers).toEqual(["Q/2026-27/0001", "Q/2026-27/0002", "Q/2027-28/0001"]);
    // A revision keeps its number.
    expect(await reviseQuotation(t.db, admin, a)).toEqual({ ok: true });
    await send(a);
    expect((await row(t.db, a)).number).toBe("Q/2026-27/0001");
    // Sent at once (PostgreSQL runs them side by side): each takes its own number.
    const together = await Promise.all([made(t.db, lead), made(t.db, lead), made(t.db, lead)]);
    await Promise.all(together.map((id) => sendQuotation(t.db, admin, id, shop)));
    const taken = await Promise.all(together.map(async (id) => (await row(t.db, id)).number));
    expect(taken.sort()).toEqual(["Q/2027-28/0002", "Q/2027-28/0003", "Q/2027-28/0004"]);
  });

  it("refuses a lead that does not exist, making nothing", async () => {
    const r = await createQuotationFromLead(t.db, admin, 999, shop);
    expect(r.ok).toBe(false);
    expect(await t.db.selectFrom("quotation").select("id").execute()).toEqual([]);
  });
});

describe("editing, sending and revising", () => {
  async function draft() {
    at("2026-11-27T06:00:00Z");
    await product(t.db, "p1", "Pump", 1_000_000, "8413");
    await rate(t.db, "8413", 1800, "2022-07-18");
    return made(t.db, await productLead(t.db, "p1", "27"));
  }

  it("saves lines with the catalogue's blanks filled in, and totals from the one calculation", async () => {
    const id = await draft();
    const r = await saved(
      t.db,
      id,
      "2026-11-27",
      [
        { product: "p1", quantity: "3", discount: "5" },
        { description: "Installation", hsn: "9987", quantity: "1", price: "2500", rate: "18" },
      ],
      { placeOfSupply: "27" },
    );
    expect(r).toEqual({ ok: true });
    const q = await row(t.db, id);
    const expected = quoteTotals(
      [
        { quantity: 3, unitPricePaise: 1_000_000, discountBasisPoints: 500, rateBasisPoints: 1800 },
        { quantity: 1, unitPricePaise: 250_000, discountBasisPoints: 0, rateBasisPoints: 1800 },
      ],
      taxSplit("24", "27"),
      true,
    );
    expect(Number(q.grand_total_paise)).toBe(expected.grandTotalPaise);
    expect(Number(q.tax_paise)).toBe(expected.igstPaise);
    expect(expected.cgstPaise).toBe(0);
  });

  it("refuses a line whose HSN has no rate, an unknown product, or a past validity, changing nothing", async () => {
    const id = await draft();
    const before = await row(t.db, id);
    expect(
      await saved(t.db, id, "2026-11-27", [
        { description: "Cable", hsn: "8544", quantity: "1", price: "10" },
      ]),
    ).toMatchObject({ ok: false, field: "line-0-rate" });
    expect(await saved(t.db, id, "2026-11-27", [{ product: "gone", quantity: "1" }])).toMatchObject(
      {
        ok: false,
        field: "line-0-product",
      },
    );
    expect(
      form("2026-11-27", [{ product: "p1", quantity: "1" }], { validUntil: "2026-11-26" }).success,
    ).toBe(false);
    expect(form("2026-11-27", [{ product: "p1", quantity: "-1" }]).success).toBe(false);
    expect(form("2026-11-27", [{ product: "p1", quantity: "1", rate: "29" }]).success).toBe(false);
    expect(form("2026-11-27", [{ product: "p1", quantity: "1", discount: "101" }]).success).toBe(
      false,
    );
    expect(
      form("2026-11-27", [{ product: "p1", quantity: "1" }], { customerGstin: "24ABCPS1234F1Z4" })
        .success,
    ).toBe(false);
    expect(await row(t.db, id)).toEqual(before);
  });

  it("freezes what was sent: a sent quotation is not edited, and a revision is a new draft", async () => {
    const id = await draft();
    expect(await sendQuotation(t.db, admin, id, shop)).toEqual({ ok: true });
    const sent = await row(t.db, id);
    expect(sent.status).toBe("sent");
    expect(await saved(t.db, id, "2026-11-27", [{ product: "p1", quantity: "9" }])).toMatchObject({
      ok: false,
    });
    const frozen = await t.db.selectFrom("quotation_revision").selectAll().execute();
    expect(frozen).toHaveLength(1);
    expect(JSON.parse(frozen[0]!.document)).toMatchObject({ number: sent.number, revision: 1 });
    // The lead is now contacted.
    const lead = await t.db.selectFrom("enquiry").select("status").executeTakeFirstOrThrow();
    expect(lead.status).toBe("contacted");

    expect(await reviseQuotation(t.db, admin, id)).toEqual({ ok: true });
    const draft2 = await row(t.db, id);
    expect([draft2.status, draft2.revision]).toEqual(["draft", 2]);
    expect(await customerQuotation(t.db, sent.token, null)).toEqual({
      kind: "revising",
      number: sent.number,
    });
    // An answer to revision 1 is refused while revision 2 is prepared.
    expect((await acceptQuotation(t.db, sent.token, 1, null)).ok).toBe(false);
    expect(await saved(t.db, id, "2026-11-27", [{ product: "p1", quantity: "2" }])).toEqual({
      ok: true,
    });
    expect(await sendQuotation(t.db, admin, id, shop)).toEqual({ ok: true });
    expect(
      await t.db.selectFrom("quotation_revision").select("revision").orderBy("revision").execute(),
    ).toEqual([{ revision: 1 }, { revision: 2 }]);
    const audits = await t.db
      .selectFrom("audit_log")
      .select("action")
      .where("target_type", "=", "quotation")
      .orderBy("id")
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      "quotation.create",
      "quotation.send",
      "quotation.revise",
      "quotation.update",
      "quotation.send",
    ]);
  });
});

describe("the customer's link", () => {
  async function sentQuotation(userId: string | null = null) {
    at("2026-11-27T06:00:00Z");
    await product(t.db, "p1", "Pump", 1_000_000, "8413");
    await rate(t.db, "8413", 1800, "2022-07-18");
    const id = await made(t.db, await productLead(t.db, "p1"));
    if (userId)
      await t.db.updateTable("quotation").set({ user_id: userId }).where("id", "=", id).execute();
    await sendQuotation(t.db, admin, id, shop);
    return row(t.db, id);
  }

  it("opens the sent revision; a tampered or unknown token opens nothing", async () => {
    const q = await sentQuotation();
    const view = await customerQuotation(t.db, q.token, null);
    expect(view).toMatchObject({
      kind: "quotation",
      status: "sent",
      doc: { number: q.number, revision: 1 },
    });
    const tampered = `${q.token.slice(0, -1)}${q.token.endsWith("A") ? "B" : "A"}`;
    expect(await customerQuotation(t.db, tampered, null)).toEqual({ kind: "missing" });
    expect(await customerQuotation(t.db, "x' OR 1=1 --", null)).toEqual({ kind: "missing" });
  });

  it("is not opened or answered by another signed-in customer", async () => {
    const q = await sentQuotation(asha.id);
    expect((await customerQuotation(t.db, q.token, asha)).kind).toBe("quotation");
    expect(await customerQuotation(t.db, q.token, ravi)).toEqual({ kind: "other-account" });
    expect((await acceptQuotation(t.db, q.token, 1, ravi)).ok).toBe(false);
    expect((await row(t.db, q.id)).status).toBe("sent");
  });

  it("expires with the quotation: it reads expired at once, the job marks it, and an answer is refused", async () => {
    const q = await sentQuotation();
    at("2026-12-13T06:00:00Z"); // the day after its last valid day
    expect(await customerQuotation(t.db, q.token, null)).toEqual({
      kind: "expired",
      number: q.number,
      validUntil: "2026-12-12",
      whatsappNumber: null,
    });
    // Reading wrote nothing: the scheduled job marks it.
    expect((await row(t.db, q.id)).status).toBe("sent");
    expect((await acceptQuotation(t.db, q.token, 1, null)).ok).toBe(false);
    expect(await expireQuotations(t.db)).toBe(1);
    expect(await expireQuotations(t.db)).toBe(0);
    expect((await row(t.db, q.id)).status).toBe("expired");
    const events = await t.db
      .selectFrom("quotation_event")
      .select(["kind", "at"])
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.kind)).toEqual(["created", "sent", "expired"]);
    // Stamped when it expired: midnight after its last day (India), not when the job ran.
    expect(Number(events[2]?.at)).toBe(Date.parse("2026-12-12T18:30:00Z"));
  });

  it("accepts once, however often it is tapped, and becomes one order however often that is asked", async () => {
    const q = await sentQuotation(asha.id);
    const answers = await Promise.all([
      acceptQuotation(t.db, q.token, 1, null),
      acceptQuotation(t.db, q.token, 1, null),
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    expect((await row(t.db, q.id)).status).toBe("accepted");
    expect((await declineQuotation(t.db, q.token, 1, "", null)).ok).toBe(false);
    const orders = await Promise.allSettled([
      convertToOrder(t.db, admin, q.id),
      convertToOrder(t.db, admin, q.id),
    ]);
    const made = await t.db.selectFrom("orders").selectAll().execute();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ user_id: asha.id, quotation_id: q.id, status: "received" });
    const after = await row(t.db, q.id);
    expect([after.status, after.order_id]).toEqual(["converted", made[0]!.id]);
    expect(orders.some((o) => o.status === "fulfilled" && o.value.ok)).toBe(true);
    expect(await convertToOrder(t.db, admin, q.id)).toEqual({ ok: true, value: made[0]!.id });
    const items = await t.db.selectFrom("order_item").selectAll().execute();
    expect(items).toMatchObject([{ product_id: "p1", quantity: 1, price_paise: 1_000_000 }]);
    const accepted = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("action", "=", "quotation.accept")
      .execute();
    expect(accepted).toEqual([{ action: "quotation.accept", actor_id: `customer:${q.id}` }]);
  });

  it("turns a question into a note on the lead, and a decline keeps its reason", async () => {
    const q = await sentQuotation();
    expect((await askAboutQuotation(t.db, q.token, "Is delivery to Gondal free?", null)).ok).toBe(
      true,
    );
    expect((await declineQuotation(t.db, q.token, 1, "Bought locally", null)).ok).toBe(true);
    const notes = await t.db.selectFrom("enquiry_note").select("body").orderBy("id").execute();
    expect(notes.map((n) => n.body)).toEqual([
      `Question on ${q.number}: Is delivery to Gondal free?`,
      `${q.number} (revision 1) declined by the customer: Bought locally`,
    ]);
    const after = await row(t.db, q.id);
    expect([after.status, after.decline_reason]).toEqual(["declined", "Bought locally"]);
    expect((await acceptQuotation(t.db, q.token, 1, null)).ok).toBe(false);
    expect((await convertToOrder(t.db, admin, q.id)).ok).toBe(false);
  });
});
