import { beforeEach, describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { smtpMailer } from "~/outbox/mail.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { readyMadeKinds } from "~/outbox/ready-made.server";
import { deliverDueMessages } from "~/outbox/worker.server";
import { lookupPin, pinCoordinate } from "~/places/pincode.server";
import { readMail, startLocalSmtp } from "~/test/local-smtp";
import { jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import { moveRequest } from "./admin/queue.server";
import type { PostedForm } from "./posted-form.server";
import { addCustomerNote, raiseServiceRequest, trackRequest } from "./service-requests.server";
import { registerWarranty, serialPage } from "./warranty.server";

/**
 * Warranty registration and service requests as customers make them, on
 * SQLite and PostgreSQL: stored once, refused with the field named, routed,
 * alerted in the same transaction, and followed by a link that names nobody.
 */

const t = setupTempData();
const TODAY = "2026-11-20";

let pumpId: string;

const posted = (fields: Record<string, string>, files: Buffer[] = []): PostedForm => ({
  fields,
  files,
  oversize: false,
  tooMany: false,
});

let key = 0;
const submission = () => `test-submission-${String(++key).padStart(6, "0")}`;

const registration = (fields: Record<string, string> = {}) =>
  posted({
    serial: "SP26-000101",
    name: "Ramesh Patel",
    phone: "98250 12345",
    pin: "380001",
    installedOn: "2026-10-01",
    dealer: "",
    submission: submission(),
    ...fields,
  });

const request = (fields: Record<string, string> = {}) =>
  posted({
    serial: "SP26-000101",
    model: "",
    symptom: "trips",
    note: "Trips after ten minutes",
    name: "Ramesh Patel",
    phone: "98250 12345",
    pin: "380001",
    submission: submission(),
    ...fields,
  });

beforeEach(async () => {
  const { id: category } = await insertCategory(t.db, {
    name: "Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  });
  pumpId = "v4-pump";
  await t.db
    .insertInto("product")
    .values({
      id: pumpId,
      title: "V4 1 HP pump",
      price_paise: 100,
      best_sell: 0,
      review_count: 0,
      star: 4,
      description: "",
      specification: "",
      features: "",
      created_at: 1,
      updated_at: 1,
    })
    .execute();
  await t.db
    .insertInto("product_category")
    .values({ product_id: pumpId, position: 1, category_id: category, subcategory_id: null })
    .execute();
  const place = lookupPin("382330");
  const at = pinCoordinate("382330");
  const { id: point } = await t.db
    .insertInto("service_point")
    .values({
      name: "Naroda Works",
      kind: "service",
      pin: "382330",
      district: place?.district ?? "",
      state: place?.state ?? "",
      state_code: place?.stateCode ?? "",
      lat: at?.lat ?? null,
      lon: at?.lon ?? null,
      email: "naroda@service.test",
      created_at: 1,
      updated_at: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("serial_unit")
    .values([
      {
        serial: "SP26-000101",
        product_id: pumpId,
        model: "V4 1 HP pump",
        dispatched_on: "2026-09-15",
        dealer_id: point,
        replaces: null,
        created_at: 1,
      },
      {
        serial: "SP26-000102",
        product_id: pumpId,
        model: "V4 1 HP pump",
        dispatched_on: "2026-09-15",
        dealer_id: null,
        replaces: "SP26-000101",
        created_at: 1,
      },
    ])
    .execute();
  await t.db
    .insertInto("warranty_rule")
    .values({
      category_id: null,
      effective_from: "2024-04-01",
      months_from_install: 12,
      months_from_dispatch: 18,
      bonus_months: 6,
      bonus_within_days: 30,
      created_at: 1,
      updated_at: 1,
    })
    .execute();
});

const count = async (
  table: "warranty_registration" | "service_request" | "service_request_event",
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("warranty registration", () => {
  it("stores the end date and why, and the serial's page says it without the customer", async () => {
    const r = await registerWarranty(t.db, t.storage, registration(), "gu", TODAY);
    expect(r).toEqual({ ok: true, serial: "SP26-000101", status: "registered" });
    const page = await serialPage(t.db, "SP26-000101", "gu", TODAY);
    // Registered 50 days after installing: no bonus; 12 months from installation.
    expect(page.warranty).toMatchObject({
      state: "active",
      endsOn: "2027-09-30",
      basis: "install",
      bonusMonths: 0,
    });
    expect(JSON.stringify(page)).not.toContain("Ramesh");
    expect(JSON.stringify(page)).not.toContain("98250");
    const row = await t.db
      .selectFrom("warranty_registration")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      dealer_name: "Naroda Works",
      district: "Ahmadabad",
      language: "gu",
    });
  });

  it("gives the bonus for registering within its days", async () => {
    await registerWarranty(
      t.db,
      t.storage,
      registration({ installedOn: "2026-11-01" }),
      "en",
      TODAY,
    );
    const page = await serialPage(t.db, "SP26-000101", "en", TODAY);
    // 19 days after installing: 12 + 6 months from installation (the cap, 18 + 6 from dispatch, is later).
    expect(page.warranty).toMatchObject({
      endsOn: "2028-04-30",
      basis: "install",
      bonusMonths: 6,
    });
  });

  it("makes a repeated post one registration, and refuses another registration politely", async () => {
    const form = registration();
    expect((await registerWarranty(t.db, t.storage, form, "en", TODAY)).ok).toBe(true);
    expect(await registerWarranty(t.db, t.storage, form, "en", TODAY)).toMatchObject({ ok: true });
    const other = await registerWarranty(t.db, t.storage, registration(), "en", TODAY);
    expect(other).toMatchObject({
      ok: false,
      errors: { serial: expect.stringMatching(/registered already/) },
    });
    expect(await count("warranty_registration")).toBe(1);
  });

  it("refuses every bad input with the field named, storing nothing", async () => {
    const bad: [Record<string, string>, string, RegExp][] = [
      [{ serial: "SP/26" }, "serial", /4 to 32 letters/],
      [{ installedOn: "2026-02-30" }, "installedOn", /not a date/],
      [{ installedOn: "31/02/2026" }, "installedOn", /not a date/],
      [{ installedOn: "2026-11-21" }, "installedOn", /future/],
      [{ installedOn: "1999-12-31" }, "installedOn", /too long ago/],
      [{ installedOn: "2026-09-01" }, "installedOn", /left our factory on 15 September 2026/],
      [{ pin: "38001" }, "pin", /six digits/],
      [{ pin: "999999" }, "pin", /not in India Post/],
      [{ name: "" }, "name", /required/],
      [{ phone: "12" }, "phone", /invalid/],
      [{ name: "<b>x</b>" }, "name", /markup/],
      [{ submission: "" }, "submission", /out of date/],
    ];
    for (const [fields, field, message] of bad) {
      const r = await registerWarranty(t.db, t.storage, registration(fields), "en", TODAY);
      expect(r.ok, JSON.stringify(fields)).toBe(false);
      if (!r.ok)
        expect((r.errors as Record<string, string>)[field], JSON.stringify(fields)).toMatch(
          message,
        );
    }
    const oversize = await registerWarranty(
      t.db,
      t.storage,
      { ...registration(), oversize: true },
      "en",
      TODAY,
    );
    expect(oversize).toMatchObject({
      ok: false,
      errors: { invoice: expect.stringMatching(/5 MB/) },
    });
    const notImage = await registerWarranty(t.db, t.storage, registration({}), "en", TODAY).then(
      () =>
        registerWarranty(
          t.db,
          t.storage,
          {
            ...registration({ serial: "SP26-000102" }),
            files: [Buffer.from("%PDF-1.4 not a photo")],
          },
          "en",
          TODAY,
        ),
    );
    expect(notImage).toMatchObject({
      ok: false,
      errors: { invoice: expect.stringMatching(/JPEG, PNG or WebP/) },
    });
    expect(await count("warranty_registration")).toBe(1);
  });

  it("stores an unknown serial for review, with its invoice photo", async () => {
    const r = await registerWarranty(
      t.db,
      t.storage,
      { ...registration({ serial: "XX99-1234" }), files: [await jpegBytes()] },
      "en",
      TODAY,
    );
    expect(r).toEqual({ ok: true, serial: "XX99-1234", status: "review" });
    const page = await serialPage(t.db, "XX99-1234", "en", TODAY);
    expect(page).toMatchObject({ known: false, warranty: { state: "review" } });
    const row = await t.db
      .selectFrom("warranty_registration")
      .select(["invoice_media_id", "ends_on"])
      .executeTakeFirstOrThrow();
    expect(row.invoice_media_id).toMatch(/^[a-z0-9]+$/);
    expect(row.ends_on).toBeNull();
  });

  it("gives a replacement what was left of the unit it replaced", async () => {
    await registerWarranty(t.db, t.storage, registration(), "en", TODAY);
    await registerWarranty(
      t.db,
      t.storage,
      registration({ serial: "SP26-000102", installedOn: "2026-11-15" }),
      "en",
      TODAY,
    );
    const page = await serialPage(t.db, "SP26-000102", "en", TODAY);
    expect(page.warranty).toMatchObject({
      endsOn: "2027-09-30",
      basis: "replacement",
      replaces: "SP26-000101",
    });
  });
});

describe("service requests", () => {
  it("stores, routes and alerts in one go; the link shows where it stands and no one's name", async () => {
    const r = await raiseServiceRequest(
      t.db,
      t.storage,
      { ...request(), files: [await jpegBytes()] },
      "hi",
      TODAY,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.reference).toMatch(/^SR-\d{5}$/);
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(r.point?.name).toBe("Naroda Works");
    const view = await trackRequest(t.db, r.token, "hi");
    expect(view).toMatchObject({ status: "assigned", serial: "SP26-000101", open: true });
    expect(view?.events.map((e) => e.kind)).toEqual(["created", "assign"]);
    expect(view?.events[0]?.photos).toHaveLength(1);
    expect(JSON.stringify(view)).not.toMatch(/Ramesh|98250/);
    // No alert while neither e-mail nor WhatsApp is on: nothing waits to be sent later.
    expect(await t.db.selectFrom("outbox_message").select("id").execute()).toEqual([]);
    expect(
      await trackRequest(t.db, `${r.token.slice(0, -1)}${r.token.endsWith("x") ? "y" : "x"}`, "hi"),
    ).toBeNull();
  });

  it("makes a repeated post one request", async () => {
    const form = request();
    const a = await raiseServiceRequest(t.db, t.storage, form, "en", TODAY);
    const b = await raiseServiceRequest(t.db, t.storage, form, "en", TODAY);
    expect(a.ok && b.ok && a.token === b.token).toBe(true);
    expect(await count("service_request")).toBe(1);
  });

  it("needs the serial or the model, and refuses what it cannot use", async () => {
    const bad: [Record<string, string>, string, RegExp][] = [
      [{ serial: "" }, "serial", /or choose the model/],
      [{ serial: "ZZ00-0001" }, "serial", /no record of this serial/],
      [{ serial: "", model: "no-such-model" }, "model", /from the list/],
      [{ symptom: "exploded" }, "symptom", /Choose what is wrong/],
      [{ pin: "" }, "pin", /required/],
      [{ note: "a".repeat(1001) }, "note", /too long/],
    ];
    for (const [fields, field, message] of bad) {
      const r = await raiseServiceRequest(t.db, t.storage, request(fields), "en", TODAY);
      expect(r.ok, JSON.stringify(fields)).toBe(false);
      if (!r.ok)
        expect((r.errors as Record<string, string>)[field], JSON.stringify(fields)).toMatch(
          message,
        );
    }
    const tooMany = await raiseServiceRequest(
      t.db,
      t.storage,
      { ...request(), tooMany: true },
      "en",
      TODAY,
    );
    expect(tooMany).toMatchObject({
      ok: false,
      errors: { photos: expect.stringMatching(/At most 3/) },
    });
    expect(await count("service_request")).toBe(0);
    // A model instead of an unknown serial is taken.
    expect(
      (
        await raiseServiceRequest(
          t.db,
          t.storage,
          request({ serial: "", model: pumpId }),
          "en",
          TODAY,
        )
      ).ok,
    ).toBe(true);
  });

  it("takes a customer's note once, until the request is closed", async () => {
    const r = await raiseServiceRequest(t.db, t.storage, request(), "en", TODAY);
    if (!r.ok) throw new Error("refused");
    const note = posted({ note: "Still trips", submission: submission() });
    expect(await addCustomerNote(t.db, t.storage, r.token, note)).toEqual({ ok: true });
    expect(await addCustomerNote(t.db, t.storage, r.token, note)).toEqual({ ok: true });
    expect(
      await addCustomerNote(
        t.db,
        t.storage,
        r.token,
        posted({ note: "", submission: submission() }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await addCustomerNote(t.db, t.storage, "nope-nope-nope-nope-nope", note)).toMatchObject({
      ok: false,
      status: 404,
    });
    const { id } = await t.db.selectFrom("service_request").select("id").executeTakeFirstOrThrow();
    const staff = { id: "staff", name: "Staff", email: "staff@x.test", role: "admin" } as const;
    await moveRequest(t.db, staff, id, {
      status: "closed",
      visitOn: null,
      note: "Fixed",
    });
    expect(
      await addCustomerNote(
        t.db,
        t.storage,
        r.token,
        posted({ note: "Again", submission: submission() }),
      ),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    const view = await trackRequest(t.db, r.token, "en");
    expect(view?.events.filter((e) => e.kind === "note").map((e) => e.note)).toEqual([
      "Still trips",
    ]);
    expect(view?.open).toBe(false);
  });

  it("queues each alert with its event, and the outbox e-mails it to the service point and the shop", async () => {
    const smtp = await startLocalSmtp();
    try {
      const from = "Shop <web@shop.test>";
      await setOutboxConfig(t.db, {
        alertMail: true,
        adminEmails: ["service@shop.test"],
        baseUrl: "https://shop.test",
      });
      const r = await raiseServiceRequest(t.db, t.storage, request(), "gu", TODAY);
      if (!r.ok) throw new Error("refused");
      const sent = await deliverDueMessages(t.db, {
        kinds: readyMadeKinds({ from, alertTemplate: { name: "staff_alert", language: "en" } }),
        channels: {
          email: smtpMailer({
            host: "127.0.0.1",
            port: smtp.port,
            secure: false,
            user: undefined,
            password: undefined,
            from,
          }),
        },
      });
      expect(sent).toEqual({ sent: 2, failed: 0 });
      expect(
        smtp
          .mailbox()
          .map((m) => m.to)
          .sort(),
      ).toEqual([["naroda@service.test"], ["service@shop.test"]]);
      const mail = readMail(smtp.mailbox()[0]?.raw ?? "");
      expect(mail.subject).toContain(`New service request ${r.reference}`);
      expect(mail.text).toContain(`https://shop.test/gu/service/track/${r.token}`);
      expect(
        await t.db.selectFrom("outbox_message").select(["status", "about_type"]).execute(),
      ).toEqual([
        { status: "sent", about_type: "service_request" },
        { status: "sent", about_type: "service_request" },
      ]);
    } finally {
      await smtp.close();
    }
  });
});
