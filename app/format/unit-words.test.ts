import { describe, expect, it } from "vitest";
import { englishUnitWords } from "./unit-words";

describe("unit words in Gujarati and Hindi", () => {
  it.each([
    ["1.5 એચપી", "1.5 hp"],
    ["1.5એચપી", "1.5 hp"],
    ["1.5 एचपी", "1.5 hp"],
    ["4 ઇંચ", "4 inch"],
    ["4 इंच", "4 inch"],
    ["થ્રી ફેઝ", "three phase"],
    ["थ्री फेज़", "three phase"],
    ["सिंगल फेज", "single phase"],
    ["15 સ્ટેજ", "15 stage"],
    ["45 મીટર", "45 m"],
    ["150 फीट", "150 ft"],
    // What the site prints (issue 39, item 4): flow as an abbreviation, litres, per second and hour.
    ["60 લિ./મિનિટ", "60 lpm"],
    ["60 ली./मिनट", "60 lpm"],
    ["60 લિટર", "60 litre"],
    ["60 लीटर", "60 litre"],
    ["1 લિ./સેકન્ડ", "1 l/s"],
    ["3600 ली./घंटा", "3600 l/h"],
    ["150 ફૂટ", "150 ft"],
    ["150 फ़ुट", "150 ft"],
    ["1¼ ઇંચ", "1.25 inch"],
    ["1.1 કિલોવોટ", "1.1 kw"],
    ["50 હર્ટ્ઝ", "50 hz"],
    ["415 वोल्ट", "415 v"],
    // A postposition written onto the unit still reads; a longer word is not a unit.
    ["4 ઇંચનો બોર", "4 inchનો બોર"],
    ["વોટર પંપ", "વોટર પંપ"],
    ["3/4 hp", "0.75 hp"],
    ["1/2 inch", "0.5 inch"],
    ["½ HP", "0.5 HP"],
    ["1½ inch", "1.5 inch"],
    // A fraction inside a longer number, or a date, is left alone.
    ["11/2", "11/2"],
    ["1/4/2026", "1/4/2026"],
    // The words "three" and "single" only before "phase": ત્રણ alone is 3 said in words.
    ["ત્રણ પંપ", "ત્રણ પંપ"],
  ])("“%s” → “%s”", (text, expected) => {
    expect(englishUnitWords(text)).toBe(expected);
  });
});
