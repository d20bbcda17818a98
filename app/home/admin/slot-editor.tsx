import { type ChangeEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IMAGE_SET_TEXT, type ImageSetType } from "~/home/image-set-schema";
import { uploadImage } from "~/media/admin/image-upload";
import { Image } from "~/media/image";
import type { ImageRef } from "~/media/image-ref";
import { checkFileBeforeUpload } from "~/media/upload-rules";
import { toast } from "~/toasts/notify";
import { type ImageSetResult, useFetcherResult } from "./action-result";

/**
 * One slot of a saved set: click the image (or choose a file) to replace it.
 * The file is uploaded first ("Uploading..."), then the set is updated
 * ("Updating...").
 */
export function SlotEditor({
  setId,
  type,
  slot,
  image,
}: {
  setId: number;
  type: ImageSetType;
  slot: number;
  image: ImageRef | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<ImageSetResult>();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;
  const updating = fetcher.state !== "idle";
  const label = `Image ${slot}`;

  useFetcherResult(fetcher, (result) =>
    result.ok ? toast.success(result.message) : toast.error(result.message),
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const message = checkFileBeforeUpload(file);
    setProblem(message);
    if (message) return;
    setProgress(0);
    let mediaId: string;
    try {
      mediaId = (await uploadImage(file, "images", setProgress, new AbortController().signal))
        .public_id;
    } catch {
      setProgress(null);
      toast.error(IMAGE_SET_TEXT.updateFailed);
      return;
    }
    void fetcher.submit(
      { intent: "update-slot", type, id: String(setId), slot: String(slot), mediaId },
      { method: "post" },
    );
    setProgress(null);
  }

  const status = uploading ? "Uploading..." : updating ? "Updating..." : "Click to update";
  return (
    <li className="min-w-0">
      <button
        type="button"
        onClick={() => input.current?.click()}
        // Before the scripts run, the tap opens the picker itself (a picker needs the tap).
        data-file-for={`${id}-file`}
        disabled={uploading || updating}
        aria-label={`${label}: click to update`}
        className="group relative block aspect-square w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {image ? (
          <Image
            image={image}
            variant="thumb"
            alt={label}
            className="h-full w-full object-cover transition group-hover:opacity-80"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-slate-600">
            No image
          </span>
        )}
        {uploading || updating ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-xs font-semibold text-brand-900">
            {status}
          </span>
        ) : null}
      </button>
      <p className="mt-1 text-center text-xs text-slate-500" aria-live="polite">
        {status}
      </p>
      {uploading ? (
        <progress
          value={progress}
          max={100}
          aria-label={`${label} upload progress`}
          className="h-1 w-full accent-accent-500"
        />
      ) : null}
      <label
        htmlFor={`${id}-file`}
        className="mt-1 block cursor-pointer text-center text-xs font-semibold text-brand-800 hover:underline"
      >
        Choose file<span className="sr-only"> for {label}</span>
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={choose}
        disabled={uploading || updating}
        className="sr-only"
      />
      {problem ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
