import { describe, expect, it } from "vitest";
import { asciiDigits, asciiDigitsOf, scriptDigits } from "./digits";

describe("asciiDigits", () => {
  it("reads Gujarati and Devanagari digits as ASCII and keeps the rest", () => {
    expect(asciiDigits("૧.૫")).toBe("1.5");
    expect(asciiDigits("१.५")).toBe("1.5");
    expect(asciiDigits("૦૧૨૩૪૫૬૭૮૯ ०१२३४५६७८९")).toBe("0123456789 0123456789");
    expect(asciiDigits("૧.૫ HP, ४५ मीटर")).toBe("1.5 HP, 45 मीटर");
    expect(asciiDigits("પંપ 3 HP")).toBe("પંપ 3 HP");
  });

  it("passes anything but text through", () => {
    expect(asciiDigitsOf(undefined)).toBeUndefined();
    expect(asciiDigitsOf(12)).toBe(12);
    expect(asciiDigitsOf("૧૨")).toBe("12");
  });
});

describe("scriptDigits", () => {
  it("writes the script's digits only for Gujarati and Hindi, when asked", () => {
    expect(scriptDigits("₹1,25,000.50", "gu", true)).toBe("₹૧,૨૫,૦૦૦.૫૦");
    expect(scriptDigits("₹1,25,000.50", "hi", true)).toBe("₹१,२५,०००.५०");
    expect(scriptDigits("₹1,25,000", "gu", false)).toBe("₹1,25,000");
    expect(scriptDigits("₹1,25,000", "en", true)).toBe("₹1,25,000");
  });

  it("round-trips with asciiDigits", () => {
    for (const locale of ["gu", "hi"] as const) {
      expect(asciiDigits(scriptDigits("0123456789", locale, true))).toBe("0123456789");
    }
  });
});
