import { describe, expect, it } from "vitest";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { leadFilterSchema } from "~/enquiries/lead-status";
import { setupTempData } from "~/test/temp-data";
import {
  countNewLeads,
  LEADS_PAGE_SIZE,
  leadsForExport,
  listLeads,
  setLeadStatus,
} from "./lead-inbox.server";

const t = setupTempData();

const filter = (input: Record<string, string> = {}) => leadFilterSchema.parse(input);

async function lead(kind: "product" | "dealer" | "cart" | "contact", name: string, extra = {}) {
  return saveEnquiry(t.db, {
    kind,
    name,
    email: `${name}@example.com`,
    phone: "9876543210",
    ...extra,
  });
}

describe("leads inbox", () => {
  it("lists every kind newest first, filters by kind, status and text", async () => {
    const a = await lead("product", "asha", { productTitle: "V4 Submersible 1 HP" });
    const b = await lead("dealer", "bharat", { company: "Bharat 100% Agro" });
    const c = await lead("cart", "chirag");
    const d = await lead("contact", "disha", { message: "ભાવ મોકલો" });
    const all = await listLeads(t.db, filter());
    expect(all.items.map((l) => l.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect(all.items.map((l) => l.kind)).toEqual(["contact", "cart", "dealer", "product"]);
    expect((await listLeads(t.db, filter({ kind: "dealer" }))).items.map((l) => l.id)).toEqual([
      b.id,
    ]);
    expect(await setLeadStatus(t.db, b.id, "contacted")).toBe(true);
    expect(await setLeadStatus(t.db, 9999, "closed")).toBe(false);
    expect((await listLeads(t.db, filter({ status: "contacted" }))).items).toHaveLength(1);
    expect((await listLeads(t.db, filter({ status: "new" }))).total).toBe(3);
    expect(await countNewLeads(t.db)).toBe(3);
    expect((await listLeads(t.db, filter({ q: "submersible" }))).items[0]?.id).toBe(a.id);
    expect((await listLeads(t.db, filter({ q: "ભાવ" }))).items[0]?.id).toBe(d.id);
    expect((await listLeads(t.db, filter({ q: "100%" }))).items.map((l) => l.id)).toEqual([b.id]);
    expect((await listLeads(t.db, filter({ q: c.reference }))).items.map((l) => l.id)).toEqual([
      c.id,
    ]);
  });

  it("shows a pump finder's requirement on its lead, and finds the lead by it", async () => {
    const e = await lead("product", "esha", {
      requirement: { text: "45 m at 60 LPM, single phase", headM: 45, dischargeLpm: 60 },
    });
    await lead("product", "farhan");
    const found = await listLeads(t.db, filter({ q: "60 lpm" }));
    expect(found.items.map((l) => [l.id, l.requirement])).toEqual([
      [e.id, "45 m at 60 LPM, single phase"],
    ]);
  });

  it("treats unknown filter values as 'all' and pages the list", async () => {
    for (let i = 0; i < LEADS_PAGE_SIZE + 3; i++) await lead("contact", `n${i}`);
    const page2 = await listLeads(t.db, filter({ kind: "bogus", status: "x", page: "2" }));
    expect(page2.total).toBe(LEADS_PAGE_SIZE + 3);
    expect(page2.pageCount).toBe(2);
    expect(page2.items).toHaveLength(3);
    expect((await listLeads(t.db, filter({ page: "99" }))).page).toBe(2);
    expect(await leadsForExport(t.db, filter())).toHaveLength(LEADS_PAGE_SIZE + 3);
  });
});

describe("the inbox by language", () => {
  it("shows each lead's language and filters by it, in the list and the export", async () => {
    const gu = await lead("product", "bhavesh", { language: "gu" });
    const hi = await lead("dealer", "ravi", { language: "hi" });
    const en = await lead("contact", "nisha");
    const all = await listLeads(t.db, filter());
    expect(all.items.map((l) => [l.id, l.language])).toEqual([
      [en.id, "en"],
      [hi.id, "hi"],
      [gu.id, "gu"],
    ]);
    expect((await listLeads(t.db, filter({ language: "gu" }))).items.map((l) => l.id)).toEqual([
      gu.id,
    ]);
    expect((await listLeads(t.db, filter({ language: "en" }))).items.map((l) => l.id)).toEqual([
      en.id,
    ]);
    // An unknown language in the URL means all of them.
    expect((await listLeads(t.db, filter({ language: "fr" }))).total).toBe(3);
    const exported = await leadsForExport(t.db, filter({ language: "hi", kind: "dealer" }));
    expect(exported.map((l) => [l.id, l.language])).toEqual([[hi.id, "hi"]]);
  });
});
