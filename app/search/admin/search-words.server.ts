import type { SessionUser } from "~/accounts/session-user";
import { adminsOnly, type Refusal, readIntent, refusal } from "~/admin/kit/edit-in-place.server";
import type { AuditFields } from "~/changes/audit.server";
import { changedFields } from "~/changes/audit.server";
import { type Audit, commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { containsCaseless, isUniqueViolation } from "~/db/dialect.server";
import { fieldErrors } from "~/forms/field-errors";
import { paginateQuery, showPage } from "~/paging/paginate.server";
import { compileLexicon, lexiconChanged } from "~/search/lexicon.server";
import { keyPieces } from "~/search/search-key.server";
import {
  LEXICON_LANGUAGE_LABEL,
  type LexiconLanguage,
  SEARCH_WORD_INTENTS,
  SEARCH_WORD_TEXT,
  type SearchWordEntry,
  type SearchWordField,
  type SearchWordFilter,
  type SearchWordInput,
  searchWordSchema,
} from "./search-words-schema";

/**
 * The search lexicon as staff edit it (/admin/search-words, docs/admin.md
 * "Search words"): the list, and adding, editing and deleting entries. Each
 * change is one commitChange: the row, `lexiconChanged` (so every instance
 * reloads the lexicon) and the audit row commit together, and the change is
 * published as `search-words`, which drops the cached /shop pages whose
 * search results it can change.
 */

export type SearchWordResult =
  | { ok: true; message: string; id: number | null; warning: string | null }
  | Refusal<SearchWordField>;

const PAGE_SIZE = 50;

/** Whether the search reads this entry as a unit or number word: the lexicon's own rule decides. */
function kindOf(entry: { word: string; means: string }): SearchWordEntry["kind"] {
  return compileLexicon([entry]).units.length > 0 ? "unit" : "phrase";
}

type Row = {
  id: number;
  word: string;
  lang: LexiconLanguage;
  means: string;
  source: "seed" | "staff";
  updated_at: number | string;
};

/** The one mapper: PostgreSQL's bigint arrives as text. */
function toEntry(row: Row): SearchWordEntry {
  return {
    id: Number(row.id),
    word: row.word,
    lang: row.lang,
    means: row.means,
    source: row.source,
    updatedAt: Number(row.updated_at),
    kind: kindOf(row),
  };
}

const COLUMNS = ["id", "word", "lang", "means", "source", "updated_at"] as const;

/**
 * One page of entries, filtered by language and by text in the word or the
 * meaning. Newest change first: staff come here to add or fix a word, and
 * then see it at the top to check it (the entries they have touched stay
 * above the few hundred built-in ones); any other entry is one filter away.
 * Entries changed at the same moment (the built-in seed) are alphabetical.
 */
export async function listSearchWords(db: DB, filter: SearchWordFilter) {
  let base = db.selectFrom("search_synonym");
  if (filter.lang) base = base.where("lang", "=", filter.lang);
  if (filter.q) {
    const q = filter.q;
    base = base.where((eb) =>
      eb.or([containsCaseless(db, "word", q), containsCaseless(db, "means", q)]),
    );
  }
  const page = await paginateQuery(
    base,
    base
      .select(COLUMNS)
      .orderBy("updated_at", "desc")
      .orderBy("word")
      .orderBy("lang")
      .orderBy("id"),
    filter.page,
    PAGE_SIZE,
  );
  return showPage(page, toEntry);
}

export async function getSearchWord(db: DB, id: number): Promise<SearchWordEntry | null> {
  const row = await db
    .selectFrom("search_synonym")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * The words of an entry's meaning that no product title or category name
 * uses (`search_key_word`, compared by search key, as the search compares
 * them): visitors find nothing through those. None for a unit or number word,
 * which changes how sizes are read rather than which words are looked for.
 */
async function unusedMeaningWords(
  db: DB,
  entry: { word: string; means: string },
): Promise<string[]> {
  if (kindOf(entry) === "unit") return [];
  // Sizes and model codes are not title words; keys of one letter say nothing.
  const pieces = keyPieces(entry.means).flatMap((p) =>
    "unit" in p || p.part || p.key.length < 2 || /[0-9]/.test(p.key) ? [] : [p],
  );
  const keys = [...new Set(pieces.map((p) => p.key))];
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom("search_key_word")
    .select("key")
    .distinct()
    .where("key", "in", keys)
    .execute();
  const used = new Set(rows.map((r) => r.key));
  return [...new Set(pieces.filter((p) => !used.has(p.key)).map((p) => p.word))];
}

/** The warning shown after saving an entry visitors would find nothing through, or null. */
async function meaningWarning(
  db: DB,
  entry: { word: string; means: string },
): Promise<string | null> {
  const unused = await unusedMeaningWords(db, entry);
  return unused.length > 0 ? SEARCH_WORD_TEXT.unused(unused) : null;
}

/** The entry just saved (the page's `saved=` after a save) and its warning, for the notice above the list. */
export async function savedSearchWord(db: DB, id: number | null) {
  const entry = id === null ? null : await getSearchWord(db, id);
  return entry ? { entry, warning: await meaningWarning(db, entry) } : null;
}

/** An entry as the audit log shows it. */
function auditFields(entry: {
  word: string;
  lang: LexiconLanguage;
  means: string;
  source: string;
}) {
  return {
    word: entry.word,
    language: LEXICON_LANGUAGE_LABEL[entry.lang],
    means: entry.means,
    source: entry.source,
  } satisfies AuditFields;
}

const detail = (entry: { word: string; lang: LexiconLanguage; means: string }) =>
  `${entry.word} (${LEXICON_LANGUAGE_LABEL[entry.lang]}) → ${entry.means}`;

const refused = refusal<SearchWordField>;

const duplicate = (input: SearchWordInput) => {
  const message = SEARCH_WORD_TEXT.duplicate(input.word, input.lang);
  return refused(409, message, { word: message });
};

const notAdmin = (actor: SessionUser) =>
  adminsOnly<SearchWordField>(actor, SEARCH_WORD_TEXT.adminsOnly);

/** Another entry with this word in this language, if any. */
async function sameWord(trx: DB, input: SearchWordInput, except: number | null) {
  let query = trx
    .selectFrom("search_synonym")
    .select("id")
    .where("word", "=", input.word)
    .where("lang", "=", input.lang);
  if (except !== null) query = query.where("id", "<>", except);
  return query.executeTakeFirst();
}

/**
 * A change that may meet the (word, lang) unique constraint: when another
 * admin saved the same word in the same instant, the constraint refuses it
 * and the whole change rolls back; the answer is the duplicate message.
 */
async function guarded(input: SearchWordInput, change: () => Promise<SearchWordResult>) {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(input);
    throw error;
  }
}

/**
 * Saves an added or changed entry: admins only, in one commitChange published
 * as `search-words`, a same-instant duplicate refused (guarded); once saved,
 * the answer carries the meaning's warning.
 */
async function saveEntry(
  db: DB,
  actor: SessionUser,
  input: SearchWordInput,
  change: (trx: DB, audit: Audit) => Promise<SearchWordResult>,
): Promise<SearchWordResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  const result = await guarded(input, () =>
    commitChange(db, actor, { topics: ["search-words"] }, change),
  );
  return result.ok ? { ...result, warning: await meaningWarning(db, input) } : result;
}

