import { describe, expect, it } from "vitest";
import { characterCount, ELLIPSIS, shorten, shortenToFit } from "./shorten";

/** A virama or joiner: a cut text must never end in one (it belongs to the next letter). */
const VIRAMA_END = /[\u094D\u0ACD]$/u;
/** Cut inside a syllable: it ends in a virama or joiner, or the text goes on with a mark. */
const cutInside = (shown: string, text: string) =>
  /[\u094D\u0ACD\u200C\u200D]$/u.test(shown) ||
  /^[\p{M}\u200C\u200D]/u.test(text.slice(shown.length));

const body = (cut: string) => (cut.endsWith(ELLIPSIS) ? cut.slice(0, -1) : cut);

describe("shorten: at grapheme and word boundaries", () => {
  it("leaves text that fits alone, with no mark", () => {
    expect(shorten("SPT V4 1.5 HP", 25)).toBe("SPT V4 1.5 HP");
    expect(shorten("સબમર્સિબલ પંપ", 13)).toBe("સબમર્સિબલ પંપ");
    expect(shorten("", 5)).toBe("");
  });

  it("counts characters as a reader does: a Gujarati or Devanagari conjunct is one", () => {
    // સ + ્ + ટ + ે is one user-perceived character; so is फ़े (with its nukta) and a ZWJ family.
    expect(characterCount("સ્ટે")).toBe(1);
    expect(characterCount("फ़े")).toBe(1);
    expect(characterCount("👨‍👩‍👧")).toBe(1);
    expect(characterCount("👩🏽‍🔧")).toBe(1);
    expect(characterCount("સબમર્સિબલ")).toBe(6);
    expect(characterCount("सबमर्सिबल")).toBe(6);
  });

  it("prefers the last whole word within the limit (Latin)", () => {
    const long = "SPT V4 3 HP 22-Stage Three Phase Borewell Submersible Pump";
    expect(shorten(long, 25)).toBe("SPT V4 3 HP 22-Stage…");
    expect(shorten(long, 28)).toBe("SPT V4 3 HP 22-Stage Three…");
    // A word that ends exactly at the limit is whole.
    expect(shorten("Jet Pump 1 HP Self Priming", 13)).toBe("Jet Pump 1 HP…");
    // A number the limit falls inside is not cut ("1.5" is one word).
    expect(shorten("Openwell Pump 1.5 HP", 15)).toBe("Openwell Pump…");
  });

  it("cuts one long word between characters, never inside one", () => {
    expect(shorten("Supercalifragilistic pump", 10)).toBe("Supercalif…");
    // Half the limit is the least a word cut keeps: else it cuts between characters.
    expect(shorten("SPT Submersible", 9)).toBe("SPT Subme…");
  });

  it("Gujarati: conjuncts (સબમર્સિબલ), vowel signs (બોરવેલ) and whole words", () => {
    const title = "SPT સોલર V6 5 HP AC સબમર્સિબલ પંપ";
    // Code points would have cut "સબમર્…" (a dangling virama); a word cut keeps સબમર્સિબલ whole or out.
    expect(shorten(title, 25)).toBe("SPT સોલર V6 5 HP AC સબમર્સિબલ…");
    expect(shorten(title, 22)).toBe("SPT સોલર V6 5 HP AC…");
    expect(shorten("SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ સબમર્સિબલ પંપ", 25)).toBe(
      "SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ…",
    );
    // Inside one long word: whole characters only ("બોરવ…" never loses the ે of વે).
    expect(shorten("બોરવેલસબમર્સિબલ", 2)).toBe("બોર…");
    expect(shorten("બોરવેલસબમર્સિબલ", 3)).toBe("બોરવે…");
    expect(body(shorten("સબમર્સિબલપંપ", 4))).toBe("સબમર્સિ");
    // What a code-point cut did (the native review): caught by the check below.
    expect(cutInside("સબમર્", "સબમર્સિબલ")).toBe(true);
    expect(cutInside("बोरव", "बोरवेल")).toBe(true);
    for (let max = 1; max < 9; max++) {
      expect(cutInside(body(shorten("સબમર્સિબલપંપ", max)), "સબમર્સિબલપંપ")).toBe(false);
    }
  });

  it("Devanagari: conjuncts (सबमर्सिबल), nukta (फ़ेज़) and whole words", () => {
    expect(shorten("SPT SCP-3 थ्री फ़ेज़ सबमर्सिबल पंप मोटर", 25)).toBe("SPT SCP-3 थ्री फ़ेज़ सबमर्सिबल पंप…");
    expect(shorten("SPT SCP-3 थ्री फ़ेज़ सबमर्सिबल पंप मोटर", 23)).toBe("SPT SCP-3 थ्री फ़ेज़ सबमर्सिबल…");
    // A nukta stays on its letter: फ़े and ज़ are whole characters.
    expect(shorten("SPT TPM-50 50 HP थ्री फ़ेज़मोटरपंप", 19)).toBe("SPT TPM-50 50 HP थ्री…");
    expect(shorten("फ़ेज़मोटरपंपसेट", 2)).toBe("फ़ेज़…");
    expect(shorten("सबमर्सिबलपंप", 4)).toBe("सबमर्सि…");
  });

  it("never ends on a virama, even where a conjunct was split into characters", () => {
    // An explicit virama before a space (a word written with a halant) ends the word, not the cut.
    const cut = shorten("ક્ ખ ગ ઘ ઙ ચ છ જ ઝ ઞ", 3);
    expect(body(cut)).not.toMatch(VIRAMA_END);
    // ZWNJ keeps a half form visible (क्‍ष): it is part of the character, never left at the end.
    const zw = shorten("क्\u200Cषत्रियपंपसेटमोटर", 2);
    expect(body(zw)).not.toMatch(/[\u094D\u200C\u200D]$/u);
    for (const text of ["SPT BL-6 ઇલેક્ટ્રિક એર બ્લોઅર મશીન", "SPT CMB 0.5 HP સેન્ટ્રીફ્યુગલ પંપ"]) {
      for (let max = 1; max < characterCount(text); max++) {
        const shown = body(shorten(text, max));
        expect(cutInside(shown, text), `${text} at ${max}`).toBe(false);
        expect(characterCount(shown)).toBeLessThanOrEqual(max);
        expect(text.startsWith(shown)).toBe(true);
      }
    }
  });

  it("emoji with ZWJ and skin tones stay whole", () => {
    expect(shorten("👩🏽‍🔧👨‍👩‍👧👍🏿 pump", 2)).toBe("👩🏽‍🔧👨‍👩‍👧…");
    expect(shorten("Pump 👩🏽‍🔧👨‍👩‍👧", 6)).toBe("Pump…");
    expect(shorten("👍🏿👍🏿👍🏿", 1)).toBe("👍🏿…");
  });

  it("drops spaces and punctuation at the cut", () => {
    expect(shorten("Pump, motor; and tools", 6)).toBe("Pump…");
    expect(shorten("Borewell – submersible", 10)).toBe("Borewell…");
  });

  it("shortenToFit: the longest word-aware cut that a measure accepts", () => {
    const width = (s: string) => characterCount(s);
    expect(shortenToFit("SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ", (s) => width(s) <= 40)).toBe(
      "SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ",
    );
    expect(shortenToFit("SPT V4 1.5 HP 15 સ્ટેજ બોરવેલ", (s) => width(s) <= 21)).toBe(
      "SPT V4 1.5 HP 15 સ્ટેજ…",
    );
    expect(shortenToFit("सबमर्सिबलपंप", (s) => width(s) <= 5)).toBe("सबमर्सि…");
    expect(shortenToFit("pump", () => false)).toBe(ELLIPSIS);
  });
});
