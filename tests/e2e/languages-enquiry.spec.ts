import type { BrowserContext, Page } from "@playwright/test";
import { defaultSite } from "~/config/site";
import { expect, newAdmin, openServerDb, test, uniqueEmail } from "./fixtures";

/**
 * The enquiry and the forms in Gujarati and Hindi (issue 24, docs/languages.md
 * "Forms"): a lead keeps the language of the page it came from, its WhatsApp
 * text is written in that language, and a form's messages are the visitor's,
 * with JavaScript and without.
 */

const WA = `https://wa.me/${defaultSite.whatsappNumber}`;
const reference = (id: number) => `ENQ-${String(id).padStart(5, "0")}`;

type Row = Record<string, unknown> & { id: number };

function stored(email: string): Row[] {
  const db = openServerDb();
  try {
    return db.prepare("SELECT * FROM enquiry WHERE email = ? ORDER BY id").all(email) as Row[];
  } finally {
    db.close();
  }
}

function someProduct(): { id: string; title: string } {
  const db = openServerDb();
  try {
    return db.prepare("SELECT id, title FROM product ORDER BY id LIMIT 1").get() as {
      id: string;
      title: string;
    };
  } finally {
    db.close();
  }
}

/** The product's Gujarati title where it has one (the visitor's page shows it). */
function titleIn(locale: "gu" | "hi", id: string, english: string): string {
  const db = openServerDb();
  try {
    const row = db
      .prepare("SELECT title FROM product_translation WHERE product_id = ? AND locale = ?")
      .get(id, locale) as { title: string } | undefined;
    return row?.title?.trim() ? row.title : english;
  } finally {
    db.close();
  }
}

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
    const product = someProduct();
    const title = titleIn("gu", product.id, product.title);
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
    const [row] = stored(email);
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
    const product = someProduct();
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
    expect(stored(email)).toEqual([]);
  });

  test("without JavaScript: a /hi mistake comes back in Hindi and is not saved; a /gu enquiry is", async ({
    request,
  }) => {
    const product = someProduct();
    const email = uniqueEmail("hi-nojs");
    const bad = await request.post(`/hi/enquiry?product=${encodeURIComponent(product.id)}`, {
      form: { kind: "product", productId: product.id, name: "", email, phone: "98250 41230" },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    const html = await bad.text();
    expect(html).toContain("नाम लिखना ज़रूरी है");
    expect(html).toContain("कंपनी या फ़र्म का नाम लिखना ज़रूरी है");
    expect(html).not.toContain("Name is required");
    expect(stored(email)).toEqual([]);

    const good = uniqueEmail("gu-nojs");
    const res = await request.post(`/gu/enquiry?product=${encodeURIComponent(product.id)}`, {
      form: {
        kind: "product",
        productId: product.id,
        name: "ભાવેશ પટેલ",
        email: good,
        phone: "૯૮૨૫૦ ૪૧૨૩૦",
        companyName: "પટેલ એગ્રો",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const [row] = stored(good);
    expect(row).toMatchObject({ language: "gu", phone: "98250 41230" });
    const text = messageOf(res.headers().location ?? "").split("\n");
    expect(text[0]).toBe("પ્રોડક્ટ માટે પૂછપરછ");
    expect(text.at(-1)).toBe(`સંદર્ભ નંબર: ${reference(row?.id ?? 0)}`);
  });

  test("a /hi pump finder quote: the requirement is Hindi on the form and in WhatsApp, English in the lead", async ({
    request,
  }) => {
    const ask = "/hi/enquiry?head=45&discharge=60&phase=3&pipe=100";
    const form = await request.get(ask);
    expect(await form.text()).toContain("60 ली./मिनट पर 45 मीटर, थ्री फ़ेज़, 100 मीटर पाइप");
    const email = uniqueEmail("hi-finder");
    const res = await request.post(ask, {
      form: {
        kind: "product",
        name: "रवि शर्मा",
        email,
        phone: "9824011224",
        companyName: "शर्मा एग्रो",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const [row] = stored(email);
    expect(row).toMatchObject({ language: "hi", duty_discharge_lpm: 60 });
    expect(String(row?.requirement)).toMatch(
      /^45 m at 60 LPM, three phase, 100 m of pipe; with [\d.]+ m pipe friction the pump must give [\d.]+ m$/,
    );
    const requirement = messageOf(res.headers().location ?? "")
      .split("\n")
      .find((l) => l.startsWith("ज़रूरत: "));
    expect(requirement).toMatch(
      /^ज़रूरत: 60 ली\.\/मिनट पर 45 मीटर, थ्री फ़ेज़, 100 मीटर पाइप; पाइप के [\d.]+ मीटर घर्षण के साथ पंप को [\d.]+ मीटर हेड देना होगा$/,
    );
  });

  test("without JavaScript: a /gu contact message is saved as Gujarati, thanked in Gujarati", async ({
    request,
  }) => {
    const email = uniqueEmail("gu-contact");
    const res = await request.post("/gu/contact", {
      form: { fullname: "નિશા દેસાઈ", email, number: "9876543210", message: "ભાવ મોકલો" },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("આભાર! તમારો સંદેશ મળી ગયો છે.");
    expect(stored(email)).toMatchObject([{ kind: "contact", language: "gu" }]);
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
