import { describe, expect, it } from "vitest";
import { runInLocale } from "~/i18n/request-locale.server";
import { MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart";
import { CART_MESSAGES } from "./cart-changes";
import { cartItemsSchema } from "./cart-schema";

const problem = (items: unknown) => {
  const parsed = cartItemsSchema.safeParse(items);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the cart's posted items", () => {
  it("takes quantities up to the limit", () => {
    expect(problem([{ id: "pump", quantity: MAX_CART_QUANTITY }])).toBeNull();
  });

  it("refuses a quantity over the limit with the quantity message, not as an empty cart", () => {
    expect(problem([{ id: "pump", quantity: MAX_CART_QUANTITY + 1 }])).toBe(
      "A cart holds at most 999 of one product. For more, ask us for a quotation.",
    );
  });

  it("refuses too many lines with the lines message", () => {
    const items = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      id: `p${i}`,
      quantity: 1,
    }));
    expect(problem(items)).toBe(
      "A cart holds at most 50 different products. Send this one, then start another.",
    );
  });

  it.each([
    ["nothing", []],
    ["not a list", "pump"],
    ["no id", [{ quantity: 1 }]],
    ["a fraction", [{ id: "pump", quantity: 1.5 }]],
    ["zero", [{ id: "pump", quantity: 0 }]],
    ["text", [{ id: "pump", quantity: "two" }]],
  ])("refuses %s as unreadable, in a sentence", (_, items) => {
    expect(problem(items)).toBe(CART_MESSAGES.unreadable());
    expect(problem(items)).toBe("Your cart is empty or could not be read.");
  });

  it("refuses in the language of the page it was posted from (zod reads the error there)", () => {
    const over = [{ id: "pump", quantity: MAX_CART_QUANTITY + 1 }];
    expect(runInLocale("gu", () => problem(over))).toBe(
      "એક પ્રોડક્ટ કાર્ટમાં વધુમાં વધુ 999 નંગ રહે. વધુ જોઈએ તો અમારી પાસે કોટેશન મંગાવો.",
    );
    expect(runInLocale("hi", () => problem([]))).toBe("आपका कार्ट खाली है या पढ़ा नहीं जा सका।");
  });
});
