import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { leadFilterSchema, leadOwnerSchema } from "~/enquiries/lead-status";
import { leadsToCsv } from "~/enquiries/leads-csv";
import { deliverDue, type MailMessage, setLeadMailEnabled } from "~/enquiries/outbox.server";
import { setupTempData } from "~/test/temp-data";
import { assignLead, leadsForExport, listLeads } from "./lead-inbox.server";
import { addSalesperson, setSalespersonActive } from "./salespeople.server";
import { salespersonSchema } from "./salespeople-schema";

/**
 * Who owns what in the leads inbox, on a real database (SQLite, and
 * PostgreSQL in its run): the owner filter (a salesperson, or Unassigned),
 * re-assigning a lead (audited with the owner before and after), the CSV's
 * Owner column and the lead e-mail's owner line.
 */

const t = setupTempData();
const admin: SessionUser = { id: "a1", name: "Boss", email: "boss@x.test", role: "admin" };

async function salesperson(db: DB, name: string, values: Record<string, string> = {}) {
  const r = await addSalesperson(
    db,
    admin,
    salespersonSchema.parse({ name, whatsapp: "9825041230", ...values }),
  );
  if (!r.ok || r.id === null) throw new Error(r.message);
  return r.id;
}

const lead = (name: string, stateCode: string | null) =>
  saveEnquiry(t.db, {
    kind: "dealer",
    name,
    email: `${name}@example.com`,
    phone: "9876543210",
    stateCode,
    district: stateCode ? "Rajkot" : null,
  });

const filter = (input: Record<string, string> = {}) => leadFilterSchema.parse(input);

async function ownerAudits(db: DB) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["action", "target_id", "actor_email", "before_json", "after_json"])
    .where("action", "=", "lead.assign")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    target: r.target_id,
    actor: r.actor_email,
    before: JSON.parse(r.before_json ?? "null"),
    after: JSON.parse(r.after_json ?? "null"),
  }));
}

describe("who owns what in the leads inbox", () => {
  it("filters by salesperson and by Unassigned, in the list and the export", async () => {
    const ravi = await salesperson(t.db, "Ravi", { "state-0": "24" });
    const meera = await salesperson(t.db, "Meera", { "state-0": "27" });
    const a = await lead("asha", "24");
    const b = await lead("bharat", "27");
    const c = await lead("chirag", null);
    const d = await lead("disha", "24");
    const ids = async (f: Record<string, string>) =>
      (await listLeads(t.db, filter(f))).items.map((l) => l.id);
    expect(await ids({})).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids({ owner: String(ravi) })).toEqual([d.id, a.id]);
    expect(await ids({ owner: String(meera) })).toEqual([b.id]);
    expect(await ids({ owner: "none" })).toEqual([c.id]);
    // Anything else is everyone's (the URL is the filter).
    expect(await ids({ owner: "-1" })).toHaveLength(4);
    expect(await ids({ owner: "ravi" })).toHaveLength(4);
    const listed = (await listLeads(t.db, filter({ owner: String(ravi) }))).items[0];
    expect(listed).toMatchObject({ salespersonId: ravi, stateCode: "24", district: "Rajkot" });

    const exported = await leadsForExport(t.db, filter({ owner: "none" }));
    expect(exported.map((l) => [l.id, l.owner])).toEqual([[c.id, null]]);
    const all = await leadsForExport(t.db, filter());
    expect(all.map((l) => l.owner)).toEqual(["Ravi", null, "Meera", "Ravi"]);
    const csv = leadsToCsv(all).split("\r\n");
    expect(csv[0]?.endsWith(",Language,Owner")).toBe(true);
    expect(csv[1]?.endsWith(",English,Ravi")).toBe(true);
    expect(csv[2]?.endsWith(",English,")).toBe(true);
  });

  it("re-assigns a lead, audited with the owner before and after", async () => {
    const ravi = await salesperson(t.db, "Ravi", { "state-0": "24" });
    const meera = await salesperson(t.db, "મીરા", { "state-0": "27" });
    const a = await lead("asha", "24");
    expect(a.salesperson?.id).toBe(ravi);

    expect(await assignLead(t.db, admin, a.id, meera)).toEqual({
      ok: true,
      message: "Owner changed to મીરા",
    });
    expect(await assignLead(t.db, admin, a.id, "none")).toEqual({
      ok: true,
      message: "Owner changed to Unassigned",
    });
    expect((await listLeads(t.db, filter({ owner: "none" }))).items.map((l) => l.id)).toEqual([
      a.id,
    ]);
    expect(await assignLead(t.db, admin, a.id, ravi)).toMatchObject({ ok: true });
    // The same owner again changes nothing and writes no row.
    expect(await assignLead(t.db, admin, a.id, ravi)).toEqual({
      ok: true,
      message: "Owner is Ravi",
    });
    expect(await ownerAudits(t.db)).toEqual([
      {
        target: String(a.id),
        actor: admin.email,
        before: { owner: "Ravi" },
        after: { owner: "મીરા" },
      },
      {
        target: String(a.id),
        actor: admin.email,
        before: { owner: "મીરા" },
        after: { owner: "Unassigned" },
      },
      {
        target: String(a.id),
        actor: admin.email,
        before: { owner: "Unassigned" },
        after: { owner: "Ravi" },
      },
    ]);
  });

  it("refuses an unknown lead or salesperson, and an inactive salesperson, changing nothing", async () => {
    const ravi = await salesperson(t.db, "Ravi", { "state-0": "24" });
    const gone = await salesperson(t.db, "Gone", { "state-0": "27" });
    const a = await lead("asha", "24");
    await setSalespersonActive(t.db, admin, gone, false);
    expect(await assignLead(t.db, admin, 999_999, ravi)).toEqual({
      ok: false,
      status: 404,
      message: "That lead no longer exists.",
    });
    expect(await assignLead(t.db, admin, a.id, 999_999)).toEqual({
      ok: false,
      status: 404,
      message: "That salesperson no longer exists.",
    });
    expect(await assignLead(t.db, admin, a.id, gone)).toEqual({
      ok: false,
      status: 409,
      message: "Gone is inactive: activate them on the Salespeople page first.",
    });
    expect(await ownerAudits(t.db)).toEqual([]);
    expect((await listLeads(t.db, filter({ owner: String(ravi) }))).items.map((l) => l.id)).toEqual(
      [a.id],
    );
  });

  it("reads the re-assign form's owner: a salesperson's id or none", () => {
    expect(leadOwnerSchema.parse({ intent: "owner", id: "3", owner: "12" })).toEqual({
      intent: "owner",
      id: 3,
      owner: 12,
    });
    expect(leadOwnerSchema.parse({ intent: "owner", id: "3", owner: "none" }).owner).toBe("none");
    for (const owner of ["", "0", "-2", "x", undefined, "1".repeat(12)])
      expect(
        leadOwnerSchema.safeParse({ intent: "owner", id: "3", owner }).success,
        String(owner),
      ).toBe(false);
  });

  it("names the owner in the lead e-mail", async () => {
    await setLeadMailEnabled(t.db, true);
    await salesperson(t.db, "Ravi", { "state-0": "24" });
    await lead("asha", "24");
    await lead("chirag", null);
    const sent: MailMessage[] = [];
    const settings = { from: "shop@x.in", to: ["sales@x.in"] };
    const result = await deliverDue(t.db, async (m) => void sent.push(m), settings, {
      baseUrl: "https://shop.example",
    });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(sent[0]?.text).toContain("\nOwner: Ravi\n");
    expect(sent[1]?.text).toContain("\nOwner: unassigned\n");
  });
});
