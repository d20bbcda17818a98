import { describe, expect, it } from "vitest";
import { foldText, keyPieces, latinSkeleton, searchKeyOf, wordKey } from "./search-key.server";

const key = (word: string) => wordKey(foldText(word));

describe("folding", () => {
  it.each([
    ["NFC: क़ precomposed and decomposed read alike", "\u0958", "\u0915\u093C"],
    ["zero-width joiners and non-joiners go", "ક્\u200Dષ", "ક્ષ"],
    ["Gujarati digits become ASCII", "૧.૫ એચપી", "1.5 એચપી"],
    ["Devanagari digits become ASCII", "१.५ एचपी", "1.5 एचपी"],
    ["Latin is lower-cased, spaces single", "  Submersible   PUMP ", "submersible pump"],
    ["control characters go", "pump\u0000x", "pump x"],
  ])("%s", (_, a, b) => {
    expect(foldText(a)).toBe(foldText(b));
  });
});

describe("one key whatever the script or spelling", () => {
  it.each([
    // Gujarati, Devanagari, English, phonetic Latin and common misspellings
    [
      "sbnrsbl",
      ["સબમર્સિબલ", "सबमर्सिबल", "submersible", "sabmarsibal", "submarsible", "सबमर्सीबल", "સબમર્સીબલ"],
    ],
    ["pnp", ["પંપ", "पंप", "pump", "Pump"]],
    ["ntr", ["મોટર", "मोटर", "motor", "motar"]],
    ["brvl", ["બોરવેલ", "बोरवेल", "borewell", "borwel", "borvel"]],
    ["apnvl", ["ઓપનવેલ", "ओपनवेल", "openwell", "opanvel", "ઓપનવૅલ", "ओपनवैल"]],
    ["nblk", ["મોનોબ્લોક", "मोनोब्लॉक", "monoblock", "monoblok", "મોનોબ્લૉક"]],
    ["sntrfgl", ["સેન્ટ્રીફ્યુગલ", "सेंट्रीफ्यूगल", "centrifugal", "centrifugul", "sentrifugal"]],
    // ज़ and Gujarati ઝ are the z of loanwords; nukta and candra vowels fold
    ["arsntl", ["હોરિઝોન્ટલ", "हॉरिज़ॉन्टल", "horizontal"]],
    ["dsl", ["ડીઝલ", "डीज़ल", "diesel", "dizal"]],
    ["grndr", ["ગ્રાઇન્ડર", "ग्राइंडर", "grinder", "grainder", "ગ્રાઈન્ડર"]],
    ["kntrl", ["કંટ્રોલ", "कंट्रोल", "control"]],
    ["andksn", ["ઇન્ડક્શન", "इंडक्शन", "induction"]],
    ["slr", ["સોલર", "सोलर", "solar"]],
    ["fs", ["ફેઝ", "फ़ेज़", "phase", "fase"]],
  ])("%s", (expected, words) => {
    for (const w of words) expect(key(w), w).toBe(expected);
  });

  it("keeps words with digits as typed: models and numbers", () => {
    expect(key("V4")).toBe("v4");
    expect(key("7.5")).toBe("7.5");
    expect(key("IE3")).toBe("ie3");
  });

  it("merges sound-alike Latin letters and drops vowels", () => {
    expect(latinSkeleton("phase")).toBe(latinSkeleton("faze"));
    expect(latinSkeleton("three")).toBe("tr");
    expect(latinSkeleton("saw")).toBe("s");
    expect(latinSkeleton("openwell")).toBe("apnvl");
  });
});

describe("sizes in every script", () => {
  const units = (text: string) => keyPieces(text).flatMap((p) => ("unit" in p ? [p.unit] : []));
  it.each([
    ["૧.૫ એચપી", ["1.5hp"]],
    ["१.५ एचपी", ["1.5hp"]],
    ["1.5 hp", ["1.5hp"]],
    ["1.5એચપી", ["1.5hp"]],
    ["2 HP", ["2hp"]],
    ["3 phase", ["3ph"]],
    ["થ્રી ફેઝ", ["3ph"]],
    ["थ्री फेज़", ["3ph"]],
    ["सिंगल फेज", ["1ph"]],
    ["4 inch", ["4inch"]],
    ["૪ ઇંચ", ["4inch"]],
    ["४ इंच", ["4inch"]],
    ["3/4 hp", ["0.75hp"]],
    ["15 સ્ટેજ", ["15stage"]],
  ])("%s", (text, expected) => {
    expect(units(text)).toEqual(expected);
  });
});

describe("a product's search key", () => {
  it("holds the keys of its titles in every language, sizes whole, once each", () => {
    const k = searchKeyOf([
      "SPT V4 1.5 HP 15-Stage Borewell Submersible Pump",
      "SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ સબમર્સિબલ પંપ",
    ]);
    expect(k).toBe(" spt v4 1.5hp 1.5 15stage 15 brvl sbnrsbl pnp ");
    // "5 HP" is not inside "7.5 HP": keys are matched whole, between spaces.
    expect(searchKeyOf(["Pump 7.5 HP"]).includes(" 5hp ")).toBe(false);
  });

  it("joins model codes and keeps their parts", () => {
    expect(searchKeyOf(["SPT DE-7.5 Diesel"])).toBe(" spt de7.5 d 7.5 dsl ");
  });
});
