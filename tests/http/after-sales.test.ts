import { describe, expect } from "vitest";
import { indiaDay, indiaDayStart, localDateLong } from "../../app/format/india-time";
import { datasheetPath, productPath, SERVICE_ADMIN, serialQrPath } from "../../app/http/paths";
import { type Locale, localisePath } from "../../app/i18n/locales";
import { m } from "../../app/i18n/paraglide/messages.js";
import { stateName } from "../../app/places/place-names";
import {
  ruleFor,
  shiftDays,
  type WarrantyRule,
  warrantyEnd,
} from "../../app/service/warranty-terms";
import type { HttpClient, HttpResponse } from "../../app/test/http-client";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";
import { formFields } from "../../scripts/form-fields";

/**
 * After the sale over HTTP, as a phone with JavaScript off sees it (issue 40;
 * docs/after-sales.md): the locator by PIN in English, Gujarati and Hindi, a
 * serial's page, warranty registration, a service request with its status
 * link, the rate limits of the public forms, and the staff side's refusals
 * for anyone but an admin. On SQLite and PostgreSQL.
 */

const test = shopTest({
  // Low limits, so a test reaches them in a few posts (each test is its own address).
  RATE_LIMIT_SERVICE_PER_ADDRESS: "12",
  RATE_LIMIT_SERVICE_LOOKUP_PER_ADDRESS: "20",
  SITE_NATIVE_DIGITS: "false",
});

const LOCALES: readonly Locale[] = ["en", "gu", "hi"];
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);
const at = (locale: Locale, path: string) => localisePath(path, locale);

/** The demo's dealer-and-service-point at PIN 380001 (app/seed/service-data.ts). */
const SHAH = { name: "Shah Pump House", tel: "tel:+917925351840", whatsapp: "919825011840" };
/** The demo's V4 pump serials (SP26-000101 … 110), dispatched on 15 September 2026. */
const DEMO_FIRST = "SP26-000101";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
/** A page's markup with React's escapes read back, so messages compare as written. */
async function page(res: HttpResponse): Promise<string> {
  return (await res.text()).replace(
    /&(amp|lt|gt|quot|#x27);/g,
    (_, e: string) => ENTITIES[e] ?? "",
  );
}

const day = (d: string, locale: Locale) =>
  localDateLong(indiaDayStart(d) ?? 0, { locale, nativeDigits: false });

let serials = 0;
/** A serial of the demo's V4 pump made for one test, dispatched `daysAgo` days ago. */
async function newSerial(shop: TestShop, daysAgo: number): Promise<string> {
  serials++;
  const serial = `HT${String(Date.now() % 1e6).padStart(6, "0")}-${serials}${Math.floor(Math.random() * 1e4)}`;
  const demo = await shop.row<{ product_id: string; model: string; dealer_id: number }>(
    "SELECT product_id, model, dealer_id FROM serial_unit WHERE serial = ?",
    DEMO_FIRST,
  );
  await shop.db
    .insertInto("serial_unit")
    .values({
      serial,
      product_id: demo.product_id,
      model: demo.model,
      dispatched_on: shiftDays(indiaDay(Date.now()), -daysAgo),
      dealer_id: demo.dealer_id,
      replaces: null,
      created_at: Date.now(),
    })
    .execute();
  return serial;
}

/** The warranty end the shop's rules give, worked out here with the same pure rules. */
async function expectedEnd(shop: TestShop, serial: string, installedOn: string) {
  const unit = await shop.row<{ product_id: string; dispatched_on: string }>(
    "SELECT product_id, dispatched_on FROM serial_unit WHERE serial = ?",
    serial,
  );
  const category = await shop.row<{ category_id: number } | undefined>(
    "SELECT category_id FROM product_category WHERE product_id = ? ORDER BY position LIMIT 1",
    unit.product_id,
  );
  const rules = await shop.rows<Record<string, unknown>>("SELECT * FROM warranty_rule ORDER BY id");
  const rule = ruleFor(
    rules.map(
      (r): WarrantyRule => ({
        id: Number(r.id),
        categoryId: r.category_id === null ? null : Number(r.category_id),
        effectiveFrom: String(r.effective_from),
        monthsFromInstall: Number(r.months_from_install),
        monthsFromDispatch: r.months_from_dispatch === null ? null : Number(r.months_from_dispatch),
        bonusMonths: Number(r.bonus_months),
        bonusWithinDays: Number(r.bonus_within_days),
      }),
    ),
    category ? Number(category.category_id) : null,
    unit.dispatched_on,
  );
  if (!rule) throw new Error("no warranty rule in the demo");
  return warrantyEnd(rule, {
    dispatchedOn: unit.dispatched_on,
    installedOn,
    registeredOn: indiaDay(Date.now()),
  });
}

/** Where a page's form posts, as the browser reads its action. */
function formAction(html: string, marker: string): string {
  const tag = html.slice(html.lastIndexOf("<form", html.indexOf(marker)));
  const action = /^<form[^>]*\saction="([^"]*)"/.exec(tag)?.[1];
  if (action === undefined) throw new Error(`the form with ${marker} has no action`);
  return action.replace(/&amp;/g, "&");
}

