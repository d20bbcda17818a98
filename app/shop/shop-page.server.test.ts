import { describe, expect, it } from "vitest";
import { insertCategory } from "~/catalogue/categories.server";
import { BLANK_PRODUCT } from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { specsFromText } from "~/catalogue/spec-schema";
import type { FormatStyle } from "~/format/digits";
import { runInLocale } from "~/i18n/request-locale.server";
import { setupTempData } from "~/test/temp-data";
import { loadShopPage } from "./shop-page.server";

/**
 * The shop's loader in Gujarati and Hindi: translated card titles and category
 * names with English where one is missing, the English names kept in every
 * link (the URL's keys), and its notices and filter texts in the language.
 */
const t = setupTempData();

const GU: FormatStyle = { locale: "gu", nativeDigits: false };
const HI: FormatStyle = { locale: "hi", nativeDigits: false };

async function shop() {
  const pumps = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["V4 Borewell", "V6 Borewell"],
  });
  const tools = await insertCategory(t.db, {
    name: "Power Tools",
    imageMediaId: null,
    position: 1,
    subcategories: [],
  });
  const v4 = pumps.subcategoryIds.get("V4 Borewell") ?? null;
  for (const [id, title, power] of [
    ["p1", "V4 1 HP Submersible Pump", "1 HP"],
    ["p2", "V4 1.5 HP Submersible Pump", "1.5 HP"],
  ] as const) {
    await insertProduct(t.db, {
      ...BLANK_PRODUCT,
      id,
      title,
      price: 1_000_000,
      categories: [{ category: pumps.id, subcategory: v4 }],
      specs: specsFromText({ power, phase: "1" }),
    });
  }
  await t.db
    .insertInto("category_translation")
    .values([
      {
        category_id: pumps.id,
        locale: "gu",
        name: "સબમર્સિબલ પંપ",
        name_source: "Submersible Pumps",
      },
      {
        category_id: pumps.id,
        locale: "hi",
        name: "सबमर्सिबल पंप",
        name_source: "Submersible Pumps",
      },
    ])
    .execute();
  if (v4 !== null) {
    await t.db
      .insertInto("subcategory_translation")
      .values({ subcategory_id: v4, locale: "gu", name: "V4 બોરવેલ", name_source: "V4 Borewell" })
      .execute();
  }
  await t.db
    .insertInto("product_translation")
    .values({
      product_id: "p1",
      locale: "gu",
      title: "V4 1 HP સબમર્સિબલ પંપ",
      title_source: "V4 1 HP Submersible Pump",
      updated_at: 1,
    })
    .execute();
  return { pumps, tools };
}

