import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";

/**
 * The header search's vocabulary: the distinct words of product
 * titles, for typo correction by trigram similarity
 * (app/search/search-vocabulary.server.ts). Each database gets its own
 * trigram index over the words, as for titles in T1000-listing-and-search:
 * an FTS5 trigram table on SQLite, pg_trgm GIN on PostgreSQL. Filled here
 * from the titles already present; products add their words when saved.
 */
/**
 * The rule for a vocabulary word as it stood when this migration was written
 * (lower case, letters only, three or more), kept here so the backfill never
 * changes with the app's search code.
 */
function titleWords(title: string): string[] {
  return [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => /^[a-z]{3,}$/.test(w)),
    ),
  ];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("search_word")
    .addColumn("word", "text", (c) => c.primaryKey())
    .execute();
  if (dialect === "postgres") {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX search_word_trgm ON search_word USING gin (word gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE search_word_trigrams USING fts5(
      word, content='search_word', content_rowid='rowid', tokenize='trigram'
    )`.execute(db);
    await sql`CREATE TRIGGER search_word_insert AFTER INSERT ON search_word BEGIN
      INSERT INTO search_word_trigrams (rowid, word) VALUES (new.rowid, new.word);
    END`.execute(db);
    await sql`CREATE TRIGGER search_word_delete AFTER DELETE ON search_word BEGIN
      INSERT INTO search_word_trigrams (search_word_trigrams, rowid, word) VALUES ('delete', old.rowid, old.word);
    END`.execute(db);
  }
  // Titles are read in pages: a large catalogue need not fit in memory at once.
  let after = "";
  for (;;) {
    const rows: { id: string; title: string }[] = await db
      .selectFrom("product")
      .select(["id", "title"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    const words = [...new Set(rows.flatMap((r) => titleWords(r.title)))];
    for (let i = 0; i < words.length; i += 500) {
      await db
        .insertInto("search_word")
        .values(words.slice(i, i + 500).map((word) => ({ word })))
        .onConflict((oc) => oc.column("word").doNothing())
        .execute();
    }
    after = rows.at(-1)?.id ?? after;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    await sql`DROP TRIGGER IF EXISTS search_word_insert`.execute(db);
    await sql`DROP TRIGGER IF EXISTS search_word_delete`.execute(db);
    await sql`DROP TABLE IF EXISTS search_word_trigrams`.execute(db);
  }
  await db.schema.dropTable("search_word").execute();
}
