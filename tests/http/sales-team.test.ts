import { describe, expect } from "vitest";
import { SYSTEM_ACTOR } from "../../app/changes/audit.server";
import { addSalesperson } from "../../app/enquiries/admin/salespeople.server";
import { salespersonSchema } from "../../app/enquiries/admin/salespeople-schema";
import { saveEnquiry } from "../../app/enquiries/enquiries.server";
import { ADMIN, adminQuotationPath } from "../../app/http/paths";
import { SETTINGS_TEXT } from "../../app/quotations/quotation-settings-schema";
import { DEMO_SALESPERSON } from "../../app/seed/demo-sales.server";
import type { HttpClient } from "../../app/test/http-client";
import { readPdf } from "../../app/test/pdf-text";
import { newAdmin, newUser, shopTest, signIn, type TestShop } from "../../app/test/test-shop";
import { formFields } from "../../scripts/form-fields";

/**
 * A sales team over HTTP (issue 38): a salesperson signs in as themselves and
 * works on their own leads and quotations; every other admin page and action
 * refuses them on the server, each refusal tested here; an admin invites them
 * with a link; the quotation settings refuse bad input; and the demo shop's
 * salesperson and quotation (UPI QR, HSN summary) are there for a newcomer.
 */

const test = shopTest();

let counter = 0;

/** A salesperson record (Gujarat) and its account, signed in on `client`. */
async function newSalesperson(shop: TestShop, client: HttpClient, name = "Sales") {
  counter++;
  const person = await shop.signInAs(client, "salesperson", `sales${counter}`);
  const added = await addSalesperson(
    shop.db,
    SYSTEM_ACTOR,
    salespersonSchema.parse({ name: `${name} ${counter}`, whatsapp: "9825041231" }),
  );
  if (!added.ok || added.id === null) throw new Error(added.message);
  await shop.db
    .updateTable("salesperson")
    .set({ user_id: person.id, active: 1 })
    .where("id", "=", added.id)
    .execute();
  // No area at all would cover everywhere: one state nobody here enquires from keeps it to its own.
  await shop.db
    .insertInto("salesperson_area")
    .values({ salesperson_id: added.id, state_code: "37", district: null })
    .execute();
  return { ...person, salespersonId: added.id };
}

/** A lead owned by `ownerId`, with a unique e-mail. */
async function leadOf(shop: TestShop, ownerId: number, tag: string) {
  const saved = await saveEnquiry(shop.db, {
    kind: "contact",
    name: `Lead ${tag}`,
    email: `${tag}@lead.example`,
    phone: "9898012345",
  });
  await shop.db
    .updateTable("enquiry")
    .set({ salesperson_id: ownerId })
    .where("id", "=", saved.id)
    .execute();
  return { id: saved.id, reference: saved.reference };
}

const goesToSignIn = async (res: { status(): number; headers(): Record<string, string> }) => {
  expect(res.status()).toBe(302);
  expect(res.headers().location ?? "").toMatch(/^\/sign-in\?redirectTo=.*&need=admin$/);
};

/** Every admin page that is not a salesperson's, and a post to each that has an action. */
async function adminOnly(shop: TestShop): Promise<{ url: string; post: boolean }[]> {
  const { id } = await shop.row<{ id: string }>("SELECT id FROM product ORDER BY id LIMIT 1");
  const { id: category } = await shop.row<{ id: number }>(
    "SELECT id FROM category ORDER BY id LIMIT 1",
  );
  return [
    { url: "/AddProductPage", post: true },
    { url: `/update-product/${id}`, post: true },
    { url: "/AddUpdateImage", post: true },
    { url: ADMIN.orders, post: true },
    { url: ADMIN.audit, post: false },
    { url: ADMIN.people, post: true },
    { url: ADMIN.productImport, post: true },
    { url: ADMIN.bulk, post: true },
    { url: ADMIN.media, post: false },
    { url: ADMIN.translations, post: false },
    { url: `/admin/translations/product/${id}`, post: true },
    { url: `/admin/translations/category/${category}`, post: true },
    { url: ADMIN.searchWords, post: true },
    { url: ADMIN.salespeople, post: true },
    { url: ADMIN.taxRates, post: true },
    { url: ADMIN.quotationSettings, post: true },
    { url: ADMIN.productsCsv, post: false },
  ];
}

