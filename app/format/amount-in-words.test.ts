import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [50, "Rupees Zero and Fifty Paise Only"],
    [100, "Rupees One Only"],
    [1_100, "Rupees Eleven Only"],
    [2_000, "Rupees Twenty Only"],
    [2_100, "Rupees Twenty-One Only"],
    [10_000, "Rupees One Hundred Only"],
    [10_500, "Rupees One Hundred Five Only"],
    [99_999_00, "Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [
      1_23_456_70,
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only",
    ],
    [12_00_500_01, "Rupees Twelve Lakh Five Hundred and One Paise Only"],
    [1_00_00_000_00, "Rupees One Crore Only"],
    [
      2_15_07_030_99,
      "Rupees Two Crore Fifteen Lakh Seven Thousand Thirty and Ninety-Nine Paise Only",
    ],
    [125_00_00_000_00, "Rupees One Hundred Twenty-Five Crore Only"],
  ])("%d paise: %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it("refuses what is not an amount", () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
