import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import {
  BLANK_PRODUCT,
  PRODUCT_LIMITS,
  productFormValues,
  productSchema,
} from "~/catalogue/product-schema";
import { insertProduct } from "~/catalogue/products.server";
import { setupTempData } from "~/test/temp-data";
import {
  ABOVE_MAXIMUM,
  applyBulk,
  BELOW_ZERO,
  BulkRuleError,
  bulkDoneMessage,
  selectedProducts,
  withNewPrices,
} from "./bulk-products.server";
import type { BulkSettings } from "./bulk-schema";
import { getEditableProduct } from "./product-admin.server";

const admin: SessionUser = { id: "a1", name: "Admin", email: "a@x.test", role: "admin" };

const t = setupTempData();

async function product(id: string, title: string, rupees: number) {
  await insertProduct(t.db, {
    ...BLANK_PRODUCT,
    id,
    title,
    price: rupees * 100,
    star: 4,
  });
}

const prices = async () =>
  Object.fromEntries(
    (await t.db.selectFrom("product").select(["id", "price_paise"]).execute()).map((r) => [
      r.id,
      r.price_paise,
    ]),
  );

describe("bulk changes", () => {
  it("a price change applies exactly the preview, to every match of the search", async () => {
    await product("sub-1", "Submersible Pump V4", 14_999);
    await product("sub-2", "submersible pump V6", 21_450);
    await product("mono-1", "Monoblock Pump", 8_000);
    const selection = { ids: [], all: true, q: "SUBMERSIBLE" };
    const settings: BulkSettings = { action: "price", mode: "percent", change: 5 };
    const preview = withNewPrices(await selectedProducts(t.db, selection), settings);
    const result = await applyBulk(t.db, admin, selection, settings);
    expect(result).toEqual({ changed: 2, skipped: 0 });
    const after = await prices();
    for (const row of preview) expect(after[row.id]).toBe(row.newPricePaise);
    expect(after["mono-1"]).toBe(800_000);
  });

  it("reports ticked products deleted meanwhile as skipped", async () => {
    await product("p-1", "One", 100);
    await product("p-2", "Two", 200);
    const settings: BulkSettings = { action: "bestseller-on" };
    await t.db.deleteFrom("product").where("id", "=", "p-2").execute();
    const result = await applyBulk(
      t.db,
      admin,
      { ids: ["p-1", "p-2"], all: false, q: "" },
      settings,
    );
    expect(result).toEqual({ changed: 1, skipped: 1 });
    expect(bulkDoneMessage(settings, result)).toBe(
      "1 product marked as bestsellers. 1 selected product was deleted meanwhile and skipped.",
    );
  });

  it("refuses a change that takes any price below ₹0, changing none", async () => {
    await product("cheap", "Cheap washer", 50);
    await product("dear", "Dear pump", 5_000);
    const run = applyBulk(
      t.db,
      admin,
      { ids: ["cheap", "dear"], all: false, q: "" },
      {
        action: "price",
        mode: "amount",
        change: -100,
      },
    );
    await expect(run).rejects.toThrow(BulkRuleError);
    await expect(run).rejects.toThrow(BELOW_ZERO(["Cheap washer"]));
    expect(await prices()).toEqual({ cheap: 5_000, dear: 500_000 });
  });

  it("refuses an amount that takes prices above the product's limit, naming them", async () => {
    await product("dear", "Dear pump", 900_000_000);
    await product("fine", "Fine pump", 5_000);
    const run = () =>
      applyBulk(
        t.db,
        admin,
        { ids: ["dear", "fine"], all: false, q: "" },
        { action: "price", mode: "amount", change: 999_999_999 },
      );
    await expect(run()).rejects.toThrow(BulkRuleError);
    await expect(run()).rejects.toThrow(/"Dear pump"/);
    await expect(run()).rejects.toThrow(/"Fine pump"/);
    await expect(run()).rejects.toThrow(
      /above ₹99,99,99,999\.99, the most a price can be\. Nothing was changed\.$/,
    );
    expect(await prices()).toEqual({ dear: 90_000_000_000, fine: 500_000 });
  });

  it("refuses +500 % once it would pass the limit, naming only the product it would", async () => {
    await product("dear", "Dear pump", 50_000_000);
    await product("fine", "Fine pump", 5_000);
    const grow = () =>
      applyBulk(
        t.db,
        admin,
        { ids: ["dear", "fine"], all: false, q: "" },
        { action: "price", mode: "percent", change: 500 },
      );
    await grow();
    expect(await prices()).toEqual({ dear: 30_000_000_000, fine: 3_000_000 });
    await expect(grow()).rejects.toThrow(`${ABOVE_MAXIMUM(["Dear pump"])}. Nothing was changed.`);
    expect(await prices()).toEqual({ dear: 30_000_000_000, fine: 3_000_000 });
  });

  it("leaves every product one the product form can save unchanged", async () => {
    await product("top", "Top pump", 999_999_000);
    await applyBulk(
      t.db,
      admin,
      { ids: ["top"], all: false, q: "" },
      { action: "price", mode: "amount", change: 999 },
    );
    const saved = await getEditableProduct(t.db, "top");
    expect(saved?.price).toBe(PRODUCT_LIMITS.pricePaise - 99);
    expect(saved?.price).toBe(99_999_999_900);
    // The product's own form takes the stored price back unchanged.
    const fields = new FormData();
    fields.set("title", "Top pump");
    fields.set("price", ((saved?.price ?? 0) / 100).toFixed(2));
    fields.set("star", "0");
    const form = productSchema.safeParse(productFormValues(fields));
    expect(form.error?.issues ?? []).toEqual([]);
  });

  it("names at most five products, then how many more", () => {
    const titles = ["A", "B", "C", "D", "E", "F", "G"];
    expect(BELOW_ZERO(titles)).toBe(
      'The new prices of "A", "B", "C", "D", "E" and 2 more would be below ₹0',
    );
    expect(BELOW_ZERO(["A", "B"])).toBe('The new prices of "A" and "B" would be below ₹0');
  });
});
