import type { BrowserContext, Page } from "@playwright/test";
import { defaultSite } from "~/config/site";
import { reference, uniqueEmail, WA } from "../../app/test/enquiry-data";
import { demoProduct, expect, openServerDb, test } from "./fixtures";

type Row = Record<string, unknown> & { id: number };

/** Enquiries stored for an e-mail address, oldest first. */
function stored(email: string): Row[] {
  const db = openServerDb();
  try {
    return db.prepare("SELECT * FROM enquiry WHERE email = ? ORDER BY id").all(email) as Row[];
  } finally {
    db.close();
  }
}

/** The messaging app is outside our test network: answer wa.me with a stand-in page. */
async function fakeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
  );
}

/** Fake timers, frozen from the first document on: only runFor moves time. */
async function frozenClock(page: Page) {
  const start = new Date("2026-03-02T10:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Runs the fake clock to 1 ms before the dealer popup is due (`due` in
 * performance.now() time), letting the form's code, fetched ahead of time,
 * arrive in real time.
 */
async function runToJustBeforePopup(page: Page, due: number) {
  const code = page.waitForResponse(/\/assets\/(?:[a-z]+\/)?enquiry-dialog-[^/]*\.js$/);
  const elapsed = await page.evaluate(() => performance.now());
  await page.clock.runFor(due - elapsed - 1);
  await code;
}

/** Keeps the 30 s dealer popup from opening during other tests' clock runs. */
async function dealerPopupAlreadyShown(page: Page) {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
}

/** The popup's save (React Router's data request for POST /enquiry). */
const isEnquiryPost = (url: URL) => url.pathname === "/enquiry.data";

/** Holds the next enquiry save until `release()`: a slow network, as on a phone. */
async function holdSave(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    isEnquiryPost,
    async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.fallback();
    },
    { times: 1 },
  );
  return release;
}

/** A product page with the quote popup open and filled in. */
async function filledQuotePopup(page: Page, email: string) {
  const product = demoProduct();
  await dealerPopupAlreadyShown(page);
  await frozenClock(page);
  await page.goto(`/productinfo/${product.id}`);
  await page.getByRole("button", { name: "Get Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Product Inquiry" });
  await dialog.getByLabel("Name", { exact: true }).fill("Meena Joshi");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone number").fill("9824011223");
  await dialog.getByLabel("Company name").fill("Joshi Farms");
  return dialog;
}

function messageOf(url: string): string {
  expect(url.startsWith(`${WA}?text=`), url).toBe(true);
  return new URL(url).searchParams.get("text") ?? "";
}