/** The registration form of `serial` as the page gives it: where it posts, and filled in. */
async function registrationForm(
  client: HttpClient,
  locale: Locale,
  serial: string,
  fields: Record<string, string>,
): Promise<{ action: string; form: Record<string, string> }> {
  const res = await client.get(`${at(locale, `/u/${serial}`)}?register`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const form = Object.fromEntries(formFields(html, 'data-testid="warranty-form"'));
  return { action: formAction(html, 'data-testid="warranty-form"'), form: { ...form, ...fields } };
}

const person = () => {
  const n = Math.floor(Math.random() * 1e5);
  return { name: `Bhavesh Tester${n}`, phone: `98250 ${String(n).padStart(5, "0")}` };
};

describe("the locator, with JavaScript off", () => {
  test("lists the nearest to PIN 380001 in each language, with call, WhatsApp and directions", async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      const res = await request.get(`${at(locale, "/service")}?pin=380001`);
      expect(res.status(), locale).toBe(200);
      const html = await page(res);
      expect(html).toContain(`<html lang="${locale}-IN"`);
      expect(html).toContain(m.service_basis_distance({}, { locale }));
      const results = html.slice(html.indexOf('data-testid="locator-results"'));
      const first = results.slice(0, results.indexOf("</li>"));
      expect(first).toContain(SHAH.name);
      expect(first).toContain(`href="${SHAH.tel}"`);
      expect(first).toContain(`href="https://wa.me/${SHAH.whatsapp}"`);
      expect(first).toContain('href="https://www.google.com/maps/dir/?api=1&destination=');
      expect(first).toContain(m.service_distance_km({ km: "1" }, { locale }));
    }
  });

  test("reads the PIN in Gujarati and Devanagari digits", async ({ request }) => {
    for (const [locale, pin] of [
      ["gu", "૩૮૦૦૦૧"],
      ["hi", "३८०००१"],
      ["en", "३८० ००१"],
    ] as const) {
      const res = await request.get(`${at(locale, "/service")}?pin=${encodeURIComponent(pin)}`);
      expect(res.status(), pin).toBe(200);
      const html = await page(res);
      expect(html).toContain(m.service_basis_distance({}, { locale }));
      expect(html.slice(html.indexOf('data-testid="service-point"'))).toContain(SHAH.name);
    }
  });

  test("answers an unknown or malformed PIN with a clear message and the state's list", async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      for (const [typed, message] of [
        ["12ab", m.service_pin_malformed({ typed: "12ab" }, { locale })],
        ["38001", m.service_pin_malformed({ typed: "38001" }, { locale })],
        ["999999", m.service_pin_not_found({ pin: "999999" }, { locale })],
      ] as const) {
        const res = await request.get(`${at(locale, "/service")}?pin=${typed}`);
        expect(res.status(), `${locale} ${typed}`).toBe(400);
        const html = await page(res);
        const problem = html.slice(html.indexOf('data-testid="locator-problem"'));
        expect(problem.slice(0, problem.indexOf("</p>"))).toContain(message);
        // The shop's own state (its GSTIN's, Gujarat) when the PIN says none.
        if (typed !== "999999")
          expect(html).toContain(
            m.service_state_title({ state: stateName("24", "Gujarat", locale) }, { locale }),
          );
        expect(html).toContain('data-testid="service-point"');
      }
    }
  });

  test("gives its results as schema.org LocalBusiness data", async ({ request }) => {
    const html = await (await request.get("/service?pin=380001")).text();
    const lists = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((s) => JSON.parse(s[1] ?? "null"))
      .filter((d) => d?.["@type"] === "ItemList");
    expect(lists).toHaveLength(1);
    const items = lists[0].itemListElement.map((e: { item: Record<string, unknown> }) => e.item);
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toMatchObject({
      "@type": "LocalBusiness",
      name: SHAH.name,
      address: { "@type": "PostalAddress", postalCode: "380001", addressCountry: "IN" },
    });
    for (const item of items) expect(item["@type"]).toBe("LocalBusiness");
    // The bare page, asked nothing, lists nobody and is indexed.
    const bare = await (await request.get("/service")).text();
    expect(bare).not.toContain('"@type":"ItemList"');
    expect(bare).not.toContain("noindex");
  });

  test("sends a well-formed serial to its page, and says what is wrong with another", async ({
    request,
  }) => {
    const to = await request.get("/gu/service?serial=sp26-૦૦૦૧૦૧", { maxRedirects: 0 });
    expect(to.status()).toBe(302);
    expect(to.headers().location).toBe("/gu/u/SP26-000101");
    const bad = await request.get("/hi/service?serial=%3Cb%3E");
    expect(bad.status()).toBe(400);
    expect(await page(bad)).toContain(m.service_serial_invalid({}, { locale: "hi" }));
  });
});

