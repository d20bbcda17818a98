import { describe, expect, it } from "vitest";
import { runInLocale } from "~/i18n/request-locale.server";
import {
  cartCount,
  cartTotal,
  lineTotal,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  parseCart,
} from "./cart";
import {
  addItem,
  CART_MESSAGES,
  cartRefusal,
  decrement,
  increment,
  removeItem,
} from "./cart-changes";

const pump = {
  id: "pump",
  title: "Openwell pump",
  pricePaise: 1_250_000,
  imageId: null,
  category: "Pumps",
};
const drill = {
  id: "drill",
  title: "Drill",
  pricePaise: 295_000,
  imageId: "abc",
  category: "Tools",
};

describe("cart rules", () => {
  it("appends a new item with the given quantity or 1", () => {
    expect(addItem([], pump)).toEqual([{ ...pump, quantity: 1 }]);
    expect(addItem([], pump, 3)).toEqual([{ ...pump, quantity: 3 }]);
  });

  it("grows an existing item's quantity by the given quantity or 1", () => {
    const cart = addItem(addItem([], pump), drill);
    expect(addItem(cart, pump).find((i) => i.id === "pump")?.quantity).toBe(2);
    expect(addItem(cart, pump, 4).find((i) => i.id === "pump")?.quantity).toBe(5);
    expect(addItem(cart, pump)).toHaveLength(2);
  });

  it("deletes by id, increments by 1 and decrements only above 1", () => {
    let cart = addItem(addItem([], pump), drill);
    cart = increment(cart, "drill");
    expect(cart.find((i) => i.id === "drill")?.quantity).toBe(2);
    cart = decrement(decrement(cart, "drill"), "drill");
    expect(cart.find((i) => i.id === "drill")?.quantity).toBe(1);
    expect(removeItem(cart, "pump").map((i) => i.id)).toEqual(["drill"]);
  });

  it("totals price times quantity", () => {
    const cart = addItem(addItem([], pump, 2), drill);
    expect(lineTotal({ pricePaise: 100, quantity: 3 })).toBe(300);
    expect(cartTotal(cart)).toBe(2 * 1_250_000 + 295_000);
    expect(cartCount(cart)).toBe(3);
  });

  it("reads a stored cart defensively", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("not json")).toEqual([]);
    expect(
      parseCart(JSON.stringify([{ id: "x", title: "X", pricePaise: 5, quantity: 0 }, { nope: 1 }])),
    ).toEqual([{ id: "x", title: "X", pricePaise: 5, imageId: null, category: "", quantity: 1 }]);
  });
});

describe("cart limits", () => {
  it("say so in English, Gujarati and Hindi", () => {
    expect(CART_MESSAGES.quantity()).toBe(
      "A cart holds at most 999 of one product. For more, ask us for a quotation.",
    );
    expect(CART_MESSAGES.lines()).toBe(
      "A cart holds at most 50 different products. Send this one, then start another.",
    );
    expect(CART_MESSAGES.unreadable()).toBe("Your cart is empty or could not be read.");
    expect(runInLocale("gu", CART_MESSAGES.lines)).toBe(
      "એક કાર્ટમાં વધુમાં વધુ 50 જુદી પ્રોડક્ટ રહે. આ કાર્ટ મોકલી દો, પછી નવી શરૂ કરો.",
    );
    expect(runInLocale("hi", CART_MESSAGES.quantity)).toBe(
      "एक प्रोडक्ट कार्ट में ज़्यादा से ज़्यादा 999 नग रहते हैं। ज़्यादा चाहिए तो हमसे कोटेशन मँगाएँ।",
    );
    expect(runInLocale("gu", CART_MESSAGES.unreadable)).toBe(
      "તમારી કાર્ટ ખાલી છે અથવા વાંચી શકાઈ નહીં.",
    );
  });

  it("stops a line at the most of one product", () => {
    const full = addItem([], pump, MAX_CART_QUANTITY);
    expect(addItem(full, pump)[0]?.quantity).toBe(MAX_CART_QUANTITY);
    expect(increment(full, "pump")[0]?.quantity).toBe(MAX_CART_QUANTITY);
    expect(addItem([], pump, MAX_CART_QUANTITY + 5)[0]?.quantity).toBe(MAX_CART_QUANTITY);
    expect(cartRefusal(full, "pump")).toBe("quantity");
    expect(cartRefusal(addItem([], pump), "pump")).toBeNull();
  });

  it("stops the cart at the most lines", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      ...drill,
      id: `d${i}`,
      quantity: 1,
    }));
    expect(addItem(full, pump)).toHaveLength(MAX_CART_LINES);
    expect(cartRefusal(full, "pump")).toBe("lines");
    expect(cartRefusal(full, "d3")).toBeNull();
  });

  it("reads a stored cart back within the limits", () => {
    const stored = JSON.stringify(
      Array.from({ length: MAX_CART_LINES + 3 }, (_, i) => ({
        ...drill,
        id: `d${i}`,
        quantity: 5000,
      })),
    );
    const cart = parseCart(stored);
    expect(cart).toHaveLength(MAX_CART_LINES);
    expect(cart.every((i) => i.quantity === MAX_CART_QUANTITY)).toBe(true);
  });
});