test.describe("enquiry popup", () => {
  test("@browser Get Quote validates each field, stores the enquiry, then opens WhatsApp after 1.5 s", async ({
    page,
    context,
  }) => {
    const product = demoProduct();
    await fakeWhatsApp(context);
    await dealerPopupAlreadyShown(page);
    await frozenClock(page);
    await page.goto(`/productinfo/${product.id}`);

    // A button once the page is interactive (a link to /enquiry before that).
    await page.getByRole("button", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Product Inquiry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("enquiry-product")).toHaveText(product.title);
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();

    const submit = dialog.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Phone number is required")).toBeVisible();
    await expect(dialog.getByText("Company name is required")).toBeVisible();

    await dialog.getByLabel("Email").fill("priya@example");
    await dialog.getByLabel("Phone number").fill("98765 4321x");
    await submit.click();
    await expect(dialog.getByText("Email is invalid")).toBeVisible();
    await expect(dialog.getByText("Phone number is invalid")).toBeVisible();

    // Each field's error clears as soon as it is edited, and only that one.
    await dialog.getByLabel("Name", { exact: true }).fill("Priya Mehta");
    await expect(dialog.getByText("Name is required", { exact: true })).toBeHidden();
    await expect(dialog.getByText("Company name is required")).toBeVisible();
    await dialog.getByLabel("Company name").fill("Mehta Agro Services");
    await expect(dialog.getByText("Company name is required")).toBeHidden();
    const email = uniqueEmail("priya");
    await dialog.getByLabel("Email").fill(email);
    await expect(dialog.getByText("Email is invalid")).toBeHidden();
    await expect(dialog.getByText("Phone number is invalid")).toBeVisible();
    await dialog.getByLabel("Phone number").fill("+91 98765-43210");
    await expect(dialog.getByText("Phone number is invalid")).toBeHidden();
    expect(stored(email)).toEqual([]);

    const popups: Page[] = [];
    page.on("popup", (p) => popups.push(p));
    const popup = page.waitForEvent("popup");
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    // Stored on the server first...
    await expect(dialog.getByText(/Saved as ENQ-\d{5}\. Opening WhatsApp/)).toBeVisible();
    const [row] = stored(email);
    expect(row).toMatchObject({
      kind: "product",
      product_id: product.id,
      product_title: product.title,
      name: "Priya Mehta",
      phone: "+91 98765-43210",
      company: "Mehta Agro Services",
      status: "new",
    });
    // ...and the submitting state holds for 1.5 s from the click before the link opens
    // (the fake clock has not moved while the save ran).
    await page.clock.runFor(1499);
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeVisible();
    expect(popups).toHaveLength(0);
    await page.clock.runFor(1);
    const wa = await popup;
    await wa.waitForLoadState("domcontentloaded");
    expect(messageOf(wa.url()).split("\n")).toEqual([
      "Product Inquiry",
      `Product: ${product.title}`,
      "Name: Priya Mehta",
      `Email: ${email}`,
      "Phone: +91 98765-43210",
      "Company: Mehta Agro Services",
      `Reference: ${reference(row?.id ?? 0)}`,
    ]);

    // Then the popup closes with the form reset.
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Your enquiry ${reference(row?.id ?? 0)} is saved`)).toBeVisible();
    await page.getByRole("button", { name: "Get Quote" }).click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(stored(email)).toHaveLength(1);
  });

  test("@browser with a slow save, Submitting... still ends 1.5 s after the click", async ({
    page,
    context,
  }) => {
    await fakeWhatsApp(context);
    const email = uniqueEmail("slow");
    const dialog = await filledQuotePopup(page, email);
    const release = await holdSave(page);
    const popups: Page[] = [];
    page.on("popup", (p) => popups.push(p));
    await dialog.getByRole("button", { name: "Submit" }).click();
    const submitting = dialog.getByRole("button", { name: "Submitting..." });
    await expect(submitting).toBeDisabled();
    // The save takes a second; the 1.5 s run from the click, beside it.
    await page.clock.runFor(1000);
    expect(stored(email)).toEqual([]);
    release();
    await expect(dialog.getByText(/Saved as ENQ-\d{5}\. Opening WhatsApp/)).toBeVisible();
    expect(stored(email)).toHaveLength(1);
    await page.clock.runFor(499);
    await expect(submitting).toBeVisible();
    expect(popups).toHaveLength(0);
    const popup = page.waitForEvent("popup");
    await page.clock.runFor(1);
    expect(messageOf((await popup).url())).toContain("Name: Meena Joshi");
    await expect(dialog).toBeHidden();
  });

  test("@browser a save slower than 1.5 s closes the popup as soon as it is stored", async ({
    page,
    context,
  }) => {
    await fakeWhatsApp(context);
    const email = uniqueEmail("slower");
    const dialog = await filledQuotePopup(page, email);
    const release = await holdSave(page);
    const popups: Page[] = [];
    page.on("popup", (p) => popups.push(p));
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page.clock.runFor(1500);
    // The 1.5 s are over but nothing is stored yet: still submitting, nothing opened.
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(dialog.getByText("Saving your enquiry…")).toBeVisible();
    expect(popups).toHaveLength(0);
    const popup = page.waitForEvent("popup");
    release();
    // No more waiting once it is stored: the link opens and the popup closes.
    await popup;
    await expect(dialog).toBeHidden();
    const [row] = stored(email);
    await expect(page.getByText(`Your enquiry ${reference(row?.id ?? 0)} is saved`)).toBeVisible();
  });

  test("@browser a save that fails keeps the popup open with the error", async ({ page }) => {
    const email = uniqueEmail("offline");
    const dialog = await filledQuotePopup(page, email);
    await page.route(isEnquiryPost, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
    );
    const popups: Page[] = [];
    page.on("popup", (p) => popups.push(p));
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Your enquiry could not be sent. Please check your connection and try again, or call us.",
    );
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
    await page.clock.runFor(1500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Meena Joshi");
    expect(popups).toHaveLength(0);
    expect(stored(email)).toEqual([]);
  });

  test("@browser the dealer popup opens by itself after 30 s once, and never again after a reload", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000); // long runs of the fake clock drive the hero slideshow too
    await fakeWhatsApp(context);
    await frozenClock(page);
    await page.goto("/");
    await expect(page.locator('[data-dealer-popup="armed"]')).toBeAttached();
    const dialog = page.getByRole("dialog", { name: "Dealership Inquiry" });

    // 30 s from the navigation's start (performance.now() counts from it).
    await runToJustBeforePopup(page, 30_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("hasShownPopup"))).toBe("true");

    // A modal dialog: focus starts in it, Tab and Shift+Tab stay in it, Escape closes it.
    await expect(dialog.getByLabel("Name", { exact: true })).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator('[data-dealer-popup="off"]')).toBeAttached();
    await page.clock.runFor(45_000);
    await expect(dialog).toBeHidden();
    await page.goto("/shop", { waitUntil: "domcontentloaded" });
    await expect(page.locator('[data-dealer-popup="off"]')).toBeAttached();
    await page.clock.runFor(31_000);
    await expect(dialog).toBeHidden();
  });

  test("@browser the dealer popup counts 30 s from the navigation's start, not from when our JavaScript ran", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await frozenClock(page);
    // A slow phone: the page has arrived, but our JavaScript is still on its way.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/**/*.js", async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto("/", { waitUntil: "commit" });
    await page.clock.runFor(12_000);
    await expect(page.locator('[data-dealer-popup="armed"]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-dealer-popup="armed"]')).toBeAttached();
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(12_000);

    const dialog = page.getByRole("dialog", { name: "Dealership Inquiry" });
    await runToJustBeforePopup(page, 30_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
  });

  test("@browser a dealer enquiry is stored and opens a Dealership Inquiry message", async ({
    page,
    context,
  }) => {
    await fakeWhatsApp(context);
    await frozenClock(page);
    await page.goto("/about");
    await expect(page.locator('[data-dealer-popup="armed"]')).toBeAttached();
    await page.clock.runFor(30_000);
    const dialog = page.getByRole("dialog", { name: "Dealership Inquiry" });
    await expect(dialog).toBeVisible();

    const email = uniqueEmail("dealer");
    await dialog.getByLabel("Name", { exact: true }).fill("Ravi Patel");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone number").fill("(0281) 234-5678");
    await dialog.getByLabel("Company name").fill("Patel Electricals");
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText(/Opening WhatsApp/)).toBeVisible();
    const [row] = stored(email);
    expect(row).toMatchObject({ kind: "dealer", product_id: null, company: "Patel Electricals" });
    await page.clock.runFor(1500);
    const wa = await popup;
    await wa.waitForLoadState("domcontentloaded");
    const text = messageOf(wa.url());
    expect(text.split("\n")[0]).toBe("Dealership Inquiry");
    expect(text).not.toContain("Product:");
    expect(text).toContain(`Reference: ${reference(row?.id ?? 0)}`);
    await expect(dialog).toBeHidden();
  });

  test("@browser when WhatsApp cannot open, the popup shows the reference and a tap-to-call link", async ({
    page,
  }) => {
    const product = demoProduct();
    await dealerPopupAlreadyShown(page);
    // As a popup blocker does: window.open gives nothing back.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await frozenClock(page);
    await page.goto(`/productinfo/${product.id}`);
    await page.getByRole("button", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog");
    const email = uniqueEmail("blocked");
    await dialog.getByLabel("Name", { exact: true }).fill("Kiran Shah");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone number").fill("9825012345");
    await dialog.getByLabel("Company name").fill("Shah Pumps");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText(/Opening WhatsApp/)).toBeVisible();
    await page.clock.runFor(1500);

    const [row] = stored(email);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("enquiry-reference")).toHaveText(reference(row?.id ?? 0));
    await expect(dialog.getByRole("link", { name: `Call ${defaultSite.phone}` })).toHaveAttribute(
      "href",
      "tel:+919825041230",
    );
    const open = dialog.getByRole("link", { name: "Open WhatsApp" });
    expect(messageOf((await open.getAttribute("href")) ?? "")).toContain("Name: Kiran Shah");
    await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test("@browser the popup fits a 375 px phone screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const product = demoProduct();
    await dealerPopupAlreadyShown(page);
    await page.goto(`/productinfo/${product.id}`);
    await page.getByRole("button", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Product Inquiry" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const submit = await dialog.getByRole("button", { name: "Submit" }).boundingBox();
    expect(submit && submit.y + submit.height <= 700).toBe(true);
  });
});