describe("a serial's page", () => {
  test("shows a demo serial's model, datasheet and warranty in each language, in 30 KB, naming nobody", async ({
    shop,
    request,
  }) => {
    const serial = "SP26-000109";
    const who = person();
    const { action, form } = await registrationForm(request, "en", serial, {
      ...who,
      pin: "380001",
      installedOn: shiftDays(indiaDay(Date.now()), -3),
    });
    // React Router writes the page's own address, its ?register kept.
    expect(action).toBe(`/u/${serial}?register=`);
    const posted = await request.post(action, { multipart: form, maxRedirects: 0 });
    expect(posted.status()).toBe(303);
    const { product_id } = await shop.row<{ product_id: string }>(
      "SELECT product_id FROM serial_unit WHERE serial = ?",
      serial,
    );
    const { ends_on } = await shop.row<{ ends_on: string }>(
      "SELECT ends_on FROM warranty_registration WHERE serial = ?",
      serial,
    );
    for (const locale of LOCALES) {
      const res = await request.get(at(locale, `/u/${serial}`));
      expect(res.status()).toBe(200);
      const body = await res.body();
      expect(body.length, `${locale}: ${body.length} bytes`).toBeLessThanOrEqual(30 * 1024);
      const html = await page(res);
      expect(html).toContain(`href="${at(locale, productPath(product_id))}"`);
      expect(html).toContain(`href="${at(locale, datasheetPath(product_id))}"`);
      expect(html).toContain(m.service_warranty_active({ day: day(ends_on, locale) }, { locale }));
      expect(html).toContain(
        m.service_dispatched_on({ day: day("2026-09-15", locale) }, { locale }),
      );
      expect(html).not.toContain(who.name);
      expect(html).not.toContain(who.phone);
      expect(html).not.toContain(who.phone.replace(/\D/g, ""));
    }
    // An unregistered one offers the registration; another spelling goes to the nameplate's.
    const fresh = await page(await request.get("/hi/u/SP26-000110"));
    expect(fresh).toContain(m.service_warranty_none({}, { locale: "hi" }));
    expect(fresh).toContain('href="/hi/u/SP26-000110?register"');
    const lower = await request.get("/gu/u/sp26-000110?register", { maxRedirects: 0 });
    expect(lower.status()).toBe(301);
    expect(lower.headers().location).toMatch(/^\/gu\/u\/SP26-000110\?register=?$/);
    expect((await request.get("/u/NOT%2FA%2FSERIAL")).status()).toBe(404);
  });
});

