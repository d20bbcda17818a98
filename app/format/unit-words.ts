import { LOCALES } from "~/i18n/locales";
import { type Unit, unitName } from "./units";

/**
 * The units table: every unit word the shop prints or reads, in English,
 * Gujarati and Hindi, each read as the English one every unit reader knows
 * ("૧.૫ એચપી" → "1.5 hp", "60 લિ./મિનિટ" → "60 lpm", "45 मीटर" → "45 m"), and
 * fractions as decimals ("3/4 hp", "¾ hp" → "0.75 hp").
 *
 * - A row's `prints` is the Unit whose word the shop writes after a number
 *   (unitName, the `format_unit_*` messages): that word, in every language, is
 *   read as the row's `reads` without being listed again, so what is printed
 *   and what is read cannot drift. (In the browser the messages hold the
 *   page's language only; reading happens on the server: the finder, the
 *   shop's filters and search, the admin's forms' actions.)
 * - `spellings` are the other ways people write it, the abbreviations the site
 *   prints inside sentences (the finder's "1 લિ./સેકન્ડ") among them.
 *
 * The one home of these spellings: search keys (app/search/search-key.server.ts),
 * the finder, the shop's range filters and typed specifications
 * (app/catalogue/units.ts) all read through here; `unit-words.test.ts` feeds
 * every printed unit back. Isomorphic and pure; expects NFC text (case does
 * not matter). Latin spellings are the English reader's (catalogue/units.ts).
 */
interface UnitRow {
  /** The English spelling it reads as. */
  reads: string;
  /** The unit the shop prints with this word (unitName): read in every language. */
  prints?: Unit;
  /** Other spellings, Gujarati and Hindi. */
  spellings: readonly string[];
}

export const UNIT_WORDS: readonly UnitRow[] = [
  {
    reads: "hp",
    prints: "HP",
    spellings: ["એચ.પી.", "એચ. પી.", "એચપી", "एच.पी.", "एच. पी.", "एचपी"],
  },
  { reads: "kw", prints: "kW", spellings: ["કિ.વૉ.", "કિ.વો.", "किलोवॉट", "कि.वा.", "कि.वॉ."] },
  { reads: "w", prints: "W", spellings: ["વોટ", "वॉट"] },
  { reads: "v", prints: "V", spellings: ["વૉલ્ટ", "वॉल्ट"] },
  { reads: "hz", prints: "Hz", spellings: ["હર્ટઝ", "हर्ट्ज", "हर्ट्स"] },
  { reads: "rpm", prints: "rpm", spellings: ["આર.પી.એમ.", "आर.पी.एम."] },
  { reads: "mm", prints: "mm", spellings: ["એમએમ", "મીમી", "મિમી", "मिमी", "एमएम"] },
  { reads: "inch", prints: "inch", spellings: ["ઈંચ", "इञ्च"] },
  { reads: "m", prints: "m", spellings: ["મિટર", "मिटर", "मी."] },
  {
    reads: "lpm",
    prints: "LPM",
    spellings: [
      "લિ./મિ.",
      "લિટર/મિનિટ",
      "લીટર/મિનિટ",
      "લિટર પ્રતિ મિનિટ",
      "એલપીએમ",
      "ली./मि.",
      "लि./मिनट",
      "लीटर/मिनट",
      "लीटर प्रति मिनट",
      "एलपीएम",
    ],
  },
  { reads: "l/s", spellings: ["લિ./સેકન્ડ", "લિટર/સેકન્ડ", "ली./सेकंड", "लीटर/सेकंड"] },
  { reads: "l/h", spellings: ["લિ./કલાક", "લિટર/કલાક", "ली./घंटा", "लीटर/घंटा"] },
  // Litres alone ("60 લિટર"): the finder's and the filters' field is litres a minute.
  { reads: "litre", spellings: ["લિટર", "લીટર", "લિ.", "लीटर", "लिटर", "ली."] },
  { reads: "ft", spellings: ["ફૂટ", "ફુટ", "ફીટ", "फ़ुट", "फुट", "फीट", "फ़ीट"] },
  { reads: "phase", spellings: ["ફેઝ", "ફેજ", "ફેસ", "फ़ेज़", "फेज़", "फ़ेज", "फेज", "फेस"] },
  { reads: "stage", spellings: ["સ્ટેજ", "स्टेज"] },
];

/** "three" and "single" only before "phase": ત્રણ alone is 3 said in words. */
const PHASE_COUNTS: [RegExp, string][] = [
  [/(થ્રી|થ્રિ|थ्री|थ्रि|ત્રણ|तीन)(?= ?phase)/gu, "three"],
  [/(સિંગલ|સીંગલ|सिंगल|सिन्गल|એક|एक)(?= ?phase)/gu, "single"],
];

/** Gujarati postpositions, written onto the word before them (docs/glossary.md). */
const POSTPOSITIONS = "નો|ના|ની|નું|નાં|ને|માં|થી|વાળો|વાળા|વાળી";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const NON_LATIN = /[^\p{Script=Latin}\p{N}\p{P}\s]/u;

/** Every spelling → what it reads as; the printed words of every language, non-Latin ones. */
function readingTable(): [RegExp, Map<string, string>] {
  const reads = new Map<string, string>();
  for (const row of UNIT_WORDS) {
    const printed = row.prints ? LOCALES.map((l) => unitName(row.prints as Unit, l)) : [];
    for (const spelling of [...printed, ...row.spellings]) {
      const key = spelling.normalize("NFC").toLowerCase();
      if (NON_LATIN.test(key) && !reads.has(key)) reads.set(key, row.reads);
    }
  }
  // Longest first: "લિ./મિનિટ" before "લિ.", "लीटर/मिनट" before "लीटर".
  const alternatives = [...reads.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // Not inside a longer word ("વોટર" is water, not watts), but with a Gujarati postposition
  // written onto it ("4 ઇંચનો બોર", "45 મીટરનું").
  const word = `(?<![\\p{L}\\p{M}])(${alternatives.join("|")})`;
  const end = `(?=$|[^\\p{L}\\p{M}]|(?:${POSTPOSITIONS})(?![\\p{L}\\p{M}]))`;
  return [new RegExp(word + end, "gu"), reads];
}

let table: [RegExp, Map<string, string>] | undefined;

/** Quarters and halves as typed ("3/4 hp", "1/2"). */
const FRACTION = /(?<![\d./])([13])\/([24])(?![\d/])/g;
/** Vulgar fractions, after a whole number or alone ("1½" is 1.5, "½" is 0.5). */
const VULGAR = /(\d*)([¼½¾])/g;
const VULGAR_VALUE: Record<string, number> = { "¼": 0.25, "½": 0.5, "¾": 0.75 };

export function englishUnitWords(text: string): string {
  table ??= readingTable();
  const [pattern, reads] = table;
  let s = text
    .replace(FRACTION, (whole, a: string, b: string) =>
      Number(a) < Number(b) ? String(Number(a) / Number(b)) : whole,
    )
    .replace(VULGAR, (_, n: string, f: string) => String(Number(n || 0) + (VULGAR_VALUE[f] ?? 0)));
  // A unit word written straight after its number ("1.5એચપી") still reads as one.
  s = s.replace(pattern, (word: string, _w: string, offset: number, whole: string) => {
    const to = reads.get(word.toLowerCase()) ?? word;
    return offset > 0 && /[\d.]/.test(whole[offset - 1] ?? "") ? ` ${to}` : to;
  });
  for (const [from, to] of PHASE_COUNTS) s = s.replace(from, to);
  return s;
}
