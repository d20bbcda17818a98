import type { BrowserContext, Page } from "@playwright/test";
import { defaultSite } from "~/config/site";
import { gstinCheckCharacter } from "~/forms/gstin";
import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { districtName, stateName } from "~/places/place-names";
import { expect, newAdmin, openServerDb, test } from "./fixtures";

/**
 * A would-be dealer applies at /dealer (docs/dealers.md): in Gujarati at a
 * phone's width, in English at a desktop's, and with JavaScript off. The PIN
 * fills the district and state, a wrong GSTIN is refused with its message,
 * the application is saved before WhatsApp opens with its text, and the lead
 * shows in the admin's inbox with the application.
 */

const WA = `https://wa.me/${defaultSite.whatsappNumber}`;
/** A Maharashtra (27) GSTIN: valid, and a branch beside a Gujarat PIN. */
const FIRST14 = "27AAACC1206D1Z";
const GSTIN = FIRST14 + gstinCheckCharacter(FIRST14);
const WRONG_GSTIN = FIRST14 + (GSTIN.endsWith("A") ? "B" : "A");

const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

async function fakeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
  );
}

function stored(email: string) {
  const db = openServerDb();
  try {
    const lead = db.prepare("SELECT * FROM enquiry WHERE email = ?").get(email) as
      | Record<string, unknown>
      | undefined;
    const application = lead
      ? (db.prepare("SELECT * FROM dealer_application WHERE enquiry_id = ?").get(lead.id) as Record<
          string,
          unknown
        >)
      : undefined;
    return { lead, application };
  } finally {
    db.close();
  }
}

/** Everything but the GSTIN, in the page's language's labels. */
async function fillApplication(page: Page, locale: Locale, email: string) {
  const o = { locale };
  await page.getByLabel(m.dealers_label_firm({}, o)).fill("Patel Pump House");
  await page.getByLabel(m.dealers_label_contact({}, o)).fill("Ramesh Patel");
  await page.getByLabel(m.forms_label_phone({}, o)).fill("98250 12345");
  await page.getByLabel(m.forms_label_email({}, o)).fill(email);
  await page.getByLabel(m.dealers_label_pin({}, o)).fill("360001");
  await page.getByLabel(m.dealers_label_territory({}, o)).fill("Rajkot, Gondal, Jetpur");
  const products = page.getByRole("group", { name: m.dealers_label_products({}, o) });
  await products.getByRole("checkbox").first().check();
  await page.getByLabel(m.dealers_label_volume({}, o)).selectOption("10-25");
}

async function expectLeadInInbox(page: Page, reference: string) {
  await newAdmin(page);
  await page.goto(`/admin/enquiries?q=${reference}`);
  const lead = page.getByRole("listitem", { name: new RegExp(`^${reference} from Ramesh Patel`) });
  await expect(lead).toContainText("Dealer");
  const details = lead.getByTestId("dealer-application");
  await expect(details).toContainText("360001 · Rajkot, Gujarat");
  await expect(details).toContainText("Rajkot, Gondal, Jetpur");
  await expect(details).toContainText("10 to 25 pumps a month");
}

