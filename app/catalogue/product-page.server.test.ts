import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { createProduct } from "~/catalogue/admin/product-admin.server";
import {
  saveCategoryTranslationsFromForm,
  saveProductTranslationsFromForm,
} from "~/catalogue/admin/translation-editor.server";
import { insertCategory } from "~/catalogue/categories.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { getProduct } from "~/catalogue/products.server";
import { loadHomePage } from "~/home/home-page.server";
import { setupTempData } from "~/test/temp-data";
import { loadProductPage } from "./product-page.server";
import { getProductTranslations } from "./translations.server";

/**
 * The public loaders in each language (home and product page), on the real
 * database of the run (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
 */

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };
const t = setupTempData();

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

async function catalogue() {
  const { id: catId, subcategoryIds } = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["V4 Borewell"],
  });
  const subId = subcategoryIds.get("V4 Borewell") ?? 0;
  const product = (title: string, bestSell: boolean) =>
    createProduct(
      t.db,
      admin,
      productSchema.parse(
        productFormValues(
          form({
            title,
            price: "12500",
            star: "4",
            bestSell: String(bestSell),
            description: "Lifts water from a 4 inch borewell\nQuiet for years",
            specification: "Power: 1 HP\nStages: 10",
            features: "Copper winding",
            category1: String(catId),
            subcategory1: String(subId),
          }),
        ),
      ),
    );
  const pump = await product("SPT V4 1 HP Pump", true);
  const other = await product("SPT V4 1.5 HP Pump", true);
  const plain = await product("SPT V4 2 HP Pump", false);
  await saveCategoryTranslationsFromForm(
    t.db,
    admin,
    catId,
    form({
      name_gu: "સબમર્સિબલ પંપ",
      name_hi: "",
      [`sub${subId}_gu`]: "V4 બોરવેલ",
      [`sub${subId}_hi`]: "",
    }),
  );
  const translate = async (id: string, values: Record<string, string>) => {
    const current = await getProductTranslations(t.db, id);
    await saveProductTranslationsFromForm(
      t.db,
      admin,
      id,
      form({ updatedAt: String(current?.updatedAt), ...values }),
    );
  };
  await translate(pump, {
    title_gu: "SPT V4 1 HP પંપ",
    description_gu: "4 ઇંચના બોરવેલમાંથી પાણી ખેંચે\nવર્ષો સુધી શાંત",
    specification_gu: "પાવર: 1 HP\nસ્ટેજ: 10",
    features_gu: "કોપર વાઇન્ડિંગ",
  });
  // Only a title: the page does not read in Gujarati yet.
  await translate(other, { title_gu: "SPT V4 1.5 HP પંપ" });
  return { pump, other, plain };
}

describe("product page in a language", () => {
  it("is the English product, untouched, in English", async () => {
    const { pump } = await catalogue();
    const page = await loadProductPage(t.db, pump, "en");
    expect(page?.product).toEqual(await getProduct(t.db, pump));
    expect(page?.translated).toBe(true);
    expect(page?.filters).toEqual(page?.product.categories);
    expect(page?.related.map((r) => r.title).sort()).toEqual([
      "SPT V4 1.5 HP Pump",
      "SPT V4 2 HP Pump",
    ]);
  });

  it("shows the translation, with the shop's filters still in English and related cards translated", async () => {
    const { pump } = await catalogue();
    const page = await loadProductPage(t.db, pump, "gu");
    expect(page?.translated).toBe(true);
    expect(page?.product.title).toBe("SPT V4 1 HP પંપ");
    expect(page?.product.description).toEqual(["4 ઇંચના બોરવેલમાંથી પાણી ખેંચે", "વર્ષો સુધી શાંત"]);
    expect(page?.product.specification).toEqual(["પાવર: 1 HP", "સ્ટેજ: 10"]);
    expect(page?.product.features).toEqual(["કોપર વાઇન્ડિંગ"]);
    expect(page?.product.categories).toEqual([
      { category: "સબમર્સિબલ પંપ", subcategory: "V4 બોરવેલ" },
    ]);
    expect(page?.filters).toEqual([{ category: "Submersible Pumps", subcategory: "V4 Borewell" }]);
    expect(page?.related.map((r) => r.title).sort()).toEqual([
      "SPT V4 1.5 HP પંપ",
      "SPT V4 2 HP Pump",
    ]);
  });

  it("falls back to English field by field, and says when the page is not translated", async () => {
    const { pump, other, plain } = await catalogue();
    const hindi = await loadProductPage(t.db, pump, "hi");
    const english = await getProduct(t.db, pump);
    expect(hindi?.translated).toBe(false);
    expect(hindi?.product).toEqual(english);

    const partly = await loadProductPage(t.db, other, "gu");
    expect(partly?.translated).toBe(false);
    expect(partly?.product.title).toBe("SPT V4 1.5 HP પંપ");
    expect(partly?.product.description).toEqual([
      "Lifts water from a 4 inch borewell",
      "Quiet for years",
    ]);

    const none = await loadProductPage(t.db, plain, "gu");
    expect(none?.translated).toBe(false);
    expect(none?.product.title).toBe("SPT V4 2 HP Pump");
    // The category is translated whether or not the product is.
    expect(none?.product.categories[0]?.category).toBe("સબમર્સિબલ પંપ");
  });

  it("is null for an unknown product in every language", async () => {
    await catalogue();
    for (const locale of ["en", "gu", "hi"] as const)
      expect(await loadProductPage(t.db, "no-such-product", locale)).toBeNull();
  });
});

describe("home page in a language", () => {
  it("names categories and bestsellers in the language, English where untranslated", async () => {
    await catalogue();
    const en = await loadHomePage(t.db, "en");
    expect(en.categories.map((c) => [c.name, c.filter, c.subcategories[0]?.name])).toEqual([
      ["Submersible Pumps", "Submersible Pumps", "V4 Borewell"],
    ]);
    expect(en.bestsellers.map((p) => p.title).sort()).toEqual([
      "SPT V4 1 HP Pump",
      "SPT V4 1.5 HP Pump",
    ]);

    const gu = await loadHomePage(t.db, "gu");
    expect(gu.categories.map((c) => [c.name, c.filter, c.subcategories[0]?.name])).toEqual([
      ["સબમર્સિબલ પંપ", "Submersible Pumps", "V4 બોરવેલ"],
    ]);
    expect(gu.bestsellers.map((p) => p.title).sort()).toEqual([
      "SPT V4 1 HP પંપ",
      "SPT V4 1.5 HP પંપ",
    ]);
    // Same cards otherwise: price, picture, order.
    expect(gu.bestsellers.map((p) => p.id)).toEqual(en.bestsellers.map((p) => p.id));

    const hi = await loadHomePage(t.db, "hi");
    expect(hi.categories[0]?.name).toBe("Submersible Pumps");
    expect(hi.bestsellers).toEqual(en.bestsellers);
  });
});
