import { useEffect, useRef, useState } from "react";
import { useSite } from "~/config/use-site";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";

/** How long the map's host may take to answer before the static map stays. */
const MAP_PROBE_TIMEOUT_MS = 8000;

type MapState = "waiting" | "checking" | "embedded" | "unavailable";

/**
 * The map (spec §2 /contact). The server renders a static map and the address
 * as a link to Google Maps, so the page works offline and without JavaScript.
 * Once the map scrolls into view (IntersectionObserver) the browser asks the
 * map's host whether it can be reached and then lays the embedded map over
 * the picture; offline, or when the host does not answer, the static map and
 * the link stay. (A failed iframe still fires "load", so the host is asked
 * first: a no-cors HEAD request, allowed by the CSP's connect-src.)
 */
export function ContactMap() {
  const site = useSite();
  const box = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>("waiting");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const controller = new AbortController();
    const settle = (next: MapState) => {
      if (live) setState(next);
    };
    const load = () => {
      if (!navigator.onLine) return settle("unavailable");
      settle("checking");
      const timer = window.setTimeout(() => controller.abort(), MAP_PROBE_TIMEOUT_MS);
      fetch(site.mapEmbedUrl, {
        method: "HEAD",
        mode: "no-cors",
        credentials: "omit",
        cache: "no-store",
        signal: controller.signal,
      })
        .then(
          () => settle("embedded"),
          () => settle("unavailable"),
        )
        .finally(() => window.clearTimeout(timer));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "100px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      controller.abort();
    };
  }, [site.mapEmbedUrl]);

  const embedded = state === "embedded";
  return (
    <figure
      ref={box}
      data-map={state}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="relative h-64">
        <img
          src="/map.svg"
          alt={embedded ? "" : m.forms_map_of({ address: site.address })}
          width={640}
          height={320}
          className="h-full w-full object-cover"
        />
        {embedded ? (
          <iframe
            title={m.forms_map_of({ address: site.address })}
            src={site.mapEmbedUrl}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : null}
      </div>
      <figcaption className="flex items-start gap-2 p-3 text-sm">
        <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-800" />
        <span>
          <a
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline hover:text-brand-900"
          >
            {site.address}
          </a>
          <span className="block text-xs text-slate-500">
            {state === "unavailable" ? m.forms_map_failed() : m.forms_map_opens()}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
