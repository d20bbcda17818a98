import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { defaultSite } from "~/config/site";
import { addSalesperson } from "~/enquiries/admin/salespeople.server";
import { salespersonSchema } from "~/enquiries/admin/salespeople-schema";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { addDays, indiaDay } from "~/format/india-time";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { acceptQuotation } from "./customer-quotation.server";
import { pipeline, responseTime } from "./pipeline.server";
import { quotationSchema } from "./quotation-schema";
import {
  createQuotationFromLead,
  reviseQuotation,
  type ShopSettings,
  saveQuotation,
  sendQuotation,
} from "./quotations.server";

/**
 * The dashboard's pipeline on a real database (SQLite, and PostgreSQL in its
 * run): counts and values over their windows, and each salesperson's median
 * time from an enquiry to its first quotation sent.
 */

const t = setupTempData();
const admin: SessionUser = { id: "a1", name: "Meena", email: "meena@x.test", role: "admin" };
const shop: ShopSettings = {
  sites: { en: defaultSite, gu: defaultSite, hi: defaultSite },
  baseUrl: "https://shop.example",
};
const HOUR = 3_600_000;
const START = Date.parse("2026-11-02T04:30:00Z"); // 10:00 in India

// Better Auth's tables, as start-up makes them (a lead's e-mail is looked up among the accounts).
beforeEach(async () => {
  await tempAuth(t.db);
});

afterEach(() => {
  vi.useRealTimers();
});

function at(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(ms);
}

/** A lead in Gujarat at `ms`, routed to whoever covers it. */
async function lead(ms: number, kind: "dealer" | "contact" = "dealer") {
  at(ms);
  const saved = await saveEnquiry(t.db, {
    kind,
    name: "Asha",
    email: "asha@example.com",
    phone: "9876543210",
    stateCode: "24",
    district: "Rajkot",
  });
  return saved.id;
}

/** A quotation for the lead sent at `ms` (₹1,180 with GST); returns its token. */
async function quoted(enquiryId: number, ms: number): Promise<string> {
  at(ms);
  const made = await createQuotationFromLead(t.db, admin, enquiryId, shop);
  if (!made.ok) throw new Error(made.message);
  const today = indiaDay(ms);
  const input = quotationSchema(today).parse({
    customerName: "Asha",
    placeOfSupply: "24",
    validUntil: addDays(today, 10),
    "line-0-description": "Pump",
    "line-0-quantity": "1",
    "line-0-price": "1000",
    "line-0-rate": "18",
  });
  await saveQuotation(t.db, admin, made.value, input);
  await sendQuotation(t.db, admin, made.value, shop);
  const row = await t.db
    .selectFrom("quotation")
    .select("token")
    .where("id", "=", made.value)
    .executeTakeFirstOrThrow();
  return row.token;
}

describe("the pipeline", () => {
  it("counts the week's enquiries and quotations (not revisions), the month's accepted value, and what is out", async () => {
    const old = await lead(START - 20 * 24 * HOUR);
    await quoted(old, START - 20 * 24 * HOUR + HOUR);
    const a = await lead(START);
    const token = await quoted(a, START + 2 * HOUR);
    const b = await lead(START + HOUR);
    await quoted(b, START + 3 * HOUR);
    await lead(START + 4 * HOUR, "contact");
    at(START + 5 * HOUR);
    await acceptQuotation(t.db, token, 1, null);
    // A revision sent again is the same quotation: it does not count twice.
    const revised = await t.db
      .selectFrom("quotation")
      .select("id")
      .where("enquiry_id", "=", b)
      .executeTakeFirstOrThrow();
    expect(await reviseQuotation(t.db, admin, revised.id)).toEqual({ ok: true });
    expect(await sendQuotation(t.db, admin, revised.id, shop)).toEqual({ ok: true });
    const p = await pipeline(t.db, START + 6 * HOUR);
    expect(p).toMatchObject({
      enquiriesThisWeek: 3,
      quotationsSentThisWeek: 2,
      acceptedValuePaise: 118_000,
      openCount: 1,
      openValuePaise: 118_000,
    });
  });

  it("gives each salesperson the median time to a first quotation, and who still waits", async () => {
    const ravi = await addSalesperson(
      t.db,
      admin,
      salespersonSchema.parse({ name: "Ravi", whatsapp: "9825041230", "state-0": "24" }),
    );
    if (!ravi.ok) throw new Error(ravi.message);
    // Ravi covers Gujarat: 1 h, 3 h and 8 h to quote (median 3 h); one lead not yet quoted.
    for (const [offset, took] of [
      [0, 1],
      [10, 3],
      [20, 8],
    ] as const) {
      const id = await lead(START + offset * HOUR);
      await quoted(id, START + (offset + took) * HOUR);
      // A second quotation for the same lead does not move its first.
      await quoted(id, START + (offset + took + 5) * HOUR);
    }
    await lead(START + 30 * HOUR);
    const p = await pipeline(t.db, START + 40 * HOUR);
    expect(p.speed).toEqual([{ name: "Ravi", quoted: 3, waiting: 1, medianMs: 3 * HOUR }]);
    expect(responseTime(3 * HOUR)).toBe("3 h");
    expect(responseTime(26 * HOUR + 20 * 60_000)).toBe("1 day 2 h");
    expect(responseTime(45 * 60_000)).toBe("45 min");
  });
});
