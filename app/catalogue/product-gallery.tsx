import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import type { ImageRef } from "~/media/image-ref";
import { fullImagePath } from "~/seo/seo";
import { Icon } from "~/ui/icon";
import { Magnifier } from "./magnifier";

/** Spec §2: the product gallery shows up to 4 thumbnails. */
const GALLERY_THUMBNAILS = 4;

/**
 * Main product image with a hover magnifier and up to four thumbnails. Without
 * JavaScript each thumbnail is a `?image=N` link the server renders; with it a
 * click swaps the image in place (no navigation) and keeps the URL in step.
 * The main image sits in a fixed square, so switching never moves the page.
 */
export function ProductGallery({
  images,
  title,
  initial,
}: {
  images: ImageRef[];
  title: string;
  initial: number;
}) {
  const thumbs = images.slice(0, GALLERY_THUMBNAILS);
  const clamp = (i: number) => Math.min(Math.max(0, i), Math.max(0, thumbs.length - 1));
  const [selected, setSelected] = useState(() => clamp(initial));
  const main = thumbs[selected];
  // Marks the gallery interactive (tests and styles can tell hydrated from server HTML).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const choose = (e: React.MouseEvent, i: number) => {
    // Let modified clicks open the server-rendered URL in a new tab as usual.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    setSelected(i);
    const url = new URL(window.location.href);
    if (i === 0) url.searchParams.delete("image");
    else url.searchParams.set("image", String(i));
    // Keep React Router's history state so back/forward still work.
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <div data-live={live ? "" : undefined}>
      <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white">
        {main ? (
          <Magnifier src={fullImagePath(main.id)} ratio={main.width / Math.max(1, main.height)}>
            <a
              href={fullImagePath(main.id)}
              target="_blank"
              rel="noopener"
              className="block h-full w-full cursor-zoom-in"
              aria-label={m.product_open_image({ n: selected + 1, title })}
            >
              <Image
                key={main.id}
                image={main}
                variant="product"
                alt={main.alt || title}
                priority
                sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, calc(100vw - 2rem)"
                className="h-full w-full object-contain"
              />
            </a>
          </Magnifier>
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-50 text-slate-600">
            <Icon name="image-off" className="h-12 w-12" />
            <span className="text-sm">{m.product_no_image()}</span>
          </div>
        )}
      </div>
      {thumbs.length > 1 ? (
        <ul className="mt-3 grid max-w-md grid-cols-4 gap-3" aria-label={m.product_images()}>
          {thumbs.map((img, i) => (
            <li key={img.id}>
              <a
                href={`?image=${i}`}
                onClick={(e) => choose(e, i)}
                aria-label={m.product_show_image({ n: i + 1 })}
                aria-current={i === selected ? "true" : undefined}
                className={`block aspect-square overflow-hidden rounded-lg border-2 bg-white ${
                  i === selected ? "border-brand-700" : "border-slate-200 hover:border-slate-400"
                }`}
              >
                <Image image={img} variant="thumb" alt="" className="h-full w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
