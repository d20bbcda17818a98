import type { BrowserContext, Locator, Page } from "@playwright/test";
import { defaultSite } from "../../app/config/site";
import { routingProduct } from "../../app/test/salespeople-data.server";
import {
  auditActions,
  expect,
  flash,
  newAdmin,
  scriptsArriveLate,
  serverRow,
  serverRows,
  test,
  toast,
  uniqueEmail,
  withServerDb,
} from "./fixtures";

/**
 * The salespeople's admin page, /admin/salespeople, and an enquiry routed to
 * one of them (docs/admin-leads.md, "Salespeople and routing").
 *
 * Specs run side by side on one server: every salesperson made here covers
 * only a category this spec makes (with its one product), so no other spec's
 * enquiry is routed to them and every other WhatsApp link stays the business
 * number's.
 */

interface Stored {
  id: number;
  name: string;
  whatsapp: string;
  active: number;
}

const salesperson = (name: string) =>
  serverRow<Stored | undefined>(
    "SELECT id, name, whatsapp, active FROM salesperson WHERE name = ?",
    name,
  );

const areas = (id: number) =>
  serverRows<{ state_code: string; district: string | null }>(
    "SELECT state_code, district FROM salesperson_area WHERE salesperson_id = ? ORDER BY state_code, district",
    id,
  );

let seq = 0;
const tag = () => `${Date.now().toString(36)}${++seq}${Math.floor(Math.random() * 1e4)}`;

/** A category of this spec's own and one product in it: nobody else's enquiries reach it. */
const ownProduct = () => withServerDb(routingProduct);

async function fillSalesperson(
  scope: Locator,
  values: { name: string; whatsapp: string; state?: string; districts?: string; category?: string },
) {
  await scope.getByLabel("Name", { exact: true }).fill(values.name);
  await scope.getByLabel("WhatsApp number").fill(values.whatsapp);
  await scope.getByLabel("State of area 1").selectOption(values.state ?? "");
  await scope.getByLabel("Districts of area 1").fill(values.districts ?? "");
  if (values.category) await scope.getByLabel(values.category, { exact: true }).check();
}

/** The messaging app is outside our test network: answer wa.me with a stand-in page. */
async function fakeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>WhatsApp" }),
  );
}

const card = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