describe("a salesperson's account", () => {
  test("is refused every page and action that is not theirs: the catalogue, settings, people, salespeople", async ({
    shop,
    request,
  }) => {
    const me = await newSalesperson(shop, request);
    const before = await shop.rows(
      `SELECT (SELECT count(*) FROM product) AS products, (SELECT count(*) FROM salesperson) AS salespeople,
              (SELECT count(*) FROM tax_rate) AS rates, (SELECT count(*) FROM quotation_settings) AS settings,
              (SELECT role FROM "user" WHERE id = ?) AS role`,
      me.id,
    );
    for (const { url, post } of await adminOnly(shop)) {
      await goesToSignIn(await request.get(url, { maxRedirects: 0 }));
      if (post)
        await goesToSignIn(
          await request.post(url, {
            form: {
              intent: url === ADMIN.people ? "promote" : "add",
              userId: me.id,
              name: "Forged",
              whatsapp: "9825041230",
              hsn: "8413",
              rate: "5",
              from: "2026-01-01",
              upiId: "forged@bank",
              title: "Forged",
              price: "1",
            },
            maxRedirects: 0,
          }),
        );
    }
    // Deleting a product from the dashboard's list is the admin's, whatever the page is.
    const { id } = await shop.row<{ id: string }>("SELECT id FROM product ORDER BY id LIMIT 1");
    await goesToSignIn(
      await request.post("/admin", {
        form: { intent: "delete-product", id },
        maxRedirects: 0,
      }),
    );
    // The admin's JSON APIs: an upload, the memory report.
    expect((await request.get("/admin/memory.json")).status()).toBe(403);
    const upload = await request.post("/api/media", {
      multipart: {
        upload_preset: "images",
        file: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") },
      },
    });
    expect(upload.status()).toBe(403);
    expect(
      await shop.rows(
        `SELECT (SELECT count(*) FROM product) AS products, (SELECT count(*) FROM salesperson) AS salespeople,
                (SELECT count(*) FROM tax_rate) AS rates, (SELECT count(*) FROM quotation_settings) AS settings,
                (SELECT role FROM "user" WHERE id = ?) AS role`,
        me.id,
      ),
    ).toEqual(before);
  });

  test("sees their own leads and quotations only, and cannot touch another's", async ({
    shop,
    request,
  }) => {
    const me = await newSalesperson(shop, request, "Ravi");
    const other = shop.client();
    const them = await newSalesperson(shop, other, "Sunil");
    const mine = await leadOf(shop, me.salespersonId, `mine${counter}`);
    const theirs = await leadOf(shop, them.salespersonId, `theirs${counter}`);

    // The inbox and its CSV: theirs are not there, whatever the owner filter says.
    const inbox = await (await request.get(`${ADMIN.leads}?owner=${them.salespersonId}`)).text();
    expect(inbox).toContain(mine.reference);
    expect(inbox).not.toContain(theirs.reference);
    expect(inbox).not.toContain(`Owner of ${mine.reference}`);
    const csv = await (await request.get(`${ADMIN.leadsCsv}?owner=none`)).text();
    expect(csv).toContain(`mine${counter}@lead.example`);
    expect(csv).not.toContain(`theirs${counter}@lead.example`);

    // Their lead: no status change, no re-assigning (not even one's own), no quotation.
    const status = await request.post(ADMIN.leads, {
      form: { intent: "status", id: String(theirs.id), status: "closed" },
    });
    expect(status.status()).toBe(403);
    const assign = await request.post(ADMIN.leads, {
      form: { intent: "owner", id: String(mine.id), owner: String(me.salespersonId) },
    });
    expect(assign.status()).toBe(403);
    const quote = await request.post(ADMIN.quotations, {
      form: { intent: "create", enquiry: String(theirs.id) },
      maxRedirects: 0,
    });
    expect(quote.status()).toBe(403);
    expect(
      await shop.rows("SELECT status, salesperson_id FROM enquiry WHERE id = ?", theirs.id),
    ).toEqual([{ status: "new", salesperson_id: them.salespersonId }]);
    expect(
      Number(
        (
          await shop.row<{ n: number }>(
            "SELECT count(*) AS n FROM quotation WHERE enquiry_id = ?",
            theirs.id,
          )
        ).n,
      ),
    ).toBe(0);

    // Their quotation: not shown, not changed.
    const theirQuote = await other.post(ADMIN.quotations, {
      form: { intent: "create", enquiry: String(theirs.id) },
      maxRedirects: 0,
    });
    expect(theirQuote.status()).toBe(302);
    const theirPath = theirQuote.headers().location ?? "";
    expect((await request.get(theirPath, { maxRedirects: 0 })).status()).toBe(403);
    const before = await shop.rows(
      "SELECT status, updated_at FROM quotation WHERE id = ?",
      Number(theirPath.split("/").at(-1)),
    );
    for (const intent of ["send", "save", "revise", "convert", "duplicate"]) {
      const res = await request.post(theirPath, { form: { intent }, maxRedirects: 0 });
      expect([400, 403], intent).toContain(res.status());
    }
    expect(
      await shop.rows(
        "SELECT status, updated_at FROM quotation WHERE id = ?",
        Number(theirPath.split("/").at(-1)),
      ),
    ).toEqual(before);

    // Their own: a lead becomes a quotation, sent in their name.
    const made = await request.post(ADMIN.quotations, {
      form: { intent: "create", enquiry: String(mine.id) },
      maxRedirects: 0,
    });
    expect(made.status()).toBe(302);
    const editor = made.headers().location ?? "";
    const fields = new URLSearchParams(
      formFields(await (await request.get(editor)).text(), 'value="send"'),
    );
    const { id: product } = await shop.row<{ id: string }>(
      "SELECT id FROM product WHERE hsn IS NOT NULL ORDER BY id LIMIT 1",
    );
    fields.set("line-0-product", product);
    fields.set("line-0-quantity", "2");
    fields.set("intent", "send");
    const sent = await request.post(editor, {
      data: fields.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    const audit = await shop.rows<{ actor_email: string; action: string }>(
      "SELECT actor_email, action FROM audit_log WHERE target_type = 'quotation' AND target_id = ? ORDER BY id",
      editor.split("/").at(-1),
    );
    expect(audit.map((a) => a.action)).toEqual([
      "quotation.create",
      "quotation.update",
      "quotation.send",
    ]);
    expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set([me.email]));
    const list = await (await request.get(ADMIN.quotations)).text();
    expect(list).toContain(`Lead mine${counter}`);
    expect(list).not.toContain(`Lead theirs${counter}`);

    // The product list for a line: staff only.
    const found = await request.get(`${ADMIN.quotationProducts}?q=${encodeURIComponent("8413")}`);
    expect(found.status()).toBe(200);
    expect(((await found.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    const stranger = shop.client();
    expect((await stranger.get(`${ADMIN.quotationProducts}?q=pump`)).status()).toBe(401);
    await newUser(shop, stranger);
    expect((await stranger.get(`${ADMIN.quotationProducts}?q=pump`)).status()).toBe(403);
    await Promise.all([other.dispose(), stranger.dispose()]);
  });

  test("is shut out when the salesperson is deactivated or has no salesperson record", async ({
    shop,
    request,
  }) => {
    const me = await newSalesperson(shop, request);
    expect((await request.get(ADMIN.leads, { maxRedirects: 0 })).status()).toBe(200);
    await shop.db
      .updateTable("salesperson")
      .set({ active: 0 })
      .where("id", "=", me.salespersonId)
      .execute();
    for (const url of [ADMIN.dashboard, ADMIN.leads, ADMIN.quotations])
      await goesToSignIn(await request.get(url, { maxRedirects: 0 }));
    const lone = shop.client();
    await shop.signInAs(lone, "salesperson", "unlinked");
    await goesToSignIn(await lone.get(ADMIN.dashboard, { maxRedirects: 0 }));
    await lone.dispose();
  });
});

describe("inviting a salesperson", () => {
  test("an admin's invitation makes an account and a link; the salesperson sets a password and signs in", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    counter++;
    const email = `invited${counter}.${Date.now().toString(36)}@sales.example`;
    const added = await addSalesperson(
      shop.db,
      SYSTEM_ACTOR,
      salespersonSchema.parse({ name: `Invited ${counter}`, whatsapp: "9825041231", email }),
    );
    if (!added.ok || added.id === null) throw new Error(added.message);
    const invited = await request.post(ADMIN.salespeople, {
      form: { intent: "invite", id: String(added.id) },
    });
    expect(invited.status()).toBe(200);
    const link = /(http[^"<\s]*\/reset-password\/[A-Za-z0-9_-]+)/.exec(await invited.text())?.[1];
    expect(link).toBeTruthy();
    // The link's page, then a new password through it.
    const path = new URL(link ?? "").pathname;
    const person = shop.client();
    expect((await person.get(path)).status()).toBe(200);
    const set = await person.post(path, {
      form: { password: "invited-password", confirm: "invited-password" },
      maxRedirects: 0,
    });
    expect([200, 302]).toContain(set.status());
    await signIn(person, { email, password: "invited-password" });
    const home = await person.get("/sign-in", { maxRedirects: 0 });
    expect(home.headers().location).toBe(ADMIN.dashboard);
    const dashboard = await person.get(ADMIN.dashboard);
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.text()).toContain("Your sales");
    // Used once: the link is spent.
    const again = await shop.client().post(path, {
      form: { password: "another-password", confirm: "another-password" },
      maxRedirects: 0,
    });
    expect(await again.text()).not.toContain("another-password");
    await person.dispose();
  });
});

describe("the quotation settings", () => {
  test("refuse a UPI ID or IFSC of the wrong shape beside the field, changing nothing; take good ones", async ({
    shop,
    request,
  }) => {
    await newAdmin(shop, request);
    const before = await shop.rows("SELECT * FROM quotation_settings");
    const bad = await request.post(ADMIN.quotationSettings, {
      form: {
        upiId: "sabarmatipumps",
        ifsc: "HDFC1234",
        accountName: "A",
        bankName: "B",
        accountNumber: "123456789",
      },
    });
    expect(bad.status()).toBe(400);
    const text = await bad.text();
    expect(text).toContain(SETTINGS_TEXT.upiInvalid.replace(/'/g, "&#x27;"));
    expect(await shop.rows("SELECT * FROM quotation_settings")).toEqual(before);
    const good = await request.post(ADMIN.quotationSettings, {
      form: {
        upiId: "sabarmatipumps@demobank",
        ifsc: "hdfc0001234",
        accountName: "Sabarmati Pumps",
        bankName: "Demo Bank",
        accountNumber: "50200012345678",
      },
      maxRedirects: 0,
    });
    expect(good.status()).toBe(302);
    expect(await shop.rows("SELECT upi_id, bank_ifsc FROM quotation_settings")).toEqual([
      { upi_id: "sabarmatipumps@demobank", bank_ifsc: "HDFC0001234" },
    ]);
  });
});

describe("the demo shop's sales team", () => {
  test("the demo salesperson signs in with the README's password, and the demo quotation carries the HSN summary and a UPI QR", async ({
    shop,
    request,
  }) => {
    await signIn(request, { email: DEMO_SALESPERSON.email, password: DEMO_SALESPERSON.password });
    const leads = await (await request.get(ADMIN.leads)).text();
    expect(leads).toContain("Navrang Agro Traders");
    const q = await shop.row<{ id: number; token: string; number: string; status: string }>(
      "SELECT q.id, q.token, q.number, q.status FROM quotation q JOIN salesperson s ON s.id = q.salesperson_id WHERE s.email = ? ORDER BY q.id LIMIT 1",
      DEMO_SALESPERSON.email,
    );
    expect(q.status).toBe("sent");
    expect(q.number).toMatch(/^Q\/\d{4}-\d{2}\/\d{4}$/);
    const page = await request.get(adminQuotationPath(q.id));
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(`/q/${q.token}`);
    const pdf = await readPdf(
      await (await shop.client().get(`/q/${q.token}/quotation.pdf`)).body(),
    );
    expect(pdf.text).toContain("HSN/SAC summary");
    expect(pdf.text).toContain("Demo Bank");
    expect(pdf.links.some((l) => l.startsWith("upi://pay?pa=sabarmatipumps%40demobank&pn="))).toBe(
      true,
    );
    expect(pdf.links.some((l) => l.includes(`tn=${encodeURIComponent(q.number)}`))).toBe(true);
    // The customer's page: the per-line tax on a phone's blocks, the UPI QR and the pay link.
    const customer = await (await shop.client().get(`/q/${q.token}`)).text();
    expect(customer).toContain('data-testid="line-tax"');
    expect(customer).toContain('data-testid="upi-qr"');
    expect(customer).toContain("upi://pay?pa=sabarmatipumps%40demobank");
  });

  test("a dealer from PIN 380001 goes to the salesperson who covers Ahmedabad", async ({
    shop,
    request,
  }) => {
    const { id: category } = await shop.row<{ id: number }>(
      "SELECT id FROM category ORDER BY id LIMIT 1",
    );
    const email = `ahmedabad.${Date.now().toString(36)}@dealer.example`;
    const res = await request.post("/dealer", {
      form: {
        firmName: "Sabar Pumps",
        contactName: "Jignesh Shah",
        phone: "98250 11111",
        email,
        gstin: "",
        pin: "380001",
        territory: "Ahmedabad",
        categories: String(category),
        volume: "lt10",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    // WhatsApp opens Ravi's number, not the business number.
    expect(res.headers().location ?? "").toContain("wa.me/919825041231");
    const lead = await shop.row<{ name: string }>(
      "SELECT s.name FROM enquiry e JOIN salesperson s ON s.id = e.salesperson_id WHERE e.email = ?",
      email,
    );
    expect(lead.name).toBe(DEMO_SALESPERSON.name);
  });
});
