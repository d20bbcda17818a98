import { LOCALE_SCRIPT, writtenIn } from "~/fonts/font-scripts";
import { formText, plainText, says } from "~/forms/plain-text";
import { z } from "~/forms/zod";
import { ADMIN } from "~/http/paths";
import { LOCALES, PREFIXED_LOCALES, type PrefixedLocale } from "~/i18n/locales";
import { pageField } from "~/paging/page-field";

/**
 * The search lexicon's admin form (/admin/search-words, docs/admin.md "Search
 * words"): one schema for the browser and the action, and the page's words.
 * Isomorphic: no server imports here.
 */

export const LEXICON_LANGUAGES = LOCALES;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];

/** What each language of the lexicon means: the script the word is typed in. */
export const LEXICON_LANGUAGE_LABEL: Record<LexiconLanguage, string> = {
  en: "English letters",
  gu: "Gujarati",
  hi: "Hindi",
};

export const SEARCH_WORD_SOURCE_LABEL = { seed: "Built-in", staff: "Staff" } as const;

const SEARCH_WORD_LIMITS = { word: 60, means: 80 } as const;

export const SEARCH_WORD_INTENTS = ["add", "edit", "delete"] as const;

const quoted = (text: string) => `“${text}”`;
const orList = (words: readonly string[]) =>
  words.length <= 1
    ? quoted(words[0] ?? "")
    : `${words.slice(0, -1).map(quoted).join(", ")} or ${quoted(words.at(-1) ?? "")}`;

/** Every message the page shows (ours: the spec has no lexicon). */
export const SEARCH_WORD_TEXT = {
  wordRequired: "Enter the word or phrase visitors type.",
  meansRequired: "Enter the English words product titles use for it.",
  langRequired: "Choose the language the word is written in.",
  notInScript: {
    gu: "A Gujarati word must be written in Gujarati letters.",
    hi: "A Hindi word must be written in Devanagari (Hindi) letters.",
  } satisfies Record<PrefixedLocale, string>,
  notLatin:
    "This word is written in Gujarati or Hindi letters: choose Gujarati or Hindi as its language.",
  failed: "Failed to save the search word.",
  duplicate: (word: string, lang: LexiconLanguage) =>
    `${quoted(word)} is already in the lexicon for ${LEXICON_LANGUAGE_LABEL[lang]}. Edit that entry instead.`,
  added: (word: string) => `Search word ${quoted(word)} added successfully!`,
  updated: (word: string) => `Search word ${quoted(word)} updated successfully!`,
  unchanged: (word: string) => `Search word ${quoted(word)} was not changed.`,
  deleted: (word: string) => `Search word ${quoted(word)} deleted successfully!`,
  notFound: "This search word no longer exists: someone may have deleted it.",
  adminsOnly: "Only admins can change the search words.",
  unknownRequest: "Unknown request",
  /** The warning after a save whose meaning no title uses (the entry is saved all the same). */
  unused: (words: readonly string[]) =>
    `No product title uses ${orList(words)} yet: visitors will find nothing through this entry.`,
} as const;

/** Why `word` cannot be in `lang` (its script does not match), or null. */
function scriptProblem(word: string, lang: LexiconLanguage): string | null {
  const own = PREFIXED_LOCALES.find((l) => l === lang);
  if (own) return writtenIn(word, LOCALE_SCRIPT[own]) ? null : SEARCH_WORD_TEXT.notInScript[own];
  return PREFIXED_LOCALES.some((l) => writtenIn(word, LOCALE_SCRIPT[l]))
    ? SEARCH_WORD_TEXT.notLatin
    : null;
}

/**
 * One spelling per entry: Unicode NFC (Gujarati and Hindi can be typed in
 * several code point orders), single spaces, lower case (visitors' text is
 * folded the same way, so case never tells two entries apart).
 */
const tidy = (text: string) => text.normalize("NFC").replace(/\s+/gu, " ").toLowerCase();

const word = formText(
  plainText("Word", SEARCH_WORD_LIMITS.word).min(1, says(SEARCH_WORD_TEXT.wordRequired)),
).transform(tidy);
const means = formText(
  plainText("Meaning", SEARCH_WORD_LIMITS.means).min(1, says(SEARCH_WORD_TEXT.meansRequired)),
).transform(tidy);
const lang = z.enum(LEXICON_LANGUAGES, says(SEARCH_WORD_TEXT.langRequired));

/** An entry as the add and edit forms send it; the script check answers beside the language. */
export const searchWordSchema = z.object({ word, lang, means }).superRefine((entry, ctx) => {
  const problem = scriptProblem(entry.word, entry.lang);
  if (problem) ctx.addIssue({ code: "custom", path: ["lang"], message: problem });
});
export type SearchWordInput = z.infer<typeof searchWordSchema>;
export type SearchWordField = keyof SearchWordInput;

/** An entry as the page shows it. */
export interface SearchWordEntry {
  id: number;
  word: string;
  lang: LexiconLanguage;
  means: string;
  source: keyof typeof SEARCH_WORD_SOURCE_LABEL;
  updatedAt: number;
  /** A unit or number word (read with the sizes: "ઘોડા" → hp) or a phrase matched by its keys. */
  kind: "unit" | "phrase";
}

/** The list's GET form. Anything malformed is dropped, not refused: the URL is the filter. */
export const searchWordFilterSchema = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((v) =>
      (LEXICON_LANGUAGES as readonly unknown[]).includes(v) ? (v as LexiconLanguage) : null,
    ),
  q: z
    .unknown()
    .optional()
    .transform((v) =>
      typeof v === "string"
        ? v
            .replace(/\p{Cc}+/gu, " ")
            .normalize("NFC")
            .trim()
            .slice(0, SEARCH_WORD_LIMITS.means)
        : "",
    ),
  page: pageField,
});
export type SearchWordFilter = z.infer<typeof searchWordFilterSchema>;

/** The list's address with its filter (only what is set) and any extras (`edit`, `saved`). */
export function searchWordsHref(
  filter: Partial<SearchWordFilter>,
  extra: Record<string, string> = {},
  hash = "",
): string {
  const params = new URLSearchParams();
  if (filter.lang) params.set("lang", filter.lang);
  if (filter.q) params.set("q", filter.q);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return `${ADMIN.searchWords}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The id of an entry's row on the page, so a saved or edited entry is scrolled to. */
export const entryAnchor = (id: number) => `search-word-${id}`;