/** The audit row's target: the entry, by id. */
const target = (id: number) => ({ targetType: "search_word" as const, targetId: String(id) });

/** Adds an entry (the caller ran requireAdmin; the role is checked again here). */
export function addSearchWord(
  db: DB,
  actor: SessionUser,
  input: SearchWordInput,
): Promise<SearchWordResult> {
  return saveEntry(db, actor, input, async (trx, audit) => {
    if (await sameWord(trx, input, null)) return duplicate(input);
    const entry = { ...input, source: "staff" as const };
    const row = await trx
      .insertInto("search_synonym")
      .values({ ...entry, updated_at: Date.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await lexiconChanged(trx);
    const id = Number(row.id);
    audit({
      action: "search_word.add",
      ...target(id),
      detail: detail(entry),
      after: auditFields(entry),
    });
    return { ok: true, message: SEARCH_WORD_TEXT.added(input.word), id, warning: null };
  });
}

/** Changes an entry; a built-in (seed) entry becomes the staff's own. */
export function editSearchWord(
  db: DB,
  actor: SessionUser,
  id: number,
  input: SearchWordInput,
): Promise<SearchWordResult> {
  return saveEntry(db, actor, input, async (trx, audit) => {
    const before = await getSearchWord(trx, id);
    if (!before) return refused(404, SEARCH_WORD_TEXT.notFound);
    if (before.word === input.word && before.lang === input.lang && before.means === input.means)
      return { ok: true, message: SEARCH_WORD_TEXT.unchanged(input.word), id, warning: null };
    if (await sameWord(trx, input, id)) return duplicate(input);
    const after = { ...input, source: "staff" as const };
    await trx
      .updateTable("search_synonym")
      .set({ ...after, updated_at: Date.now() })
      .where("id", "=", id)
      .execute();
    await lexiconChanged(trx);
    audit({
      action: "search_word.update",
      ...target(id),
      detail: detail(after),
      ...changedFields(auditFields(before), auditFields(after)),
    });
    return { ok: true, message: SEARCH_WORD_TEXT.updated(input.word), id, warning: null };
  });
}

/** Deletes an entry; a built-in one stays deleted (the seed runs only once). */
export async function deleteSearchWord(
  db: DB,
  actor: SessionUser,
  id: number,
): Promise<SearchWordResult> {
  const refusal = notAdmin(actor);
  if (refusal) return refusal;
  return commitChange(db, actor, { topics: ["search-words"] }, async (trx, audit) => {
    const before = await getSearchWord(trx, id);
    if (!before) return refused(404, SEARCH_WORD_TEXT.notFound);
    await trx.deleteFrom("search_synonym").where("id", "=", id).execute();
    await lexiconChanged(trx);
    audit({
      action: "search_word.delete",
      ...target(id),
      detail: detail(before),
      before: auditFields(before),
    });
    return { ok: true, message: SEARCH_WORD_TEXT.deleted(before.word), id: null, warning: null };
  });
}

/** What a posted form asks for: its intent and, for a refusal, the values to show again. */
export type SearchWordAction = SearchWordResult & {
  intent: (typeof SEARCH_WORD_INTENTS)[number] | null;
  entryId: number | null;
  values: Record<string, string>;
};

/** The page's action: reads the form with the shared schema, then adds, edits or deletes. */
export async function runSearchWordAction(
  db: DB,
  actor: SessionUser,
  form: FormData,
): Promise<SearchWordAction> {
  const values: Record<string, string> = {};
  for (const key of ["word", "lang", "means"]) {
    const v = form.get(key);
    if (typeof v === "string") values[key] = v.slice(0, 200);
  }
  const { intent, id: entryId } = readIntent(form, SEARCH_WORD_INTENTS);
  const answer = (result: SearchWordResult): SearchWordAction => ({
    ...result,
    intent,
    entryId,
    values,
  });
  const refusal = notAdmin(actor);
  if (refusal) return answer(refusal);
  if (intent === null) return answer(refused(400, SEARCH_WORD_TEXT.unknownRequest));
  if (intent !== "add" && entryId === null) return answer(refused(404, SEARCH_WORD_TEXT.notFound));
  if (intent === "delete" && entryId !== null)
    return answer(await deleteSearchWord(db, actor, entryId));
  const parsed = searchWordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return answer(
      refused(400, SEARCH_WORD_TEXT.failed, fieldErrors<SearchWordField>(parsed.error)),
    );
  }
  if (intent === "edit" && entryId !== null)
    return answer(await editSearchWord(db, actor, entryId, parsed.data));
  return answer(await addSearchWord(db, actor, parsed.data));
}
