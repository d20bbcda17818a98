import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { createProduct } from "~/catalogue/admin/product-admin.server";
import { productFormValues, productSchema } from "~/catalogue/product-schema";
import { type CatalogueTopic, onLocalChange } from "~/changes/events.server";
import { compileLexicon, loadLexicon, seedLexiconOnce } from "~/search/lexicon.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { createTestAccount } from "~/test/test-sessions.server";
import {
  addSearchWord,
  deleteSearchWord,
  editSearchWord,
  getSearchWord,
  listSearchWords,
  runSearchWordAction,
  savedSearchWord,
} from "./search-words.server";
import {
  SEARCH_WORD_TEXT,
  type SearchWordInput,
  searchWordFilterSchema,
  searchWordSchema,
} from "./search-words-schema";

/**
 * The lexicon's admin changes on a real database (SQLite, and PostgreSQL in
 * its run): each one changes the rows, bumps search_state.lexicon_version (so
 * every instance reloads), writes its audit row and publishes `search-words`;
 * every refusal changes nothing at all.
 */

const t = setupTempData();

let admin: SessionUser;

beforeEach(async () => {
  await tempAuth(t.db);
  admin = await account("boss@x.test", "admin");
});

/** An account as sign-up (and a promotion) leaves it, made without hashing a password. */
async function account(email: string, role: "user" | "admin" = "user"): Promise<SessionUser> {
  const { id, name } = await createTestAccount(t.db, { email, role, name: email.split("@")[0] });
  return { id, name, email, role };
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const entry = (word: string, lang: "en" | "gu" | "hi", means: string): SearchWordInput =>
  searchWordSchema.parse({ word, lang, means });

async function version(): Promise<number> {
  const row = await t.db
    .selectFrom("search_state")
    .select("lexicon_version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.lexicon_version);
}

async function rows() {
  const list = await t.db
    .selectFrom("search_synonym")
    .select(["id", "word", "lang", "means", "source", "updated_at"])
    .orderBy("id")
    .execute();
  return list.map((r) => ({ ...r, id: Number(r.id), updated_at: Number(r.updated_at) }));
}

async function audits() {
  const list = await t.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "target_type", "target_id", "before_json", "after_json"])
    .where("target_type", "=", "search_word")
    .orderBy("id")
    .execute();
  return list.map((a) => ({
    action: a.action,
    actor: a.actor_email,
    targetId: a.target_id,
    before: a.before_json ? JSON.parse(a.before_json) : null,
    after: a.after_json ? JSON.parse(a.after_json) : null,
  }));
}

/** Everything a lexicon change could touch. */
const state = async () => ({
  rows: await rows(),
  version: await version(),
  audits: await audits(),
});

/** The topics a step published. */
async function published(step: () => Promise<unknown>): Promise<CatalogueTopic[]> {
  const topics: CatalogueTopic[] = [];
  const stop = onLocalChange((e) => topics.push(e.topic));
  try {
    await step();
  } finally {
    stop();
  }
  return topics;
}

/** A product whose title (and so `search_key_word`) uses these words. */
async function product(title: string) {
  const values = form({ title, price: "100", star: "4" });
  await createProduct(t.db, admin, productSchema.parse(productFormValues(values)));
}

/** The lexicon the search loads now, and the one compiled from the rows stored (in its order). */
async function lexicons() {
  const stored = await rows();
  return { loaded: await loadLexicon(t.db), compiled: compileLexicon(stored) };
}