describe("warranty registration, by form post", () => {
  test("is stored, then the page says when the warranty ends and why", async ({
    shop,
    request,
  }) => {
    for (const locale of ["en", "gu"] as const) {
      const serial = await newSerial(shop, 40);
      const installedOn = shiftDays(indiaDay(Date.now()), -10);
      const { action, form } = await registrationForm(request, locale, serial, {
        ...person(),
        pin: "૩૮૦૦૦૧",
        installedOn,
      });
      const res = await request.post(action, { multipart: form, maxRedirects: 0 });
      expect(res.status()).toBe(303);
      expect(res.headers().location).toBe(`${at(locale, `/u/${serial}`)}?registered`);
      const end = await expectedEnd(shop, serial, installedOn);
      const row = await shop.row<Record<string, unknown>>(
        "SELECT status, ends_on, basis, bonus_months, language, pin FROM warranty_registration WHERE serial = ?",
        serial,
      );
      expect(row).toMatchObject({
        status: "registered",
        ends_on: end.endsOn,
        basis: end.basis,
        language: locale,
        pin: "380001",
      });
      expect(Number(row.bonus_months)).toBe(end.bonusMonths);
      expect(end.bonusMonths).toBeGreaterThan(0);
      const html = await page(await request.get(res.headers().location ?? ""));
      expect(html).toContain(m.service_registered_banner({}, { locale }));
      expect(html).toContain(
        m.service_warranty_active({ day: day(end.endsOn, locale) }, { locale }),
      );
      const why = html.slice(html.indexOf('data-testid="warranty-why"'));
      expect(why).toContain(
        m.service_why_install(
          { months: String(end.termMonths), day: day(installedOn, locale) },
          { locale },
        ),
      );
      expect(why).toContain(m.service_why_bonus({ months: String(end.bonusMonths) }, { locale }));
    }
  });

  test("makes a repeated post one record, and refuses the serial registered already, politely", async ({
    shop,
    request,
  }) => {
    const serial = await newSerial(shop, 30);
    const { action, form } = await registrationForm(request, "hi", serial, {
      ...person(),
      pin: "360001",
      installedOn: shiftDays(indiaDay(Date.now()), -5),
    });
    for (let i = 0; i < 2; i++) {
      const res = await request.post(action, { multipart: form, maxRedirects: 0 });
      expect(res.status()).toBe(303);
    }
    const { n } = await shop.row<{ n: number }>(
      "SELECT count(*) AS n FROM warranty_registration WHERE serial = ?",
      serial,
    );
    expect(Number(n)).toBe(1);
    // Another form for it: the page says so, and a post is refused with how to correct it.
    const again = await page(await request.get(`${at("hi", `/u/${serial}`)}?register`));
    expect(again).toContain(m.service_already_registered({}, { locale: "hi" }));
    const other = { ...form, ...person(), submission: `another-${Date.now()}-submission` };
    const refused = await request.post(action, { multipart: other, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await page(refused)).toContain(m.service_already_registered({}, { locale: "hi" }));
    const { name } = await shop.row<{ name: string }>(
      "SELECT name FROM warranty_registration WHERE serial = ?",
      serial,
    );
    expect(name).toBe(form.name);
  });

  test("keeps a serial we have no record of, for review", async ({ shop, request }) => {
    const serial = `ZZ${Date.now() % 1e8}`;
    const unknown = await page(await request.get(`/gu/u/${serial}`));
    expect(unknown).toContain(m.service_serial_unknown_title({ serial }, { locale: "gu" }));
    const { action, form } = await registrationForm(request, "gu", serial, {
      ...person(),
      pin: "380001",
      installedOn: shiftDays(indiaDay(Date.now()), -2),
    });
    const res = await request.post(action, { multipart: form, maxRedirects: 0 });
    expect(res.status()).toBe(303);
    expect(res.headers().location).toBe(`/gu/u/${serial}?review`);
    const row = await shop.row<{ status: string; ends_on: string | null }>(
      "SELECT status, ends_on FROM warranty_registration WHERE serial = ?",
      serial,
    );
    expect(row).toEqual({ status: "review", ends_on: null });
    const html = await page(await request.get(res.headers().location ?? ""));
    expect(html).toContain(m.service_review_banner({}, { locale: "gu" }));
    expect(html).toContain(m.service_warranty_review_body({}, { locale: "gu" }));
  });

  test("refuses a future installation date and one before dispatch, beside the field, storing nothing", async ({
    shop,
    request,
  }) => {
    const today = indiaDay(Date.now());
    const serial = await newSerial(shop, 10);
    const who = person();
    for (const [locale, installedOn, message] of [
      ["en", shiftDays(today, 1), m.service_installed_future({}, { locale: "en" })],
      ["gu", shiftDays(today, 30), m.service_installed_future({}, { locale: "gu" })],
      [
        "en",
        shiftDays(today, -20),
        m.service_installed_before_dispatch(
          { day: day(shiftDays(today, -10), "en") },
          { locale: "en" },
        ),
      ],
      [
        "hi",
        shiftDays(today, -20),
        m.service_installed_before_dispatch(
          { day: day(shiftDays(today, -10), "hi") },
          { locale: "hi" },
        ),
      ],
      ["en", "2026-02-30", m.service_installed_invalid({}, { locale: "en" })],
    ] as const) {
      const { action, form } = await registrationForm(request, locale, serial, {
        ...who,
        pin: "380001",
        installedOn,
      });
      const res = await request.post(action, { multipart: form, maxRedirects: 0 });
      expect(res.status(), installedOn).toBe(400);
      const html = await page(res);
      // The message beside the field it is about, and what was typed kept.
      const field = html.slice(html.indexOf('name="installedOn"') - 400);
      expect(field.slice(0, 1500)).toContain(message);
      expect(field.slice(0, 600)).toContain('aria-invalid="true"');
      expect(html).toContain(`value="${who.name}"`);
    }
    const { n } = await shop.row<{ n: number }>(
      "SELECT count(*) AS n FROM warranty_registration WHERE serial = ?",
      serial,
    );
    expect(Number(n)).toBe(0);
  });
});

/** A service request raised on the form at `locale`: the status link's path and its token. */
async function raise(client: HttpClient, locale: Locale, fields: Record<string, string> = {}) {
  const res = await client.get(`${at(locale, "/service/request")}?serial=${DEMO_FIRST}`);
  expect(res.status()).toBe(200);
  const form = Object.fromEntries(formFields(await res.text(), 'data-testid="request-form"'));
  expect(form.serial).toBe(DEMO_FIRST);
  const posted = await client.post(at(locale, "/service/request"), {
    multipart: {
      ...form,
      symptom: "trips",
      note: "Trips after ten minutes",
      ...person(),
      pin: "380001",
      ...fields,
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  const location = posted.headers().location ?? "";
  const token = /\/service\/track\/([\w-]+)\?new$/.exec(location)?.[1];
  if (!token) throw new Error(`not a status link: ${location}`);
  expect(location).toBe(`${prefix(locale)}/service/track/${token}?new`);
  return { location, token, form };
}

describe("a service request, by form post", () => {
  test("is stored, routed to the nearest service point, handed to WhatsApp in the visitor's language; its link works", async ({
    shop,
    request,
  }) => {
    const shah = await shop.row<{ id: number }>(
      "SELECT id FROM service_point WHERE name = ?",
      SHAH.name,
    );
    for (const locale of LOCALES) {
      const who = person();
      const { location, token } = await raise(request, locale, who);
      const row = await shop.row<Record<string, unknown>>(
        "SELECT id, status, service_point_id, language, symptom, name FROM service_request WHERE token = ?",
        token,
      );
      expect(row).toMatchObject({ status: "assigned", language: locale, symptom: "trips" });
      expect(Number(row.service_point_id)).toBe(Number(shah.id));
      const reference = `SR-${String(row.id).padStart(5, "0")}`;

      const fresh = await page(await request.get(location));
      expect(fresh).toContain(m.service_track_saved({}, { locale }));
      const href = /href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="send-whatsapp"/.exec(
        fresh,
      )?.[1];
      expect(href?.startsWith(`https://wa.me/${SHAH.whatsapp}?text=`)).toBe(true);
      const text = decodeURIComponent(href?.split("?text=")[1] ?? "");
      expect(text).toContain(m.service_wa_heading({ reference }, { locale }));
      expect(text).toContain(
        m.service_wa_problem({ value: m.service_symptom_trips({}, { locale }) }, { locale }),
      );
      expect(text).toContain(`${prefix(locale)}/service/track/${token}`);
      expect(text).not.toContain(who.name);

      // The link itself, later: where it stands, where it went, nobody's name or phone.
      const link = await request.get(at(locale, `/service/track/${token}`));
      expect(link.status()).toBe(200);
      expect(link.headers()["cache-control"]).toContain("private");
      const html = await page(link);
      expect(html).toContain(
        m.service_track_status({ status: m.service_status_assigned({}, { locale }) }, { locale }),
      );
      expect(html).toContain(SHAH.name);
      expect(html).not.toContain(who.name);
      expect(html).not.toContain(who.phone);
      expect(html).not.toContain("send-whatsapp");
    }
  });

  test("takes the customer's notes until it is closed, then refuses them politely", async ({
    shop,
    request,
  }) => {
    const { token } = await raise(request, "gu");
    const trackPath = at("gu", `/service/track/${token}`);
    const noteForm = async () =>
      Object.fromEntries(formFields(await (await request.get(trackPath)).text(), 'name="note"'));
    const form = { ...(await noteForm()), note: "મોટર ગરમ થાય છે" };
    for (let i = 0; i < 2; i++) {
      const res = await request.post(trackPath, { multipart: form, maxRedirects: 0 });
      expect(res.status()).toBe(303);
      expect(res.headers().location).toBe(`${trackPath}?noted`);
    }
    const { id } = await shop.row<{ id: number }>(
      "SELECT id FROM service_request WHERE token = ?",
      token,
    );
    const notes = async () =>
      Number(
        (
          await shop.row<{ n: number }>(
            "SELECT count(*) AS n FROM service_request_event WHERE request_id = ? AND kind = 'note'",
            id,
          )
        ).n,
      );
    expect(await notes()).toBe(1);
    expect(await page(await request.get(`${trackPath}?noted`))).toContain("મોટર ગરમ થાય છે");

    // Staff close it.
    const staff = shop.client();
    await newAdmin(shop, staff);
    const closed = await staff.post(`${SERVICE_ADMIN.queue}/${id}`, {
      form: { intent: "move", status: "closed", visitOn: "", note: "Rewound and tested" },
      maxRedirects: 0,
    });
    expect(closed.status()).toBe(302);
    const after = await page(await request.get(trackPath));
    expect(after).toContain(m.service_track_closed({}, { locale: "gu" }));
    expect(after).toContain("Rewound and tested");
    expect(after).not.toContain('name="note"');

    const late = await request.post(trackPath, {
      multipart: { ...form, submission: `late-${Date.now()}-note-key`, note: "Again" },
      maxRedirects: 0,
    });
    expect(late.status()).toBe(409);
    expect(await page(late)).toContain(m.service_note_closed({}, { locale: "gu" }));
    expect(await notes()).toBe(1);
  });

  test("refuses a request it cannot use, keeping what was typed", async ({ shop, request }) => {
    const before = await shop.row<{ n: number }>("SELECT count(*) AS n FROM service_request");
    const res = await request.get("/hi/service/request");
    const form = Object.fromEntries(formFields(await res.text(), 'data-testid="request-form"'));
    for (const [fields, message] of [
      [{ serial: "", model: "" }, m.service_serial_or_model({}, { locale: "hi" })],
      [{ pin: "12" }, m.service_pin_invalid({}, { locale: "hi" })],
      [{ symptom: "" }, m.service_symptom_required({}, { locale: "hi" })],
      [
        { serial: "QQ00-000000", model: "" },
        m.service_serial_unknown_choose_model({}, { locale: "hi" }),
      ],
    ] as const) {
      const posted = await request.post("/hi/service/request", {
        multipart: {
          ...form,
          symptom: "leak",
          name: "Sunil",
          phone: "9825012345",
          pin: "380001",
          ...fields,
        },
        maxRedirects: 0,
      });
      expect(posted.status(), JSON.stringify(fields)).toBe(400);
      const html = await page(posted);
      expect(html).toContain(message);
      expect(html).toContain('value="Sunil"');
    }
    const after = await shop.row<{ n: number }>("SELECT count(*) AS n FROM service_request");
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test("an unknown status link is a 404 that names nothing", async ({ request }) => {
    for (const token of ["x", "a".repeat(30), "<script>"]) {
      const res = await request.get(`/service/track/${encodeURIComponent(token)}`);
      expect(res.status()).toBe(404);
      expect(await page(res)).toContain(m.service_track_missing_title({}, { locale: "en" }));
    }
  });
});

describe("rate limits", () => {
  test("every public after-sales form answers 429 with Retry-After once an address posts too often", async ({
    shop,
  }) => {
    const raiser = shop.client();
    const { token } = await raise(raiser, "en");
    let n = 0;
    for (const path of ["/service/request", "/u/SP26-000110?register", `/service/track/${token}`]) {
      const client = shop.client({ ip: `10.40.${++n}.${Math.floor(Math.random() * 250) + 1}` });
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        const res = await client.post(path, { form: { note: "" }, maxRedirects: 0 });
        statuses.push(res.status());
        if (res.status() === 429) {
          expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
          expect(await page(res)).toMatch(/try again/i);
        }
      }
      expect(
        statuses.slice(0, 12).every((s) => s === 400),
        `${path}: ${statuses}`,
      ).toBe(true);
      expect(statuses[12], path).toBe(429);
    }
  });

  test("the look-ups answer 429 with Retry-After past their limit, and the page still shows its form", async ({
    request,
  }) => {
    for (let i = 0; i < 20; i++)
      expect(
        (await request.get(`/service?pin=3800${String(i).padStart(2, "0")}`)).status(),
      ).not.toBe(429);
    const res = await request.get("/gu/service?pin=380001");
    expect(res.status()).toBe(429);
    expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
    expect(res.headers()["cache-control"]).toContain("private");
    const html = await page(res);
    expect(html).toContain('data-testid="locator-form"');
    expect(html).toContain('value="380001"');
  });
});

/** Every after-sales admin address: its pages and files, and a post to each. */
async function staffAddresses(shop: TestShop) {
  const requestRow = await shop.row<{ id: number } | undefined>(
    "SELECT id FROM service_request ORDER BY id LIMIT 1",
  );
  const id = requestRow?.id ?? 1;
  const csv =
    "name,kind,address,pin,phone,whatsapp,email,hours,categories,active\nForged,dealer,,380001,,,,,,yes\n";
  return {
    gets: [
      SERVICE_ADMIN.queue,
      `${SERVICE_ADMIN.queue}?status=all&overdue=1`,
      `${SERVICE_ADMIN.queue}/${id}`,
      SERVICE_ADMIN.points,
      `${SERVICE_ADMIN.points}?edit=1`,
      SERVICE_ADMIN.serials,
      SERVICE_ADMIN.warranty,
      SERVICE_ADMIN.pointsCsv,
      `${SERVICE_ADMIN.serialsQrPdf}?from=SP26-000101&to=SP26-000103`,
      serialQrPath(DEMO_FIRST),
    ],
    posts: [
      [SERVICE_ADMIN.queue, { intent: "target", days: "9" }],
      [`${SERVICE_ADMIN.queue}/${id}`, { intent: "move", status: "closed", visitOn: "", note: "" }],
      [`${SERVICE_ADMIN.queue}/${id}`, { intent: "assign", point: "1", note: "" }],
      [SERVICE_ADMIN.points, { intent: "add", name: "Forged", kind: "dealer", pin: "380001" }],
      [SERVICE_ADMIN.points, { intent: "delete", id: "1" }],
      [SERVICE_ADMIN.points, { intent: "import-apply", csv }],
      [
        SERVICE_ADMIN.serials,
        { intent: "apply", csv: `model,serial,dispatched_on,dealer\nX,FORGED-0001,2026-01-01,\n` },
      ],
      [
        SERVICE_ADMIN.warranty,
        { intent: "add-rule", effectiveFrom: "2020-01-01", monthsFromInstall: "99" },
      ],
      [SERVICE_ADMIN.warranty, { intent: "delete-rule", id: "1" }],
      [SERVICE_ADMIN.pointsCsv, {}],
      [SERVICE_ADMIN.serialsQrPdf, {}],
      [serialQrPath(DEMO_FIRST), {}],
    ] as [string, Record<string, string>][],
  };
}

/** What any of those posts could change. */
const snapshot = (shop: TestShop) =>
  shop.rows(
    `SELECT (SELECT count(*) FROM service_point) AS points,
            (SELECT count(*) FROM service_point WHERE active = 1) AS active,
            (SELECT count(*) FROM serial_unit) AS serials,
            (SELECT count(*) FROM warranty_rule) AS rules,
            (SELECT first_visit_days FROM service_setting WHERE id = 1) AS target,
            (SELECT count(*) FROM service_request_event) AS events,
            (SELECT count(*) FROM audit_log) AS audits`,
  );

describe("the staff side", () => {
  test("refuses the signed-out, a customer's account and a salesperson on every page, file and post", async ({
    shop,
  }) => {
    // A request to move, so its page and moves are real.
    await raise(shop.client(), "en");
    const { gets, posts } = await staffAddresses(shop);
    const before = await snapshot(shop);
    for (const role of [null, "user", "salesperson"] as const) {
      const client = shop.client();
      if (role) await shop.signInAs(client, role, `as-${role}`);
      for (const url of gets) {
        const res = await client.get(url, { maxRedirects: 0 });
        expect(res.status(), `${role} GET ${url}`).toBe(302);
        expect(res.headers().location ?? "", `${role} GET ${url}`).toMatch(/^\/sign-in\?/);
      }
      for (const [url, form] of posts) {
        const res = await client.post(url, { form, maxRedirects: 0 });
        // Pages with an action send to sign-in; the files have no action at all.
        expect([302, 405], `${role} POST ${url}: ${res.status()}`).toContain(res.status());
        if (res.status() === 302)
          expect(res.headers().location ?? "", `${role} POST ${url}`).toMatch(/^\/sign-in\?/);
      }
      // A file import, as the browser posts it.
      const file = await client.post(SERVICE_ADMIN.serials, {
        multipart: {
          intent: "preview",
          file: {
            name: "serials.csv",
            mimeType: "text/csv",
            buffer: Buffer.from("model,serial\n"),
          },
        },
        maxRedirects: 0,
      });
      expect(file.status(), `${role} serial import`).toBe(302);
    }
    expect(await snapshot(shop)).toEqual(before);
  });

  test("gives an admin every page, the CSV, the nameplate QR as PNG and PDF, and the moves", async ({
    shop,
    request,
  }) => {
    const { token } = await raise(shop.client(), "hi");
    const { id } = await shop.row<{ id: number }>(
      "SELECT id FROM service_request WHERE token = ?",
      token,
    );
    await newAdmin(shop, request);
    for (const url of [
      SERVICE_ADMIN.queue,
      `${SERVICE_ADMIN.queue}/${id}`,
      SERVICE_ADMIN.points,
      SERVICE_ADMIN.serials,
      SERVICE_ADMIN.warranty,
    ]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["cache-control"], url).toBe("private, no-store");
    }
    const csv = await request.get(SERVICE_ADMIN.pointsCsv);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(SHAH.name);
    const png = await request.get(serialQrPath(DEMO_FIRST));
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
    const pdf = await request.get(`${SERVICE_ADMIN.serialsQrPdf}?from=SP26-000101&to=SP26-000103`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // A visit scheduled: the customer's link says when, in their language.
    const visitOn = shiftDays(indiaDay(Date.now()), 2);
    const moved = await request.post(`${SERVICE_ADMIN.queue}/${id}`, {
      form: { intent: "move", status: "visit", visitOn, note: "" },
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(302);
    const audit = await shop.row<{ n: number }>(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'service_request.status' AND target_id = ?",
      String(id),
    );
    expect(Number(audit.n)).toBe(1);
    const link = await page(await shop.client().get(`/hi/service/track/${token}`));
    expect(link).toContain(m.service_track_visit({ day: day(visitOn, "hi") }, { locale: "hi" }));
  });
});
