import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { SYSTEM_ACTOR } from "~/changes/audit.server";
import { defaultSite } from "~/config/site";
import type { DB } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { orderTotal, toOrderLine } from "~/orders/orders.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { listQuotations, quotationForAdmin } from "./admin/quotation-admin.server";
import { acceptQuotation, askAboutQuotation } from "./customer-quotation.server";
import { documentTotals, type QuotationDocument, upiPayLink } from "./quotation-document";
import { quotationSchema } from "./quotation-schema";
import { saveQuotationSettings } from "./quotation-settings.server";
import { quotationSettingsSchema, SETTINGS_TEXT } from "./quotation-settings-schema";
import {
  convertToOrder,
  createQuotation,
  createQuotationFromLead,
  duplicateQuotation,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "./quotations.server";

/**
 * Quotations as a sales team uses them (issue 38), on a real database: a
 * quotation started from a lead, a customer or nothing; copied; its order
 * equal to it to the paisa; the shop's bank and UPI details frozen into what
 * was sent; a customer's question recorded once; and a salesperson working on
 * their own leads and quotations only.
 */

const t = setupTempData();
const shop: ShopSettings = {
  sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
  baseUrl: "https://shop.example",
};
const admin: SessionUser = { id: "a1", name: "Meena", email: "meena@x.test", role: "admin" };

beforeEach(async () => {
  // Better Auth's tables: a lead's e-mail is looked up among the accounts.
  await tempAuth(t.db);
});

afterEach(() => {
  vi.useRealTimers();
});

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

async function product(db: DB, id: string, pricePaise: number, hsn: string) {
  await db
    .insertInto("product")
    .values({
      id,
      title: `Product ${id}`,
      price_paise: pricePaise,
      best_sell: 0,
      review_count: 0,
      star: 0,
      description: "",
      specification: "",
      features: "",
      created_at: 0,
      updated_at: 0,
      hsn,
    })
    .execute();
  await db
    .insertInto("tax_rate")
    .values({ hsn, rate_bp: 1800, effective_from: "2022-07-18", created_at: 0, updated_at: 0 })
    .onConflict((c) => c.columns(["hsn", "effective_from"]).doNothing())
    .execute();
}

/** A salesperson record and the person signed in as them. */
async function salesperson(db: DB, name: string): Promise<SessionUser & { salespersonId: number }> {
  const { id } = await db
    .insertInto("salesperson")
    .values({ name, whatsapp: "919825041230", created_at: 0, updated_at: 0, user_id: `u-${name}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    id: `u-${name}`,
    name,
    email: `${name.toLowerCase()}@x.test`,
    role: "salesperson",
    salespersonId: Number(id),
  };
}

/** A lead owned by `ownerId`. */
async function lead(db: DB, ownerId: number | null, productId: string | null = null) {
  const saved = await saveEnquiry(db, {
    kind: productId ? "product" : "contact",
    productId,
    name: "Kiran Desai",
    email: "kiran@example.com",
    phone: "9898012345",
  });
  await db
    .updateTable("enquiry")
    .set({ salesperson_id: ownerId })
    .where("id", "=", saved.id)
    .execute();
  return saved.id;
}

function input(lines: Record<string, string>[], extra: Record<string, string> = {}) {
  const values: Record<string, string> = {
    customerName: "Kiran Desai",
    customerCompany: "Navrang Agro",
    customerEmail: "kiran@example.com",
    customerPhone: "9898012345",
    customerGstin: "",
    customerAddress: "Relief Road, Ahmedabad",
    placeOfSupply: "27",
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
  return quotationSchema("2026-11-30").parse(values);
}

const row = (db: DB, id: number) =>
  db.selectFrom("quotation").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function ok<T>(r: Promise<{ ok: boolean; message?: string; value?: T }>): Promise<T> {
  const answer = await r;
  if (!answer.ok) throw new Error(answer.message);
  return answer.value as T;
}

describe("quotations as a sales team uses them", () => {
  it("makes an order equal to its quotation to the paisa: each line keeps its taxable value and tax", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "motor", 7_333_33, "8501");
    await product(t.db, "pump", 13_900_00, "8413");
    const id = await ok<number>(createQuotationFromLead(t.db, admin, await lead(t.db, null), shop));
    await ok(
      saveQuotation(
        t.db,
        admin,
        id,
        input(
          [
            { product: "motor", quantity: "3", discount: "2.5" },
            { product: "pump", quantity: "5", discount: "7.5" },
          ],
          { documentDiscount: "1000.01" },
        ),
      ),
    );
    await ok(sendQuotation(t.db, admin, id, shop));
    const q = await row(t.db, id);
    expect((await acceptQuotation(t.db, q.token, 1, null)).ok).toBe(true);
    const orderId = await ok<string>(convertToOrder(t.db, admin, id));
    const items = await t.db
      .selectFrom("order_item")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("position")
      .execute();
    const lines = items.map(toOrderLine);
    expect(orderTotal(lines)).toBe(Number(q.taxable_paise));
    expect(lines.reduce((s, l) => s + (l.taxPaise ?? 0), 0)).toBe(Number(q.tax_paise));
    // The motor line alone: 3 × ₹7,333.33 less 2.5 % is ₹21,449.99 before the whole-quotation discount.
    const doc = JSON.parse(
      (
        await t.db
          .selectFrom("quotation_revision")
          .select("document")
          .where("quotation_id", "=", id)
          .executeTakeFirstOrThrow()
      ).document,
    ) as QuotationDocument;
    const totals = documentTotals(doc);
    expect(lines.map((l) => l.taxablePaise)).toEqual(totals.lines.map((l) => l.taxablePaise));
    expect(totals.lines[0]?.taxablePaise).toBe(
      21_449_99 - (totals.lines[0]?.documentDiscountPaise ?? 0),
    );
  });

  it("starts blank (a phone-in) or for an earlier customer, and copies a quotation as a new draft", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "pump", 13_900_00, "8413");
    const blank = await ok<number>(createQuotation(t.db, admin, { from: "blank" }, shop));
    const b = await row(t.db, blank);
    expect([b.customer_name, b.enquiry_id, b.status, b.number.startsWith("D-")]).toEqual([
      "",
      null,
      "draft",
      true,
    ]);
    // Sending needs a customer.
    expect(await sendQuotation(t.db, admin, blank, shop)).toMatchObject({
      ok: false,
      field: "customerName",
    });
    await ok(
      saveQuotation(
        t.db,
        admin,
        blank,
        // A registered customer: the place of supply is their GSTIN's state.
        input([{ product: "pump", quantity: "1" }], {
          customerGstin: "27AAPFU0939F1ZV",
          placeOfSupply: "",
        }),
      ),
    );
    expect((await row(t.db, blank)).place_of_supply).toBe("27");
    await ok(sendQuotation(t.db, admin, blank, shop));

    const again = await ok<number>(
      createQuotation(t.db, admin, { from: "customer", quotationId: blank }, shop),
    );
    expect(await row(t.db, again)).toMatchObject({
      customer_name: "Kiran Desai",
      customer_gstin: "27AAPFU0939F1ZV",
      place_of_supply: "27",
      status: "draft",
    });
    const copy = await ok<number>(duplicateQuotation(t.db, admin, blank, shop));
    const copied = await t.db
      .selectFrom("quotation_line")
      .select(["product_id", "quantity"])
      .where("quotation_id", "=", copy)
      .execute();
    expect(copied).toEqual([{ product_id: "pump", quantity: 1 }]);
    expect((await row(t.db, copy)).status).toBe("draft");
    expect((await row(t.db, blank)).status).toBe("sent");
  });

  it("refuses a discount above the total, changing nothing", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "pump", 1_000_00, "8413");
    const id = await ok<number>(createQuotation(t.db, admin, { from: "blank" }, shop));
    const before = await row(t.db, id);
    const r = await saveQuotation(
      t.db,
      admin,
      id,
      input([{ product: "pump", quantity: "1" }], { documentDiscount: "1000.01" }),
    );
    expect(r).toMatchObject({ ok: false, field: "documentDiscount" });
    expect(await row(t.db, id)).toEqual(before);
  });

  it("freezes the shop's bank, UPI ID and signatory into what is sent", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "pump", 13_900_00, "8413");
    const settings = (upiId: string) =>
      quotationSettingsSchema.parse({
        paymentTerms: "Advance",
        deliveryTerms: "Ex-works",
        accountName: "Sabarmati Pumps",
        bankName: "Demo Bank",
        accountNumber: "5020 0012 3456 78",
        ifsc: "demo0001234",
        branch: "",
        upiId,
        signatoryName: "Meena Shah",
        signatoryTitle: "Proprietor",
      });
    expect(await saveQuotationSettings(t.db, admin, settings("shop@demobank"), "Rajkot")).toEqual({
      ok: true,
      message: SETTINGS_TEXT.saved,
    });
    const id = await ok<number>(createQuotation(t.db, admin, { from: "blank" }, shop));
    // A new quotation starts with the settings' terms.
    expect((await row(t.db, id)).payment_terms).toBe("Advance");
    await ok(saveQuotation(t.db, admin, id, input([{ product: "pump", quantity: "2" }])));
    await ok(sendQuotation(t.db, admin, id, shop));
    await saveQuotationSettings(t.db, admin, settings("other@bank"), "Rajkot");
    const doc = JSON.parse(
      (
        await t.db
          .selectFrom("quotation_revision")
          .select("document")
          .where("quotation_id", "=", id)
          .executeTakeFirstOrThrow()
      ).document,
    ) as QuotationDocument;
    expect(doc.payment).toMatchObject({
      accountNumber: "50200012345678",
      ifsc: "DEMO0001234",
      upiId: "shop@demobank",
    });
    expect(doc.signatory).toMatchObject({ name: "Meena Shah", title: "Proprietor" });
    const q = await row(t.db, id);
    expect(upiPayLink(doc, documentTotals(doc))).toBe(
      `upi://pay?pa=shop%40demobank&pn=Sabarmati%20Pumps&am=${(Number(q.grand_total_paise) / 100).toFixed(2)}&cu=INR&tn=${encodeURIComponent(q.number)}`,
    );
  });

  it("records a customer's question once per submission", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "pump", 13_900_00, "8413");
    const id = await ok<number>(createQuotationFromLead(t.db, admin, await lead(t.db, null), shop));
    await ok(saveQuotation(t.db, admin, id, input([{ product: "pump", quantity: "1" }])));
    await ok(sendQuotation(t.db, admin, id, shop));
    const { token } = await row(t.db, id);
    const once = "submission-0123456789";
    const answers = await Promise.all([
      askAboutQuotation(t.db, token, "Delivery to Gondal?", null, once),
      askAboutQuotation(t.db, token, "Delivery to Gondal?", null, once),
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    await askAboutQuotation(t.db, token, "Delivery to Gondal?", null, once);
    await askAboutQuotation(t.db, token, "And to Jetpur?", null, "submission-abcdefghij");
    const questions = await t.db
      .selectFrom("quotation_event")
      .select("body")
      .where("kind", "=", "question")
      .orderBy("id")
      .execute();
    expect(questions.map((q) => q.body)).toEqual(["Delivery to Gondal?", "And to Jetpur?"]);
    const notes = await t.db.selectFrom("enquiry_note").select("body").execute();
    expect(notes).toHaveLength(2);
  });

  it("lets a salesperson work on their own leads and quotations only", async () => {
    at("2026-11-30T06:00:00Z");
    await product(t.db, "pump", 13_900_00, "8413");
    const ravi = await salesperson(t.db, "Ravi");
    const sunil = await salesperson(t.db, "Sunil");
    const sunils = await ok<number>(
      createQuotationFromLead(t.db, sunil, await lead(t.db, sunil.salespersonId), shop),
    );
    // Ravi cannot quote Sunil's lead, nor touch Sunil's quotation in any way.
    const refusedLead = await createQuotationFromLead(
      t.db,
      ravi,
      await lead(t.db, sunil.salespersonId),
      shop,
    );
    expect(refusedLead).toMatchObject({ ok: false, status: 403 });
    const before = await row(t.db, sunils);
    const body = input([{ product: "pump", quantity: "1" }]);
    for (const attempt of [
      saveQuotation(t.db, ravi, sunils, body),
      sendQuotation(t.db, ravi, sunils, shop),
      reviseQuotation(t.db, ravi, sunils),
      convertToOrder(t.db, ravi, sunils),
      duplicateQuotation(t.db, ravi, sunils, shop),
      createQuotation(t.db, ravi, { from: "customer", quotationId: sunils }, shop),
    ])
      expect(await attempt).toMatchObject({ ok: false, status: 403 });
    expect(await row(t.db, sunils)).toEqual(before);
    expect((await quotationForAdmin(t.db, ravi, sunils, shop)).ok).toBe(false);
    // Their own: made, listed, sent; the audit names them.
    const own = await ok<number>(
      createQuotationFromLead(t.db, ravi, await lead(t.db, ravi.salespersonId), shop),
    );
    const blank = await ok<number>(createQuotation(t.db, ravi, { from: "blank" }, shop));
    expect((await row(t.db, blank)).salesperson_id).toBe(ravi.salespersonId);
    await ok(saveQuotation(t.db, ravi, own, body));
    await ok(sendQuotation(t.db, ravi, own, shop));
    const listed = await listQuotations(t.db, ravi, { status: null, page: 1 });
    expect(listed.items.map((q) => q.id).sort()).toEqual([own, blank].sort());
    expect((await listQuotations(t.db, admin, { status: null, page: 1 })).total).toBe(3);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["actor_email", "action"])
      .where("target_id", "=", String(own))
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { actor_email: "ravi@x.test", action: "quotation.create" },
      { actor_email: "ravi@x.test", action: "quotation.update" },
      { actor_email: "ravi@x.test", action: "quotation.send" },
    ]);
    // The expiry job stays the shop's.
    expect(SYSTEM_ACTOR.role).toBe("admin");
  });
});
