import { englishUnitWords } from "~/format/unit-words";
import { BASE_LOCALE, type Locale } from "~/i18n/locales";
import { type Lexicon, lexiconUnits } from "./lexicon.server";
import type { Vocabulary } from "./product-keys.server";
import { foldText, type KeyPiece, keyPieces } from "./search-key.server";
import { readQuery } from "./search-text";

/**
 * A query read as terms over the products' search keys (docs/search.md):
 * every term must be in a product's key; a term offers alternatives (its own
 * keys, and what the lexicon says it means), each a list of keys that must
 * all be there. Pure: the database part is in search.server.ts.
 */
export interface KeyTerm {
  /** Any one of these; each lists keys that must all be in the product's key. */
  options: string[][];
  /** Numbers, sizes and model codes match whole keys only ("5hp" is not in "7.5hp"). */
  wholeOnly: boolean;
  /** The words as typed (folded), for saying what the query was read as. */
  typed: string;
  /** A size ("1.5hp"), shown in its spaced spelling. */
  unit?: string;
  /** The lexicon's meanings (options after the first), when it knew the words. */
  meanings?: string[][];
  /** A short filler word ("for", "ની", "की"): dropped when the query has other terms. */
  filler?: true;
}

/**
 * Filler words in the three languages, folded. Kept only when a query is
 * nothing else; then they are searched for like any word.
 */
const FILLERS = new Set([
  "for",
  "with",
  "and",
  "the",
  "of",
  "in",
  "to",
  "ki",
  "ka",
  "ke",
  "ni",
  "no",
  "nu",
  "na",
  "ne",
  "mate",
  "aur",
  "wala",
  "wali",
  "vala",
  "vali",
  "se",
  "machine",
  "mashin",
  "masin",
  "मशीन",
  "મશીન",
  "को",
  "के",
  "की",
  "का",
  "में",
  "और",
  "वाला",
  "वाली",
  "से",
  "लिए",
  "ની",
  "નો",
  "નું",
  "ના",
  "ને",
  "માટે",
  "અને",
  "વાળો",
  "વાળી",
  "વાળું",
  "થી",
]);

const keyOf = (p: KeyPiece) => ("unit" in p ? p.unit : p.key);
const wordOf = (p: KeyPiece) => ("unit" in p ? p.unit : p.word);

/**
 * Two words typed apart that titles write as one ("mono block" →
 * monoblock, "ઓપન વેલ" → openwell): the joined word's key, when some title
 * has it and it is long enough not to be a chance match; else null.
 */
function compound(a: KeyPiece, b: KeyPiece | undefined, vocabulary: Vocabulary | null) {
  if (!vocabulary || !b || "unit" in a || "unit" in b || /[0-9]/.test(a.key + b.key)) return null;
  const joined = keyPieces(a.word + b.word)[0];
  if (!joined || "unit" in joined || joined.key.length < 4 || !vocabulary.has(joined.key)) {
    return null;
  }
  return { word: `${a.word} ${b.word}`, key: joined.key };
}

/**
 * Gujarati case endings written onto the word ("બોરની", "કૂવાનો",
 * "ખેતરમાં"): a word no title or lexicon entry has is read without one.
 */
const GUJARATI_ENDINGS = /(ની|નો|નું|ના|નાં|ને|માં|થી|વાળો|વાળી|વાળું|વાળા)$/u;

/** The piece's stem, when the piece is no word the search knows and its stem is; else null. */
function knownStem(p: KeyPiece, lexicon: Lexicon, vocabulary: Vocabulary | null): KeyPiece | null {
  if ("unit" in p) return null;
  const known = (word: string, key: string) =>
    vocabulary?.has(key) ||
    lexicon.words.has(word) ||
    lexicon.phrases.has(key) ||
    lexicon.short.has(key);
  if (known(p.word, p.key)) return null;
  const stem = p.word.replace(GUJARATI_ENDINGS, "");
  if (stem === p.word || [...stem].length < 2) return null;
  const key = keyPieces(stem)[0];
  return key && !("unit" in key) && known(stem, key.key) ? { word: stem, key: key.key } : null;
}

