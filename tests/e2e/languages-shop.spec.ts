import type { Page } from "@playwright/test";
import { createOrder } from "../../app/orders/orders.server";
import { categoryTranslations, productTranslations } from "../../app/seed/demo-translations";
import { expect, newUser, test, withServerDb } from "./fixtures";

/**
 * Finding products in Gujarati and Hindi (docs/languages.md, "Shop, search,
 * finder and compare"): the shop with a category (names translated, the URL
 * keeping the English name), its filters and pages staying under /gu, the
 * header search's translated titles in /hi, and the finder and compare under
 * /gu at 375 and 1280 px, with JavaScript and without.
 *
 * The demo catalogue's Gujarati and Hindi for Submersible Pumps, its V4
 * subcategory and one V4 pump are written before the pages are first asked
 * for (none of these addresses is visited by another spec, so no cached page
 * predates them).
 */

const CATEGORY = "Submersible Pumps";
const SUB = "V4 Borewell (4 inch)";
const PUMP = "SPT V4 1 HP 10-Stage Borewell Submersible Pump";
const gu = categoryTranslations[CATEGORY]?.gu;
const hi = categoryTranslations[CATEGORY]?.hi;
const pumpGu = productTranslations[PUMP]?.gu?.title ?? "";
const pumpHi = productTranslations[PUMP]?.hi?.title ?? "";
const SHOTS = "languages-shop";

let pumpId = "";
let otherId = "";

test.beforeAll(async () => {
  await withServerDb(async (db) => {
    const category = await db
      .selectFrom("category")
      .select("id")
      .where("name", "=", CATEGORY)
      .executeTakeFirstOrThrow();
    const sub = await db
      .selectFrom("subcategory")
      .select("id")
      .where("name", "=", SUB)
      .executeTakeFirstOrThrow();
    const pumps = await db
      .selectFrom("product")
      .select(["id", "title"])
      .where("title", "like", "SPT V4 %")
      .orderBy("title")
      .execute();
    pumpId = pumps.find((p) => p.title === PUMP)?.id ?? "";
    otherId = pumps.find((p) => p.title !== PUMP)?.id ?? "";
    for (const [locale, t] of [
      ["gu", gu],
      ["hi", hi],
    ] as const) {
      if (!t) continue;
      await db
        .insertInto("category_translation")
        .values({ category_id: category.id, locale, name: t.name, name_source: CATEGORY })
        .onConflict((oc) => oc.columns(["category_id", "locale"]).doUpdateSet({ name: t.name }))
        .execute();
      const subName = t.subcategories[SUB] ?? "";
      await db
        .insertInto("subcategory_translation")
        .values({ subcategory_id: sub.id, locale, name: subName, name_source: SUB })
        .onConflict((oc) => oc.columns(["subcategory_id", "locale"]).doUpdateSet({ name: subName }))
        .execute();
    }
    for (const [locale, title] of [
      ["gu", pumpGu],
      ["hi", pumpHi],
    ] as const) {
      await db
        .insertInto("product_translation")
        .values({ product_id: pumpId, locale, title, title_source: PUMP, updated_at: Date.now() })
        .onConflict((oc) => oc.columns(["product_id", "locale"]).doUpdateSet({ title }))
        .execute();
    }
  });
  expect(pumpId, "the demo V4 1 HP pump").not.toBe("");
  expect(gu?.name && hi?.name && pumpGu && pumpHi).toBeTruthy();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
});

const sidebar = (page: Page) => page.getByRole("complementary", { name: "કેટેગરી" });

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({
    path: test.info().outputPath(`${SHOTS}-${name}-${width}.png`),
    fullPage: true,
  });
}

