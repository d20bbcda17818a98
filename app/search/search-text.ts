import { asciiDigits } from "~/format/digits";
import { withoutControlCharacters } from "~/forms/control-characters";
/**
 * How the search reads what visitors type: sizes and units written any way
 * ("1.5hp", "1.5 HP", "1.5 H.P.", ".5hp", "single phase"), and the spellings
 * of the exact tier (docs/search.md). Pure, so it is tested without a
 * database and both databases get the same terms.
 *
 * Titles are indexed as they are (spec §2: the search finds titles that
 * contain the text); normalising works on both sides by reading the query
 * into one canonical form per size ("1.5hp") and matching each of the ways a
 * title may write that form ("1.5 hp", "1.5hp", "1.5 h.p").
 */

/** One thing the title must contain: any one of these lower-case spellings. */
export type SearchTerm = readonly string[];

/** A number with a unit, read from the query. */
export interface UnitToken {
  /** The canonical form, e.g. "1.5hp", "0.5hp", "1ph", "60lpm". */
  canonical: string;
  /** Lower-case spellings a title may use for it, the canonical one's spaced form first. */
  spellings: string[];
}

interface UnitRule {
  unit: string;
  /** What follows the number, after optional space or hyphen (lower case). */
  pattern: string;
  /** How titles write it after the number: the ones with a leading space also match "1.5 hp". */
  spellings: string[];
}

// Longest units first, so "mm" is not read as "m" and "kw" not as "w".
const UNITS: UnitRule[] = [
  { unit: "hp", pattern: "h\\.?\\s?p\\.?", spellings: [" hp", "hp", " h.p"] },
  { unit: "kw", pattern: "kw", spellings: [" kw", "kw"] },
  { unit: "lpm", pattern: "lpm|l\\/min", spellings: [" lpm", "lpm", " l/min"] },
  { unit: "lph", pattern: "lph|l\\/h", spellings: [" lph", "lph", " l/h"] },
  { unit: "rpm", pattern: "rpm", spellings: [" rpm", "rpm"] },
  { unit: "hz", pattern: "hz", spellings: [" hz", "hz"] },
  { unit: "mm", pattern: "mm", spellings: [" mm", "mm"] },
  { unit: "inch", pattern: 'inch(?:es)?|in\\b|"|”', spellings: [" inch", "inch", '"', "-inch"] },
  { unit: "stage", pattern: "stages?|stg", spellings: [" stage", "stage", "-stage", " stg"] },
  { unit: "kva", pattern: "kva", spellings: [" kva", "kva"] },
  // "230 v" also finds "230 volt"; "900 w" also "900 watts".
  { unit: "v", pattern: "v(?:olts?)?", spellings: [" v", "v"] },
  { unit: "w", pattern: "w(?:atts?)?", spellings: [" w", "w"] },
  { unit: "m", pattern: "m(?:etres?|eters?|tr)?", spellings: [" m", "m"] },
];

/** Phase as words: "single phase", "1 phase", "1ph", "1-phase", "three phase", "3φ". */
const PHASE = /(?<![\w.])(single|three|1|3)[\s-]?(?:phase|ph|φ)(?![a-z])/giu;

const NUMBER = "(\\d+(?:\\.\\d+)?|\\.\\d+)";
/**
 * Sizes with their units. Made on first use, not when the module loads: the
 * shop page imports this module for searchQuery alone, and a module whose
 * loading does work cannot be left out of the browser's download.
 */
let unitRe: RegExp | undefined;
const unitPattern = () =>
  (unitRe ??= new RegExp(
    `(?<![\\w.])${NUMBER}[\\s-]?(${UNITS.map((u) => `(?:${u.pattern})`).join("|")})(?![a-z0-9])`,
    "giu",
  ));

/** Vulgar fractions titles use for small sizes ("½ HP" is "0.5 HP"). */
const FRACTIONS: Record<string, string> = { "0.25": "¼", "0.5": "½", "0.75": "¾" };

/** "0.50" → "0.5", ".5" → "0.5", "01" → "1": one spelling per value. */
export function canonicalNumber(text: string): string {
  const n = Number(text.startsWith(".") ? `0${text}` : text);
  return Number.isFinite(n) ? String(n) : text;
}

function ruleFor(unitText: string): UnitRule | undefined {
  return UNITS.find((u) => new RegExp(`^(?:${u.pattern})$`, "iu").test(unitText));
}

/** The spellings of a number: itself, and its vulgar fraction when it has one. */
function numberSpellings(n: string): string[] {
  const fraction = FRACTIONS[n];
  return fraction ? [n, fraction] : [n];
}

