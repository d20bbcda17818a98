import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { LeadKind } from "../../app/db/schema";
import { insertLeads as insertLeadsIn } from "../../app/test/leads-data.server";
import { expect, newAdmin, openServerDb, test, withServerDb } from "./fixtures";

/** Saves leads as the site's forms do (saveEnquiry), then dates them oldest first, a second apart. */
const insertLeads = (tag: string, leads: { kind: LeadKind; name: string; message?: string }[]) =>
  withServerDb((db) => insertLeadsIn(db, tag, leads));

function leadStatus(id: number): string {
  const db = openServerDb();
  try {
    return (db.prepare("SELECT status FROM enquiry WHERE id = ?").get(id) as { status: string })
      .status;
  } finally {
    db.close();
  }
}

function newLeadCount(): number {
  const db = openServerDb();
  try {
    return (
      db.prepare("SELECT count(*) AS n FROM enquiry WHERE status = 'new'").get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

const ref = (id: number) => `ENQ-${String(id).padStart(5, "0")}`;
const tagged = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh admin's leads inbox at `to`. */
async function openLeads(page: Page, to: string) {
  await newAdmin(page);
  await page.goto(to);
  await expect(page.getByRole("heading", { name: /^Leads/ })).toBeVisible();
}

test.describe("leads inbox @browser", () => {
  test("every kind of lead appears newest first; filters, search, a status change", async ({
    page,
  }) => {
    const tag = tagged();
    const ids = await insertLeads(tag, [
      { kind: "product", name: `Asha ${tag}` },
      { kind: "dealer", name: `ભાવેશ ${tag}`, message: "Amreli માં ડીલરશિપ" },
      { kind: "cart", name: `Chirag ${tag}` },
      { kind: "contact", name: `Disha ${tag}`, message: "Price of ₹12,500 pump?" },
    ]);
    await openLeads(page, `/admin/enquiries?q=${tag}`);
    const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
    await expect(leads).toHaveCount(4);
    expect(await leads.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).toEqual([
      `${ref(ids[3] as number)} from Disha ${tag}`,
      `${ref(ids[2] as number)} from Chirag ${tag}`,
      `${ref(ids[1] as number)} from ભાવેશ ${tag}`,
      `${ref(ids[0] as number)} from Asha ${tag}`,
    ]);
    await expect(leads.nth(0)).toContainText("Contact message");
    await expect(leads.nth(1)).toContainText("Cart quotation");
    await expect(leads.nth(2)).toContainText("Dealership");
    await expect(leads.nth(2)).toContainText("Amreli માં ડીલરશિપ");
    await expect(leads.nth(3)).toContainText("Product quote");
    await expect(leads.nth(3)).toContainText(`Pump for ${tag}`);

    await page.getByLabel("Kind").selectOption("dealer");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/kind=dealer/);
    await expect(leads).toHaveCount(1);
    await expect(leads.first()).toContainText(`ભાવેશ ${tag}`);

    // Status change.
    const dealer = ids[1] as number;
    await leads
      .first()
      .getByLabel(`Status of ${ref(dealer)}`)
      .selectOption("contacted");
    await leads.first().getByRole("button", { name: "Update" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Status changed to Contacted" }),
    ).toBeVisible();
    expect(leadStatus(dealer)).toBe("contacted");
    await expect(leads.first()).toContainText("Contacted");

    await page.goto(`/admin/enquiries?q=${tag}&status=new`);
    await expect(leads).toHaveCount(3);
    await page.goto(`/admin/enquiries?q=${tag}&status=contacted`);
    await expect(leads).toHaveCount(1);
    // A reference finds its lead.
    await page.goto(`/admin/enquiries?q=${ref(ids[2] as number)}`);
    await expect(leads).toHaveCount(1);
    await expect(leads.first()).toContainText(`Chirag ${tag}`);
  });

  test("the dashboard shows the number of new leads and links to the inbox and orders", async ({
    page,
  }) => {
    await insertLeads(tagged(), [{ kind: "contact", name: "Dashboard count" }]);
    await newAdmin(page);
    const tile = page.locator("dl > div").filter({ hasText: "New enquiries" });
    // Other tests add leads and change their status meanwhile: the figure must
    // match the database's count of new leads as it was when the page rendered.
    await expect(async () => {
      const before = newLeadCount();
      await page.goto("/admin");
      const shown = Number(await tile.locator("dd").textContent());
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBe(before);
      expect(newLeadCount()).toBe(before);
    }).toPass({ timeout: 20_000 });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Orders" })
      .click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.goBack();
    await page.getByRole("link", { name: "Leads inbox" }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole("heading", { name: /^Leads/ })).toBeVisible();
  });

  test("the CSV export opens in spreadsheets with ₹ and Gujarati intact and formulas defused", async ({
    page,
  }) => {
    const tag = tagged();
    await insertLeads(tag, [
      {
        kind: "dealer",
        name: `ભાવેશ પટેલ ${tag}`,
        message: 'Needs 5 pumps, "urgent", ₹1,25,000 budget',
      },
      { kind: "contact", name: `=HYPERLINK("http://evil.example") ${tag}` },
    ]);
    await openLeads(page, `/admin/enquiries?q=${tag}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(rows[0]).toBe(
      "Reference,Received (IST),Kind,Status,Name,Email,Phone,Company,GST,Product,Requirement,Message,Dealer PIN,Dealer district,Dealer state,Dealer territory,Dealer products,Dealer monthly volume,Language,Owner",
    );
    expect(rows).toHaveLength(4); // header, two leads, final line break
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"") ${tag}"`);
    expect(rows[1]).toContain(",contact,new,");
    expect(rows[1]).toContain(",'+91 98250 41230,");
    expect(rows[2]).toContain(`,dealer,new,ભાવેશ પટેલ ${tag},`);
    expect(rows[2]).toContain('"Needs 5 pumps, ""urgent"", ₹1,25,000 budget"');

    const res = await page.request.get(`/admin/enquiries.csv?kind=dealer&q=${tag}`);
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["cache-control"]).toContain("no-store");
    expect((await res.body()).toString("utf8").trimEnd().split("\r\n")).toHaveLength(2);
  });

  test("long inboxes are paged", async ({ page }) => {
    const tag = tagged();
    await insertLeads(
      tag,
      Array.from({ length: 27 }, (_, i) => ({ kind: "contact" as const, name: `N${i} ${tag}` })),
    );
    await openLeads(page, `/admin/enquiries?q=${tag}`);
    const leads = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
    await expect(leads).toHaveCount(25);
    await expect(leads.first()).toContainText(`N26 ${tag}`);
    await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(leads).toHaveCount(2);
    await expect(leads.last()).toContainText(`N0 ${tag}`);
  });
});