test.describe("the shop in Gujarati @browser", () => {
  test("a category's names are translated, its URL keeps the English name, filters and pages keep /gu", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/gu/shop?category=Submersible+Pumps&sort=name-asc");
    await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu?.name ?? "");
    await expect(page).toHaveTitle(new RegExp(gu?.name ?? ""));
    // The translated title on its card, the rest in English.
    // (Checked on a demo pump's own card: other specs' products may fill this first page.)
    await page.goto(`/gu/shop?category=Submersible+Pumps&q=${encodeURIComponent(pumpGu)}`);
    await expect(page.getByRole("link", { name: pumpGu }).first()).toBeVisible();
    await page.goto("/gu/shop?category=Submersible+Pumps&sort=name-asc");
    await expect(page.getByTestId("shop-count")).toContainText("પ્રોડક્ટ");
    await expect(page.getByRole("link", { name: `કેટેગરી: ${gu?.name} કાઢો` })).toBeVisible();

    // The subcategory: translated name, English key in the address.
    const subLink = sidebar(page).getByRole("link", { name: gu?.subcategories[SUB] });
    await expect(subLink).toHaveAttribute(
      "href",
      "/gu/shop?category=Submersible+Pumps&subcategory=V4+Borewell+%284+inch%29&sort=name-asc",
    );
    await subLink.click();
    await expect(page).toHaveURL(/\/gu\/shop\?category=Submersible\+Pumps&subcategory=V4/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu?.subcategories[SUB] ?? "");
    const filters = page.locator("#filters");
    await expect(
      filters.getByRole("heading", { name: `${gu?.subcategories[SUB]} ફિલ્ટર કરો` }),
    ).toBeVisible();
    await expect(filters.getByRole("group", { name: "પાવર (HP)" })).toBeVisible();

    // A filter keeps the language; its chip is in Gujarati.
    await filters.getByRole("group", { name: "ફેઝ" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/gu\/shop\?.*phase=\d/);
    await expect(page.getByRole("list", { name: "લાગુ કરેલાં ફિલ્ટર" })).toContainText("ફેઝ:");
    // A range typed in Gujarati digits, applied with the form.
    await page.getByLabel("પાવર: ઓછામાં ઓછું (HP)").fill("૧");
    await filters.getByRole("button", { name: "રેન્જ લાગુ કરો" }).click();
    // The address keeps what was typed; the server reads it as 1.
    await expect(page).toHaveURL(/\/gu\/shop\?.*power_min=%E0%AB%A7/);
    await expect(page.getByRole("list", { name: "લાગુ કરેલાં ફિલ્ટર" })).toContainText(
      "પાવર: 1 HPથી વધુ",
    );

    // The sort keeps the language.
    await page.getByLabel("ક્રમ").selectOption({ label: "ભાવ: ઓછાથી વધુ" });
    await expect(page).toHaveURL(/\/gu\/shop\?.*sort=price-asc/);
    for (const width of [375, 1280]) await shoot(page, "category", width);

    // Pages of the whole shop stay under /gu.
    await page.goto("/gu/shop");
    const pages = page.getByRole("navigation", { name: "પાનાં" });
    await expect(pages.getByRole("link", { name: "પાનું 2" })).toHaveAttribute(
      "href",
      "/gu/shop?page=2",
    );
    await pages.getByRole("link", { name: "આગલું પાનું" }).click();
    await expect(page).toHaveURL(/\/gu\/shop\?page=2$/);
    await expect(page.getByRole("link", { name: "પાનું 2" })).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
  });

  test("a filter without a category says so in Gujarati", async ({ page }) => {
    await page.goto("/gu/shop?power_min=1&head_min=abc");
    await expect(page.getByTestId("filter-notices")).toContainText(
      "હેડ: “abc” આંકડો નથી, એટલે ગણ્યું નથી.",
    );
    await expect(page.getByTestId("filter-notices")).toContainText("પહેલાં કેટેગરી પસંદ કરો.");
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("@browser the sort and the range form keep /gu and the translated names", async ({
    page,
  }) => {
    await page.goto("/gu/shop?category=Submersible+Pumps&subcategory=V4+Borewell+%284+inch%29");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu?.subcategories[SUB] ?? "");
    await page.getByLabel("પાવર: ઓછામાં ઓછું (HP)").fill("1");
    await page.getByRole("button", { name: "રેન્જ લાગુ કરો" }).click();
    await expect(page).toHaveURL(
      /\/gu\/shop\?category=Submersible\+Pumps&subcategory=V4.*power_min=1/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu?.subcategories[SUB] ?? "");
    await page.getByLabel("ક્રમ").selectOption("name-asc");
    await page.getByRole("button", { name: "લાગુ કરો", exact: true }).click();
    await expect(page).toHaveURL(/\/gu\/shop\?.*sort=name-asc/);
    // (Checked on a demo pump's own card: other specs' products may fill this first page.)
    await page.goto(`/gu/shop?category=Submersible+Pumps&q=${encodeURIComponent(pumpGu)}`);
    await expect(page.getByRole("link", { name: pumpGu }).first()).toBeVisible();
    await page.goto("/gu/shop?category=Submersible+Pumps&sort=name-asc");
  });
});

