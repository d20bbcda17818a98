import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  saveCategoryTranslationsFromForm,
  saveProductTranslationsFromForm,
} from "~/catalogue/admin/translation-editor.server";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import { getProductTranslations } from "~/catalogue/translations.server";
import { defaultSite, defaultSiteText } from "~/config/site";
import { siteFor } from "~/config/site.server";
import { popplerText, readPdf } from "~/test/pdf-text";
import { setupTempData } from "~/test/temp-data";
import { cataloguePdfFile } from "./catalogue-pdf-file.server";
import { datasheetFile } from "./datasheet-file.server";

/**
 * The catalogue and the datasheets in Gujarati and Hindi (issue 24 item 7): the
 * translated content, the documents' own labels, the language's font, the
 * product links in the language, and a cache version per language that a
 * translation's save moves. The English PDFs are datasheet-file and
 * catalogue-pdf-file's tests, unchanged.
 */

const BASE_URL = "https://shop.example.in";
const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };
const OUT = path.resolve("test-results", "pdf-languages");

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const t = setupTempData();
let categoryId = 0;

beforeEach(async () => {
  ({ id: categoryId } = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: [],
  }));
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id: "sp-15",
    title: "Borewell Submersible Pump 1.5 HP",
    price: 1_845_000_00,
    description: "A pump.",
    specification: "Body: Stainless steel\nVoltage range: 230 V ±10%\nOutlet: 1½ inch",
    features: "Copper winding\nWater-filled motor",
    images: [],
    categories: [{ category: categoryId, subcategory: null }],
    specs: specsFromText({
      power: "1.5 HP",
      phase: "1",
      head: "20–105 m",
      discharge: "10–62 LPM",
      dutyPoints: "105 m @ 0 LPM\n80 m @ 30 LPM\n20 m @ 62 LPM",
    }),
  });
});

async function translate(values: Record<string, string>) {
  const current = await getProductTranslations(t.db, "sp-15");
  const saved = await saveProductTranslationsFromForm(
    t.db,
    admin,
    "sp-15",
    form({ updatedAt: String(current?.updatedAt), ...values }),
  );
  expect(saved).toMatchObject({ ok: true });
}

const GU = {
  title_gu: "બોરવેલ પંપ 1.5 HP",
  description_gu: "ખેતર માટે મજબૂત પંપ.",
  specification_gu: "બોડી: સ્ટેનલેસ સ્ટીલ\nવોલ્ટેજ: 230 V ±10%\nઆઉટલેટ: 1½ ઇંચ",
  // "અં": a NULL mark anchor in Noto Sans Gujarati that fontkit alone cannot lay out.
  features_gu: "કોપર વાઇન્ડિંગ\nપાણી ભરેલી મોટર\nઅંદર જ NRV, આંચકા વગર",
};
const HI = {
  title_hi: "बोरवेल पंप 1.5 HP",
  description_hi: "खेत के लिए मज़बूत पंप।",
  specification_hi: "बॉडी: स्टेनलेस स्टील",
  features_hi: "कॉपर वाइंडिंग",
};

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: "utf8" });

/** Page 1 as a PNG under test-results/pdf-languages, to look at. */
function renderPage(file: string, name: string) {
  mkdirSync(OUT, { recursive: true });
  run(
    "pdftoppm",
    "-png",
    "-r",
    "110",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    file,
    path.join(OUT, name),
  );
}

