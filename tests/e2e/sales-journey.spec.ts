import type { Page } from "@playwright/test";
import { saveEnquiry } from "../../app/enquiries/enquiries.server";
import { demoProducts, expect, newSalesperson, serverRows, test, withServerDb } from "./fixtures";

/**
 * A salesperson's day (issue 38): signed in as themselves, they open their own lead from the
 * navigation, make a quotation, pick three lines by typing a model, and send it. The path from
 * the lead to a sent three-line quotation is counted in interactions (each click and each field
 * filled), at a phone's width and a desk's: the budget is 12 (docs/quotations.md).
 */

const BUDGET = 12;

/** Counts what a person does on `page`: every interaction goes through `act`. */
function counted(page: Page) {
  let n = 0;
  return {
    page,
    async act(what: () => Promise<unknown>) {
      n++;
      await what();
    },
    get count() {
      return n;
    },
  };
}

for (const width of [375, 1280]) {
  test(`@browser a salesperson takes their lead to a sent three-line quotation in at most ${BUDGET} interactions (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const me = await newSalesperson(page);
    const tag = `journey${Date.now().toString(36)}${width}`;
    const lead = await withServerDb(async (db) => {
      const saved = await saveEnquiry(db, {
        kind: "contact",
        name: `Bhavesh ${tag}`,
        email: `${tag}@lead.example`,
        phone: "9898012345",
      });
      await db
        .updateTable("enquiry")
        .set({ salesperson_id: me.salespersonId })
        .where("id", "=", saved.id)
        .execute();
      return saved;
    });
    // Three models to quote, as a salesperson would type them from the customer's call.
    const models = demoProducts(3).map((p) => p.title);

    // Where sign-in lands a salesperson: their own dashboard.
    await page.goto("/admin");
    const person = counted(page);
    await person.act(() => page.getByRole("link", { name: "Leads inbox" }).click());
    await expect(page.getByText(lead.reference).first()).toBeVisible();
    await person.act(() =>
      page.getByRole("button", { name: `Make quotation for ${lead.reference}` }).click(),
    );
    await expect(page).toHaveURL(/\/admin\/quotations\/\d+$/);
    await expect(page.getByTestId("quotation-status")).toHaveText("Draft");
    const lines = page.getByRole("listitem", { name: /^Line \d+$/ });
    for (const [i, model] of models.entries()) {
      const line = lines.nth(i);
      await person.act(() => line.getByRole("combobox", { name: "Product" }).fill(model));
      await person.act(() => line.getByRole("option").first().click());
      await expect(line.getByRole("combobox", { name: "Product" })).toHaveValue(model);
    }
    await person.act(() => page.getByRole("button", { name: "Save and send" }).click());
    await expect(page.getByTestId("quotation-status")).toHaveText("Sent");

    // Sent with the three lines, and theirs.
    const sheet = page.getByTestId("quotation-totals");
    await expect(sheet).toBeVisible();
    // Each line shown once at this width (a phone's cards or a desk's table, never both).
    for (const model of models)
      await expect(page.getByText(model).filter({ visible: true })).not.toHaveCount(0);
    const rows = serverRows<{ n: number; salesperson_id: number }>(
      "SELECT COUNT(*) AS n, q.salesperson_id FROM quotation q JOIN quotation_line l ON l.quotation_id = q.id WHERE q.enquiry_id = ? GROUP BY q.id",
      lead.id,
    );
    expect(rows).toEqual([{ n: 3, salesperson_id: me.salespersonId }]);
    expect(person.count).toBeLessThanOrEqual(BUDGET);
    test.info().annotations.push({
      type: "interactions",
      description: `${person.count} at ${width} px`,
    });
  });
}
