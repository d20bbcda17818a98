import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { dialectOf, escapeLike } from "~/db/dialect.server";
import { bestCorrection, innerTrigrams, similarity, titleWords } from "./search-text";

/**
 * The search vocabulary: the distinct words of product titles (letters only,
 * three or more, lower case), kept in `search_word` as products are saved
 * (migration T1400-search-vocabulary). Typo correction picks from it, so it
 * only ever suggests a word some title has had. Words are not removed when a
 * title changes: a correction to a word no title has any more finds nothing,
 * which is the answer the search would have given anyway.
 *
 * Each database uses its own trigram index: PostgreSQL computes pg_trgm's
 * `similarity()` in SQL over the words `%` finds (GIN index); SQLite scores
 * the candidates its FTS5 trigram table finds with the same formula in
 * JavaScript (`similarity()` in search-text.ts), with the same threshold and
 * tie-breaks, so both correct a word the same way (the parity test checks).
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
 * PostgreSQL: pg_trgm in SQL, one round trip. The rows are the words that
 * contain the query word and those `%` lets through (similarity ≥ 0.3, its
 * default threshold; both served by the GIN index), best first: a word that
 * contains it (nothing to correct), else the most similar by `similarity()`,
 * ties to the shorter word, then the alphabetically first.
 */
async function correctOnPostgres(db: DB, word: string): Promise<string | null> {
  const pattern = `%${escapeLike(word)}%`;
  const { rows } = await sql<{ word: string; score: number; part: boolean }>`
    SELECT word, similarity(word, ${word}) AS score, word LIKE ${pattern} ESCAPE '\\' AS part
    FROM search_word
    WHERE word LIKE ${pattern} ESCAPE '\\' OR word % ${word}
    ORDER BY part DESC, score DESC, length(word), word COLLATE "C"
    LIMIT 1`.execute(db);
  const best = rows[0];
  if (!best || best.part) return null;
  return bestCorrection([{ word: best.word, score: Number(best.score) }]);
}

/**
 * SQLite: candidates from the FTS5 trigram table over the words, scored here
 * with the same formula. A word that contains the query word means nothing to
 * correct; otherwise the candidates are the words sharing an inner trigram
 * with it, plus those starting with its first two letters (a word can be
 * similar through its padded first trigrams alone, which FTS5 does not hold).
 */
async function correctOnSqlite(db: DB, word: string): Promise<string | null> {
  const { rows: part } = await sql`
    SELECT 1 FROM search_word_trigrams WHERE search_word_trigrams MATCH ${ftsPhrase(word)} LIMIT 1`.execute(
    db,
  );
  if (part.length > 0) return null;
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
  return bestCorrection(rows.map((r) => ({ word: r.word, score: similarity(word, r.word) })));
}

/**
 * The word to search for instead of `word`: the vocabulary word most similar
 * to it, when one reaches the threshold and no vocabulary word contains
 * `word` already; else null (search for it as typed).
 */
export async function correctWord(db: DB, word: string): Promise<string | null> {
  return dialectOf(db) === "postgres" ? correctOnPostgres(db, word) : correctOnSqlite(db, word);
}