/** What the lexicon says these pieces mean: by their words, else by their keys; or undefined. */
function meaningsOf(
  slice: readonly KeyPiece[],
  lexicon: Lexicon,
  vocabulary: Vocabulary | null,
): string[][] | undefined {
  const keys = slice.map(keyOf).join(" ");
  const byWords = lexicon.words.get(slice.map(wordOf).join(" ")) ?? lexicon.phrases.get(keys);
  if (byWords || slice.length > 1 || vocabulary?.has(keys)) return byWords;
  return lexicon.short.get(keys);
}

const isFiller = (p: KeyPiece) => !("unit" in p) && FILLERS.has(p.word);

/** A query's text as terms, the lexicon's unit words and phrases read. */
export function readTerms(
  text: string,
  lexicon: Lexicon,
  vocabulary: Vocabulary | null = null,
): KeyTerm[] {
  const folded = englishUnitWords(lexiconUnits(foldText(text), lexicon));
  const pieces = keyPieces(folded).filter((p) => !("part" in p));
  // Each piece as typed, or its stem where only that is known ("બોરની" → બોર).
  const stems = pieces.map((p) => knownStem(p, lexicon, vocabulary) ?? p);
  const terms: KeyTerm[] = [];
  let i = 0;
  while (i < pieces.length) {
    let n = Math.min(lexicon.longest, pieces.length - i);
    for (; n >= 1; n--) {
      const typed = pieces.slice(i, i + n);
      // A filler alone is never a phrase: "machine" is no kind of product.
      if (n === 1 && isFiller(typed[0] as KeyPiece)) continue;
      const stemmed = stems.slice(i, i + n);
      const asTyped = meaningsOf(typed, lexicon, vocabulary);
      const meanings = asTyped ?? meaningsOf(stemmed, lexicon, vocabulary);
      if (meanings) {
        terms.push({
          options: [(asTyped ? typed : stemmed).map(keyOf), ...meanings],
          wholeOnly: false,
          typed: typed.map(wordOf).join(" "),
          meanings,
        });
        break;
      }
    }
    if (n >= 1) {
      i += n;
      continue;
    }
    const joined = compound(pieces[i] as KeyPiece, pieces[i + 1], vocabulary);
    const p = joined ?? (stems[i] as KeyPiece);
    i += joined ? 2 : 1;
    if ("unit" in p) {
      terms.push({ options: [[p.unit]], wholeOnly: true, typed: p.unit, unit: p.unit });
      continue;
    }
    // A word of vowels alone ("a", "ए") says nothing a key could hold.
    if (p.key === "a") continue;
    const term: KeyTerm = { options: [[p.key]], wholeOnly: /[0-9]/.test(p.key), typed: p.word };
    if (isFiller(p)) term.filler = true;
    terms.push(term);
  }
  const kept = terms.some((t) => !t.filler) ? terms.filter((t) => !t.filler) : terms;
  return kept.slice(0, MAX_TERMS);
}

/**
 * Terms searched at most: the first ones typed. Each is one more condition,
 * and when nothing is found each may be tried alone (search.server.ts).
 */
const MAX_TERMS = 8;

/** How a size is shown: "1.5hp" → "1.5 hp", "3ph" → "3 ph" (search-text.ts's own spelling). */
function spelledUnit(unit: string): string {
  for (const piece of readQuery(unit)) {
    if ("token" in piece) return piece.token.spellings[0] ?? unit;
  }
  return unit;
}

/** A key as a title word in the visitor's language, else English, else null. */
/**
 * The title word of a key in `locale`; null when the titles of that language
 * have none (a Gujarati or Hindi page never shows an English word: issue 39).
 */
function wordFor(vocabulary: Vocabulary, key: string, locale: Locale): string | null {
  return vocabulary.get(key)?.[locale] ?? null;
}