describe("search words: add", () => {
  it("adds a staff entry, bumps the lexicon version, audits it and publishes search-words", async () => {
    const before = await version();
    let result: Awaited<ReturnType<typeof addSearchWord>> | undefined;
    const topics = await published(async () => {
      result = await addSearchWord(t.db, admin, entry(" Ghanti  Machine ", "en", "Flour Mill"));
    });
    expect(result).toMatchObject({
      ok: true,
      message: "Search word “ghanti machine” added successfully!",
    });
    expect(await rows()).toEqual([
      expect.objectContaining({
        word: "ghanti machine",
        lang: "en",
        means: "flour mill",
        source: "staff",
      }),
    ]);
    expect(await version()).toBe(before + 1);
    const [row] = await rows();
    expect(await audits()).toEqual([
      {
        action: "search_word.add",
        actor: "boss@x.test",
        targetId: String(row?.id),
        before: null,
        after: {
          word: "ghanti machine",
          language: "English letters",
          means: "flour mill",
          source: "staff",
        },
      },
    ]);
    expect(topics).toEqual(["search-words"]);
  });

  it("is in the lexicon the search loads at once", async () => {
    const empty = await loadLexicon(t.db);
    expect(empty).toEqual(compileLexicon([]));
    await addSearchWord(t.db, admin, entry("ઘંટી", "gu", "flour mill"));
    const one = await lexicons();
    expect(one.loaded).toEqual(compileLexicon([{ word: "ઘંટી", means: "flour mill" }]));
    expect(one.loaded).not.toEqual(empty);
    // A unit word is read with the sizes.
    await addSearchWord(t.db, admin, entry("ઘોડા", "gu", "hp"));
    const two = await lexicons();
    expect(two.loaded).toEqual(two.compiled);
    expect(two.loaded.units.map((u) => u.means)).toEqual(["hp"]);
  });

  it("warns after saving when no product title uses the meaning's words, and never blocks", async () => {
    await product("SPT FM-3 3 HP Single Phase Flour Mill Motor");
    const used = await addSearchWord(t.db, admin, entry("aata chakki", "en", "flour mill"));
    expect(used).toMatchObject({ ok: true, warning: null });
    const unused = await addSearchWord(t.db, admin, entry("quern stone", "en", "quern"));
    expect(unused).toMatchObject({
      ok: true,
      warning: "No product title uses “quern” yet: visitors will find nothing through this entry.",
    });
    const some = await addSearchWord(t.db, admin, entry("hand mill", "en", "flour quern grinder"));
    expect(some).toMatchObject({
      warning:
        "No product title uses “quern” or “grinder” yet: visitors will find nothing through this entry.",
    });
    // A unit word changes how sizes are read: no title needs to say "hp" as a word.
    const unit = await addSearchWord(t.db, admin, entry("ઘોડા", "gu", "hp"));
    expect(unit).toMatchObject({ ok: true, warning: null });
    expect(await rows()).toHaveLength(4);
    // The page shows the same warning for the saved entry after its redirect.
    const id = unused.ok ? unused.id : null;
    expect(await savedSearchWord(t.db, id)).toMatchObject({
      entry: { word: "quern stone" },
      warning: SEARCH_WORD_TEXT.unused(["quern"]),
    });
  });
});

describe("search words: edit and delete", () => {
  it("edits an entry: a built-in one becomes the staff's, the audit row names what changed", async () => {
    await seedLexiconOnce(t.db);
    const seeded = (await rows()).find((r) => r.word === "ઘંટી" && r.lang === "gu");
    if (!seeded) throw new Error("the seed has ઘંટી");
    expect(seeded.source).toBe("seed");
    const before = await version();
    const topics = await published(async () => {
      const r = await editSearchWord(
        t.db,
        admin,
        seeded.id,
        entry("ઘંટી", "gu", "Flour Mill Motor"),
      );
      expect(r).toMatchObject({
        ok: true,
        id: seeded.id,
        message: "Search word “ઘંટી” updated successfully!",
      });
    });
    expect(await getSearchWord(t.db, seeded.id)).toMatchObject({
      word: "ઘંટી",
      lang: "gu",
      means: "flour mill motor",
      source: "staff",
      kind: "phrase",
    });
    expect(await version()).toBe(before + 1);
    expect(await audits()).toEqual([
      {
        action: "search_word.update",
        actor: "boss@x.test",
        targetId: String(seeded.id),
        before: { means: "flour mill", source: "seed" },
        after: { means: "flour mill motor", source: "staff" },
      },
    ]);
    expect(topics).toEqual(["search-words"]);
    const { loaded, compiled } = await lexicons();
    expect(loaded).toEqual(compiled);
  });

  it("an edit that changes nothing writes nothing", async () => {
    const added = await addSearchWord(t.db, admin, entry("tullu", "en", "pump"));
    if (!added.ok || added.id === null) throw new Error("not added");
    const before = await state();
    const topics = await published(async () => {
      const r = await editSearchWord(
        t.db,
        admin,
        added.id as number,
        entry("Tullu ", "en", "pump"),
      );
      expect(r).toMatchObject({ ok: true, message: "Search word “tullu” was not changed." });
    });
    expect(await state()).toEqual(before);
    expect(topics).toEqual([]);
  });

  it("deletes an entry with an audit row holding it", async () => {
    const added = await addSearchWord(t.db, admin, entry("कुआँ", "hi", "openwell"));
    if (!added.ok || added.id === null) throw new Error("not added");
    const before = await version();
    const topics = await published(async () => {
      const r = await runSearchWordAction(
        t.db,
        admin,
        form({ intent: "delete", id: String(added.id) }),
      );
      expect(r).toMatchObject({ ok: true, message: "Search word “कुआँ” deleted successfully!" });
    });
    expect(await rows()).toEqual([]);
    expect(await version()).toBe(before + 1);
    expect((await audits()).at(-1)).toEqual({
      action: "search_word.delete",
      actor: "boss@x.test",
      targetId: String(added.id),
      before: { word: "कुआँ", language: "Hindi", means: "openwell", source: "staff" },
      after: null,
    });
    expect(topics).toEqual(["search-words"]);
  });
});