function phaseToken(which: string): UnitToken {
  const n = which === "single" || which === "1" ? "1" : "3";
  const word = n === "1" ? "single" : "three";
  return {
    canonical: `${n}ph`,
    // "1 ph" also finds "1 phase"; "single ph" also "single phase".
    spellings: [`${n} ph`, `${n}ph`, `${n}-ph`, `${word} ph`, `${word}-ph`],
  };
}

function unitToken(numberText: string, unitText: string): UnitToken | null {
  const rule = ruleFor(unitText);
  if (!rule) return null;
  const n = canonicalNumber(numberText);
  const spellings = numberSpellings(n).flatMap((num) => rule.spellings.map((s) => `${num}${s}`));
  return { canonical: `${n}${rule.unit}`, spellings };
}

/** The longest search text read, in characters; the rest is dropped. */
const MAX_QUERY_LENGTH = 100;

/**
 * Search text as it comes from an address or a form (the header search, /shop?q=,
 * the admin's product search, a bulk change of every match): control characters
 * (a NUL among them, which the full-text engine reads as the end of its query)
 * become spaces, runs of spaces one, and the text is cut to MAX_QUERY_LENGTH
 * characters without splitting one in two.
 */
export function searchQuery(raw: string | null | undefined): string {
  const clean = asciiDigits(withoutControlCharacters(raw ?? ""))
    .replace(/\s+/g, " ")
    .trim();
  return [...clean].slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/**
 * Lower case, one space between words, and no control characters: whatever
 * reaches the search this way, no NUL ever reaches a database (PostgreSQL
 * refuses one in any text, SQLite's full-text engine ends its query there).
 */
function tidy(text: string): string {
  return withoutControlCharacters(text).toLowerCase().replace(/\s+/g, " ").trim();
}

type Piece = { text: string } | { token: UnitToken };

/** The query cut into plain text and the sizes in it, in order. */
export function readQuery(text: string): Piece[] {
  const q = tidy(text);
  const found: { start: number; end: number; token: UnitToken }[] = [];
  for (const m of q.matchAll(PHASE)) {
    found.push({ start: m.index, end: m.index + m[0].length, token: phaseToken(m[1] ?? "1") });
  }
  for (const m of q.matchAll(unitPattern())) {
    const token = unitToken(m[1] ?? "", m[2] ?? "");
    const start = m.index;
    const end = start + m[0].length;
    if (token && !found.some((f) => start < f.end && f.start < end)) {
      found.push({ start, end, token });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: Piece[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) pieces.push({ text: q.slice(at, f.start) });
    pieces.push({ token: f.token });
    at = f.end;
  }
  if (at < q.length) pieces.push({ text: q.slice(at) });
  return pieces;
}

/** At most this many spellings for one term: each is one more index probe. */
const MAX_SPELLINGS = 16;

/**
 * The whole query as one term (spec §2: the title contains the typed text):
 * the text itself, then the same text with each size written the ways titles
 * write it. With several sizes only their first spellings are combined, so
 * the list stays short.
 */
export function phraseTerm(text: string): SearchTerm {
  const literal = tidy(text);
  const pieces = readQuery(text);
  const tokens = pieces.filter((p): p is { token: UnitToken } => "token" in p).length;
  // Spellings per size so that their product stays within the cap.
  const each = Math.max(1, Math.floor(MAX_SPELLINGS ** (1 / Math.max(1, tokens))));
  let variants = [""];
  for (const piece of pieces) {
    const options = "token" in piece ? piece.token.spellings.slice(0, each) : [piece.text];
    variants = variants.flatMap((v) => options.map((o) => v + o));
  }
  // ".5hp" means half a horsepower: typed as is, it would also be the tail of "1.5hp".
  const bareDecimal = /(^|[^\d])\.\d/.test(literal) && tokens > 0;
  return withoutRedundant(unique(bareDecimal ? variants : [literal, ...variants])).slice(
    0,
    MAX_SPELLINGS + 1,
  );
}

/**
 * Drops spellings that contain another one ("motor 10 h.p." holds "motor 10
 * h.p"): a title containing the longer also contains the shorter, so the
 * longer adds nothing but work to each row checked.
 */
export function withoutRedundant(spellings: string[]): string[] {
  return spellings.filter((s, i) => !spellings.some((o, j) => j !== i && o !== s && s.includes(o)));
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Spec §9: the header search shows at most 8 results. */
export const SEARCH_MAX_RESULTS = 8;
