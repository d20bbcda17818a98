import { describe, expect, it } from "vitest";
import { formatRupees } from "~/format/money";
import { ENGLISH, type FormatStyle } from "./digits";
import { formatMeasure, formatQuantity } from "./numbers";
import { formatPrice } from "./price";

const gu: FormatStyle = { locale: "gu", nativeDigits: false };
const hi: FormatStyle = { locale: "hi", nativeDigits: false };
const guDigits: FormatStyle = { locale: "gu", nativeDigits: true };
const hiDigits: FormatStyle = { locale: "hi", nativeDigits: true };

describe("formatPrice", () => {
  it("is English's formatRupees, byte for byte, in English", () => {
    for (const paise of [0, 5, 149_950, 12_500_000, 1_234_567_850, -250_000]) {
      expect(formatPrice(paise, ENGLISH)).toBe(formatRupees(paise));
    }
    // English never takes the script's digits, whatever the setting.
    expect(formatPrice(12_500_000, { locale: "en", nativeDigits: true })).toBe("₹1,25,000");
  });

  it("groups lakhs and crores in Gujarati and Hindi, Latin digits by default", () => {
    expect(formatPrice(1_234_567_850, gu)).toBe("₹1,23,45,678.50");
    expect(formatPrice(1_234_567_850, hi)).toBe("₹1,23,45,678.50");
    expect(formatPrice(10_000_000_000, gu)).toBe("₹10,00,00,000"); // ten crore
  });

  it("writes Gujarati and Devanagari digits when the shop chooses them", () => {
    expect(formatPrice(1_234_567_850, guDigits)).toBe("₹૧,૨૩,૪૫,૬૭૮.૫૦");
    expect(formatPrice(1_234_567_850, hiDigits)).toBe("₹१,२३,४५,६७८.५०");
    expect(formatPrice(12_500_000, guDigits)).toBe("₹૧,૨૫,૦૦૦");
  });

  it("agrees with Intl's decimal style, not its gu-IN currency style (3-3 grouping)", () => {
    // The bug this works around, as measured on Node: Gujarati digits in the
    // currency style group in thousands. If ICU fixes it, this line tells us.
    const currency = new Intl.NumberFormat("gu-IN-u-nu-gujr", {
      style: "currency",
      currency: "INR",
    });
    expect(currency.format(12_345_678.5)).toBe("₹૧૨,૩૪૫,૬૭૮.૫૦");
    // The documented workaround: decimal style with two fraction digits and a ₹ before it.
    const decimal = (tag: string) =>
      `₹${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(12_345_678.5)}`;
    expect(formatPrice(1_234_567_850, guDigits)).toBe(decimal("gu-IN-u-nu-gujr"));
    expect(formatPrice(1_234_567_850, hiDigits)).toBe(decimal("hi-IN-u-nu-deva"));
    expect(formatPrice(1_234_567_850, gu)).toBe(decimal("gu-IN-u-nu-latn"));
    expect(formatPrice(1_234_567_850, ENGLISH)).toBe(decimal("en-IN"));
  });
});

describe("formatQuantity and formatMeasure", () => {
  it("groups the Indian way and drops trailing zeros", () => {
    expect(formatQuantity(140_000, ENGLISH)).toBe("1,40,000");
    expect(formatQuantity(1.5, guDigits)).toBe("૧.૫");
    expect(formatQuantity(1.25, hiDigits, 1)).toBe("१.३");
    expect(formatQuantity(2.5, gu)).toBe("2.5");
  });

  it("names the unit in the language", () => {
    expect(formatMeasure(1.5, "HP", ENGLISH)).toBe("1.5 HP");
    expect(formatMeasure(1.5, "HP", guDigits)).toBe("૧.૫ HP");
    expect(formatMeasure(45, "m", hi)).toBe("45 मीटर");
    expect(formatMeasure(60, "LPM", gu)).toBe("60 લિ./મિનિટ");
    expect(formatMeasure(4, "inch", hiDigits)).toBe("४ इंच");
  });
});
