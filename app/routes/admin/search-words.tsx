import { BookA } from "lucide-react";
import { data, redirect, useLocation } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FailedSaveAlert } from "~/admin/kit/edit-in-place";
import { readItemId } from "~/admin/kit/edit-in-place.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import {
  AddSearchWordForm,
  SavedNotice,
  SearchWordFilters,
  SearchWordTable,
} from "~/search/admin/search-words";
import {
  listSearchWords,
  runSearchWordAction,
  savedSearchWord,
} from "~/search/admin/search-words.server";
import {
  entryAnchor,
  searchWordFilterSchema,
  searchWordsHref,
} from "~/search/admin/search-words-schema";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { PageLinks } from "~/ui/page-links";
import type { Route } from "./+types/search-words";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = searchWordFilterSchema.parse(Object.fromEntries(url.searchParams));
  const db = appDb();
  const [words, saved] = await Promise.all([
    listSearchWords(db, filter),
    savedSearchWord(db, readItemId(url.searchParams.get("saved"))),
  ]);
  const editing = readItemId(url.searchParams.get("edit"));
  return data({ filter, words, saved, editing }, { headers: { "Cache-Control": PRIVATE } });
}

/**
 * Add, edit or delete one entry. A save goes back to the list (Post/Redirect/Get,
 * so it works before hydration and a reload posts nothing) with its toast, the
 * entry marked (`saved=`), and its warning if visitors would find nothing by it.
 */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const headers = { "Cache-Control": PRIVATE };
  const result = await runSearchWordAction(appDb(), admin, await request.formData());
  if (!result.ok) return data(result, { status: result.status, headers });
  const filter = searchWordFilterSchema.parse(Object.fromEntries(url.searchParams));
  // A saved entry is the newest change: first on page 1.
  const to =
    result.id === null
      ? searchWordsHref(filter)
      : searchWordsHref(
          { ...filter, page: 1 },
          { saved: String(result.id) },
          entryAnchor(result.id),
        );
  throw redirect(to, { headers: withFlash({ type: "success", message: result.message }, headers) });
}

export const meta = adminMeta("Search words");

export default function SearchWordsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, words, saved, editing } = loaderData;
  const location = useLocation();
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <BookA className="h-7 w-7" aria-hidden="true" /> Search words{" "}
        <span className="text-lg font-normal text-slate-500">({words.total})</span>
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Words and phrases visitors type, in any script, and the English words product titles use for
        them. A change applies to the shop search at once.
      </p>
      <FailedSaveAlert failed={failed} />
      {saved ? <SavedNotice entry={saved.entry} warning={saved.warning} /> : null}
      {/* A fresh form after each save (the key changes with the redirect's location). */}
      <AddSearchWordForm key={location.key} failed={failed?.intent === "add" ? failed : null} />
      <SearchWordFilters filter={filter} />
      <SearchWordTable
        items={words.items}
        filter={filter}
        editing={editing}
        savedId={saved?.entry.id ?? null}
        failed={failed?.intent === "edit" ? failed : null}
      />
      <PageLinks
        page={words.page}
        pageCount={words.pageCount}
        href={(page) => searchWordsHref({ ...filter, page })}
      />
    </main>
  );
}