async function applyWithJavaScript(page: Page, context: BrowserContext, locale: Locale) {
  const o = { locale };
  const prefix = locale === "en" ? "" : `/${locale}`;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  await fakeWhatsApp(context);
  await page.goto(`${prefix}/dealer`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.dealers_title({}, o));
  const email = unique(`dealer-${locale}`);
  await fillApplication(page, locale, email);
  // The PIN fills the district and state while it is typed, in the page's language.
  const district = districtName("24", "Rajkot", locale);
  const state = stateName("24", "Gujarat", locale);
  await expect(page.getByTestId("dealer-district")).toHaveValue(district);
  await expect(page.getByTestId("dealer-state")).toHaveValue(state);
  // A GSTIN with a typing mistake is refused in the browser, before anything is sent.
  await page.getByLabel(m.dealers_label_gstin({}, o)).fill(WRONG_GSTIN);
  await page.getByRole("button", { name: m.dealers_submit({}, o) }).click();
  await expect(page.getByText(m.forms_gstin_check({}, o))).toBeVisible();
  expect(stored(email).lead).toBeUndefined();
  // A branch GSTIN of another state: a warning, not an error.
  await page.getByLabel(m.dealers_label_gstin({}, o)).fill(GSTIN);
  await expect(page.getByTestId("dealer-state-mismatch")).toContainText(
    stateName("27", "Maharashtra", locale),
  );
  await page.screenshot({ path: test.info().outputPath(`dealer-${locale}.png`), fullPage: true });
  await Promise.all([
    page.waitForURL((url) => url.host === "wa.me"),
    page.getByRole("button", { name: m.dealers_submit({}, o) }).click(),
  ]);
  const { lead, application } = stored(email);
  expect(lead).toMatchObject({ kind: "dealer", language: locale, gst: GSTIN });
  expect(application).toMatchObject({ pin: "360001", district: "Rajkot", state_code: "24" });
  const reference = `ENQ-${String(lead?.id).padStart(5, "0")}`;
  const link = new URL(page.url());
  expect(`${link.origin}${link.pathname}`).toBe(WA);
  const text = link.searchParams.get("text") ?? "";
  expect(text.split("\n").slice(0, 6)).toEqual([
    m.forms_wa_heading_dealer({}, o),
    m.forms_wa_name({ value: "Ramesh Patel" }, o),
    m.forms_wa_email({ value: email }, o),
    m.forms_wa_phone({ value: "98250 12345" }, o),
    m.forms_wa_company({ value: "Patel Pump House" }, o),
    m.forms_wa_reference({ value: reference }, o),
  ]);
  expect(text).toContain(m.dealers_wa_place({ value: `360001 (${district}, ${state})` }, o));
  expect(text).toContain(m.dealers_wa_volume({ value: m.dealers_volume_10_25({}, o) }, o));
  // Back from WhatsApp: the reference, once.
  await page.goto(`${prefix}/dealer`);
  await expect(page.getByTestId("enquiry-reference")).toHaveText(reference);
  expect(errors).toEqual([]);
  return reference;
}

test.describe("in Gujarati at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("@browser a dealer applies at /gu/dealer and the lead reaches the inbox", async ({
    page,
    context,
  }) => {
    const reference = await applyWithJavaScript(page, context, "gu");
    await expectLeadInInbox(page, reference);
  });
});

test.describe("in English at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("@browser a dealer applies at /dealer and the lead reaches the inbox", async ({
    page,
    context,
  }) => {
    const reference = await applyWithJavaScript(page, context, "en");
    await expectLeadInInbox(page, reference);
  });

  test("@browser the dealer popup offers the full application", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
    await page.goto("/hi/enquiry");
    await page.getByRole("link", { name: m.dealers_tell_us_more({}, { locale: "hi" }) }).click();
    await expect(page).toHaveURL(/\/hi\/dealer$/);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("@browser the server fills the district and state, refuses a wrong GSTIN, then saves", async ({
    page,
  }) => {
    await page.goto("/dealer");
    const email = unique("dealer-nojs");
    await fillApplication(page, "en", email);
    await page.getByLabel("GSTIN").fill(WRONG_GSTIN);
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByText(m.forms_gstin_check({}, { locale: "en" }))).toBeVisible();
    // Shown back by the server, with what was typed.
    await expect(page.getByTestId("dealer-district")).toHaveValue("Rajkot");
    await expect(page.getByTestId("dealer-state")).toHaveValue("Gujarat");
    await expect(page.getByLabel("Firm name")).toHaveValue("Patel Pump House");
    expect(stored(email).lead).toBeUndefined();
    await page.getByLabel("GSTIN").fill("");
    // The answer is a 303 to WhatsApp (the browser cannot reach wa.me here: no network).
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/dealer",
      ),
      page.getByRole("button", { name: "Send application" }).click({ noWaitAfter: true }),
    ]);
    expect(response.status()).toBe(303);
    const location = new URL(response.headers().location ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(WA);
    expect(location.searchParams.get("text")).toMatch(/^Dealership Inquiry\nName: Ramesh Patel\n/);
    const { lead, application } = stored(email);
    expect(lead).toMatchObject({ kind: "dealer", language: "en", gst: "" });
    expect(application).toMatchObject({ district: "Rajkot", gstin_state_code: null });
  });
});

test.describe("in Gujarati and Hindi", () => {
  for (const locale of ["gu", "hi"] as const) {
    for (const width of [375, 1280]) {
      test(`@browser /${locale}/dealer reads in its language at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
        await page.goto(`/${locale}/dealer`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          m.dealers_title({}, { locale }),
        );
        await page.getByLabel(m.dealers_label_pin({}, { locale })).fill("380001");
        await expect(page.getByTestId("dealer-district")).toHaveValue(
          districtName("24", "Ahmadabad", locale),
        );
        await expect(page.getByTestId("dealer-state")).toHaveValue(
          stateName("24", "Gujarat", locale),
        );
        await page.screenshot({
          path: test.info().outputPath(`dealer-${locale}-${width}.png`),
          fullPage: true,
        });
      });
    }
  }
});