describe("search words: refusals change nothing", () => {
  async function refusedWithoutTrace(
    step: () => Promise<unknown>,
    expected: Record<string, unknown>,
  ) {
    const before = await state();
    let result: unknown;
    const topics = await published(async () => {
      result = await step();
    });
    expect(result).toMatchObject({ ok: false, ...expected });
    expect(await state()).toEqual(before);
    expect(topics).toEqual([]);
  }

  it("a duplicate word in the same language, however it is spaced or cased", async () => {
    await addSearchWord(t.db, admin, entry("pani ni motor", "en", "pump"));
    const other = await addSearchWord(t.db, admin, entry("paani ni motar", "en", "pump"));
    if (!other.ok || other.id === null) throw new Error("not added");
    const message =
      "“pani ni motor” is already in the lexicon for English letters. Edit that entry instead.";
    const post = { intent: "add", word: "  Pani  Ni MOTOR ", lang: "en", means: "motor" };
    await refusedWithoutTrace(() => runSearchWordAction(t.db, admin, form(post)), {
      status: 409,
      message,
      errors: { word: message },
    });
    // Editing another entry into it.
    await refusedWithoutTrace(
      () => editSearchWord(t.db, admin, other.id as number, entry("pani ni motor", "en", "pump")),
      { status: 409, message },
    );
    // The same word in another language is another entry.
    await seedLexiconOnce(t.db);
    const seeded = await addSearchWord(t.db, admin, entry("ઘંટી", "gu", "flour mill"));
    expect(seeded).toMatchObject({
      ok: false,
      message: "“ઘંટી” is already in the lexicon for Gujarati. Edit that entry instead.",
    });
  });

  it("bad input, with the exact message beside its field", async () => {
    await addSearchWord(t.db, admin, entry("karvat", "en", "cutter"));
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { word: "", lang: "en", means: "pump" },
        { word: "Enter the word or phrase visitors type." },
      ],
      [
        { word: "   ", lang: "en", means: "pump" },
        { word: "Enter the word or phrase visitors type." },
      ],
      [
        { word: "a".repeat(61), lang: "en", means: "pump" },
        { word: "Word is too long (60 characters at most)" },
      ],
      [
        { word: "pump\u0000x", lang: "en", means: "pump" },
        { word: "Word contains invisible control characters. Please retype it." },
      ],
      [
        { word: "motor", lang: "", means: "pump" },
        { lang: "Choose the language the word is written in." },
      ],
      [
        { word: "motor", lang: "fr", means: "pump" },
        { lang: "Choose the language the word is written in." },
      ],
      [
        { word: "motor", lang: "en", means: "" },
        { means: "Enter the English words product titles use for it." },
      ],
      [
        { word: "motor", lang: "en", means: "m".repeat(81) },
        { means: "Meaning is too long (80 characters at most)" },
      ],
      [
        { word: "kuvo", lang: "gu", means: "openwell" },
        { lang: "A Gujarati word must be written in Gujarati letters." },
      ],
      [
        { word: "कुआँ", lang: "gu", means: "openwell" },
        { lang: "A Gujarati word must be written in Gujarati letters." },
      ],
      [
        { word: "કૂવો", lang: "hi", means: "openwell" },
        { lang: "A Hindi word must be written in Devanagari (Hindi) letters." },
      ],
      [
        { word: "કૂવો", lang: "en", means: "openwell" },
        {
          lang: "This word is written in Gujarati or Hindi letters: choose Gujarati or Hindi as its language.",
        },
      ],
    ];
    const [existing] = await rows();
    for (const [values, errors] of cases) {
      for (const post of [
        { intent: "add", ...values },
        { intent: "edit", id: String(existing?.id), ...values },
      ]) {
        await refusedWithoutTrace(() => runSearchWordAction(t.db, admin, form(post)), {
          status: 400,
          message: "Failed to save the search word.",
          errors,
        });
      }
    }
  });

  it("an unknown request, and an entry that is not there", async () => {
    await addSearchWord(t.db, admin, entry("karvat", "en", "cutter"));
    const valid = { word: "hilti", lang: "en", means: "drill" };
    await refusedWithoutTrace(() => runSearchWordAction(t.db, admin, form({ ...valid })), {
      status: 400,
      message: "Unknown request",
    });
    for (const id of ["", "0", "-1", "abc", "99999999999999999999", "999999"]) {
      for (const intent of ["edit", "delete"]) {
        await refusedWithoutTrace(
          () => runSearchWordAction(t.db, admin, form({ intent, id, ...valid })),
          {
            status: 404,
            message: "This search word no longer exists: someone may have deleted it.",
          },
        );
      }
    }
  });

  it("anyone but an admin", async () => {
    const added = await addSearchWord(t.db, admin, entry("karvat", "en", "cutter"));
    if (!added.ok || added.id === null) throw new Error("not added");
    const id = added.id;
    const user = await account("user@x.test");
    const refused = { status: 403, message: "Only admins can change the search words." };
    const input = entry("hilti", "en", "drill");
    await refusedWithoutTrace(() => addSearchWord(t.db, user, input), refused);
    await refusedWithoutTrace(() => editSearchWord(t.db, user, id, input), refused);
    await refusedWithoutTrace(() => deleteSearchWord(t.db, user, id), refused);
    const posts: Record<string, string>[] = [
      { intent: "add", ...input },
      { intent: "edit", id: String(id), ...input },
      { intent: "delete", id: String(id) },
      { intent: "nonsense" },
    ];
    for (const post of posts) {
      await refusedWithoutTrace(() => runSearchWordAction(t.db, user, form(post)), refused);
    }
  });
});