test.describe("admin salespeople @browser", () => {
  test("an admin adds a salesperson, an enquiry is routed to them, and the lead is re-assigned", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const own = await ownProduct();
    const name = `રવિ પટેલ ${tag()}`;
    await newAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Salespeople", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/salespeople$/);
    await expect(page.getByRole("heading", { name: /Salespeople/, level: 1 })).toBeVisible();

    // Bad input: the shared schema answers in the browser, beside the fields; nothing is stored.
    const add = page.getByRole("region", { name: "Add a salesperson" });
    await fillSalesperson(add, { name, whatsapp: "12345", districts: "Rajkot" });
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await expect(
      add.getByText(
        "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.",
      ),
    ).toBeVisible();
    await expect(add.getByText("Choose the state these districts are in.")).toBeVisible();
    await expect(add.getByLabel("WhatsApp number")).toHaveAttribute("aria-invalid", "true");
    expect(salesperson(name)).toBeUndefined();

    // Rajkot and Morbi in Gujarat, the spec's own category only.
    await fillSalesperson(add, {
      name,
      whatsapp: "+91 99090 12345",
      state: "24",
      districts: "Rajkot, Morbi",
      category: own.category,
    });
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await toast(page, `Salesperson “${name}” added successfully!`);
    const stored = salesperson(name);
    expect(stored).toMatchObject({ whatsapp: "919909012345", active: 1 });
    const id = stored?.id ?? 0;
    expect(areas(id)).toEqual([
      { state_code: "24", district: "Morbi" },
      { state_code: "24", district: "Rajkot" },
    ]);
    const mine = card(page, name);
    await expect(mine).toContainText("WhatsApp +91 99090 12345");
    await expect(mine.getByTestId("areas")).toHaveText("Gujarat: Morbi, Rajkot");
    await expect(mine.getByTestId("categories")).toHaveText(own.category);

    // The popup's enquiries carry no location: covering everywhere, they reach this salesperson.
    await mine.getByRole("link", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${name}` });
    await expect(edit.getByLabel("Districts of area 1")).toHaveValue("Morbi, Rajkot");
    await edit.getByLabel("State of area 1").selectOption("");
    await edit.getByLabel("Districts of area 1").fill("");
    await edit.getByRole("button", { name: "Save" }).click();
    await toast(page, `Salesperson “${name}” updated successfully!`);
    await expect(card(page, name).getByTestId("areas")).toHaveText("Everywhere");
    expect(areas(id)).toEqual([]);

    // A quote for the product opens the salesperson's WhatsApp, with the spec's text.
    await fakeWhatsApp(context);
    await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
    await page.goto(`/productinfo/${own.productId}`);
    await page.getByRole("button", { name: "Get Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Product Inquiry" });
    const email = uniqueEmail("routed");
    await dialog.getByLabel("Name", { exact: true }).fill("Meena Joshi");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone number").fill("9824011223");
    await dialog.getByLabel("Company name").fill("Joshi Farms");
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Submit" }).click();
    const wa = await popup;
    const lead = serverRow<{ id: number; salesperson_id: number | null }>(
      "SELECT id, salesperson_id FROM enquiry WHERE email = ?",
      email,
    );
    expect(lead.salesperson_id).toBe(id);
    const link = new URL(wa.url());
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919909012345");
    const reference = `ENQ-${String(lead.id).padStart(5, "0")}`;
    expect(link.searchParams.get("text")?.split("\n")).toEqual([
      "Product Inquiry",
      `Product: ${own.title}`,
      "Name: Meena Joshi",
      `Email: ${email}`,
      "Phone: 9824011223",
      "Company: Joshi Farms",
      `Reference: ${reference}`,
    ]);
    await wa.close();

    // The inbox shows the owner and filters by them; the lead is re-assigned, audited.
    await page.goto(`/admin/enquiries?owner=${id}`);
    const leadCard = page.getByRole("listitem", { name: `${reference} from Meena Joshi` });
    await expect(leadCard.getByTestId("lead-owner")).toHaveText(name);
    await expect(page.getByLabel("Owner", { exact: true })).toHaveValue(String(id));
    await leadCard.getByLabel(`Owner of ${reference}`).selectOption("none");
    await leadCard.getByRole("button", { name: "Assign" }).click();
    await toast(page, "Owner changed to Unassigned");
    expect(
      serverRow<{ s: number | null }>(
        "SELECT salesperson_id AS s FROM enquiry WHERE id = ?",
        lead.id,
      ).s,
    ).toBeNull();
    expect(auditActions("lead", lead.id)).toEqual(["lead.assign"]);
    await page.goto(`/admin/enquiries?owner=none&q=${reference}`);
    const unassigned = page.getByRole("listitem", { name: `${reference} from Meena Joshi` });
    await expect(unassigned.getByTestId("lead-owner")).toHaveText("Unassigned");

    // Given back, then the salesperson cannot be deleted while they own it: deactivate instead.
    await unassigned.getByLabel(`Owner of ${reference}`).selectOption(String(id));
    await unassigned.getByRole("button", { name: "Assign" }).click();
    await toast(page, `Owner changed to ${name}`);
    await page.goto("/admin/salespeople");
    await card(page, name).locator("summary", { hasText: "Delete" }).click();
    await expect(card(page, name)).toContainText("owns 1 lead: deactivate them instead");
    await expect(card(page, name).getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
    await card(page, name)
      .getByRole("button", { name: `Deactivate ${name}` })
      .click();
    await toast(page, `${name} no longer takes new enquiries; their leads stay theirs.`);
    await expect(card(page, name)).toContainText("Inactive");
    expect(salesperson(name)?.active).toBe(0);
    expect(auditActions("salesperson", id)).toEqual([
      "salesperson.add",
      "salesperson.update",
      "salesperson.deactivate",
    ]);

    // Inactive: the next quote for the product goes to the business number again.
    const response = await page.request.post("/enquiry", {
      form: {
        kind: "product",
        productId: own.productId,
        name: "Ravi",
        email: uniqueEmail("unrouted"),
        phone: "9824011223",
        companyName: "Farm",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(
      new RegExp(`^https://wa\\.me/${defaultSite.whatsappNumber}\\?text=`),
    );
  });

  test("a signed-out visitor to /admin/salespeople is sent to sign-in", async ({ page }) => {
    await page.goto("/admin/salespeople");
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fadmin%2Fsalespeople$/);
  });
});

