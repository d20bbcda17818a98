import { describe, expect } from "vitest";
import { loose, readPdf } from "../../app/test/pdf-text";
import { shopTest, type TestShop } from "../../app/test/test-shop";

const test = shopTest();

/**
 * The PDFs and the static pages under /gu and /hi (issue 24 items 2 and 7), over
 * plain HTTP; the pages at a phone's and a desktop's width are
 * tests/e2e/languages-docs.spec.ts.
 * PDF text as pdf.js reads it is in visual order for Indic scripts (a pre-base
 * i-matra before its consonant, a reph after its cluster), so both sides drop
 * those marks and white space before comparing (`loose`: pdf.js does not read
 * the words' ActualText); pdftotext reads the words exactly
 * (app/documents/pdf-demo-text.server.test.ts).
 */

async function someProductId(shop: TestShop): Promise<string> {
  const row = await shop.db
    .selectFrom("product")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("PDFs in the visitor's language", () => {
  test("/gu/catalogue.pdf and /hi/catalogue.pdf are their own files, in their language", async ({
    request,
  }) => {
    // Three catalogues of the demo's 65 products with photos, built one after the other
    // (the test's time: 240 s, below).
    const en = await request.get("/catalogue.pdf");
    const gu = await request.get("/gu/catalogue.pdf");
    const hi = await request.get("/hi/catalogue.pdf");
    for (const res of [en, gu, hi]) {
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
    }
    expect(en.headers().etag).not.toMatch(/catalogue-(gu|hi)-/);
    expect(gu.headers().etag).toMatch(/^"catalogue-gu-/);
    expect(hi.headers().etag).toMatch(/^"catalogue-hi-/);
    const guText = loose((await readPdf(await gu.body())).text);
    const hiPdf = await readPdf(await hi.body());
    expect(guText).toContain(loose("પ્રોડક્ટ કેટલોગ"));
    expect(guText).toContain(loose("અનુક્રમણિકા"));
    expect(loose(hiPdf.text)).toContain(loose("प्रोडक्ट कैटलॉग"));
    expect(hiPdf.links.some((l) => /\/hi\/productinfo\//.test(l))).toBe(true);
    expect(hiPdf.links.some((l) => /\/productinfo\//.test(l) && !l.includes("/hi/"))).toBe(false);
  }, 240_000);

  test("a Gujarati datasheet has Gujarati labels and links to the Gujarati page", async ({
    shop,
    request,
  }) => {
    const id = await someProductId(shop);
    const res = await request.get(`/gu/productinfo/${id}/datasheet.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers().etag).toMatch(/-gu-/);
    const pdf = await readPdf(await res.body());
    expect(loose(pdf.text)).toContain(loose("પ્રોડક્ટ ડેટાશીટ"));
    expect(pdf.links.some((l) => l.endsWith(`/gu/productinfo/${id}`))).toBe(true);
    const english = await request.get(`/productinfo/${id}/datasheet.pdf`);
    expect((await readPdf(await english.body())).text).toContain(
      "Specifications may change without notice",
    );
  });
});

const PAGES: Record<string, { lang: string; texts: string[] }> = {
  "/gu/about": { lang: "gu-IN", texts: ["અમારા વિશે", "અમારી ટીમ", "અમે શું બનાવીએ છીએ"] },
  "/hi/about": { lang: "hi-IN", texts: ["हमारे बारे में", "हमारी टीम"] },
  "/gu/certificates": { lang: "gu-IN", texts: ["પ્રમાણપત્રો", "ISO 9001:2015 ગુણવત્તા"] },
  "/hi/certificates": { lang: "hi-IN", texts: ["प्रमाणपत्र", "BIS (ISI मार्क)"] },
  "/gu/tandc": {
    lang: "gu-IN",
    texts: ["નિયમો અને શરતો", "અંગ્રેજી આવૃત્તિ માન્ય ગણાશે", "10/6/2024", "અમારો સંપર્ક કરો"],
  },
  "/hi/tandc": { lang: "hi-IN", texts: ["नियम और शर्तें", "अंग्रेज़ी संस्करण ही मान्य होगा"] },
  "/gu/privacy": {
    lang: "gu-IN",
    texts: ["પ્રાઇવસી, રિટર્ન અને શિપિંગ પોલિસી", "દરેક વેચાણ આખરી છે.", "7-10 દિવસ"],
  },
  "/hi/privacy": {
    lang: "hi-IN",
    texts: ["प्राइवेसी, रिटर्न और शिपिंग पॉलिसी", "हर बिक्री अंतिम है।", "24ABCPS1234F1Z3"],
  },
};

describe("static pages in Gujarati and Hindi", () => {
  for (const [path, { lang, texts }] of Object.entries(PAGES)) {
    test(`${path} is served in its language without JavaScript`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      for (const text of texts) expect(html).toContain(text);
    });
  }

  test("the English legal pages do not carry the translation note", async ({ request }) => {
    const html = await (await request.get("/tandc")).text();
    expect(html).not.toContain("The English version of this page governs.");
    expect(html).toContain("Last updated: 10/6/2024");
  });
});
