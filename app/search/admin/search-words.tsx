import { Search, TriangleAlert } from "lucide-react";
import { Form } from "react-router";
import {
  AddFormSection,
  DeleteAskingFirst,
  EditInPlaceForm,
  PRIMARY_BUTTON,
  useFieldParts,
} from "~/admin/kit/edit-in-place";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { indiaDateTime } from "~/format/india-time";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import {
  entryAnchor,
  LEXICON_LANGUAGE_LABEL,
  LEXICON_LANGUAGES,
  type LexiconLanguage,
  SEARCH_WORD_SOURCE_LABEL,
  type SearchWordEntry,
  type SearchWordField,
  type SearchWordFilter,
  searchWordSchema,
  searchWordsHref,
} from "~/search/admin/search-words-schema";
import { Link } from "~/ui/link";

/**
 * The parts of /admin/search-words (routes/admin/search-words.tsx), a table
 * edited in place (edit-in-place.tsx): every control works before hydration
 * and without JavaScript.
 */

/** A refused add or edit, as the action answers it. */
export interface FailedSave {
  message: string;
  entryId: number | null;
  errors: FieldErrors<SearchWordField>;
  values: Record<string, string>;
}

type EntryValues = Partial<Record<SearchWordField, string>>;

/** A word in its language's own script, marked so it is read and drawn as such. */
const scriptLang = (lang: LexiconLanguage) => (lang === "en" ? undefined : lang);

const smallButton =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800";

/** Word, language and meaning, each with its label and its error tied to it. */
function EntryFields({
  values,
  errors,
}: {
  values: EntryValues;
  errors: FieldErrors<SearchWordField>;
}) {
  const { field, label, error } = useFieldParts(errors);
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_2fr]">
      <div>
        {label("word", "Word or phrase visitors type")}
        <input
          {...field("word")}
          type="text"
          defaultValue={values.word ?? ""}
          autoComplete="off"
          spellCheck={false}
        />
        {error("word")}
      </div>
      <div>
        {label("lang", "Written in")}
        <select {...field("lang")} defaultValue={values.lang ?? ""}>
          <option value="" disabled>
            Choose…
          </option>
          {LEXICON_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LEXICON_LANGUAGE_LABEL[l]}
            </option>
          ))}
        </select>
        {error("lang")}
      </div>
      <div>
        {label("means", "Means (English words of product titles)", "sm:flex-1")}
        <input
          {...field("means")}
          type="text"
          defaultValue={values.means ?? ""}
          autoComplete="off"
        />
        {error("means")}
      </div>
    </div>
  );
}

/** The add form: a plain post, checked first in the browser with the action's own schema. */
export function AddSearchWordForm({ failed }: { failed: FailedSave | null }) {
  const form = useFormErrors<SearchWordField>(searchWordSchema, failed?.errors);
  return (
    <AddFormSection
      headingId="add-word-heading"
      heading="Add a search word"
      form={form}
      submit="Add word"
      note={
        <p className="mt-1 text-sm text-slate-600">
          Gujarati and Hindi in their own letters; Hinglish and Gujlish (“pani ni motor”) in English
          letters. A meaning that is one unit (hp, inch, phase, stage …) or a number makes a unit
          word, read with the sizes: “ઘોડા” → hp.
        </p>
      }
    >
      <EntryFields values={failed?.values ?? {}} errors={form.errors} />
    </AddFormSection>
  );
}

