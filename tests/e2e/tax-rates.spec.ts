import type { Locator, Page } from "@playwright/test";
import { expect, newAdmin, serverRow, test } from "./fixtures";

/**
 * The tax-rate page, /admin/tax-rates (docs/gst.md, "Tax rates"): the demo's
 * seeded rates shown as examples, an admin adding rates and seeing the one in
 * force, editing one, and bad input refused with the form's messages.
 *
 * Specs run side by side on one server: each test works on an HSN code of its
 * own in chapter 96, whose heading the demo does not use, so no other spec's
 * product or rate is touched.
 */

let seq = 0;
/** An 8-digit HSN code no one else uses. */
const ownHsn = () =>
  `96${String((Date.now() + ++seq * 7919 + Math.floor(Math.random() * 1e5)) % 1e6).padStart(6, "0")}`;

const stored = (hsn: string) =>
  serverRow<{ n: number; rates: string | null }>(
    "SELECT count(*) AS n, group_concat(rate_bp || '@' || effective_from || ':' || example) AS rates FROM (SELECT * FROM tax_rate WHERE hsn = ? ORDER BY effective_from)",
    hsn,
  );

async function toast(page: Page, text: string) {
  await expect(page.getByRole("status").getByText(text, { exact: true }).first()).toBeVisible();
}

async function fillRate(
  scope: Locator,
  values: { hsn?: string; rate: string; from: string; note?: string },
) {
  if (values.hsn !== undefined) await scope.getByLabel("HSN code").fill(values.hsn);
  await scope.getByLabel("GST rate (%)").fill(values.rate);
  await scope.getByLabel("Effective from").fill(values.from);
  await scope.getByLabel("Note (optional)").fill(values.note ?? "");
}

