import { ArrowLeft, ArrowRight, ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_PRODUCT_IMAGES } from "~/catalogue/product-schema";
import { uploadImage } from "~/components/image-upload";
import { mediaUrl } from "~/media/media-url";
import { checkFileBeforeUpload } from "~/media/upload-rules";
import { toast } from "~/toasts/notify";

interface Pending {
  key: number;
  preview: string;
  progress: number;
}

export const IMAGE_UPLOAD_FAILED = "Image upload failed";

/**
 * Up to five product images (spec §3): upload through the media service with
 * a preview and progress, then remove or reorder. The first image is the
 * product's main image. The chosen ids travel as repeated `image` fields.
 */
export function ProductImages({ initial, error }: { initial: string[]; error?: string }) {
  const id = useId();
  const [images, setImages] = useState<string[]>(initial);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const c of running) c.abort();
    };
  }, []);
  const free = MAX_PRODUCT_IMAGES - images.length - pending.length;

  async function send(file: File) {
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    aborts.current.add(controller);
    setPending((p) => [...p, { key, preview, progress: 0 }]);
    const progress = (percent: number) =>
      setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: percent } : x)));
    try {
      const result = await uploadImage(file, "products", progress, controller.signal);
      setImages((list) => [...list, result.public_id].slice(0, MAX_PRODUCT_IMAGES));
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") return;
      const detail = e instanceof Error && e.message ? `: ${e.message}` : "";
      setProblem(`${IMAGE_UPLOAD_FAILED}${detail}`);
      toast.error(IMAGE_UPLOAD_FAILED);
    } finally {
      aborts.current.delete(controller);
      URL.revokeObjectURL(preview);
      setPending((p) => p.filter((x) => x.key !== key));
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setProblem(null);
    for (const file of files.slice(0, Math.max(0, free))) {
      const message = checkFileBeforeUpload(file);
      if (message) {
        setProblem(message);
        toast.error(IMAGE_UPLOAD_FAILED);
        continue;
      }
      void send(file);
    }
    if (files.length > free) setProblem(`At most ${MAX_PRODUCT_IMAGES} images`);
  }

  const move = (from: number, to: number) =>
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item !== undefined) next.splice(to, 0, item);
      return next;
    });

  const message = problem ?? error;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        Images{" "}
        <span className="font-normal text-slate-500">(up to 5; the first is the main image)</span>
      </legend>
      <ul className="flex flex-wrap gap-3" aria-label="Product images">
        {images.map((image, i) => (
          <li key={image} className="w-28">
            <input type="hidden" name="image" value={image} />
            <div className="relative h-28 w-28 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              <img
                src={mediaUrl(image, "thumb")}
                alt={`Product view ${i + 1}`}
                className="h-full w-full object-cover"
              />
              {i === 0 ? (
                <span className="absolute left-1 top-1 rounded bg-brand-800 px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">
                  Main
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => setImages((list) => list.filter((x) => x !== image))}
                aria-label={`Remove image ${i + 1}`}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-red-600 hover:text-white"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </div>
            <div className="mt-1 flex justify-between">
              <button
                type="button"
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={`Move image ${i + 1} earlier`}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => move(i, i + 1)}
                disabled={i === images.length - 1}
                aria-label={`Move image ${i + 1} later`}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={`pending-${p.key}`} className="w-28">
            <div className="h-28 w-28 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              <img
                src={p.preview}
                alt="Uploading preview"
                className="h-full w-full object-cover opacity-60"
              />
            </div>
            <label className="mt-1 block text-xs text-slate-600">
              Uploading...
              <progress
                value={p.progress}
                max={100}
                className="block h-1.5 w-full accent-accent-500"
              />
            </label>
          </li>
        ))}
        {free > 0 ? (
          <li className="w-28">
            <label
              htmlFor={`${id}-file`}
              className="flex h-28 w-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-center text-xs font-semibold text-slate-600 hover:border-brand-600 hover:text-brand-800"
            >
              <ImagePlus className="h-6 w-6" aria-hidden="true" />
              Add image
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={choose}
              className="sr-only"
              aria-describedby={message ? `${id}-problem` : undefined}
            />
          </li>
        ) : null}
      </ul>
      {message ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-600">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
