import { ArrowLeft, ArrowRight, ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_PRODUCT_IMAGES, PRODUCT_LIMITS } from "~/catalogue/product-schema";
import { uploadImage } from "~/media/admin/image-upload";
import { mediaUrl } from "~/media/media-url";
import { checkFileBeforeUpload } from "~/media/upload-rules";
import { toast } from "~/toasts/notify";

interface Pending {
  key: number;
  preview: string;
  progress: number;
}

const IMAGE_UPLOAD_FAILED = "Image upload failed";

interface Photo {
  id: string;
  alt: string;
}

/**
 * Up to MAX_PRODUCT_IMAGES product images (spec §3): upload through the media service with
 * a preview and progress; reorder by dragging or with the arrow buttons (and
 * their keyboard), make one the main image, replace one in place, and give
 * each a description (its alt text on the site). The first image is the
 * product's main image. The ids travel as repeated `image` fields, their
 * descriptions as `imageAlt` in the same order.
 */
export function ProductImages({
  initial,
  title,
  error,
}: {
  initial: Photo[];
  title: string;
  error?: string;
}) {
  const id = useId();
  const [images, setImages] = useState<Photo[]>(initial);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const c of running) c.abort();
    };
  }, []);
  const free = MAX_PRODUCT_IMAGES - images.length - pending.length;

  /** Uploads a file; `replace` puts it in that image's place, keeping its description. */
  async function send(file: File, replace?: string) {
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    aborts.current.add(controller);
    setPending((p) => [...p, { key, preview, progress: 0 }]);
    const progress = (percent: number) =>
      setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: percent } : x)));
    try {
      const result = await uploadImage(file, "products", progress, controller.signal);
      setImages((current) =>
        replace
          ? current.map((img) => (img.id === replace ? { ...img, id: result.public_id } : img))
          : [...current, { id: result.public_id, alt: "" }].slice(0, MAX_PRODUCT_IMAGES),
      );
      if (replace) setAnnouncement("Image replaced");
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

  /** Checks each file before sending it; `replace` takes the first file only. */
  function chosen(event: ChangeEvent<HTMLInputElement>, replace?: string) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    setProblem(null);
    const room = replace ? 1 : Math.max(0, free);
    for (const file of files.slice(0, room)) {
      const message = checkFileBeforeUpload(file);
      if (message) {
        setProblem(message);
        toast.error(IMAGE_UPLOAD_FAILED);
        continue;
      }
      void send(file, replace);
    }
    if (!replace && files.length > free) setProblem(`At most ${MAX_PRODUCT_IMAGES} images`);
  }

  /** Moves an image, says where it went, and keeps focus on the control that moved it. */
  const move = (from: number, to: number, focus?: string) => {
    if (to < 0 || to >= images.length || from === to) return;
    setImages((current) => {
      const next = [...current];
      const [item] = next.splice(from, 1);
      if (item !== undefined) next.splice(to, 0, item);
      return next;
    });
    setAnnouncement(
      to === 0
        ? `Image ${from + 1} is now the main image`
        : `Image ${from + 1} moved to place ${to + 1}`,
    );
    if (focus)
      requestAnimationFrame(() =>
        list.current?.querySelector<HTMLElement>(`[data-focus="${focus}-${to}"]`)?.focus(),
      );
  };

  const message = problem ?? error;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">
        Images{" "}
        <span className="font-normal text-slate-500">
          {`(up to ${MAX_PRODUCT_IMAGES}; the first is the main image)`}
        </span>
      </legend>
      <p className="text-xs text-slate-500">
        Drag a photo to reorder, or use its arrows. A description tells people who cannot see the
        photo what it shows (blank: the title).
      </p>
      <ul ref={list} className="flex flex-wrap gap-3" aria-label="Product images">
        {images.map((image, i) => (
          <li
            key={image.id}
            className={`w-36 rounded-lg ${dragging === i ? "opacity-50" : ""}`}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/plain", String(i));
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = Number(e.dataTransfer.getData("text/plain"));
              if (Number.isInteger(from)) move(from, i);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
            data-image={image.id}
          >
            <input type="hidden" name="image" value={image.id} />
            <div className="relative h-36 w-36 cursor-grab overflow-hidden rounded-lg border border-slate-200 bg-slate-50 active:cursor-grabbing">
              <img
                src={mediaUrl(image.id, "thumb")}
                alt={image.alt ? `Product view ${i + 1}: ${image.alt}` : `Product view ${i + 1}`}
                draggable={false}
                className="h-full w-full object-cover"
              />
              {i === 0 ? (
                <span className="absolute left-1 top-1 rounded bg-brand-800 px-1.5 py-0.5 text-[10px] font-bold uppercase text-white">
                  Main
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => move(i, 0)}
                  className="absolute left-1 top-1 rounded bg-white/90 px-1.5 py-0.5 text-[10px] font-bold uppercase text-brand-800 shadow hover:bg-brand-800 hover:text-white"
                >
                  Make main
                </button>
              )}
              <button
                type="button"
                onClick={() => {
                  setImages((current) => current.filter((x) => x.id !== image.id));
                  setAnnouncement(`Image ${i + 1} removed`);
                }}
                aria-label={`Remove image ${i + 1}`}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-red-600 hover:text-white"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </div>
            <div className="mt-1 flex items-center justify-between gap-1">
              <button
                type="button"
                onClick={() => move(i, i - 1, "earlier")}
                disabled={i === 0}
                data-focus={`earlier-${i}`}
                aria-label={`Move image ${i + 1} earlier`}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <label className="cursor-pointer rounded px-1.5 py-0.5 text-xs font-semibold text-slate-700 hover:bg-slate-100">
                Replace
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(e) => chosen(e, image.id)}
                  aria-label={`Replace image ${i + 1}`}
                  className="sr-only"
                />
              </label>
              <button
                type="button"
                onClick={() => move(i, i + 1, "later")}
                disabled={i === images.length - 1}
                data-focus={`later-${i}`}
                aria-label={`Move image ${i + 1} later`}
                className="rounded p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
            <label className="mt-1 block text-xs text-slate-600">
              Description of image {i + 1}
              <input
                type="text"
                name="imageAlt"
                value={image.alt}
                maxLength={PRODUCT_LIMITS.imageDescription}
                placeholder={title || "Product"}
                onChange={(e) => {
                  const alt = e.currentTarget.value;
                  setImages((current) =>
                    current.map((x) => (x.id === image.id ? { ...x, alt } : x)),
                  );
                }}
                className="mt-0.5 block w-full rounded border border-slate-300 px-1.5 py-1 text-xs text-slate-800"
              />
            </label>
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
              onChange={(e) => chosen(e)}
              className="sr-only"
              aria-describedby={message ? `${id}-problem` : undefined}
            />
          </li>
        ) : null}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {message ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-600">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
