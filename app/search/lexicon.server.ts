import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { lexiconSeed } from "./lexicon-seed";
import { foldText, keyPieces } from "./search-key.server";

/**
 * The search lexicon (`search_synonym`): words and short phrases visitors
 * type, in any script, with the English words of titles they mean ("pani ni
 * motor" → pump, કૂવો → openwell, ઘોડા → hp). Staff edit it in the admin
 * (/admin/search-words); the first start seeds it from lexicon-seed.ts once.
 *
 * Two kinds of entry, told apart by what they mean:
 * - a unit word ("hp", "inch", "phase" …) or a number replaces the typed
 *   word before sizes are read, so "5 ઘોડા" is read as 5 HP and "દોઢ એચપી"
 *   as 1.5 HP;
 * - anything else is matched by keys, so a phrase is found however it is
 *   spelled ("paani ni motar"), and offers its meaning as an alternative.
 */

/** Words the size reader (search-text.ts) knows as units or phase words. */
const UNIT_MEANINGS = new Set([
  "hp",
  "kw",
  "lpm",
  "lph",
  "rpm",
  "hz",
  "mm",
  "inch",
  "stage",
  "kva",
  "v",
  "w",
  "m",
  "phase",
  "ph",
  "single",
  "three",
]);

export interface Lexicon {
  /** Folded unit words and the unit each is read as. */
  units: { word: RegExp; means: string }[];
  /** Any of the unit words: most queries have none, and are read without trying each. */
  anyUnit: RegExp | null;
  /** Phrases by their folded words: the keys of each meaning. */
  words: Map<string, string[][]>;
  /**
   * Phrases by their keys joined with spaces, matched however they are
   * spelled: those of two words or more, and of one word whose key has four
   * letters or more.
   */
  phrases: Map<string, string[][]>;
  /**
   * One-word phrases with short keys: matched by sound only when no title
   * word has that key, as a short key sounds like too many other words
   * (ખેતર, a farm, sounds like "cutter"; डिजल still finds diesel).
   */
  short: Map<string, string[][]>;
  /** The most words any phrase has. */
  longest: number;
  /** The meanings' own text by their keys, for showing what a query was read as. */
  meaningText: Map<string, string>;
}

interface LexiconRow {
  word: string;
  means: string;
}

const LETTER = "[\\p{L}\\p{M}\\p{N}]";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The pattern as a whole word: no letter, mark or digit either side. */
const wholeWord = (pattern: string, flags: string) =>
  new RegExp(`(?<!${LETTER})${pattern}(?!${LETTER})`, flags);

/** Builds the lexicon from its rows. Pure: tested without a database. */
export function compileLexicon(rows: readonly LexiconRow[]): Lexicon {
  const lexicon: Lexicon = {
    units: [],
    anyUnit: null,
    words: new Map(),
    phrases: new Map(),
    short: new Map(),
    longest: 0,
    meaningText: new Map(),
  };
  const add = (into: Map<string, string[][]>, at: string, meaning: string[]) => {
    const known = into.get(at) ?? [];
    if (!known.some((k) => k.join(" ") === meaning.join(" "))) known.push(meaning);
    into.set(at, known);
  };
  const unitWords: string[] = [];
  for (const row of rows) {
    const word = foldText(row.word);
    const means = foldText(row.means);
    if (!word || !means) continue;
    // A unit, or a number said in words ("દોઢ" is 1.5, "half" 0.5).
    if (UNIT_MEANINGS.has(means) || /^\d+(?:\.\d+)?$/.test(means)) {
      lexicon.units.push({ word: wholeWord(escapeRegExp(word), "ug"), means });
      unitWords.push(escapeRegExp(word));
      continue;
    }
    const phrase = keyPieces(word).map((p) => ("unit" in p ? p.unit : p.key));
    const meaning = keyPieces(means).map((p) => ("unit" in p ? p.unit : p.key));
    if (phrase.length === 0 || meaning.length === 0) continue;
    add(lexicon.words, word, meaning);
    const long = phrase.length > 1 || (phrase[0] ?? "").length >= 4;
    add(long ? lexicon.phrases : lexicon.short, phrase.join(" "), meaning);
    lexicon.longest = Math.max(lexicon.longest, phrase.length);
    lexicon.meaningText.set(meaning.join(" "), means);
  }
  // Longer unit words first, so "kilowatt" is not read as its "watt".
  lexicon.units.sort((a, b) => b.word.source.length - a.word.source.length);
  if (unitWords.length > 0) lexicon.anyUnit = wholeWord(`(?:${unitWords.join("|")})`, "u");
  return lexicon;
}

/** Folded text with the lexicon's unit words replaced by the units they mean. */
export function lexiconUnits(folded: string, lexicon: Lexicon): string {
  if (!lexicon.anyUnit?.test(folded)) return folded;
  let s = folded;
  for (const u of lexicon.units) s = s.replace(u.word, u.means);
  return s;
}

/**
 * The versions of the lexicon, of the title words and of the products' keys
 * (search_state), read in one statement: each search checks all three.
 */
export async function searchState(
  db: DB,
): Promise<{ lexiconVersion: number; wordsVersion: number; keysVersion: number }> {
  const row = await db
    .selectFrom("search_state")
    .select(["lexicon_version", "words_version", "keys_version"])
    .where("id", "=", 1)
    .executeTakeFirst();
  // PostgreSQL's bigint arrives as text.
  return {
    lexiconVersion: Number(row?.lexicon_version ?? 0),
    wordsVersion: Number(row?.words_version ?? 0),
    keysVersion: Number(row?.keys_version ?? 0),
  };
}

/** The lexicon per database, reloaded when `search_state.lexicon_version` moves. */
const loaded = new WeakMap<DB, { version: number; lexicon: Promise<Lexicon> }>();

/** `version`: search_state.lexicon_version when the caller has read it already. */
export async function loadLexicon(db: DB, known?: number): Promise<Lexicon> {
  const version = known ?? (await searchState(db)).lexiconVersion;
  const cached = loaded.get(db);
  if (cached?.version === version) return cached.lexicon;
  const lexicon = db
    .selectFrom("search_synonym")
    .select(["word", "means"])
    .orderBy("id")
    .execute()
    .then(compileLexicon);
  loaded.set(db, { version, lexicon });
  lexicon.catch(() => loaded.delete(db));
  return lexicon;
}

/** Marks the lexicon changed, inside the change that changed it: every instance reloads it. */
export async function lexiconChanged(trx: DB): Promise<void> {
  await trx
    .updateTable("search_state")
    .set({ lexicon_version: sql`lexicon_version + 1` })
    .where("id", "=", 1)
    .execute();
}

/**
 * Seeds the lexicon on the first start after its migration, and never again:
 * entries staff delete stay deleted. Returns how many were added.
 */
export async function seedLexiconOnce(db: DB): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const state = await trx
      .selectFrom("search_state")
      .select("lexicon_seeded")
      .where("id", "=", 1)
      .executeTakeFirst();
    if (!state || state.lexicon_seeded) return 0;
    const now = Date.now();
    const rows = lexiconSeed.map((e) => ({
      word: e.word,
      lang: e.lang,
      means: e.means,
      source: "seed" as const,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto("search_synonym")
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(["word", "lang"]).doNothing())
        .execute();
    }
    await trx.updateTable("search_state").set({ lexicon_seeded: 1 }).where("id", "=", 1).execute();
    await lexiconChanged(trx);
    return rows.length;
  });
}