/** The list's GET form: a language and text in the word or the meaning. */
export function SearchWordFilters({ filter }: { filter: SearchWordFilter }) {
  return (
    <Form
      method="get"
      role="search"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <label className="text-sm font-semibold text-slate-700">
        Language
        <select
          name="lang"
          defaultValue={filter.lang ?? ""}
          className={`${FIELD_CLASS} mt-1 block`}
        >
          <option value="">All languages</option>
          {LEXICON_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LEXICON_LANGUAGE_LABEL[l]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-slate-700 sm:flex-1">
        Word or meaning contains
        <input
          type="search"
          name="q"
          defaultValue={filter.q}
          className={`${FIELD_CLASS} mt-1 block w-full`}
        />
      </label>
      <button type="submit" className={PRIMARY_BUTTON}>
        <Search className="h-4 w-4" aria-hidden="true" /> Filter
      </button>
    </Form>
  );
}

/** After a save: the entry, and a warning when no product title uses its meaning's words. */
export function SavedNotice({
  entry,
  warning,
}: {
  entry: SearchWordEntry;
  warning: string | null;
}) {
  if (!warning) return null;
  return (
    <div
      role="status"
      className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <span lang={scriptLang(entry.lang)} className="font-semibold">
          {entry.word}
        </span>{" "}
        → {entry.means}: {warning}
      </p>
    </div>
  );
}

/** The entries, newest change first; the one being edited shows its form in place. */
export function SearchWordTable({
  items,
  filter,
  editing,
  savedId,
  failed,
}: {
  items: readonly SearchWordEntry[];
  filter: SearchWordFilter;
  editing: number | null;
  savedId: number | null;
  failed: FailedSave | null;
}) {
  if (items.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        No search words match.
      </p>
    );
  }
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[720px] text-sm">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wider text-slate-500">
          <tr>
            <th className="px-4 py-3 font-semibold">Word</th>
            <th className="px-4 py-3 font-semibold">Language</th>
            <th className="px-4 py-3 font-semibold">Means</th>
            <th className="px-4 py-3 font-semibold">Source</th>
            <th className="px-4 py-3 font-semibold">Last changed</th>
            <th className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((entry) =>
            entry.id === editing ? (
              <EditRow
                key={`${entry.id}-${entry.updatedAt}`}
                entry={entry}
                filter={filter}
                failed={failed?.entryId === entry.id ? failed : null}
              />
            ) : (
              <EntryRow
                key={`${entry.id}-${entry.updatedAt}`}
                entry={entry}
                filter={filter}
                saved={entry.id === savedId}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function EntryRow({
  entry,
  filter,
  saved,
}: {
  entry: SearchWordEntry;
  filter: SearchWordFilter;
  saved: boolean;
}) {
  const language = LEXICON_LANGUAGE_LABEL[entry.lang];
  return (
    <tr
      id={entryAnchor(entry.id)}
      data-word={entry.word}
      data-lang={entry.lang}
      className={`scroll-mt-24 ${saved ? "bg-brand-50" : ""}`}
    >
      <td
        lang={scriptLang(entry.lang)}
        className="px-4 py-2 font-medium break-words text-slate-900"
      >
        {entry.word}
      </td>
      <td className="px-4 py-2 text-slate-700">{language}</td>
      <td className="px-4 py-2 text-slate-700">
        {entry.means}
        {entry.kind === "unit" ? (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
            unit or number
          </span>
        ) : null}
      </td>
      <td className="px-4 py-2 text-slate-700">{SEARCH_WORD_SOURCE_LABEL[entry.source]}</td>
      <td className="whitespace-nowrap px-4 py-2 text-slate-600">
        {indiaDateTime(entry.updatedAt)}
      </td>
      <td className="px-4 py-2">
        <div className="flex items-start justify-end gap-2">
          <Link
            to={searchWordsHref(filter, { edit: String(entry.id) }, entryAnchor(entry.id))}
            aria-label={`Edit ${entry.word} (${language})`}
            className={smallButton}
          >
            Edit
          </Link>
          <DeleteEntry entry={entry} />
        </div>
      </td>
    </tr>
  );
}

/** Delete asks first, inside the cell. */
function DeleteEntry({ entry }: { entry: SearchWordEntry }) {
  return (
    <DeleteAskingFirst
      id={entry.id}
      label={`Delete ${entry.word} (${LEXICON_LANGUAGE_LABEL[entry.lang]})`}
      width="w-56"
      question={
        <>
          Delete{" "}
          <span lang={scriptLang(entry.lang)} className="font-semibold">
            “{entry.word}”
          </span>{" "}
          → {entry.means}? Visitors who type it will no longer be shown {entry.means}.
        </>
      }
    />
  );
}

/** The row being edited: its form across the row, with Save and Cancel. */
function EditRow({
  entry,
  filter,
  failed,
}: {
  entry: SearchWordEntry;
  filter: SearchWordFilter;
  failed: FailedSave | null;
}) {
  const form = useFormErrors<SearchWordField>(searchWordSchema, failed?.errors);
  const values: EntryValues = failed?.values ?? entry;
  return (
    <tr
      id={entryAnchor(entry.id)}
      data-word={entry.word}
      data-lang={entry.lang}
      className="scroll-mt-24 bg-slate-50"
    >
      <td colSpan={6} className="px-4 py-3">
        <EditInPlaceForm
          id={entry.id}
          label={`Edit ${entry.word}`}
          form={form}
          cancelTo={searchWordsHref(filter, {}, entryAnchor(entry.id))}
        >
          <EntryFields values={values} errors={form.errors} />
          {entry.source === "seed" ? (
            <p className="text-xs text-slate-600">
              A built-in word: once saved, it is the staff's own.
            </p>
          ) : null}
        </EditInPlaceForm>
      </td>
    </tr>
  );
}
