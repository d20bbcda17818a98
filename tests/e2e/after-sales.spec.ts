import { indiaDayStart, localDateLong } from "~/format/india-time";
import { m } from "~/i18n/paraglide/messages.js";
import { expect, scriptsArriveLate, serverRow, test } from "./fixtures";

/**
 * After the sale in a browser (issue 40; docs/after-sales.md), what only a
 * browser shows: a phone at 375 px, in Gujarati, goes from the home page to
 * the locator, finds the nearest service point to PIN 380001, registers a demo
 * serial's warranty and sees its end date, raises a service request and opens
 * its status link; and the locator's PIN form tapped before the page's
 * scripts have run. The same pages in all three languages, their refusals and
 * the staff's side are tested over HTTP (tests/http/after-sales.test.ts).
 */

const gu = { locale: "gu" } as const;
const SHAH = "Shah Pump House";

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** A demo V4 serial nobody has registered yet in this worker's shop. */
function unregisteredDemoSerial(): string {
  const row = serverRow<{ serial: string } | undefined>(
    `SELECT u.serial FROM serial_unit u
      WHERE u.serial LIKE 'SP26-0001%'
        AND NOT EXISTS (SELECT 1 FROM warranty_registration w WHERE w.serial = u.serial)
      ORDER BY u.serial LIMIT 1`,
  );
  if (!row) throw new Error("every demo serial is registered");
  return row.serial;
}

/** No part of the page is wider than the phone. */
async function fitsThePhone(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("after the sale, on a phone in Gujarati @browser", () => {
  test("from the home page: the nearest service point, a warranty registered, a service request followed by its link", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
    );
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));

    // The home page's footer leads to the locator.
    await page.goto("/gu");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: m.frame_service_link({}, gu) })
      .click();
    await expect(page).toHaveURL(/\/gu\/service$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.service_title({}, gu));

    // PIN 380001: the nearest first, with call, WhatsApp and directions.
    await page.getByLabel(m.service_label_pin({}, gu)).fill("380001");
    await page.getByRole("button", { name: m.service_find_submit({}, gu) }).click();
    await expect(page).toHaveURL(/\/gu\/service\?pin=380001/);
    const nearest = page.getByTestId("service-point").first();
    await expect(nearest.getByRole("heading")).toHaveText(SHAH);
    await expect(nearest.getByRole("link", { name: /\+91 79 2535 1840/ })).toHaveAttribute(
      "href",
      "tel:+917925351840",
    );
    await expect(nearest.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      "https://wa.me/919825011840",
    );
    await expect(nearest.getByRole("link", { name: m.service_directions({}, gu) })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    await fitsThePhone(page);

    // A demo serial, looked up from the same page, then registered.
    const serial = unregisteredDemoSerial();
    await page.getByLabel(m.service_label_serial({}, gu)).fill(serial.toLowerCase());
    await page.getByRole("button", { name: m.service_check_serial({}, gu) }).click();
    await expect(page).toHaveURL(new RegExp(`/gu/u/${serial}$`));
    await expect(page.getByTestId("warranty-status")).toContainText(
      m.service_warranty_none({}, gu),
    );
    await page.getByTestId("register-link").click();
    const form = page.getByTestId("warranty-form");
    await form.getByLabel(m.service_label_name({}, gu)).fill("ભાવેશ પટેલ");
    await form.getByLabel(m.service_label_phone({}, gu)).fill("98250 12345");
    await form.getByLabel(m.service_label_pin({}, gu)).fill("૩૮૦૦૦૧");
    const installed = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(m.service_label_installed_on({}, gu)).fill(installed);
    await form.getByRole("button", { name: m.service_register_submit({}, gu) }).click();
    await expect(page).toHaveURL(new RegExp(`/gu/u/${serial}\\?registered`));
    await expect(page.getByTestId("serial-banner")).toHaveText(m.service_registered_banner({}, gu));
    const { ends_on } = serverRow<{ ends_on: string }>(
      "SELECT ends_on FROM warranty_registration WHERE serial = ?",
      serial,
    );
    const endsWords = localDateLong(indiaDayStart(ends_on) ?? 0, {
      locale: "gu",
      nativeDigits: false,
    });
    await expect(page.getByTestId("warranty-status")).toContainText(
      m.service_warranty_active({ day: endsWords }, gu),
    );
    await expect(page.getByTestId("warranty-why")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("ભાવેશ પટેલ");
    await fitsThePhone(page);

    // A service request for it, from its page.
    await page.getByRole("link", { name: m.service_raise_link({}, gu) }).click();
    await expect(page).toHaveURL(new RegExp(`/gu/service/request\\?serial=${serial}`));
    const request = page.getByTestId("request-form");
    await expect(
      request.getByRole("textbox", { name: m.service_label_serial({}, gu), exact: true }),
    ).toHaveValue(serial);
    await request.getByLabel(m.service_symptom_trips({}, gu)).check();
    await request.getByLabel(m.service_label_note({}, gu)).fill("દસ મિનિટ પછી ટ્રિપ થાય છે");
    await request.getByLabel(m.service_label_name({}, gu)).fill("ભાવેશ પટેલ");
    await request.getByLabel(m.service_label_phone({}, gu)).fill("98250 12345");
    await request.getByLabel(m.service_label_pin({}, gu)).fill("380001");
    await fitsThePhone(page);
    await request.getByRole("button", { name: m.service_request_submit({}, gu) }).click();
    await expect(page).toHaveURL(/\/gu\/service\/track\/[\w-]+\?new$/);
    await expect(page.getByTestId("request-saved")).toContainText(m.service_track_saved({}, gu));
    const whatsapp = page.getByTestId("send-whatsapp");
    await expect(whatsapp).toHaveText(m.service_send_whatsapp({}, gu));
    const href = (await whatsapp.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/919825011840\?text=/);
    const link = new URL(page.url());
    link.search = "";
    expect(decodeURIComponent(href)).toContain(link.pathname);

    // The status link, opened later: where it stands, at which service point, nobody's name.
    await page.goto(link.pathname);
    await expect(page.getByTestId("request-status")).toHaveText(
      m.service_track_status({ status: m.service_status_assigned({}, gu) }, gu),
    );
    await expect(page.getByTestId("service-point")).toContainText(SHAH);
    await expect(page.getByTestId("request-history")).toContainText(
      m.service_event_created({}, gu),
    );
    await expect(page.locator("body")).not.toContainText("ભાવેશ પટેલ");
    await expect(page.locator("body")).not.toContainText("98250 12345");
    await fitsThePhone(page);
    expect(errors).toEqual([]);
  });

  test("the locator's PIN form works when tapped before the page's scripts have run", async ({
    page,
  }) => {
    await scriptsArriveLate(page);
    await page.goto("/gu/service", { waitUntil: "commit" });
    await page.locator("main").first().waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await page.getByLabel(m.service_label_pin({}, gu)).fill("૩૮૦૦૦૧");
    await page.getByRole("button", { name: m.service_find_submit({}, gu) }).click();
    // The browser sends the GET form itself: the answer is a page of its own.
    await expect(page).toHaveURL(/\/gu\/service\?pin=/);
    await expect(page.getByTestId("service-point").first().getByRole("heading")).toHaveText(SHAH);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  });
});
