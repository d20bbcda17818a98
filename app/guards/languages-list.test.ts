import { describe, expect, it } from "vitest";
import { copiesOutside } from "./source-scan";

/**
 * Languages from one list (docs/languages.md, "Adding a language"): every place that names the
 * translated languages reads them from app/i18n/locales.ts (LOCALES, PREFIXED_LOCALES,
 * perPrefixedLocale) or types a table by them (Record<PrefixedLocale, …>), so the type checker
 * names each table a new language must fill and nothing else spells the list. Migrations are
 * history (a new language widens their checks in a migration of its own), and the search
 * lexicon's seed is per-language data, one language per entry.
 */
const LIST = /["'](gu|hi)["']|\b(gu\|hi|hi\|gu)\b/;
const HOMES = ["app/i18n/locales.ts"];
const DATA = ["app/search/lexicon-seed.ts"];

describe("languages from one list", () => {
  it("no source file spells a translated language's code outside app/i18n/locales.ts", () => {
    const found = copiesOutside(LIST, HOMES).filter(
      (l) => !l.startsWith("app/db/migrations/") && !DATA.some((d) => l.startsWith(`${d}:`)),
    );
    expect(found).toEqual([]);
  });

  it("catches the ways a list is spelled, and not a RegExp's flags or a word", () => {
    for (const planted of [
      'const l = ["gu", "hi"];',
      "if (locale === 'gu') {}",
      'type T = Record<"gu" | "hi", string>;',
      "/^catalogue-(gu|hi)-/.test(file)",
    ])
      expect(LIST.test(planted), planted).toBe(true);
    for (const fine of ['new RegExp(word, "ug")', "const guide = hint;", "gu: GUJARATI"])
      expect(LIST.test(fine), fine).toBe(false);
  });
});
