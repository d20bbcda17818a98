import type { Page } from "@playwright/test";
import { expect, newAdmin, openServerDb, test } from "./fixtures";

/** Issue 13: typed specifications, from the admin form to the product page and its JSON-LD. */

const unique = () => Math.random().toString(36).slice(2, 8);

function row<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = openServerDb();
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

const productId = (title: string) =>
  row<{ id: string }>("SELECT id FROM product WHERE title = ?", title)?.id;

async function productJsonLd(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "{}")));
  return blocks.find((b) => b["@type"] === "Product");
}

test.describe("typed specifications @browser", () => {
  test("staff type specs with units, save, and see a table, a curve and JSON-LD values", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await newAdmin(page);
    await page.goto("/AddProductPage");
    const title = `E2E Finder Pump ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Price (₹)").fill("18500");
    await page.getByLabel(/^Star rating/).fill("4");
    const specs = page.getByTestId("spec-fields");
    await specs.getByLabel("Power", { exact: true }).fill("1.5hp");
    await expect(page.getByTestId("preview-power")).toHaveText("Shown as 1.5 HP (1.1 kW)");
    await specs.getByLabel("Phase", { exact: true }).selectOption("3");
    await specs.getByLabel("Voltage", { exact: true }).fill("415 V ±10%");
    await specs.getByLabel("Frequency", { exact: true }).fill("50 Hz");
    await specs.getByLabel("Head", { exact: true }).fill("10 to 60 m");
    await specs.getByLabel("Discharge", { exact: true }).fill("5–30 lpm");
    await specs.getByLabel("Outlet size", { exact: true }).fill("1¼ inch");
    await specs.getByLabel("Borewell size", { exact: true }).fill("4 inch");
    await expect(page.getByTestId("preview-borewell")).toHaveText("Shown as 4 inch (100 mm)");
    await specs.getByLabel("Stages", { exact: true }).fill("10");
    await specs
      .getByLabel("Pump curve (duty points)")
      .fill("62 m @ 0 LPM\n60 m @ 5 LPM\n45 m @ 20 lpm\n10 m @ 30 LPM");
    // The free-text lists stay as they were.
    await page.getByLabel("Specification", { exact: true }).fill("Power: 1.5 HP / 1.1 kW");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByText("Product added successfully!")).toBeVisible();

    const id = productId(title);
    expect(id).toBeDefined();
    expect(row("SELECT * FROM product_spec WHERE product_id = ?", id)).toMatchObject({
      power_w: 1119,
      phase: 3,
      voltage_min_v: 373.5,
      voltage_max_v: 456.5,
      head_min_m: 10,
      head_max_m: 60,
      discharge_min_lpm: 5,
      discharge_max_lpm: 30,
      outlet_mm: 32,
      borewell_mm: 100,
      stages: 10,
      wattage_w: null,
    });

    await page.goto(`/productinfo/${id}`);
    const table = page.getByTestId("spec-table");
    const expected: [string, string][] = [
      ["Power", "1.5 HP (1.1 kW)"],
      ["Phase", "Three phase"],
      ["Voltage", "415 V ±10%"],
      ["Frequency", "50 Hz"],
      ["Head", "10–60 m"],
      ["Discharge", "5–30 LPM"],
      ["Outlet size", "32 mm (1¼ inch)"],
      ["Borewell size", "4 inch (100 mm)"],
      ["Stages", "10"],
    ];
    await expect(table.locator("tr")).toHaveCount(expected.length);
    for (const [label, value] of expected) {
      await expect(table.getByRole("row", { name: label, exact: false })).toContainText(value);
    }
    await expect(page.getByText("Power: 1.5 HP / 1.1 kW")).toBeVisible();
    const curve = page.getByRole("img", { name: "Pump curve" });
    await expect(curve).toBeVisible();
    await expect(curve.locator("circle")).toHaveCount(4);
    await expect(curve.locator("path").last()).toHaveAttribute("d", /^M[\d.]+ [\d.]+ C/);

    const ld = await productJsonLd(page);
    expect(ld.additionalProperty).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Power", value: 1.119, unitCode: "KWT" }),
        expect.objectContaining({ name: "Power (HP)", value: 1.5, unitCode: "K43" }),
        expect.objectContaining({ name: "Head", minValue: 10, maxValue: 60, unitCode: "MTR" }),
        expect.objectContaining({ name: "Discharge", minValue: 5, maxValue: 30, unitCode: "L2" }),
        expect.objectContaining({ name: "Voltage", unitCode: "VLT" }),
        expect.objectContaining({ name: "Frequency", value: 50, unitCode: "HTZ" }),
        expect.objectContaining({ name: "Outlet size", value: 32, unitCode: "MMT" }),
        expect.objectContaining({ name: "Borewell size", value: 4, unitCode: "INH" }),
      ]),
    );

    // Editing starts from the stored values, written so they read back the same.
    await page.goto(`/update-product/${id}`);
    await expect(specs.getByLabel("Power", { exact: true })).toHaveValue("1.5 HP");
    await expect(specs.getByLabel("Voltage", { exact: true })).toHaveValue("415 V ±10%");
    await expect(specs.getByLabel("Borewell size", { exact: true })).toHaveValue("4 inch");
    await specs.getByLabel("Power", { exact: true }).fill("2.2 kW");
    await page.getByRole("button", { name: "Update product" }).click();
    await expect(page.getByText("Product updated successfully!")).toBeVisible();
    await page.goto(`/productinfo/${id}`);
    await expect(table.getByRole("row", { name: "Power" })).toContainText("3 HP (2.2 kW)");
  });

  test("a nonsense value shows its message beside the field and saves nothing", async ({
    page,
  }) => {
    await newAdmin(page);
    await page.goto("/AddProductPage");
    const title = `E2E Finder Nonsense ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Price (₹)").fill("100");
    await page.getByLabel(/^Star rating/).fill("3");
    const specs = page.getByTestId("spec-fields");
    const power = specs.getByLabel("Power", { exact: true });
    await power.fill("lots");
    await specs.getByLabel("Head", { exact: true }).fill("10 km");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(
      specs.getByText("Power: write a number and a unit, like 1.5 HP or 1.1 kW"),
    ).toBeVisible();
    await expect(specs.getByText("10 km is not a sensible head: at most 2000 m")).toBeVisible();
    await expect(power).toHaveAttribute("aria-invalid", "true");
    await expect(power).toBeFocused();
    expect(productId(title)).toBeUndefined();
    // Editing the field clears its message.
    await power.fill("1 HP");
    await expect(
      specs.getByText("Power: write a number and a unit, like 1.5 HP or 1.1 kW"),
    ).toHaveCount(0);
  });
});
