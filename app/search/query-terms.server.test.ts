import { describe, expect, it } from "vitest";
import { compileLexicon } from "./lexicon.server";
import type { Vocabulary } from "./product-keys.server";
import {
  correctTerms,
  editDistance,
  nearestKey,
  readTerms,
  understood,
} from "./query-terms.server";

const lexicon = compileLexicon([
  { word: "pani ni motor", means: "pump" },
  { word: "ઘોડા", means: "hp" },
  { word: "દોઢ", means: "1.5" },
  { word: "બોર", means: "borewell" },
  { word: "ખેતર", means: "agricultural" },
  { word: "motor", means: "pump" },
]);

// Title words by key, as search_key_word holds them.
const vocabulary: Vocabulary = new Map([
  ["sbnrsbl", { en: "submersible", gu: "સબમર્સિબલ" }],
  ["pnp", { en: "pump", gu: "પંપ", hi: "पंप" }],
  ["ntr", { en: "motor", gu: "મોટર" }],
  ["brvl", { en: "borewell", gu: "બોરવેલ" }],
  ["nblk", { en: "monoblock" }],
  ["ktr", { en: "cutter", gu: "કટર" }],
  ["lrj", { en: "large" }],
  ["agrkltrl", { en: "agricultural" }],
]);

const options = (text: string) => readTerms(text, lexicon, vocabulary).map((t) => t.options);

describe("reading a query into terms", () => {
  it("reads sizes and number words in any script, whole", () => {
    const terms = readTerms("દોઢ ઘોડા બોરવેલ", lexicon, vocabulary);
    expect(terms.map((t) => t.options)).toEqual([[["1.5hp"]], [["brvl"]]]);
    expect(terms[0]?.wholeOnly).toBe(true);
  });

  it("offers what a lexicon phrase means, matched however it is spelled", () => {
    expect(options("paani ni motar")).toEqual([[["pn", "n", "ntr"], ["pnp"]]]);
  });

  it("matches a short lexicon word letter for letter only", () => {
    // ખેતર sounds like "cutter" (ktr): only the word itself means agricultural.
    expect(options("ખેતર")).toEqual([[["ktr"], ["agrkltrl"]]]);
    expect(options("cutter")).toEqual([[["ktr"]]]);
  });

  it("reads a Gujarati case ending off a word only the stem of which is known", () => {
    // મોટર sounds like the lexicon's "motor", but a short key matches letter for letter only.
    expect(options("બોરની મોટર")).toEqual([[["br"], ["brvl"]], [["ntr"]]]);
  });

  it("joins two words titles write as one", () => {
    expect(options("mono block")).toEqual([[["nblk"]]]);
  });

  it("drops filler words unless nothing else is left", () => {
    expect(options("motor for borewell")).toEqual([[["ntr"], ["pnp"]], [["brvl"]]]);
    expect(options("for")).toEqual([[["fr"]]]);
  });

  it("says what the query was read as, in the visitor's language", () => {
    const read = (text: string, locale: "en" | "gu" | "hi") =>
      understood(readTerms(text, lexicon, vocabulary), vocabulary, locale);
    expect(read("sabmarsibal pump", "en")).toBe("submersible pump");
    expect(read("sabmarsibal pump", "gu")).toBe("સબમર્સિબલ પંપ");
    expect(read("submersible pump", "en")).toBeNull();
    expect(read("submersible 1.5hp", "en")).toBeNull();
    expect(read("pani ni motor", "hi")).toBe("पंप");
    // A phrase shows its meaning even where titles have its words ("પાણી" is in some).
    const withWater: Vocabulary = new Map([...vocabulary, ["pn", { gu: "પાણી" }]]);
    const phrase = readTerms("pani ni motor", lexicon, withWater);
    expect(understood(phrase, withWater, "gu")).toBe("પંપ");
  });
});

describe("typo correction over title keys", () => {
  it("measures edits with swaps as one", () => {
    expect(editDistance("sbnrsbl", "sbnrsbl")).toBe(0);
    expect(editDistance("snrsbl", "sbnrsbl")).toBe(1);
    expect(editDistance("brlv", "brvl")).toBe(1);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  it("corrects to the nearest key within the edits allowed", () => {
    expect(nearestKey(vocabulary, "snrsbl")).toBe("sbnrsbl");
    expect(nearestKey(vocabulary, "brlv")).toBe("brvl");
    // Nothing near enough, too short to correct, or already the start of a key.
    expect(nearestKey(vocabulary, "xyzq")).toBeNull();
    expect(nearestKey(vocabulary, "pn")).toBeNull();
    expect(nearestKey(vocabulary, "sbnr")).toBeNull();
  });

  it("leaves sizes, numbers and lexicon phrases alone", () => {
    const terms = readTerms("samarsebal 1.5 hp", lexicon, vocabulary);
    const fixed = correctTerms(terms, vocabulary);
    expect(fixed?.map((t) => t.options)).toEqual([[["sbnrsbl"]], [["1.5hp"]]]);
    expect(correctTerms(readTerms("submersible pump", lexicon, vocabulary), vocabulary)).toBeNull();
  });

  it("never corrects a word the shop does not sell into one it does (the native review)", () => {
    // ટ્રેક્ટર (tractor, trktr) is two edits from કટર (cutter, ktr), ફ્રિજ (fridge, frj) one
    // from "large" (lrj): neither keeps the first letter, so neither is a typo of it.
    expect(nearestKey(vocabulary, "trktr")).toBeNull();
    expect(nearestKey(vocabulary, "frj")).toBeNull();
    expect(correctTerms(readTerms("ટ્રેક્ટર", lexicon, vocabulary), vocabulary, "gu")).toBeNull();
    expect(correctTerms(readTerms("ફ્રિજ", lexicon, vocabulary), vocabulary, "gu")).toBeNull();
  });

  it("on a Gujarati or Hindi page, corrects only to a word its titles have, and says it in it", () => {
    // "lrgk" is one edit from "lrj" (large), which no Gujarati title has.
    expect(nearestKey(vocabulary, "lrjk")).toBe("lrj");
    expect(nearestKey(vocabulary, "lrjk", "gu")).toBeNull();
    expect(nearestKey(vocabulary, "ktrr", "gu")).toBe("ktr");
    expect(nearestKey(vocabulary, "ktrr", "hi")).toBeNull();
    // What the search says it read: never an English word on a Gujarati or Hindi page.
    const read = (text: string, locale: "gu" | "hi") =>
      understood(readTerms(text, lexicon, vocabulary), vocabulary, locale);
    expect(read("monoblock pump", "hi")).toBe("monoblock पंप");
    expect(read("agricultural pump", "gu")).toBe("agricultural પંપ");
  });
});