describe("the shop in Gujarati and Hindi", () => {
  it("shows translated titles and names, English where there is none, and keeps the English keys", async () => {
    await shop();
    const page = await runInLocale("gu", () =>
      loadShopPage(t.db, new URLSearchParams("category=submersible+pumps&sort=name-asc"), GU),
    );
    expect(page.result.items.map((p) => p.title)).toEqual([
      "V4 1 HP સબમર્સિબલ પંપ",
      // Not translated: its English title, never a blank.
      "V4 1.5 HP Submersible Pump",
    ]);
    expect(page.shown).toEqual({ category: "સબમર્સિબલ પંપ", subcategory: "" });
    // The URL's name stays as asked; the list keys are English, the labels translated.
    expect(page.params.category).toBe("submersible pumps");
    expect(page.categories.map((c) => [c.name, c.label])).toEqual([
      ["Submersible Pumps", "સબમર્સિબલ પંપ"],
      ["Power Tools", "Power Tools"],
    ]);
    expect(page.categories[0]?.subcategories.map((s) => [s.name, s.label])).toEqual([
      ["V4 Borewell", "V4 બોરવેલ"],
      ["V6 Borewell", "V6 Borewell"],
    ]);
    expect(page.filters?.heading).toBe("સબમર્સિબલ પંપ ફિલ્ટર કરો");
    expect(page.filters?.facets.map((f) => [f.label, f.unit])).toEqual([
      ["પાવર", "HP"],
      ["ફેઝ", ""],
    ]);
    // Every link keeps the English name.
    expect(page.filters?.facets[1]?.options[0]).toMatchObject({
      label: "સિંગલ ફેઝ",
      name: "સિંગલ ફેઝ, 2 પ્રોડક્ટ",
      href: "/shop?category=submersible+pumps&phase=1&sort=name-asc",
    });
  });

  it("names a translated subcategory in Hindi's fallback and Gujarati's translation", async () => {
    await shop();
    const search = new URLSearchParams("category=Submersible+Pumps&subcategory=V4+Borewell");
    const gu = await runInLocale("gu", () => loadShopPage(t.db, search, GU));
    expect(gu.shown).toEqual({ category: "સબમર્સિબલ પંપ", subcategory: "V4 બોરવેલ" });
    const hi = await runInLocale("hi", () => loadShopPage(t.db, search, HI));
    // Hindi has the category but not the subcategory: English for that one.
    expect(hi.shown).toEqual({ category: "सबमर्सिबल पंप", subcategory: "V4 Borewell" });
    expect(hi.result.items.map((p) => p.title).sort()).toEqual([
      "V4 1 HP Submersible Pump",
      "V4 1.5 HP Submersible Pump",
    ]);
  });

  it("says in the language why a filter was ignored, and English stays as it was", async () => {
    await shop();
    const gu = await loadShopPage(t.db, new URLSearchParams("power_min=abc&head_min=5"), GU);
    expect(gu.notices).toEqual([
      "પાવર: “abc” આંકડો નથી, એટલે ગણ્યું નથી.",
      "પાવર, હેડ જેવાં ફિલ્ટર કોઈ એક કેટેગરીમાં જ ચાલે છે: પહેલાં કેટેગરી પસંદ કરો.",
    ]);
    const en = await loadShopPage(t.db, new URLSearchParams("power_min=1"));
    expect(en.notices).toEqual([
      "Filters by power, head and the like work within a category: choose one first.",
    ]);
    expect(en.categories.map((c) => [c.name, c.label])).toEqual([
      ["Submersible Pumps", "Submersible Pumps"],
      ["Power Tools", "Power Tools"],
    ]);
    expect(en.result.items.map((p) => p.title).sort()).toEqual([
      "V4 1 HP Submersible Pump",
      "V4 1.5 HP Submersible Pump",
    ]);
  });
});

describe("searching the shop", () => {
  const titles = async (qs: string, style?: FormatStyle) =>
    (await loadShopPage(t.db, new URLSearchParams(qs), style)).result.items.map((p) => p.title);

  it("lists the best match first, whatever the script, and says what it understood", async () => {
    let at = Date.now();
    for (const title of [
      "DOL Starter for Motor 5 HP",
      "Motor, Induction Type, 3 HP",
      "Induction Motor 5 HP",
      "Induction Motor 7.5 HP",
    ]) {
      at += 1000;
      await insertProduct(t.db, { ...BLANK_PRODUCT, title, price: 100_000, createdAt: at });
    }
    // Numbers match whole values: "5 HP" is not in "7.5 HP".
    expect(await titles("q=induction+motor+5+hp")).toEqual(["Induction Motor 5 HP"]);
    // The titles holding the text first, then those with its words, though older.
    expect(await titles("q=induction+motor")).toEqual([
      "Induction Motor 5 HP",
      "Induction Motor 7.5 HP",
      "Motor, Induction Type, 3 HP",
    ]);
    // Newest first is still offered, and the address keeps it.
    expect(await titles("q=induction+motor&sort=newest")).toEqual([
      "Induction Motor 7.5 HP",
      "Induction Motor 5 HP",
      "Motor, Induction Type, 3 HP",
    ]);
    // Devanagari and Gujlish find the same products. These titles are English only, so the Hindi
    // page has no words of its own to say what it searched for, and says nothing rather than
    // print English (issue 39); the English page names the title words.
    const hi = await loadShopPage(t.db, new URLSearchParams("q=इंडक्शन+मोटर+५+एचपी"), HI);
    expect(hi.result.items.map((p) => p.title)).toEqual(["Induction Motor 5 HP"]);
    expect(hi.correctedQuery).toBeNull();
    const en = await loadShopPage(t.db, new URLSearchParams("q=इंडक्शन+मोटर+५+एचपी"));
    expect(en.correctedQuery).toBe("induction motor 5 hp");
    expect(await titles("q=indakshan+motar")).toHaveLength(3);
  });
});