test("@browser the header search in Hindi shows translated titles", async ({ page }) => {
  await page.goto("/hi/about");
  await page.getByRole("banner").getByLabel("प्रोडक्ट खोजें").first().click();
  const box = page.getByRole("combobox", { name: "प्रोडक्ट खोजें" });
  await expect(box).toHaveAttribute("placeholder", "पंप, मोटर, टूल्स खोजें…");
  await box.fill("V4 1 HP 10-Stage");
  const list = page.getByRole("listbox", { name: "मिलते प्रोडक्ट" });
  await expect(list.getByRole("option").first()).toHaveAttribute("title", pumpHi);
  await expect(page.getByRole("link", { name: /के सभी नतीजे देखें/ })).toHaveAttribute(
    "href",
    /^\/hi\/shop\?q=/,
  );
  // The English page asks in English.
  const en = await page.request.get("/api/search?q=V4%201%20HP%2010-Stage");
  expect((await en.json()).results[0].title).toBe(PUMP);
});

test("@browser the finder and compare under /gu at 375 and 1280 px", async ({ page }) => {
  await page.goto("/gu/finder?head=30&discharge=40&type=submersible");
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  // Reasons in Gujarati with its units; translated titles.
  await expect(page.getByText(/લિ\.\/મિનિટ પર .*મીટર/).first()).toBeVisible();
  // The heading's requirement line and the form are Gujarati too.
  await expect(page.getByTestId("finder-heading")).toContainText(
    "40 લિ./મિનિટ પર 30 મીટર, બોરવેલ સબમર્સિબલ",
  );
  await expect(page.getByLabel("હેડ (મીટર)")).toHaveValue("30");
  await expect(page.getByRole("button", { name: "પંપ શોધો" })).toBeVisible();
  for (const width of [375, 1280]) await shoot(page, "finder", width);

  await page.goto(`/gu/compare?ids=${pumpId},${otherId}`);
  await expect(page.getByRole("link", { name: pumpGu }).first()).toBeVisible();
  await expect(page.getByTestId("compare-row-price")).toContainText("ભાવ");
  await expect(page.getByTestId("compare-row-category")).toContainText(gu?.name ?? "");
  for (const width of [375, 1280]) await shoot(page, "compare", width);
});

test("@browser the finder's form and its messages in Gujarati, without JavaScript too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/gu/finder");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("તમારું પાણી કયો પંપ ચડાવશે?");
    await expect(page.getByRole("heading", { name: "કેવી રીતે માપવું" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "4 ઇંચનો બોર: 30 લિ./મિનિટ પર 90 મીટર" }),
    ).toHaveAttribute("href", "/gu/finder?head=90&discharge=30&borewell=4");
    await page.getByLabel("હેડ (મીટર)").fill("ઘણું");
    await page.getByLabel("પાણી (લિટર પ્રતિ મિનિટ)").fill("60");
    await page.getByLabel("વીજળીનો ફેઝ").selectOption({ label: "થ્રી ફેઝ" });
    const answer = page.waitForResponse((r) => r.url().includes("/gu/finder?"));
    await page.getByRole("button", { name: "પંપ શોધો" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("#finder-head-error")).toHaveText(
      "હેડ: આંકડો લખો, જેમ કે 45 અથવા 45 મીટર (150 ફૂટ પણ ચાલે)",
    );
    await expect(page.getByLabel("હેડ (મીટર)")).toHaveAttribute(
      "aria-describedby",
      "finder-head-error",
    );
  } finally {
    await context.close();
  }
});

test("@browser /hi/user lists an order in Hindi, its status translated, and /user in English", async ({
  page,
}) => {
  const who = await newUser(page);
  const orderId = await withServerDb(async (db) => {
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", who.email)
      .executeTakeFirstOrThrow();
    const order = await createOrder(db, user.id, [{ id: pumpId, quantity: 2 }]);
    if (!order) throw new Error("no order was made");
    await db.updateTable("orders").set({ status: "quoted" }).where("id", "=", order.id).execute();
    return order.id;
  });
  await page.goto("/hi/user");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरे ऑर्डर");
  await expect(page.getByText(`आप e2e-user (${who.email}) के नाम से लॉग इन हैं।`)).toBeVisible();
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("कोटेशन भेजा");
  const table = page.getByRole("table", { name: `ऑर्डर ${orderId} का सामान` });
  await expect(table.getByRole("columnheader", { name: "नग" })).toBeVisible();
  await expect(table).toContainText("ऑर्डर का कुल (GST के बिना)");
  // The line names the pump by its Hindi title; the English page by the stored one.
  await expect(table.getByRole("link", { name: pumpHi })).toBeVisible();
  for (const width of [375, 1280]) await shoot(page, "user", width);

  // The stored status is the English key; the English page names it as before.
  await page.goto("/user");
  await expect(page.getByTestId("order-status")).toHaveText("Quoted");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My orders");
  await expect(page.getByRole("link", { name: PUMP, exact: true })).toBeVisible();
});
