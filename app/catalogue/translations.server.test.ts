import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  createProduct,
  getEditableProduct,
  updateProduct,
} from "~/catalogue/admin/product-admin.server";
import {
  getCategoryTranslations,
  listTranslationWork,
  saveCategoryTranslationsFromForm,
  saveProductTranslationsFromForm,
  TRANSLATIONS_STALE,
} from "~/catalogue/admin/translation-editor.server";
import { insertCategory, listCategories } from "~/catalogue/categories.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { getProduct, listBestsellers } from "~/catalogue/products.server";
import { subscribe } from "~/changes/events.server";
import { ingestImage } from "~/media/images.server";
import { jpegBytes } from "~/test/media-fixtures.server";
import { setupTempData } from "~/test/temp-data";
import {
  getProductTranslations,
  localiseCategories,
  localiseProduct,
  localiseSummaries,
  productsNeedingTranslation,
} from "./translations.server";

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

function form(values: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values))
    for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
}

const t = setupTempData();

async function seed() {
  const { id: catId, subcategoryIds } = await insertCategory(t.db, {
    name: "Submersible Pumps",
    imageMediaId: null,
    position: 0,
    subcategories: ["Borewell"],
  });
  const subId = subcategoryIds.get("Borewell") ?? 0;
  const input = productSchema.parse(
    productFormValues(
      form({
        title: "1 HP Borewell Pump",
        price: "4500",
        star: "4",
        bestSell: "true",
        description: "Strong pump\nFor farms",
        specification: "1 HP\n230 V",
        features: "",
        category1: String(catId),
        subcategory1: String(subId),
      }),
    ),
  );
  const id = await createProduct(t.db, admin, input);
  return { id, catId, subId, input };
}

async function translate(id: string, values: Record<string, string | string[]>) {
  const current = await getProductTranslations(t.db, id);
  return saveProductTranslationsFromForm(
    t.db,
    admin,
    id,
    form({ updatedAt: String(current?.updatedAt), ...values }),
  );
}

const audit = () => t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();

