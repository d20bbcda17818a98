import { describe, expect, it } from "vitest";
import { englishUnitWords } from "~/format/unit-words";
import { setupTempData } from "~/test/temp-data";
import {
  compileLexicon,
  lexiconChanged,
  lexiconUnits,
  loadLexicon,
  seedLexiconOnce,
} from "./lexicon.server";
import { lexiconSeed } from "./lexicon-seed";
import { foldText } from "./search-key.server";

const t = setupTempData();

describe("the lexicon", () => {
  it("tells unit and number words from phrases", () => {
    const lexicon = compileLexicon([
      { word: "ઘોડા", means: "hp" },
      { word: "डेढ़", means: "1.5" },
      { word: "pani ni motor", means: "pump" },
      { word: "  ", means: "pump" },
    ]);
    expect(lexiconUnits("5 ઘોડા", lexicon)).toBe("5 hp");
    expect(lexiconUnits("डेढ़ एचपी", lexicon)).toBe("1.5 एचपी");
    // Letter for letter, never inside another word.
    expect(lexiconUnits("ઘોડાગાડી", lexicon)).toBe("ઘોડાગાડી");
    expect(lexicon.words.get("pani ni motor")).toEqual([["pnp"]]);
    expect(lexicon.phrases.get("pn n ntr")).toEqual([["pnp"]]);
    expect(lexicon.words.size).toBe(1);
  });

  it("seeds no unit word the code already reads (one home: app/format/unit-words.ts)", () => {
    const repeated = lexiconSeed.filter((e) => englishUnitWords(foldText(e.word)) === e.means);
    expect(repeated.map((e) => e.word)).toEqual([]);
  });

  it("is seeded once: entries staff delete stay deleted", async () => {
    expect(await seedLexiconOnce(t.db)).toBe(lexiconSeed.length);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("search_synonym")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(lexiconSeed.length);
    await t.db.deleteFrom("search_synonym").execute();
    expect(await seedLexiconOnce(t.db)).toBe(0);
    expect(await count()).toBe(0);
  });

  it("is read again after a change, on every instance", async () => {
    const before = await loadLexicon(t.db);
    expect(before.words.has("ઝુલતો પંપ")).toBe(false);
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("search_synonym")
        .values({
          word: "ઝુલતો પંપ",
          lang: "gu",
          means: "pump",
          source: "staff",
          updated_at: Date.now(),
        })
        .execute();
      await lexiconChanged(trx);
    });
    expect((await loadLexicon(t.db)).words.has("ઝુલતો પંપ")).toBe(true);
  });
});
