/**
 * The one way visible text is shortened: card titles, search suggestions, meta
 * descriptions, the PDFs' titles, echoes of what a visitor typed
 * (app/guards/shorten.test.ts refuses a cut made by hand anywhere else).
 *
 * - It counts what a reader counts: user-perceived characters (grapheme
 *   clusters, `Intl.Segmenter`), so "સ્ટે", "फ़े" and "👩🏽‍🔧" are one each and are
 *   never split (no dangling virama, lost nukta or vowel sign cut from its
 *   consonant).
 * - It prefers the end of the last whole word within the limit, when that keeps
 *   at least half of it; otherwise (one long word) it cuts between characters.
 * - It drops the spaces and punctuation left at the cut, and a character that
 *   ends in a virama or a joiner (an engine older than Unicode 15.1 splits a
 *   conjunct there), and adds "…" only when it cut.
 *
 * Server code calls it: the result is data the page renders, so the browser
 * never cuts (its ICU may segment differently, and the text would not match
 * the server's at hydration). Isomorphic all the same.
 */

export const ELLIPSIS = "…";

const graphemes = /* @__PURE__ */ new Intl.Segmenter("en", { granularity: "grapheme" });
const words = /* @__PURE__ */ new Intl.Segmenter("en", { granularity: "word" });

/** Spaces and punctuation that should not end a cut text. */
const LOOSE_END = /[\s,;:.·–—\-/(&+]+$/u;
/** Virama (Devanagari, Gujarati), ZWJ, ZWNJ: a character that waits for the next. */
const JOINING_END = /[\u094D\u0ACD\u200C\u200D]$/u;

/** End offsets of the text's grapheme clusters, in order. */
function graphemeEnds(text: string): number[] {
  const ends: number[] = [];
  for (const { index, segment } of graphemes.segment(text)) ends.push(index + segment.length);
  return ends;
}

/** The text cut after `keep` of its characters (`ends` = graphemeEnds(text)), word-aware, tidied. */
function cutAt(text: string, ends: readonly number[], keep: number): string {
  if (keep <= 0) return "";
  const limit = ends[keep - 1] ?? text.length;
  let wordEnd = 0;
  // Segmented whole (lazily, up to the limit), so a word the limit falls inside is not a word end.
  for (const { index, segment, isWordLike } of words.segment(text)) {
    const end = index + segment.length;
    if (end > limit) break;
    if (isWordLike) wordEnd = end;
  }
  const keptByWord = wordEnd > 0 ? ends.findIndex((e) => e >= wordEnd) + 1 : 0;
  let cut = keptByWord * 2 >= keep ? text.slice(0, wordEnd) : text.slice(0, limit);
  for (;;) {
    const tidy = cut.replace(LOOSE_END, "");
    if (!JOINING_END.test(tidy)) return tidy;
    const tidyEnds = graphemeEnds(tidy);
    cut = tidy.slice(0, tidyEnds.at(-2) ?? 0);
  }
}

/** The number of user-perceived characters in `text`. */
export function characterCount(text: string): number {
  return graphemeEnds(text).length;
}

/**
 * `text` with at most `max` user-perceived characters before the "…", cut at
 * the last whole word where that keeps half of them; `text` itself when it fits.
 */
export function shorten(text: string, max: number): string {
  const ends = graphemeEnds(text);
  if (ends.length <= max) return text;
  return `${cutAt(text, ends, Math.max(0, max))}${ELLIPSIS}`;
}

/**
 * `text` shortened as `shorten` does, as long as `fits` accepts (a width in a
 * PDF's font): the most characters whose plain cut with "…" fits, then the
 * word-aware cut of that many (never longer, so it fits too).
 */
export function shortenToFit(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const ends = graphemeEnds(text);
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (fits(`${text.slice(0, ends[mid - 1])}${ELLIPSIS}`)) low = mid;
    else high = mid - 1;
  }
  return `${cutAt(text, ends, low)}${ELLIPSIS}`;
}
