/**
 * Unit words as people write them in Gujarati and Hindi, read as the English
 * ones every unit reader knows ("૧.૫ એચપી" → "1.5 hp", "૪૫ મીટર" → "45 m"),
 * and fractions as decimals ("3/4 hp", "¾ hp" → "0.75 hp"). The one home of
 * these spellings: search keys (app/search/search-key.server.ts), the finder
 * and typed specifications (app/catalogue/units.ts) all read through here.
 * Isomorphic and pure; expects NFC text (case does not matter).
 */
const NATIVE_UNITS: [RegExp, string][] = [
  [/(એચ\.? ?પી|एच\.? ?पी)\.?/gu, "hp"],
  [/(ઇંચ|ઈંચ|इंच|इञ्च)/gu, "inch"],
  [/(ફેઝ|ફેજ|ફેસ|फ़ेज़|फेज़|फ़ेज|फेज|फेस)/gu, "phase"],
  [/(થ્રી|થ્રિ|थ्री|थ्रि|ત્રણ|तीन)(?= ?phase)/gu, "three"],
  [/(સિંગલ|સીંગલ|सिंगल|सिन्गल|એક|एक)(?= ?phase)/gu, "single"],
  [/(સ્ટેજ|स्टेज)/gu, "stage"],
  [/(કિલોવોટ|किलोवाट|किलोवॉट)/gu, "kw"],
  [/(વોટ|વૉટ|वाट|वॉट)/gu, "w"],
  [/(એમએમ|મીમી|મિમી|मिमी|एमएम)/gu, "mm"],
  [/(એલપીએમ|एलपीएम)/gu, "lpm"],
  [/(ફૂટ|ફુટ|फुट|फीट|फ़ीट)/gu, "ft"],
  [/(મીટર|मीटर)/gu, "m"],
];

/** Quarters and halves as typed ("3/4 hp", "1/2"). */
const FRACTION = /(?<![\d./])([13])\/([24])(?![\d/])/g;
/** Vulgar fractions, after a whole number or alone ("1½" is 1.5, "½" is 0.5). */
const VULGAR = /(\d*)([¼½¾])/g;
const VULGAR_VALUE: Record<string, number> = { "¼": 0.25, "½": 0.5, "¾": 0.75 };

export function englishUnitWords(text: string): string {
  let s = text
    .replace(FRACTION, (whole, a: string, b: string) =>
      Number(a) < Number(b) ? String(Number(a) / Number(b)) : whole,
    )
    .replace(VULGAR, (_, n: string, f: string) => String(Number(n || 0) + (VULGAR_VALUE[f] ?? 0)));
  for (const [from, to] of NATIVE_UNITS) {
    // A unit word written straight after its number ("1.5એચપી") still reads as one.
    s = s.replace(from, (_match: string, _word: string, offset: number) =>
      offset > 0 && /\S/.test(s[offset - 1] ?? "") && /[\d.]/.test(s[offset - 1] ?? "")
        ? ` ${to}`
        : to,
    );
  }
  return s;
}
