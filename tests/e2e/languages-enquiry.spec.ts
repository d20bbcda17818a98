import type { BrowserContext, Page } from "@playwright/test";
import {
  reference,
  someProduct,
  stored,
  titleIn,
  WA,
} from "../../app/test/language-enquiries.server";
import { expect, newAdmin, test, uniqueEmail, withServerDb } from "./fixtures";

/**
 * The enquiry and the forms in Gujarati and Hindi (issue 24, docs/languages.md
 * "Forms"): a lead keeps the language of the page it came from, its WhatsApp
 * text is written in that language, and a form's messages are the visitor's,
 * with JavaScript and without. What the server answers a form posted without
 * JavaScript is tests/http/languages-enquiry.test.ts.
 */

function messageOf(url: string): string {
  expect(url.startsWith(`${WA}?text=`), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

async function fakeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
  );
}

async function dealerPopupAlreadyShown(page: Page) {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
}

test.describe("an enquiry in Gujarati and Hindi", () => {
  test("@browser sent from a /gu product page: Gujarati WhatsApp text, marked Gujarati in the inbox", async ({
    page,
    context,
  }) => {
    const product = await withServerDb(someProduct);
    const title = await withServerDb((db) => titleIn(db, "gu", product.id, product.title));
    await fakeWhatsApp(context);
    await dealerPopupAlreadyShown(page);
    await page.goto(`/gu/productinfo/${product.id}`);
    await page.getByRole("button", { name: "ભાવ મેળવો" }).click();
    const dialog = page.getByRole("dialog", { name: "પ્રોડક્ટ માટે પૂછપરછ" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("નામ", { exact: true }).fill("ભાવેશ પટેલ");
    const email = uniqueEmail("gu-enquiry");
    await dialog.getByLabel("ઈમેલ").fill(email);
    await dialog.getByLabel("ફોન નંબર").fill("98250 41230");
    await dialog.getByLabel("કંપની / પેઢીનું નામ").fill("પટેલ એગ્રો");
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "મોકલો" }).click();
    const wa = await popup;
    await wa.waitForLoadState("domcontentloaded");
    const [row] = await withServerDb((db) => stored(db, email));
    expect(row).toMatchObject({ kind: "product", language: "gu", product_title: product.title });
    expect(messageOf(wa.url()).split("\n")).toEqual([
      "પ્રોડક્ટ માટે પૂછપરછ",
      `પ્રોડક્ટ: ${title}`,
      "નામ: ભાવેશ પટેલ",
      `ઈમેલ: ${email}`,
      "ફોન: 98250 41230",
      "કંપની / પેઢી: પટેલ એગ્રો",
      `સંદર્ભ નંબર: ${reference(row?.id ?? 0)}`,
    ]);
    await expect(page.getByText(`આભાર! તમારી પૂછપરછ ${reference(row?.id ?? 0)}`)).toBeVisible();

    // The (English) inbox names the language and filters by it.
    await newAdmin(page);
    await page.goto(`/admin/enquiries?q=${reference(row?.id ?? 0)}&language=gu`);
    const card = page.getByRole("listitem", { name: `${reference(row?.id ?? 0)} from ભાવેશ પટેલ` });
    await expect(card.getByTestId("lead-language")).toHaveText("Gujarati");
    await page.goto(`/admin/enquiries?q=${reference(row?.id ?? 0)}&language=hi`);
    await expect(card).toBeHidden();
  });

  test("@browser a mistake on a /hi page is told in Hindi, and nothing is saved", async ({
    page,
  }) => {
    const product = await withServerDb(someProduct);
    await dealerPopupAlreadyShown(page);
    await page.goto(`/hi/productinfo/${product.id}`);
    await page.getByRole("button", { name: "भाव जानें" }).click();
    const dialog = page.getByRole("dialog", { name: "प्रोडक्ट के लिए पूछताछ" });
    const email = uniqueEmail("hi-mistake");
    await dialog.getByLabel("नाम", { exact: true }).fill("रवि शर्मा");
    await dialog.getByLabel("ईमेल").fill(email);
    await dialog.getByLabel("फ़ोन नंबर").fill("12345");
    await dialog.getByRole("button", { name: "भेजें" }).click();
    await expect(dialog.getByText("यह फ़ोन नंबर सही नहीं है, कम से कम 10 अंक लिखें")).toBeVisible();
    await expect(dialog.getByText("कंपनी या फ़र्म का नाम लिखना ज़रूरी है")).toBeVisible();
    await expect(dialog.getByText("Phone number is invalid")).toBeHidden();
    expect(await withServerDb((db) => stored(db, email))).toEqual([]);
  });
});

test.describe("the forms' pages in Gujarati @browser", () => {
  for (const width of [375, 1280]) {
    for (const path of ["/gu/contact", "/gu/sign-in", "/hi/contact", "/hi/sign-in"]) {
      test(`${path} at ${width} px fits the screen`, async ({ page }, info) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: info.outputPath(`${path.replaceAll("/", "_")}-${width}.png`),
          fullPage: true,
        });
      });
    }
  }

  test("/gu/contact's empty form is told in Gujarati", async ({ page }) => {
    await page.goto("/gu/contact");
    await page.getByRole("button", { name: "સંદેશ મોકલો" }).click();
    await expect(page.getByText("નામ લખવું જરૂરી છે")).toBeVisible();
    await expect(page.getByText("સંદેશ લખવો જરૂરી છે")).toBeVisible();
  });
});
