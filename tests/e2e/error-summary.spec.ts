import type { Locator, Page } from "@playwright/test";
import { quotationPath } from "../../app/http/paths";
import { m } from "../../app/i18n/paraglide/messages.js";
import { demoProduct, expect, serverRow, test } from "./fixtures";

/**
 * Forms on a phone (issue 38): a refused submission moves focus to one error summary that
 * names each field to fix and links to it, so a person at 375 px whose field is off-screen is
 * told at once (before, "Send application" with a wrong GSTIN showed nothing: the message was
 * below the fold and focus stayed on the button). Focus is what only a browser shows; the
 * messages themselves are checked over HTTP.
 */

test.use({ viewport: { width: 375, height: 740 } });

/** The summary has focus, is on screen, and its link to `field` moves focus to that field. */
async function summaryLeadsTo(page: Page, scope: Page | Locator, field: string) {
  const summary = scope.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(m.forms_error_summary_title());
  await summary.getByRole("link", { name: new RegExp(field) }).click();
  await expect(scope.getByLabel(field, { exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA/);
}

test("@browser the dealer form: a wrong GSTIN alone is named at once, and its link leads to the field", async ({
  page,
}) => {
  await page.goto("/dealer");
  await page.getByLabel(m.dealers_label_firm()).fill("Patel Agro");
  await page.getByLabel(m.dealers_label_contact()).fill("Bhavesh Patel");
  await page.getByLabel(m.forms_label_phone()).fill("98250 41230");
  await page.getByLabel(m.forms_label_email()).fill("bhavesh@example.com");
  await page.getByLabel(m.dealers_label_gstin()).fill("24ABCDE1234F1Z9");
  await page.getByLabel(m.dealers_label_pin()).fill("360001");
  await page.getByLabel(m.dealers_label_territory()).fill("Rajkot");
  await page
    .getByRole("group", { name: m.dealers_label_products() })
    .getByRole("checkbox")
    .first()
    .check();
  await page.getByLabel(m.dealers_label_volume()).selectOption("10-25");
  await page.getByRole("button", { name: m.dealers_submit() }).click();
  await summaryLeadsTo(page, page, m.dealers_label_gstin());
});

test("@browser the contact form and sign-up: an empty submission takes focus to the summary", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: m.forms_send_message() }).click();
  await summaryLeadsTo(page, page, "Email");

  await page.goto("/sign-up");
  await page.getByRole("button", { name: m.forms_sign_up_button() }).click();
  await summaryLeadsTo(page, page, m.forms_label_password());
});

test("@browser Get Quote's dialog: the summary inside the dialog takes focus", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasShownPopup", "true"));
  const product = demoProduct();
  await page.goto(`/productinfo/${product.id}`);
  await page.getByRole("button", { name: m.forms_get_quote() }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: m.forms_submit() }).click();
  await summaryLeadsTo(page, dialog, "Phone number");
});

test("@browser the customer's question on their quotation: refused empty, named at once", async ({
  page,
}) => {
  const { token } = serverRow<{ token: string }>(
    "SELECT token FROM quotation WHERE status = 'sent' ORDER BY id LIMIT 1",
  );
  await page.goto(quotationPath(token));
  await page.getByRole("button", { name: m.quotations_ask_button() }).click();
  await summaryLeadsTo(page, page, m.quotations_ask_label());
});
