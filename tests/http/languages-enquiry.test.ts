import { describe, expect } from "vitest";
import { reference, someProduct, stored, WA } from "../../app/test/language-enquiries.server";
import { testEmail } from "../../app/test/test-sessions.server";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/**
 * The enquiry and the forms in Gujarati and Hindi (issue 24, docs/languages.md
 * "Forms") without JavaScript, over plain HTTP: a lead keeps the language of the
 * page it came from, its WhatsApp text is written in that language, and a form's
 * messages are the visitor's. The same in the browser is
 * tests/e2e/languages-enquiry.spec.ts.
 */

function messageOf(url: string): string {
  expect(url.startsWith(`${WA}?text=`), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

describe("an enquiry in Gujarati and Hindi", () => {
  test("without JavaScript: a /hi mistake comes back in Hindi and is not saved; a /gu enquiry is", async ({
    shop,
    request,
  }) => {
    const product = await someProduct(shop.db);
    const email = testEmail("hi-nojs");
    const bad = await request.post(`/hi/enquiry?product=${encodeURIComponent(product.id)}`, {
      form: { kind: "product", productId: product.id, name: "", email, phone: "98250 41230" },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
    const html = await bad.text();
    expect(html).toContain("नाम लिखना ज़रूरी है");
    expect(html).toContain("कंपनी या फ़र्म का नाम लिखना ज़रूरी है");
    expect(html).not.toContain("Name is required");
    expect(await stored(shop.db, email)).toEqual([]);

    const good = testEmail("gu-nojs");
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
    const [row] = await stored(shop.db, good);
    expect(row).toMatchObject({ language: "gu", phone: "98250 41230" });
    const text = messageOf(res.headers().location ?? "").split("\n");
    expect(text[0]).toBe("પ્રોડક્ટ માટે પૂછપરછ");
    expect(text.at(-1)).toBe(`સંદર્ભ નંબર: ${reference(row?.id ?? 0)}`);
  });

  test("a /hi pump finder quote: the requirement is Hindi on the form and in WhatsApp, English in the lead", async ({
    shop,
    request,
  }) => {
    const ask = "/hi/enquiry?head=45&discharge=60&phase=3&pipe=100";
    const form = await request.get(ask);
    expect(await form.text()).toContain("60 ली./मिनट पर 45 मीटर, थ्री फ़ेज़, 100 मीटर पाइप");
    const email = testEmail("hi-finder");
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
    const [row] = await stored(shop.db, email);
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
    shop,
    request,
  }) => {
    const email = testEmail("gu-contact");
    const res = await request.post("/gu/contact", {
      form: { fullname: "નિશા દેસાઈ", email, number: "9876543210", message: "ભાવ મોકલો" },
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain("આભાર! તમારો સંદેશ મળી ગયો છે.");
    expect(await stored(shop.db, email)).toMatchObject([{ kind: "contact", language: "gu" }]);
  });
});
