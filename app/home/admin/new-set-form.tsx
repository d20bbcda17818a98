import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IMAGE_SET_TEXT, type ImageSetType, SLOTS_PER_SET } from "~/home/image-set-schema";
import { isUploadCancelled, uploadFailureMessage, uploadImage } from "~/media/admin/image-upload";
import {
  checkFileBeforeUpload,
  UPLOAD_FAILED_TOAST,
  UPLOAD_SUCCESS_TOAST,
} from "~/media/upload-rules";
import { toast } from "~/toasts/notify";
import { type ImageSetResult, useFetcherResult } from "./action-result";

/** A draft slot: empty, uploading its file, or holding the uploaded image. */
type Draft =
  | { state: "uploading"; preview: string; progress: number }
  | { state: "uploaded"; preview: string; mediaId: string };

const EMPTY: (Draft | null)[] = Array.from({ length: SLOTS_PER_SET }, () => null);

/**
 * Five draft slots. A file chosen for a slot uploads at once ("Uploading...",
 * then its preview with the remove-x and the spec's toast); Save then only
 * stores the set. Uploads a draft leaves unused are swept a day later
 * (app/media/sweep.server.ts).
 */
export function NewSetForm({ type }: { type: ImageSetType }) {
  const fetcher = useFetcher<ImageSetResult>();
  const [drafts, setDrafts] = useState(EMPTY);
  const [problems, setProblems] = useState<(string | null)[]>(EMPTY.map(() => null));
  const uploads = useRef<(AbortController | null)[]>(EMPTY.map(() => null));
  const saving = fetcher.state !== "idle";
  const uploading = drafts.some((d) => d?.state === "uploading");
  // Object URLs live until the draft goes away; on unmount revoke them and stop uploads.
  const live = useRef(drafts);
  live.current = drafts;
  useEffect(
    () => () => {
      for (const d of live.current) if (d) URL.revokeObjectURL(d.preview);
      for (const upload of uploads.current) upload?.abort();
    },
    [],
  );

  /** Changes slot `index` only while it still shows `preview` (a newer choice wins). */
  function updateIf(index: number, preview: string, next: (d: Draft) => Draft | null) {
    setDrafts((all) =>
      all.map((d, i) => {
        if (i !== index || d?.preview !== preview) return d;
        const changed = next(d);
        if (!changed) URL.revokeObjectURL(d.preview);
        return changed;
      }),
    );
  }

  function setProblem(index: number, problem: string | null) {
    setProblems((all) => all.map((p, i) => (i === index ? problem : p)));
  }

  function reset() {
    for (const d of drafts) if (d) URL.revokeObjectURL(d.preview);
    setDrafts(EMPTY);
    setProblems(EMPTY.map(() => null));
  }

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast.success(result.message);
      reset();
    } else toast.error(result.message);
  });

  async function choose(index: number, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire change again
    if (!file) return;
    const problem = checkFileBeforeUpload(file);
    setProblem(index, problem);
    if (problem) return;
    const preview = URL.createObjectURL(file);
    setDrafts((all) =>
      all.map((d, i) => {
        if (i !== index) return d;
        if (d) URL.revokeObjectURL(d.preview);
        return { state: "uploading", preview, progress: 0 };
      }),
    );
    uploads.current[index]?.abort();
    const controller = new AbortController();
    uploads.current[index] = controller;
    try {
      const progress = (percent: number) =>
        updateIf(index, preview, (d) =>
          d.state === "uploading" ? { ...d, progress: percent } : d,
        );
      const uploaded = await uploadImage(file, "images", progress, controller.signal);
      updateIf(index, preview, () => ({ state: "uploaded", preview, mediaId: uploaded.public_id }));
      toast.success(UPLOAD_SUCCESS_TOAST);
    } catch (error) {
      if (isUploadCancelled(error)) return; // replaced or left
      updateIf(index, preview, () => null);
      setProblem(index, uploadFailureMessage(error));
      toast.error(UPLOAD_FAILED_TOAST);
    } finally {
      if (uploads.current[index] === controller) uploads.current[index] = null;
    }
  }

  function remove(index: number) {
    setDrafts((all) =>
      all.map((d, i) => {
        if (i !== index) return d;
        if (d) URL.revokeObjectURL(d.preview);
        return null;
      }),
    );
    toast.success(IMAGE_SET_TEXT.removed);
  }

  function save() {
    const ids = drafts.map((d) => (d?.state === "uploaded" ? d.mediaId : ""));
    if (!ids.some(Boolean)) {
      toast.error(IMAGE_SET_TEXT.atLeastOne);
      return;
    }
    const form = new FormData();
    form.set("intent", "create");
    form.set("type", type);
    ids.forEach((id, i) => {
      form.set(`slot${i + 1}`, id);
    });
    void fetcher.submit(form, { method: "post" });
  }

  return (
    <div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {drafts.map((draft, i) => (
          <DraftSlot
            key={i}
            number={i + 1}
            draft={draft}
            problem={problems[i] ?? null}
            disabled={saving}
            onChoose={(e) => void choose(i, e)}
            onRemove={() => remove(i)}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={save}
        disabled={saving || uploading}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {saving ? "Saving..." : "Save"}
      </button>
      {uploading && !saving ? (
        <span className="ml-3 text-sm text-slate-600">Save waits for the uploads to finish.</span>
      ) : null}
    </div>
  );
}

function DraftSlot({
  number,
  draft,
  problem,
  disabled,
  onChoose,
  onRemove,
}: {
  number: number;
  draft: Draft | null;
  problem: string | null;
  disabled: boolean;
  onChoose(event: ChangeEvent<HTMLInputElement>): void;
  onRemove(): void;
}) {
  const id = useId();
  const label = `Image ${number}`;
  const uploading = draft?.state === "uploading";
  return (
    <li className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
        {draft ? (
          <img
            src={draft.preview}
            alt={`${label} preview`}
            className={`h-full w-full object-cover ${uploading ? "opacity-50" : ""}`}
          />
        ) : (
          <span className="flex h-full flex-col items-center justify-center gap-1 text-slate-600">
            <ImagePlus className="h-8 w-8" aria-hidden="true" />
            <span className="text-xs">{label}</span>
          </span>
        )}
        <span aria-live="polite" className="absolute inset-x-0 bottom-0">
          {uploading ? (
            <span className="flex flex-col gap-1 bg-white/85 px-2 py-1.5 text-center text-xs font-semibold text-brand-900">
              Uploading...
              <progress
                value={draft.progress}
                max={100}
                aria-label={`${label} upload progress`}
                className="h-1 w-full accent-accent-500"
              />
            </span>
          ) : null}
        </span>
        {draft?.state === "uploaded" ? (
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${label}`}
            className="absolute right-1.5 top-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-red-600 disabled:opacity-60"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <label htmlFor={`${id}-file`} className="mt-2 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={onChoose}
        disabled={disabled || uploading}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="mt-1 block w-full text-xs text-slate-600 file:mr-2 file:rounded-md file:border-0 file:bg-brand-50 file:px-2.5 file:py-1.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