describe("PDFs in the visitor's language", () => {
  it("a Gujarati datasheet: translated content and labels, Noto font, no missing glyphs, /gu links", async () => {
    await translate(GU);
    await saveCategoryTranslationsFromForm(
      t.db,
      admin,
      categoryId,
      form({ name_gu: "સબમર્સિબલ પંપ" }),
    );
    const cacheDir = path.join(t.dir, "cache", "datasheets");
    const sheet = await datasheetFile(t.db, t.storage, "sp-15", {
      cacheDir,
      site: defaultSite,
      baseUrl: BASE_URL,
      locale: "gu",
    });
    const file = sheet?.file ?? "";
    renderPage(file, "datasheet-gu");
    expect(run("pdffonts", file)).toMatch(
      /NotoSansGujarati-Bold[\s\S]*NotoSansGujarati-Regular|NotoSansGujarati-Regular[\s\S]*NotoSansGujarati-Bold/,
    );
    expect(run("pdffonts", file)).not.toMatch(/DejaVu/);
    const text = popplerText(file);
    for (const expected of [
      "બોરવેલ પંપ 1.5 HP",
      "સબમર્સિબલ પંપ",
      "પ્રોડક્ટ ડેટાશીટ",
      "₹18,45,000",
      "ભાવમાં GST સામેલ નથી",
      "સ્પેસિફિકેશન",
      "પાવર",
      "1.5 HP (1.1 કિલોવોટ)",
      "20–105 મીટર",
      "10–62 લિ./મિનિટ",
      "સિંગલ ફેઝ",
      "સ્ટેનલેસ સ્ટીલ",
      "230 V +/-10%",
      "1 1/2 ઇંચ",
      "પંપ કર્વ",
      "ડિસ્ચાર્જ (લિ./મિનિટ)",
      "હેડ (મીટર)",
      "ખાસિયતો",
      "કોપર વાઇન્ડિંગ",
      "અંદર જ NRV, આંચકા વગર",
      "ડેટાશીટ બન્યાની તારીખ",
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of [
      "Specifications",
      "Single phase",
      "Features",
      "Price excludes GST",
      "inch",
      "LPM",
    ]) {
      expect(text).not.toContain(english);
    }
    // No glyph the Noto font lacks was asked for (they would print as boxes).
    expect(run("pdftotext", file, "-")).not.toMatch(/[±¼½¾⅜⅝→µ²³]/);
    const { links } = await readPdf(readFileSync(file));
    expect(links).toContain(`${BASE_URL}/gu/productinfo/sp-15`);
    expect(links.filter((l) => l.includes("/productinfo/"))).toEqual(
      links.filter((l) => l.includes("/gu/productinfo/")),
    );
    expect(sheet?.title).toBe("Borewell Submersible Pump 1.5 HP");
  });

  it("is cached per language, and a saved translation makes a new version of that language only", async () => {
    const cacheDir = path.join(t.dir, "cache", "datasheets");
    const build = (locale: "en" | "gu" | "hi") =>
      datasheetFile(t.db, t.storage, "sp-15", {
        cacheDir,
        site: defaultSite,
        baseUrl: BASE_URL,
        locale,
      });
    const en = await build("en");
    const gu = await build("gu");
    const hi = await build("hi");
    expect(new Set([en?.version, gu?.version, hi?.version]).size).toBe(3);
    expect(readdirSync(cacheDir)).toHaveLength(3);
    await translate(GU);
    const gu2 = await build("gu");
    expect(gu2?.version).not.toBe(gu?.version);
    expect((await build("en"))?.version).toBe(en?.version);
    expect((await build("hi"))?.version).toBe(hi?.version);
    // The older Gujarati file is gone; English and Hindi stay.
    expect(readdirSync(cacheDir).sort()).toEqual(
      [en?.version, gu2?.version, hi?.version].map((v) => `${v}.pdf`).sort(),
    );
    expect(popplerText(gu2?.file ?? "")).toContain("બોરવેલ પંપ");
  });

  it("the Hindi catalogue: translated titles, names and labels, /hi links, its own cached version", async () => {
    await translate(HI);
    const cacheDir = path.join(t.dir, "cache");
    const build = (locale: "en" | "hi") =>
      cataloguePdfFile(t.db, t.storage, {
        cacheDir,
        // As the route gives it: the details in the catalogue's language (siteFor).
        site: siteFor(locale, {}),
        baseUrl: BASE_URL,
        locale,
      });
    const english = await build("en");
    const hindi = await build("hi");
    expect(path.basename(hindi)).toMatch(/^catalogue-hi-/);
    expect(path.basename(english)).not.toMatch(/^catalogue-(gu|hi)-/);
    renderPage(hindi, "catalogue-hi-cover");
    run(
      "pdftoppm",
      "-png",
      "-r",
      "110",
      "-f",
      "3",
      "-l",
      "3",
      "-singlefile",
      hindi,
      path.join(OUT, "catalogue-hi-products"),
    );
    expect(run("pdffonts", hindi)).toMatch(/NotoSansDevanagari/);
    const text = popplerText(hindi);
    for (const expected of [
      "बोरवेल पंप 1.5 HP",
      "प्रोडक्ट कैटलॉग",
      "विषय-सूची",
      "संपर्क करें",
      "1 कैटेगरी",
      "1 प्रोडक्ट",
      "बॉडी: स्टेनलेस स्टील",
      "पावर",
      "सिंगल फ़ेज़",
      "+ GST",
      "कोटेशन के लिए पूछें",
      "जानकारी: https://shop.example.in/hi/productinfo/sp-15",
      "पेज 1 / 3",
      // The cover's tagline, city and address from the Hindi site details.
      defaultSiteText.hi.tagline,
      "राजकोट",
      defaultSiteText.hi.address,
    ]) {
      expect(text).toContain(expected);
    }
    // The category has no Hindi name yet: its English name, never a blank.
    expect(text).toContain("Submersible Pumps");
    expect(text).not.toContain("Product Catalogue");
    expect(text).not.toContain("Metoda");
    expect(text).not.toContain(defaultSite.tagline);
    const { links } = await readPdf(readFileSync(hindi));
    expect(links).toContain(`${BASE_URL}/hi/productinfo/sp-15`);

    // A category's translated name moves neither the product nor the category's updated_at:
    // the Hindi catalogue is rebuilt all the same, and the English one is kept.
    await saveCategoryTranslationsFromForm(
      t.db,
      admin,
      categoryId,
      form({ name_hi: "सबमर्सिबल पंप" }),
    );
    const hindi2 = await build("hi");
    expect(hindi2).not.toBe(hindi);
    expect(popplerText(hindi2)).toContain("सबमर्सिबल पंप");
    expect(await build("en")).toBe(english);
    expect(readdirSync(cacheDir).sort()).toEqual(
      [path.basename(english), path.basename(hindi2)].sort(),
    );
  });
});
