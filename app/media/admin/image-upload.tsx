import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { mediaUrl } from "~/media/media-url";
import {
  checkFileBeforeUpload,
  UPLOAD_FAILED_DEFAULT,
  UPLOAD_FAILED_TOAST,
  UPLOAD_SUCCESS_TOAST,
  type UploadPreset,
} from "~/media/upload-rules";
import { toast } from "~/toasts/notify";

export interface UploadedImage {
  secure_url: string;
  public_id: string;
}

interface ImageUploadProps {
  preset: UploadPreset;
  /** The image stored now, if any (shown until a new one is uploaded). */
  value?: { id: string } | null;
  onUploaded(result: UploadedImage): void;
  label: string;
}

const UPLOAD_URL = "/api/media";
/** What the server accepts by content; "image/jpg" is not a real type, so not listed here. */
const ACCEPT = "image/jpeg,image/png,image/webp";

/** A refused or failed upload, carrying the server's message (or raw answer) when there is one. */
class UploadFailed extends Error {}

function isUploadedImage(body: unknown): body is UploadedImage {
  const b = body as Partial<UploadedImage> | null;
  return typeof b?.secure_url === "string" && typeof b.public_id === "string";
}

/** The server's `{ error: { message } }`, else its raw answer (spec: "the host's message or the raw response"). */
function failureMessage(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { message?: unknown } } | null;
    if (typeof body?.error?.message === "string") return body.error.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return xhr.responseText.trim();
}

function parseSuccess(xhr: XMLHttpRequest): UploadedImage | null {
  if (xhr.status < 200 || xhr.status >= 300) return null;
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    return isUploadedImage(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * POSTs one file as multipart `file` + `upload_preset`. XMLHttpRequest rather
 * than fetch because only it reports upload progress.
 */
export function uploadImage(
  file: File,
  preset: UploadPreset,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const result = parseSuccess(xhr);
      if (result) resolve(result);
      else reject(new UploadFailed(failureMessage(xhr)));
    };
    xhr.onerror = () => reject(new UploadFailed("")); // network failure: no message to show
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    form.append("upload_preset", preset);
    xhr.send(form);
  });
}

/** The host's message for a failed upload, or the spec's default "Upload failed". */
export function uploadFailureMessage(error: unknown): string {
  return (error instanceof UploadFailed && error.message) || UPLOAD_FAILED_DEFAULT;
}

export const isUploadCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === "AbortError";

function reportFailure(error: unknown) {
  alert(`Image upload failed: ${uploadFailureMessage(error)}`);
  toast.error(UPLOAD_FAILED_TOAST);
}

/** An object URL for the chosen file, revoked when replaced or on unmount. */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [url, show] as const;
}

/** Aborts the running upload when the control goes away. */
function useUploadAbort() {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return () => {
    controller.current?.abort();
    controller.current = new AbortController();
    return controller.current.signal;
  };
}

/**
 * Admin image picker: checks type and size before sending (same messages as
 * the server), previews the chosen file, uploads it with a progress bar, then
 * shows the delivered image.
 */
export function ImageUpload({ preset, value, onUploaded, label }: ImageUploadProps) {
  const id = useId();
  const [localPreview, showLocal] = useObjectUrl();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const nextSignal = useUploadAbort();
  const busy = progress !== null;

  // Our own upload wins until the parent points `value` at a different image.
  const delivered =
    uploaded && (!value || value.id === uploaded.public_id)
      ? uploaded.secure_url
      : value
        ? mediaUrl(value.id, "product")
        : null;
  const preview = localPreview ?? delivered;

  async function send(file: File) {
    setProgress(0);
    showLocal(file);
    try {
      const result = await uploadImage(file, preset, setProgress, nextSignal());
      setUploaded(result);
      onUploaded(result);
      toast.success(UPLOAD_SUCCESS_TOAST);
    } catch (error) {
      if (isUploadCancelled(error)) return; // unmounted
      reportFailure(error);
    } finally {
      showLocal(null);
      setProgress(null);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire change again
    if (!file) return;
    const message = checkFileBeforeUpload(file);
    setProblem(message);
    if (!message) void send(file);
  }

  return (
    <div className="space-y-3">
      <div className="flex h-40 w-40 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {preview ? (
          <img src={preview} alt={`${label} preview`} className="h-full w-full object-cover" />
        ) : (
          <span className="text-sm text-slate-500">No image</span>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={choose}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 disabled:opacity-60"
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-600">
          {problem}
        </p>
      ) : null}
      {busy ? (
        <div className="space-y-1" aria-live="polite">
          <label htmlFor={`${id}-progress`} className="block text-sm font-medium text-slate-700">
            Uploading...
          </label>
          <progress
            id={`${id}-progress`}
            value={progress}
            max={100}
            className="h-2 w-full overflow-hidden rounded-full accent-accent-500 [&::-moz-progress-bar]:bg-accent-500 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-accent-500"
          />
        </div>
      ) : null}
    </div>
  );
}