const group = (page: Page, hsn: string) =>
  page.getByRole("listitem", { name: `HSN ${hsn}`, exact: true });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`admin tax rates at ${viewport.width} px @browser`, () => {
    test.use({ viewport });

    test("an admin adds rates, sees the one in force, edits one, and is told what is wrong", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const hsn = ownHsn();
      await newAdmin(page);
      await page.goto("/admin");
      await page.getByRole("link", { name: "Tax rates", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/tax-rates$/);
      await expect(page.getByRole("heading", { name: /Tax rates/, level: 1 })).toBeVisible();

      // The demo's pumps: 18 % since the 47th Council, the 12 % before it kept, both examples.
      const pumps = group(page, "8413");
      await expect(pumps.getByTestId("in-force")).toHaveText(
        "In force today: 18 % (from 18 Jul 2022)",
      );
      await expect(pumps.getByText("Example — check with your CA")).toHaveCount(2);
      await page.screenshot({
        path: test.info().outputPath(`tax-rates-${viewport.width}.png`),
        fullPage: true,
      });

      // Bad input: the shared schema answers in the browser, beside the fields; nothing is stored.
      const add = page.getByRole("region", { name: "Add a rate" });
      await fillRate(add, { hsn: "96", rate: "30", from: "" });
      await add.getByRole("button", { name: "Add rate" }).click();
      await expect(
        add.getByText("Enter an HSN code of 4, 6 or 8 digits, like 8413 or 84137010."),
      ).toBeVisible();
      await expect(
        add.getByText(
          "Enter the GST rate as a percentage from 0 to 28, with at most 2 decimals, like 18 or 2.5.",
        ),
      ).toBeVisible();
      await expect(add.getByText("Enter the day this rate takes effect.")).toBeVisible();
      await expect(add.getByLabel("GST rate (%)")).toHaveAttribute("aria-invalid", "true");

      // Two rates: the later one is in force today, the earlier kept for earlier dates.
      await fillRate(add, { hsn, rate: "12", from: "2020-01-01", note: "Checked by our CA" });
      await add.getByRole("button", { name: "Add rate" }).click();
      await toast(page, `Tax rate added: HSN ${hsn} at 12 % from 1 Jan 2020.`);
      await expect(group(page, hsn).getByTestId("in-force")).toHaveText(
        "In force today: 12 % (from 1 Jan 2020)",
      );
      await fillRate(add, { hsn, rate: "18", from: "2023-04-01" });
      await add.getByRole("button", { name: "Add rate" }).click();
      await toast(page, `Tax rate added: HSN ${hsn} at 18 % from 1 Apr 2023.`);
      const mine = group(page, hsn);
      await expect(mine.getByTestId("in-force")).toHaveText(
        "In force today: 18 % (from 1 Apr 2023)",
      );
      await expect(mine.getByRole("listitem")).toHaveText([/18 %\s*from 1 Apr 2023/, /12 %/]);
      expect(stored(hsn)).toEqual({ n: 2, rates: "1200@2020-01-01:0,1800@2023-04-01:0" });

      // The same HSN and day again: refused beside the date, nothing changes.
      await fillRate(add, { hsn, rate: "5", from: "2023-04-01" });
      await add.getByRole("button", { name: "Add rate" }).click();
      await expect(
        add.getByText(
          `HSN ${hsn} already has a rate from 1 Apr 2023: edit that rate, or choose another date.`,
        ),
      ).toBeVisible();
      expect(stored(hsn).n).toBe(2);

      // Edit the newer rate in place.
      await page.goto("/admin/tax-rates");
      await group(page, hsn)
        .getByRole("link", { name: `Edit HSN ${hsn} 18 % from 1 Apr 2023` })
        .click();
      const edit = page.getByRole("form", { name: `Edit HSN ${hsn} 18 % from 1 Apr 2023` });
      await expect(edit.getByLabel("GST rate (%)")).toHaveValue("18");
      await expect(edit.getByLabel("Effective from")).toHaveValue("2023-04-01");
      await edit.getByLabel("GST rate (%)").fill("5");
      await edit.getByRole("button", { name: "Save" }).click();
      await toast(page, `Tax rate updated: HSN ${hsn} at 5 % from 1 Apr 2023.`);
      await expect(group(page, hsn).getByTestId("in-force")).toHaveText(
        "In force today: 5 % (from 1 Apr 2023)",
      );
      expect(stored(hsn).rates).toBe("1200@2020-01-01:0,500@2023-04-01:0");
      await noSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`tax-rates-${viewport.width}-added.png`),
        fullPage: true,
      });

      // Deleting the newer rate says what follows, and the older one is in force again.
      const newer = group(page, hsn).getByRole("listitem", { name: "5 % from 1 Apr 2023" });
      await newer.locator("summary", { hasText: "Delete" }).click();
      await expect(newer).toContainText(`HSN ${hsn} is then at 12 % from 1 Jan 2020 again.`);
      await newer.getByRole("button", { name: "Yes, delete" }).click();
      await toast(page, `The rate of HSN ${hsn} from 1 Apr 2023 was deleted.`);
      await expect(group(page, hsn).getByTestId("in-force")).toHaveText(
        "In force today: 12 % (from 1 Jan 2020)",
      );
    });
  });
}

test.describe("admin tax rates without JavaScript @browser", () => {
  test.use({ javaScriptEnabled: false });

  test("a rate is refused, then added and deleted, by plain form posts", async ({ page }) => {
    const hsn = ownHsn();
    await newAdmin(page);
    await page.goto("/admin/tax-rates");
    const add = page.getByRole("region", { name: "Add a rate" });
    await fillRate(add, { hsn, rate: "18.125", from: "2024-01-01" });
    await add.getByRole("button", { name: "Add rate" }).click();
    await expect(
      page.getByText(
        "Enter the GST rate as a percentage from 0 to 28, with at most 2 decimals, like 18 or 2.5.",
      ),
    ).toBeVisible();
    await expect(add.getByLabel("HSN code")).toHaveValue(hsn);
    expect(stored(hsn).n).toBe(0);

    await add.getByLabel("GST rate (%)").fill("१८");
    await add.getByRole("button", { name: "Add rate" }).click();
    await expect(page.locator("noscript p[role=status]")).toHaveText(
      `Tax rate added: HSN ${hsn} at 18 % from 1 Jan 2024.`,
    );
    expect(stored(hsn).rates).toBe("1800@2024-01-01:0");
    // Its only rate, and no product carries it: it can go.
    const rate = group(page, hsn).getByRole("listitem", { name: "18 % from 1 Jan 2024" });
    await rate.locator("summary", { hasText: "Delete" }).click();
    await rate.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator("noscript p[role=status]")).toHaveText(
      `The rate of HSN ${hsn} from 1 Jan 2024 was deleted.`,
    );
    expect(stored(hsn).n).toBe(0);
  });
});
