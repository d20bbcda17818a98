import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { IMAGE_SET_TEXT, type ImageSetType, type SavedImageSet } from "~/home/image-set-schema";
import { toast } from "~/toasts/notify";
import { addedOn, type ImageSetResult, useFetcherResult } from "./action-result";
import { SlotEditor } from "./slot-editor";

const TITLE: Record<ImageSetType, string> = {
  home: "Saved Home Images",
  about: "Saved About Images",
};

/** The saved sets of one type, newest first, each with delete and per-slot update. */
export function SavedSets({
  type,
  sets,
  failed,
}: {
  type: ImageSetType;
  sets: SavedImageSet[];
  failed: boolean;
}) {
  const headingId = `saved-${type}`;
  // The deleted card unmounts when the list reloads, so its result is read here.
  const deletion = useFetcher<ImageSetResult>({ key: deleteKey(type) });
  useFetcherResult(deletion, (result) =>
    result.ok ? toast.success(result.message) : toast.error(result.message),
  );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {TITLE[type]}
      </h3>
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {IMAGE_SET_TEXT.fetchFailed}
        </p>
      ) : sets.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
          {`No ${type} images saved yet.`}
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {sets.map((set) => (
            <SavedSetCard key={set.id} set={set} />
          ))}
        </ul>
      )}
    </section>
  );
}

const deleteKey = (type: ImageSetType) => `delete-${type}-image-set`;

function SavedSetCard({ set }: { set: SavedImageSet }) {
  const fetcher = useFetcher<ImageSetResult>({ key: deleteKey(set.type) });
  const deleting = fetcher.state !== "idle" && fetcher.formData?.get("id") === String(set.id);
  const added = addedOn(set.createdAt);
  return (
    <li
      className="rounded-xl border border-slate-200 p-4 shadow-sm"
      aria-label={`${set.type} image set added on ${added}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-800">Added on</span> {added}
        </p>
        <fetcher.Form
          method="post"
          // Before the scripts run, the delete waits for them, so it is still confirmed.
          data-replay
          onSubmit={(event) => {
            if (!window.confirm(IMAGE_SET_TEXT.confirmDelete(set.type))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="type" value={set.type} />
          <input type="hidden" name="id" value={set.id} />
          <button
            type="submit"
            disabled={deleting}
            className="inline-flex items-center gap-1.5 rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete Set
          </button>
        </fetcher.Form>
      </div>
      <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
        {set.slots.map((image, i) => (
          <SlotEditor key={i} setId={set.id} type={set.type} slot={i + 1} image={image} />
        ))}
      </ul>
    </li>
  );
}