test.describe("admin salespeople on a phone @browser", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the page fits a 375 px screen, and a salesperson is added there", async ({ page }) => {
    const own = await ownProduct();
    const name = `Phone ${tag()}`;
    await newAdmin(page);
    await page.goto("/admin/salespeople");
    const add = page.getByRole("region", { name: "Add a salesperson" });
    await fillSalesperson(add, {
      name,
      whatsapp: "9909012346",
      state: "27",
      category: own.category,
    });
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await toast(page, `Salesperson “${name}” added successfully!`);
    await expect(card(page, name).getByTestId("areas")).toHaveText("Maharashtra (whole state)");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Never owned a lead: it can be deleted.
    await card(page, name).locator("summary", { hasText: "Delete" }).click();
    await card(page, name).getByRole("button", { name: "Yes, delete" }).click();
    await toast(page, `Salesperson “${name}” deleted successfully!`);
    expect(salesperson(name)).toBeUndefined();
  });
});

test.describe("admin salespeople without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("add, refuse bad input, route an enquiry, deactivate: plain form posts", async ({
    page,
  }) => {
    const own = await ownProduct();
    const name = `नीता शाह ${tag()}`;
    await newAdmin(page);
    await page.goto("/admin/salespeople");
    const add = page.getByRole("region", { name: "Add a salesperson" });

    // The server answers with the shared schema's messages beside the fields, and keeps the values.
    await fillSalesperson(add, { name, whatsapp: "0281 2345678", category: own.category });
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await expect(
      page.getByText(
        "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.",
      ),
    ).toBeVisible();
    await expect(add.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(add.getByLabel(own.category, { exact: true })).toBeChecked();
    expect(salesperson(name)).toBeUndefined();

    await add.getByLabel("WhatsApp number").fill("९९०९० १२३४७");
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await flash(page, `Salesperson “${name}” added successfully!`);
    await expect(page).toHaveURL(/saved=\d+/);
    const id = salesperson(name)?.id ?? 0;
    expect(salesperson(name)).toMatchObject({ whatsapp: "919909012347", active: 1 });

    // The enquiry form without JavaScript: stored, then sent to the owner's WhatsApp.
    const response = await page.request.post("/enquiry", {
      form: {
        kind: "product",
        productId: own.productId,
        name: "Kiran",
        email: uniqueEmail("nojs"),
        phone: "9824011223",
        companyName: "Kiran Agro",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toMatch(
      /^https:\/\/wa\.me\/919909012347\?text=Product%20Inquiry/,
    );

    await card(page, name)
      .getByRole("button", { name: `Deactivate ${name}` })
      .click();
    await flash(page, `${name} no longer takes new enquiries; their leads stay theirs.`);
    expect(salesperson(name)?.active).toBe(0);
    expect(auditActions("salesperson", id)).toEqual(["salesperson.add", "salesperson.deactivate"]);
  });
});

test.describe("admin salespeople before the scripts run @browser", () => {
  test.beforeEach(({ page }) => scriptsArriveLate(page));

  test("a salesperson is added and deleted before hydration", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Early ${tag()}`;
    const own = await ownProduct();
    await newAdmin(page);
    await page.goto("/admin/salespeople", { waitUntil: "commit" });
    await page.locator("main").waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    const add = page.getByRole("region", { name: "Add a salesperson" });
    await fillSalesperson(add, { name, whatsapp: "9909012348", category: own.category });
    await add.getByRole("button", { name: "Add salesperson" }).click();
    await expect(card(page, name)).toBeVisible({ timeout: 25_000 });
    expect(salesperson(name)).toMatchObject({ whatsapp: "919909012348" });

    await page.goto("/admin/salespeople", { waitUntil: "commit" });
    await page.locator("main").waitFor();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await card(page, name).locator("summary", { hasText: "Delete" }).click();
    await card(page, name).getByRole("button", { name: "Yes, delete" }).click();
    await expect(card(page, name)).toHaveCount(0, { timeout: 25_000 });
    expect(salesperson(name)).toBeUndefined();
  });
});
