import { describe, expect, it } from "vitest";
import {
  AMOUNT_MESSAGE,
  bulkSettingsSchema,
  bulkValues,
  CHOOSE_CATEGORY,
  changedPrice,
  NOTHING_SELECTED,
  PERCENT_MESSAGE,
  PRICE_CHANGE_ZERO,
  selectionSchema,
} from "./bulk-schema";

const settings = (query: string) =>
  bulkSettingsSchema.safeParse(bulkValues(new URLSearchParams(query)).settings);
const message = (r: ReturnType<typeof settings>) => (r.success ? null : r.error.issues[0]?.message);

describe("bulk actions", () => {
  it("needs ticked products or every match of the search", () => {
    const pick = (q: string) =>
      selectionSchema.safeParse(bulkValues(new URLSearchParams(q)).selection);
    expect(pick("action=delete").success).toBe(false);
    expect(pick("action=delete").error?.issues[0]?.message).toBe(NOTHING_SELECTED);
    expect(pick("id=a&id=b").data).toEqual({ ids: ["a", "b"], all: false, q: "" });
    expect(pick("all=1&q=pump").data).toEqual({ ids: [], all: true, q: "pump" });
  });

  it.each([
    ["action=price&mode=percent&change=10", { action: "price", mode: "percent", change: 10 }],
    ["action=price&mode=percent&change=-12.5", { action: "price", mode: "percent", change: -12.5 }],
    ["action=price&mode=amount&change=-250", { action: "price", mode: "amount", change: -250 }],
    ["action=move&category=3", { action: "move", category: 3, subcategory: null }],
    ["action=move&category=3&subcategory=7", { action: "move", category: 3, subcategory: 7 }],
    ["action=bestseller-on", { action: "bestseller-on" }],
  ])("reads %s", (query, expected) => {
    expect(settings(query).data).toEqual(expected);
  });

  it.each([
    ["action=price&mode=percent&change=abc", PERCENT_MESSAGE],
    ["action=price&mode=percent&change=-95", PERCENT_MESSAGE],
    ["action=price&mode=percent&change=501", PERCENT_MESSAGE],
    ["action=price&mode=amount&change=1e3", AMOUNT_MESSAGE],
    ["action=price&mode=amount&change=0", PRICE_CHANGE_ZERO],
    ["action=move&category=", CHOOSE_CATEGORY],
  ])("refuses %s", (query, expected) => {
    expect(message(settings(query))).toBe(expected);
  });

  it.each([
    [450_000, { mode: "percent", change: 10 }, 495_000],
    [449_950, { mode: "percent", change: 5 }, 472_400],
    [100_000, { mode: "amount", change: -250 }, 75_000],
    // Below ₹0 is still a number: withNewPrices marks it, and the change is refused.
    [10_000, { mode: "amount", change: -250 }, -15_000],
  ] as const)("₹ %i changed by %o is %s paise", (paise, change, expected) => {
    expect(changedPrice(paise, change)).toBe(expected);
  });
});
