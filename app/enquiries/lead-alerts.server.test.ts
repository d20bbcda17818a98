import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { setupTempData } from "~/test/temp-data";
import { assignLead } from "./admin/lead-inbox.server";
import { addSalesperson } from "./admin/salespeople.server";
import { salespersonSchema } from "./admin/salespeople-schema";
import { saveEnquiry } from "./enquiries.server";

/**
 * "This lead is yours" (issue 38): queued with the lead when it is routed to a salesperson as
 * it is saved, and when an admin gives it to one; to their e-mail and WhatsApp, and to the
 * admins only as ALERT_ADMINS says. On a real database (SQLite, and PostgreSQL in its run).
 */

const t = setupTempData();
const boss: SessionUser = { id: "a1", name: "Boss", email: "boss@x.test", role: "admin" };

beforeEach(async () => {
  await setOutboxConfig(t.db, {
    alertMail: true,
    whatsapp: true,
    adminEmails: ["owner@sabarmati.test"],
    adminWhatsapp: ["919825041230"],
    baseUrl: "https://shop.example",
  });
});

async function salesperson(name: string, values: Record<string, string>) {
  const r = await addSalesperson(
    t.db,
    boss,
    salespersonSchema.parse({ name, whatsapp: "98250 41231", ...values }),
  );
  if (!r.ok || r.id === null) throw new Error(r.message);
  return r.id;
}

const lead = (name: string, stateCode: string | null) =>
  saveEnquiry(t.db, {
    kind: "dealer",
    name,
    company: "Patel Agro",
    email: `${name.toLowerCase()}@example.com`,
    phone: "+91 98765 43210",
    stateCode,
    district: stateCode ? "Rajkot" : null,
    message: "Dealership for Amreli",
  });

async function alerts() {
  const rows = await t.db
    .selectFrom("outbox_message")
    .select(["kind", "recipient", "payload", "about_id"])
    .where("kind", "in", ["mail", "whatsapp-alert"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
}

describe("alerts when a lead is given to a salesperson", () => {
  it("a lead routed as it is saved tells its salesperson by e-mail and WhatsApp, not the admins", async () => {
    await salesperson("Ravi Patel", { email: "ravi@sabarmati.test", "state-0": "24" });
    const saved = await lead("Bhavesh", "24");
    const queued = await alerts();
    expect(queued.map((a) => [a.kind, a.recipient, a.about_id])).toEqual([
      ["mail", "ravi@sabarmati.test", String(saved.id)],
      ["whatsapp-alert", "919825041231", String(saved.id)],
    ]);
    expect(queued[0]?.payload).toMatchObject({
      subject: `Lead ${saved.reference} is yours: Bhavesh (Patel Agro)`,
      replyTo: "bhavesh@example.com",
    });
    const text = String(queued[0]?.payload.text);
    expect(text).toContain(
      `Dealership ${saved.reference} is yours, Ravi Patel: routed to you as it arrived.`,
    );
    expect(text).toContain("Where: Rajkot, Gujarat");
    expect(text).toContain(`Open it: https://shop.example/admin/enquiries?q=${saved.reference}`);
    expect(queued[1]?.payload).toEqual({
      params: [
        `Lead ${saved.reference} for Ravi Patel: Bhavesh (Patel Agro), +91 98765 43210`,
        `https://shop.example/admin/enquiries?q=${saved.reference}`,
      ],
    });
    // A lead nobody takes tells nobody (every lead reaches SMTP_TO by the lead e-mail).
    await lead("Chirag", null);
    expect(await alerts()).toHaveLength(2);
  });

  it("an admin's assignment tells the new owner; unassigning or keeping the owner tells nobody", async () => {
    const ravi = await salesperson("Ravi Patel", { email: "ravi@sabarmati.test", "state-0": "24" });
    const meera = await salesperson("Meera Shah", {
      email: "meera@sabarmati.test",
      "state-0": "27",
    });
    await setOutboxConfig(t.db, { whatsapp: false });
    const saved = await lead("Bhavesh", "24");
    expect((await alerts()).map((a) => a.recipient)).toEqual(["ravi@sabarmati.test"]);
    await assignLead(t.db, boss, saved.id, meera);
    await assignLead(t.db, boss, saved.id, meera);
    await assignLead(t.db, boss, saved.id, "none");
    const queued = await alerts();
    expect(queued.map((a) => a.recipient)).toEqual(["ravi@sabarmati.test", "meera@sabarmati.test"]);
    expect(String(queued[1]?.payload.text)).toContain(
      "is yours, Meera Shah: given to you by Boss.",
    );
    // Back to Ravi later: a new assignment, a new alert.
    await assignLead(t.db, boss, saved.id, ravi);
    expect((await alerts()).map((a) => a.recipient)).toEqual([
      "ravi@sabarmati.test",
      "meera@sabarmati.test",
      "ravi@sabarmati.test",
    ]);
  });

  it("ALERT_ADMINS=all copies the admins; a salesperson nobody can reach has it passed on by them", async () => {
    await setOutboxConfig(t.db, { alertAdmins: "all", whatsapp: false });
    await salesperson("Ravi Patel", { email: "ravi@sabarmati.test", "state-0": "24" });
    await lead("Bhavesh", "24");
    expect((await alerts()).map((a) => a.recipient)).toEqual([
      "ravi@sabarmati.test",
      "owner@sabarmati.test",
    ]);

    await setOutboxConfig(t.db, { alertAdmins: "answers" });
    await salesperson("Sunil", { "state-0": "27" });
    await lead("Dinesh", "27");
    const last = (await alerts()).at(-1);
    expect(last?.recipient).toBe("owner@sabarmati.test");
    expect(String(last?.payload.text)).toContain(
      "because Sunil has no e-mail address or WhatsApp number",
    );
  });
});
