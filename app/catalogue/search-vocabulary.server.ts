import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { dialectOf, escapeLike } from "~/db/dialect.server";
import { bestCorrection, innerTrigrams, similarity, titleWords } from "./search-text";

/**
 * The search vocabulary: the distinct words of product titles (letters only,
 * three or more, lower case), kept in `search_word` as products are saved
 * (migration T1000-search-vocabulary). Typo correction picks from it, so it
 * only ever suggests a word some title has had. Words are not removed when a
 * title changes: a correction to a word no title has any more finds nothing,
 * which is the answer the search would have given anyway.
 *
 * Each database finds candidates with its own trigram index (SQLite: an FTS5
 * trigram table over the words; PostgreSQL: pg_trgm's `%` on a GIN index);
 * the same scoring (pg_trgm's formula, `similarity()` in search-text.ts)
 * chooses among them on both, so both correct a word the same way.
 */

/** Adds the words of these titles to the vocabulary (already known ones are skipped). */
export async function rememberTitleWords(db: DB, titles: readonly string[]): Promise<void> {
  const words = [...new Set(titles.flatMap(titleWords))];
  if (words.length === 0) return;
  for (let i = 0; i < words.length; i += 500) {
    await db
      .insertInto("search_word")
      .values(words.slice(i, i + 500).map((word) => ({ word })))
      .onConflict((oc) => oc.column("word").doNothing())
      .execute();
  }
}

const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** At most this many candidates are scored per word. */
const CANDIDATES = 200;

/**
 * What the vocabulary says about a query word: whether some word contains it
 * ("submers" is part of "submersible": nothing to correct), and otherwise the
 * words that may be similar to it. On PostgreSQL both in one round trip: every
 * word pg_trgm's `%` lets through (similarity ≥ 0.3, its default threshold).
 * On SQLite, in process: the words sharing an inner trigram with it, or its
 * first two letters (a word can be similar through its padded first
 * trigrams alone, which the FTS5 trigram index does not hold).
 */
async function lookUp(db: DB, word: string): Promise<{ known: boolean; candidates: string[] }> {
  if (dialectOf(db) === "postgres") {
    const pattern = `%${escapeLike(word)}%`;
    const { rows } = await sql<{ word: string; part: boolean }>`
      SELECT word, word LIKE ${pattern} ESCAPE '\\' AS part FROM search_word
      WHERE word LIKE ${pattern} ESCAPE '\\' OR word % ${word}
      LIMIT ${CANDIDATES}`.execute(db);
    return { known: rows.some((r) => r.part), candidates: rows.map((r) => r.word) };
  }
  const { rows: part } = await sql`
    SELECT 1 FROM search_word_trigrams WHERE search_word_trigrams MATCH ${ftsPhrase(word)} LIMIT 1`.execute(
    db,
  );
  if (part.length > 0) return { known: true, candidates: [] };
  const grams = innerTrigrams(word);
  const prefix = word.slice(0, 2);
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const { rows } = await sql<{ word: string }>`
    SELECT word FROM search_word WHERE rowid IN (
      SELECT rowid FROM search_word_trigrams
      WHERE search_word_trigrams MATCH ${grams.map(ftsPhrase).join(" OR ")}
      LIMIT ${CANDIDATES})
    UNION
    SELECT word FROM search_word WHERE word >= ${prefix} AND word < ${after}`.execute(db);
  return { known: false, candidates: rows.map((r) => r.word) };
}

/**
 * The word to search for instead of `word`: the vocabulary word most similar
 * to it when one reaches the threshold and no vocabulary word contains `word`
 * already; else null (search for it as typed).
 */
export async function correctWord(db: DB, word: string): Promise<string | null> {
  const { known, candidates } = await lookUp(db, word);
  if (known) return null;
  return bestCorrection(candidates.map((w) => ({ word: w, score: similarity(word, w) })));
}
