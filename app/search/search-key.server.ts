import Sanscript from "@indic-transliteration/sanscript";
import { asciiDigits } from "~/format/digits";
import { englishUnitWords } from "~/format/unit-words";
import { withoutControlCharacters } from "~/forms/control-characters";
import { readQuery } from "./search-text";

/**
 * Search keys: one spelling per word, whatever script or spelling it was
 * typed in, so that "સબમર્સિબલ", "सबमर्सिबल", "submersible" and "sabmarsibal"
 * all become `sbnrsbl` (docs/search.md, "The pipeline"). Titles in every
 * language are indexed as keys, and queries read into keys the same way.
 *
 * 1. Fold: Unicode NFC, zero-width characters out, native digits to ASCII,
 *    lower case; Gujarati letters moved to their Devanagari twins (the blocks
 *    differ by 0x180); the spellings people mix up folded (nukta, candra
 *    vowels, chandrabindu).
 * 2. Devanagari to Latin with Sanscript (ITRANS).
 * 3. A consonant skeleton of the Latin: sound-alike letters merged (ph/f,
 *    th/t, sh/s, w/v, z/jh/s, m/n, soft c and g), vowels and h dropped except
 *    one "a" marking a word that starts with a vowel, doubled letters once.
 *
 * Words with digits (model codes, sizes) are kept as typed: numbers match
 * whole values only. Pure, and server-only for Sanscript's size.
 */

/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** NFC, no zero-width or control characters, ASCII digits, lower case, single spaces. */
export function foldText(text: string): string {
  return asciiDigits(withoutControlCharacters(text).normalize("NFC").replace(ZERO_WIDTH, ""))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const GUJARATI = /[\u0A80-\u0AFF]/g;

/** Gujarati letters as their Devanagari twins (ક U+0A95 → क U+0915). */
function gujaratiAsDevanagari(text: string): string {
  return text.replace(GUJARATI, (c) => String.fromCharCode(c.charCodeAt(0) - 0x180));
}

/**
 * Devanagari spellings folded to one (after Gujarati → Devanagari):
 * ज़ is the z of loanwords, which Gujarati writes ઝ, so both become झ; every
 * other nukta goes (फ़ → फ, ड़ → ड); candra vowels become the plain ones
 * (ऑ → ओ, ॉ → ो, ॅ → े); chandrabindu becomes anusvara; visarga goes.
 */
function foldDevanagari(text: string): string {
  return text
    .replace(/\u091C\u093C/g, "\u091D")
    .replace(/\u093C/g, "")
    .replace(/\u0911/g, "\u0913")
    .replace(/\u090D/g, "\u090F")
    .replace(/\u0949/g, "\u094B")
    .replace(/\u0945/g, "\u0947")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0903/g, "");
}

const INDIC = /[\u0900-\u097F]/;

/** Sound-alike Latin spellings merged, in this order (each sees the ones before). */
const LATIN_FOLDS: [RegExp, string][] = [
  [/[^a-z0-9]/g, ""],
  [/tion/g, "shan"],
  [/c(?=[eiy])/g, "s"],
  [/g(?=[ei])/g, "j"],
  [/(?<=[aeiou])w(?![aeiou])/g, ""],
  [/chh?/g, "ç"],
  [/sh/g, "s"],
  [/ph/g, "f"],
  [/jh|z/g, "s"],
  [/kh|ck|c|q/g, "k"],
  [/gh/g, "g"],
  [/th/g, "t"],
  [/dh/g, "d"],
  [/bh/g, "b"],
  [/x/g, "ks"],
  [/w/g, "v"],
  [/m/g, "n"],
  [/ç/g, "c"],
];

/** The consonant skeleton of Latin letters ("submersible" → "sbnrsbl", "openwell" → "apnvl"). */
export function latinSkeleton(word: string): string {
  let s = word.toLowerCase();
  for (const [from, to] of LATIN_FOLDS) s = s.replace(from, to);
  const lead = /^[aeiouyh]/.test(s) ? "a" : "";
  s = s.replace(/[aeiouyh]/g, "");
  return (lead + s).replace(/(.)\1+/g, "$1");
}

/** Keys already made: titles and queries repeat the same few hundred words. */
const made = new Map<string, string>();
const MAX_MADE = 50_000;

/**
 * One word's key: words with a digit as they are (lower case, ASCII digits),
 * others as the skeleton of their Latin reading. Expects folded text.
 */
export function wordKey(word: string): string {
  if (/[0-9]/.test(word)) return word.replace(/[^a-z0-9.]/g, "");
  const known = made.get(word);
  if (known !== undefined) return known;
  let latin = word;
  if (INDIC.test(gujaratiAsDevanagari(word))) {
    latin = Sanscript.t(foldDevanagari(gujaratiAsDevanagari(word)), "devanagari", "itrans");
  }
  const key = latinSkeleton(latin);
  if (made.size >= MAX_MADE) made.clear();
  made.set(word, key);
  return key;
}

/** A word of text: letters, marks and digits, with one decimal point ("7.5", "v4", "25x25"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:\.[\p{N}]+)?/gu;
/** Two parts joined by a hyphen or slash, one with a digit: a model code ("DE-5", "TPM-10"). */
const JOINED = /([\p{L}\p{N}]+)[-/]([\p{L}\p{N}]+(?:\.\p{N}+)?)/gu;

/**
 * One thing a text says: a size with its unit, or a word. A word that is
 * part of a model code ("de" and "5" of "DE-5") is marked: the index keeps
 * it, a query reads the code alone.
 */
export type KeyPiece = { unit: string } | { word: string; key: string; part?: true };

/**
 * What a text says, as keys in order: sizes canonical ("1.5hp", "3ph",
 * "15stage"), model codes joined ("de5"), other words as their keys.
 */
export function keyPieces(text: string): KeyPiece[] {
  const folded = englishUnitWords(foldText(text));
  const out: KeyPiece[] = [];
  for (const piece of readQuery(folded)) {
    if ("token" in piece) {
      out.push({ unit: piece.token.canonical });
      continue;
    }
    const joins: { start: number; end: number; piece: KeyPiece }[] = [];
    for (const m of piece.text.matchAll(JOINED)) {
      const joined = `${m[1]}${m[2]}`;
      if (/[0-9]/.test(joined) && /\p{L}/u.test(joined)) {
        joins.push({
          start: m.index,
          end: m.index + m[0].length,
          piece: { word: m[0], key: wordKey(joined) },
        });
      }
    }
    for (const m of piece.text.matchAll(WORD)) {
      const join = joins.find((j) => j.start <= m.index && m.index < j.end);
      if (join && join.start === m.index) out.push(join.piece);
      const key = wordKey(m[0]);
      if (key) out.push(join ? { word: m[0], key, part: true } : { word: m[0], key });
    }
  }
  return out;
}

/** A number with its unit also stands for the bare number ("7.5hp" → "7.5"). */
function bareNumber(unit: string): string | null {
  return /^(\d+(?:\.\d+)?)[a-z]/.exec(unit)?.[1] ?? null;
}

/**
 * The indexed key of a product's titles (every language): its distinct keys
 * between single spaces, with a space at each end so that a key can be
 * matched whole (" pnp ") or as a word's start (" sbn").
 */
export function searchKeyOf(titles: readonly string[]): string {
  const keys = new Set<string>();
  for (const title of titles) {
    for (const p of keyPieces(title)) {
      if ("unit" in p) {
        keys.add(p.unit);
        const n = bareNumber(p.unit);
        if (n) keys.add(n);
      } else keys.add(p.key);
    }
  }
  return ` ${[...keys].join(" ")} `;
}