describe("translated content", () => {
  it("stores each language per field and shows it, with English where a field is not translated", async () => {
    const { id } = await seed();
    const events: string[] = [];
    const stop = subscribe((e) => events.push(e.topic));
    const saved = await translate(id, {
      title_gu: "૧ HP બોરવેલ પંપ",
      description_gu: "મજબૂત પંપ\r\nખેતર માટે",
      title_hi: "1 HP बोरवेल पंप",
    });
    stop();
    expect(saved).toEqual({ ok: true, message: "Translations saved successfully!" });
    expect(events).toEqual(["products"]);

    const product = await getProduct(t.db, id);
    if (!product) throw new Error("no product");
    const gu = await localiseProduct(t.db, "gu", product);
    expect(gu.product.title).toBe("૧ HP બોરવેલ પંપ");
    expect(gu.product.description).toEqual(["મજબૂત પંપ", "ખેતર માટે"]);
    // Specification untranslated: English, never blank; the page is not yet translated.
    expect(gu.product.specification).toEqual(["1 HP", "230 V"]);
    expect(gu.translated).toBe(false);
    // What is shown in English for want of a translation: the page says so (issue 39, item 7).
    expect(gu.inEnglish).toEqual(["specification"]);
    expect(gu.product.categories).toEqual([
      { category: "Submersible Pumps", subcategory: "Borewell" },
    ]);
    const hi = await localiseProduct(t.db, "hi", product);
    expect(hi.product.title).toBe("1 HP बोरवेल पंप");
    expect(hi.product.description).toEqual(["Strong pump", "For farms"]);
    // English is a no-op and counts as translated.
    expect(await localiseProduct(t.db, "en", product)).toEqual({
      product,
      translated: true,
      inEnglish: [],
    });

    await translate(id, {
      title_gu: "૧ HP બોરવેલ પંપ",
      description_gu: "મજબૂત પંપ\nખેતર માટે",
      specification_gu: "૧ HP\n૨૩૦ V",
    });
    expect((await localiseProduct(t.db, "gu", product)).translated).toBe(true);
    expect((await localiseProduct(t.db, "gu", product)).inEnglish).toEqual([]);
    // The translators' list finds a product by its Gujarati title too (any script).
    const byGujarati = await listTranslationWork(t.db, {
      locale: "hi",
      status: "all",
      q: "બોરવેલ",
      page: 1,
    });
    expect(byGujarati.items.map((r) => r.id)).toEqual([id]);

    // Cards: one query for the list, titles only.
    const cards = await listBestsellers(t.db);
    expect((await localiseSummaries(t.db, "gu", cards)).map((c) => c.title)).toEqual([
      "૧ HP બોરવેલ પંપ",
    ]);
    expect((await localiseSummaries(t.db, "en", cards)).map((c) => c.title)).toEqual([
      "1 HP Borewell Pump",
    ]);
    const rows = await audit();
    expect(rows.map((r) => r.action)).toEqual([
      "product.add",
      "product.translate",
      "product.translate",
    ]);
    expect(JSON.parse(rows[1]?.after_json ?? "{}")).toMatchObject({ title_gu: "૧ HP બોરવેલ પંપ" });
  });

  it("flags a translation out of date when its English changes, still shows it, and clears the flag on confirm", async () => {
    const { id, input } = await seed();
    await translate(id, { title_gu: "બોરવેલ પંપ", description_gu: "મજબૂત પંપ" });
    expect((await getProductTranslations(t.db, id))?.fields.title.gu.status).toBe("current");
    const editable = await getEditableProduct(t.db, id);
    await updateProduct(t.db, admin, id, {
      ...input,
      title: "1.5 HP Borewell Pump",
      updatedAt: editable?.updatedAt ?? 0,
    });
    const after = await getProductTranslations(t.db, id);
    expect(after?.fields.title.gu).toMatchObject({
      status: "outdated",
      text: "બોરવેલ પંપ",
      source: "1 HP Borewell Pump",
      english: "1.5 HP Borewell Pump",
    });
    expect(after?.fields.description.gu.status).toBe("current");
    expect(after?.fields.specification.gu.status).toBe("missing");
    expect(after?.fields.features.gu.status).toBe("none");
    const product = await getProduct(t.db, id);
    if (!product) throw new Error("no product");
    expect((await localiseProduct(t.db, "gu", product)).product.title).toBe("બોરવેલ પંપ");

    expect(
      (await listTranslationWork(t.db, { locale: "gu", status: "outdated", q: "", page: 1 })).items,
    ).toEqual([
      { id, title: "1.5 HP Borewell Pump", translatedTitle: "બોરવેલ પંપ", status: "missing" },
    ]);
    expect(await productsNeedingTranslation(t.db)).toEqual({ gu: 1, hi: 1 });

    // Saving the same text keeps the flag; confirming it clears it.
    await translate(id, { title_gu: "બોરવેલ પંપ", description_gu: "મજબૂત પંપ" });
    expect((await getProductTranslations(t.db, id))?.fields.title.gu.status).toBe("outdated");
    await translate(id, {
      title_gu: "બોરવેલ પંપ",
      description_gu: "મજબૂત પંપ",
      current_title_gu: "on",
    });
    expect((await getProductTranslations(t.db, id))?.fields.title.gu.status).toBe("current");
    expect(
      (await listTranslationWork(t.db, { locale: "gu", status: "outdated", q: "", page: 1 })).items,
    ).toEqual([]);
  });

  it("refuses control characters, markup and over-long text with the form's message and changes nothing", async () => {
    const { id } = await seed();
    await translate(id, { title_gu: "બોરવેલ પંપ" });
    const before = await getProductTranslations(t.db, id);
    const auditBefore = (await audit()).length;
    const events: string[] = [];
    const stop = subscribe((e) => events.push(e.topic));
    const bad = await translate(id, {
      title_gu: "પંપ\u0007",
      description_gu: "<b>મજબૂત</b>",
      title_hi: "प".repeat(201),
      features_hi: "ok <!-- x -->",
    });
    stop();
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        title_gu: "Gujarati title contains invisible control characters. Please retype it.",
        description_gu:
          "Gujarati description cannot contain markup such as <b> or <script>. Please write plain text.",
        title_hi: "Hindi title is too long (200 characters at most)",
        features_hi:
          "Hindi features cannot contain markup such as <b> or <script>. Please write plain text.",
      },
    });
    expect(await getProductTranslations(t.db, id)).toEqual(before);
    expect(await audit()).toHaveLength(auditBefore);
    expect(events).toEqual([]);
    // "3 < 5" is not markup.
    expect(await translate(id, { title_gu: "૩ < ૫ HP" })).toMatchObject({ ok: true });
  });

  it("refuses a save over English that changed after the page was opened", async () => {
    const { id, input } = await seed();
    const opened = await getProductTranslations(t.db, id);
    await updateProduct(t.db, admin, id, {
      ...input,
      title: "New English",
      updatedAt: opened?.updatedAt ?? 0,
    });
    const result = await saveProductTranslationsFromForm(
      t.db,
      admin,
      id,
      form({ updatedAt: String(opened?.updatedAt), title_gu: "નવું" }),
    );
    expect(result).toMatchObject({ ok: false, status: 409, message: TRANSLATIONS_STALE });
    expect((await getProductTranslations(t.db, id))?.fields.title.gu.text).toBe("");
  });

  it("translates category and subcategory names, audited and published on categories", async () => {
    const { id, catId, subId } = await seed();
    const events: string[] = [];
    const stop = subscribe((e) => events.push(e.topic));
    const saved = await saveCategoryTranslationsFromForm(
      t.db,
      admin,
      catId,
      form({ name_gu: "સબમર્સિબલ પંપ", [`sub${subId}_gu`]: "બોરવેલ", name_hi: "" }),
    );
    stop();
    expect(saved).toMatchObject({ ok: true });
    expect(events).toEqual(["categories"]);
    const gu = await localiseCategories(t.db, "gu", await listCategories(t.db));
    expect(gu.map((c) => [c.name, c.subcategories.map((s) => s.name)])).toEqual([
      ["સબમર્સિબલ પંપ", ["બોરવેલ"]],
    ]);
    const hi = await localiseCategories(t.db, "hi", await listCategories(t.db));
    expect(hi[0]?.name).toBe("Submersible Pumps");
    const product = await getProduct(t.db, id);
    if (!product) throw new Error("no product");
    expect((await localiseProduct(t.db, "gu", product)).product.categories).toEqual([
      { category: "સબમર્સિબલ પંપ", subcategory: "બોરવેલ" },
    ]);
    expect((await audit()).slice(-2).map((a) => a.action)).toEqual([
      "category.translate",
      "subcategory.translate",
    ]);
    const refused = await saveCategoryTranslationsFromForm(
      t.db,
      admin,
      catId,
      form({ name_gu: "<i>x</i>", name_hi: "न".repeat(61) }),
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        name_gu:
          "Gujarati name cannot contain markup such as <b> or <script>. Please write plain text.",
        name_hi: "Hindi name is too long (60 characters at most)",
      },
    });
    expect((await getCategoryTranslations(t.db, catId))?.category.text.gu.text).toBe("સબમર્સિબલ પંપ");
  });

  it("translates photo descriptions by photo, flags them when the English changes, drops them with the photo", async () => {
    const jpeg = await jpegBytes();
    const a = (await ingestImage(t.db, t.storage, jpeg, "products")).id;
    const b = (await ingestImage(t.db, t.storage, jpeg, "products")).id;
    const { id, input } = await seed();
    let version = (await getEditableProduct(t.db, id))?.updatedAt ?? 0;
    await updateProduct(t.db, admin, id, {
      ...input,
      images: [a, b],
      imageAlts: ["Pump on a farm", ""],
      updatedAt: version,
    });
    await translate(id, { imageAlts_gu: ["ખેતરમાં પંપ", ""] });
    const product = await getProduct(t.db, id);
    if (!product) throw new Error("no product");
    const gu = await localiseProduct(t.db, "gu", product);
    expect(gu.product.images.map((i) => i.alt)).toEqual(["ખેતરમાં પંપ", ""]);
    expect(gu.product.image?.alt).toBe("ખેતરમાં પંપ");
    // Hindi has none: no English description on a Hindi page (the gallery uses the translated
    // title instead).
    const hi = await localiseProduct(t.db, "hi", product);
    expect(hi.product.images.map((i) => i.alt)).toEqual(["", ""]);

    // Photos reordered: each description stays with its photo.
    version = (await getEditableProduct(t.db, id))?.updatedAt ?? 0;
    await updateProduct(t.db, admin, id, {
      ...input,
      images: [b, a],
      imageAlts: ["", "Pump on a farm, side"],
      updatedAt: version,
    });
    const after = await getProductTranslations(t.db, id);
    expect(after?.images.map((i) => [i.mediaId, i.text.gu.text, i.text.gu.status])).toEqual([
      [b, "", "none"],
      [a, "ખેતરમાં પંપ", "outdated"],
    ]);
    expect(
      (await listTranslationWork(t.db, { locale: "gu", status: "outdated", q: "", page: 1 })).total,
    ).toBe(1);

    // The photo removed: its translated description goes too.
    version = (await getEditableProduct(t.db, id))?.updatedAt ?? 0;
    await updateProduct(t.db, admin, id, {
      ...input,
      images: [b],
      imageAlts: [""],
      updatedAt: version,
    });
    expect(await t.db.selectFrom("product_image_translation").selectAll().execute()).toEqual([]);
  });

  it("deleting a product or category takes its translations with it", async () => {
    const { id, catId } = await seed();
    await translate(id, { title_gu: "પંપ" });
    await saveCategoryTranslationsFromForm(t.db, admin, catId, form({ name_gu: "પંપ" }));
    await t.db.deleteFrom("product").where("id", "=", id).execute();
    await t.db.deleteFrom("category").where("id", "=", catId).execute();
    expect(await t.db.selectFrom("product_translation").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("category_translation").selectAll().execute()).toEqual([]);
  });
});