describe("search words: the list", () => {
  it("newest change first, filtered by language and by text in the word or the meaning, paged", async () => {
    await seedLexiconOnce(t.db);
    const seeded = await rows();
    await addSearchWord(t.db, admin, entry("ghantighar", "en", "flour mill"));
    const all = await listSearchWords(t.db, searchWordFilterSchema.parse({}));
    expect(all.total).toBe(seeded.length + 1);
    expect(all.items).toHaveLength(50);
    expect(all.items[0]).toMatchObject({ word: "ghantighar", lang: "en", source: "staff" });
    expect(all.items[1]?.source).toBe("seed");

    const gujarati = await listSearchWords(t.db, searchWordFilterSchema.parse({ lang: "gu" }));
    expect(gujarati.total).toBe(seeded.filter((r) => r.lang === "gu").length);
    expect(gujarati.items.every((e) => e.lang === "gu")).toBe(true);

    // "mill" is in meanings (any letter case), "ઘંટી" in words.
    const text = await listSearchWords(
      t.db,
      searchWordFilterSchema.parse({ q: "MILL", lang: "en" }),
    );
    expect(text.items.every((e) => `${e.word} ${e.means}`.includes("mill"))).toBe(true);
    expect(text.items.every((e) => e.lang === "en")).toBe(true);
    expect(text.items.map((e) => e.word)).toContain("ghantighar");
    const word = await listSearchWords(t.db, searchWordFilterSchema.parse({ q: "ઘંટી" }));
    expect(word.items.map((e) => e.word)).toContain("ઘંટી");
    expect(word.items.find((e) => e.word === "ઘંટી")?.kind).toBe("phrase");
    const unit = await listSearchWords(t.db, searchWordFilterSchema.parse({ q: "ઘોડા" }));
    expect(unit.items[0]?.kind).toBe("unit");

    // A page past the end shows the last one; nonsense in the address is no filter.
    const last = await listSearchWords(t.db, searchWordFilterSchema.parse({ page: "9999" }));
    expect(last.page).toBe(last.pageCount);
    const junk = searchWordFilterSchema.parse({ lang: ["gu"], q: ["x"], page: "NaN" });
    expect(junk).toEqual({ lang: null, q: "", page: 1 });
  });
});

describe("search words: the page's guard", () => {
  it("sends a signed-out visitor's page view and post to sign-in, changing nothing", async () => {
    const { loader, action } = await import("~/routes/admin/search-words");
    const before = await state();
    const url = new URL("http://localhost/admin/search-words?lang=gu");
    const args = (request: Request) =>
      ({ request, url, params: {}, context: {}, pattern: "" }) as unknown as Parameters<
        typeof action
      >[0];
    const post = new Request(url, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", word: "hilti", lang: "en", means: "drill" }),
    });
    for (const answer of [
      loader(args(new Request(url)) as Parameters<typeof loader>[0]),
      action(args(post)),
    ]) {
      const thrown = await answer.then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
    }
    expect(await state()).toEqual(before);
  });
});