/**
 * What the terms were read as, in the visitor's language where titles say
 * it: each word as the title word of its key ("sabmarsibal" → "submersible",
 * or "સબમર્સિબલ" on a Gujarati page), a lexicon phrase as its meaning. Null
 * when that is what was typed.
 */
export function understood(
  terms: readonly KeyTerm[],
  vocabulary: Vocabulary,
  locale: Locale,
): string | null {
  const read = terms
    .map((t) => {
      if (t.unit) return spelledUnit(t.unit);
      const inWords = (keys: readonly string[] | undefined) => {
        const words = (keys ?? []).map((k) => wordFor(vocabulary, k, locale));
        return words.length > 0 && words.every((w) => w !== null) ? words.join(" ") : null;
      };
      const own = inWords(t.options[0]);
      const meaning = inWords(t.meanings?.[0]);
      // A phrase ("પાણીની મોટર") is shown as what it means; a single word as itself, when titles have it.
      const phrase = (t.options[0]?.length ?? 0) > 1;
      return (phrase ? (meaning ?? own) : (own ?? meaning)) ?? t.typed;
    })
    .join(" ");
  // The terms as typed, sizes spelled the same way: nothing to say if they read the same.
  const literal = terms.map((t) => (t.unit ? spelledUnit(t.unit) : t.typed)).join(" ");
  return read === literal ? null : read;
}

// ——— Typo correction over the vocabulary's keys ———

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Edits allowed: one in a key of three or four consonants, two from five. */
const allowedEdits = (key: string) => (key.length >= 5 ? 2 : key.length >= 3 ? 1 : 0);

/**
 * The vocabulary key nearest to `key` within the edits allowed: fewest
 * edits, then the shorter, then alphabetical. Null when no key is near
 * enough, or when some key already starts with it (nothing to correct).
 *
 * A correction keeps the word's first letter: a slip rarely falls there, and a
 * word the shop does not sell is not a typo of one it does (the native review
 * found ટ્રેક્ટર, "tractor", corrected to કટર, "cutter", and ફ્રિજ, "fridge", to
 * "large"). With a `locale` other than English, only a word the titles of that
 * language have is offered, so the page can say what it searched in its own
 * language.
 */
export function nearestKey(
  vocabulary: Vocabulary,
  key: string,
  locale: Locale = BASE_LOCALE,
): string | null {
  const most = allowedEdits(key);
  if (most === 0) return null;
  let best: { key: string; edits: number } | null = null;
  for (const [candidate, words] of vocabulary) {
    if (candidate.startsWith(key)) return null;
    if (candidate[0] !== key[0]) continue;
    if (locale !== BASE_LOCALE && !words[locale]) continue;
    if (Math.abs(candidate.length - key.length) > most) continue;
    const edits = editDistance(key, candidate);
    if (edits > most) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (candidate.length < best.key.length ||
          (candidate.length === best.key.length && candidate < best.key)))
    ) {
      best = { key: candidate, edits };
    }
  }
  return best?.key ?? null;
}

/** Terms corrected at most: each scans the vocabulary. */
const MAX_CORRECTIONS = 4;

/**
 * The terms with unknown words corrected to the nearest title word's key;
 * null when nothing was corrected. Sizes, numbers, codes and lexicon
 * phrases are never corrected.
 */
export function correctTerms(
  terms: readonly KeyTerm[],
  vocabulary: Vocabulary,
  locale: Locale = BASE_LOCALE,
): KeyTerm[] | null {
  let corrections = 0;
  const out = terms.map((t) => {
    const own = t.options[0];
    if (t.wholeOnly || t.meanings || !own || own.length !== 1 || corrections >= MAX_CORRECTIONS) {
      return t;
    }
    const key = own[0] as string;
    if (vocabulary.has(key)) return t;
    const better = nearestKey(vocabulary, key, locale);
    if (!better) return t;
    corrections++;
    return { ...t, options: [[better]] };
  });
  return corrections > 0 ? out : null;
}
