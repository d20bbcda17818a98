import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IMAGE_SET_TEXT, type ImageSetType, SLOTS_PER_SET } from "~/catalogue/image-set-schema";
import { uploadImage } from "~/components/image-upload";
import { checkFileBeforeUpload } from "~/media/upload-rules";
import { toast } from "~/toasts/notify";
import { type ImageSetResult, useFetcherResult } from "./action-result";

interface Draft {
  file: File;
  preview: string;
}

const EMPTY: (Draft | null)[] = Array.from({ length: SLOTS_PER_SET }, () => null);

/** Five local draft slots; Save uploads the chosen files, then stores the set. */
export function NewSetForm({ type }: { type: ImageSetType }) {
  const fetcher = useFetcher<ImageSetResult>();
  const [drafts, setDrafts] = useState(EMPTY);
  const [problems, setProblems] = useState<(string | null)[]>(EMPTY.map(() => null));
  const [uploading, setUploading] = useState(false);
  const saving = uploading || fetcher.state !== "idle";
  // Object URLs live until the draft goes away; revoke whatever is left on unmount.
  const live = useRef(drafts);
  live.current = drafts;
  useEffect(
    () => () => {
      for (const d of live.current) if (d) URL.revokeObjectURL(d.preview);
    },
    [],
  );

  function setSlot(index: number, draft: Draft | null) {
    setDrafts((all) => {
      const old = all[index];
      if (old) URL.revokeObjectURL(old.preview);
      return all.map((d, i) => (i === index ? draft : d));
    });
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

  function choose(index: number, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire change again
    if (!file) return;
    const problem = checkFileBeforeUpload(file);
    setProblems((all) => all.map((p, i) => (i === index ? problem : p)));
    if (!problem) setSlot(index, { file, preview: URL.createObjectURL(file) });
  }

  function remove(index: number) {
    setSlot(index, null);
    toast.success(IMAGE_SET_TEXT.removed);
  }

  async function save() {
    if (!drafts.some(Boolean)) {
      toast.error(IMAGE_SET_TEXT.atLeastOne);
      return;
    }
    setUploading(true);
    const form = new FormData();
    form.set("intent", "create");
    form.set("type", type);
    try {
      for (const [i, d] of drafts.entries()) {
        const uploaded = d
          ? await uploadImage(d.file, "images", () => {}, new AbortController().signal)
          : null;
        form.set(`slot${i + 1}`, uploaded?.public_id ?? "");
      }
    } catch {
      setUploading(false);
      toast.error(IMAGE_SET_TEXT.addFailed);
      return;
    }
    // Same tick as the submit, so the button never flickers back to "Save".
    void fetcher.submit(form, { method: "post" });
    setUploading(false);
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
            onChoose={(e) => choose(i, e)}
            onRemove={() => remove(i)}
          />
        ))}
      </ul>
      <button
        type="button"
        onClick={save}
        disabled={saving}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {saving ? "Saving..." : "Save"}
      </button>
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
  return (
    <li className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
        {draft ? (
          <img
            src={draft.preview}
            alt={`${label} preview`}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full flex-col items-center justify-center gap-1 text-slate-400">
            <ImagePlus className="h-8 w-8" aria-hidden="true" />
            <span className="text-xs">{label}</span>
          </span>
        )}
        {draft ? (
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
        disabled={disabled}
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
