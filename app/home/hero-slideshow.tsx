import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { preload as preloadResource } from "react-dom";
import {
  HERO_AUTOPLAY_MS,
  HERO_FETCH_TIMEOUT_MS,
  HERO_KEYS,
  HERO_RESTART_DELAY_MS,
  type HeroSlide,
  isEagerSlide,
  type LoadedImages,
  nextIndex,
  parseCacheTime,
  parseHeroRecord,
  parseLoadedImages,
  parseStoredSlides,
  planHeroStart,
  preloadDelay,
  shouldReplace,
} from "~/home/hero-rules";
import { m } from "~/i18n/paraglide/messages.js";
import { fillSrcSet, heroPortraitSrcSet } from "~/media/media-url";
import { Icon } from "~/ui/icon";

/**
 * Phones get a 3:4 crop, wider screens the 2.4:1 hero in the width they need:
 * a phone never downloads the 1920-px image (`src`, kept as the fallback).
 */
const PHONE = "(max-width: 639px)";
const WIDE = "(min-width: 640px)";
/** The hero box is 440–600 px tall: its 2.4:1 image, cropped to cover, is drawn wider than the screen. */
const SIZES = "100vw";
const WIDE_SIZES = "(min-width: 1280px) max(100vw, 1440px), max(100vw, 1250px)";

/** The sources a slide is drawn from, for <picture> and for preloads. */
function sources(slide: HeroSlide) {
  return { phone: heroPortraitSrcSet(slide.id), wide: fillSrcSet(slide.id, "hero") ?? slide.src };
}

/**
 * Images being preloaded, shared by every mount so a revisit does not start
 * them again; cleared when a new slide list replaces the old one.
 */
const inflight = new Map<string, HTMLImageElement>();

function preload(slide: HeroSlide, onLoad: (src: string) => void) {
  const src = slide.src;
  if (inflight.has(src)) return;
  const img = new window.Image();
  img.onload = () => onLoad(src);
  // The size the slide's <picture> will pick, not the 1920-px fallback.
  const { phone, wide } = sources(slide);
  const onPhone = window.matchMedia(PHONE).matches;
  img.sizes = onPhone ? SIZES : WIDE_SIZES;
  img.srcset = onPhone ? phone : wide;
  img.src = src;
  inflight.set(src, img);
}

function clearInflight() {
  for (const img of inflight.values()) img.onload = null;
  inflight.clear();
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    // Spec §8: a failed browser-storage write is only logged.
    console.warn(`Could not store ${key}`, error);
  }
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The home page's full-width hero (spec §2): fading slides with dots below,
 * autoplay, a one-hour browser cache of the newest home image set. The server
 * renders the first slide (the page's largest paint); this takes over after
 * hydration. `children` is the headline laid over the images.
 *
 * It follows the WAI-ARIA carousel pattern: a region described as a carousel,
 * each slide a group described as a slide and named by its image ("Slide N",
 * spec §3), a rotation control that stops and starts autoplay, slide pickers
 * (the dots) that control the slides, and a live region that stays quiet while
 * the slides rotate by themselves. Autoplay does not pause on hover or focus:
 * the spec's dot behaviour (restart 100 ms after a click) rules that out, so
 * the rotation control is the way to stop it.
 */
export function HeroSlideshow({
  slides: rendered,
  children,
}: {
  slides: HeroSlide[];
  children?: ReactNode;
}) {
  const [slides, setSlides] = useState(rendered);
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<LoadedImages>({});
  // Slides that may load: the eager two, the current one and any preloaded.
  const [shown, setShown] = useState<Record<string, true>>({});
  const [ready, setReady] = useState(false);
  // The carousel pattern's rotation control: stopped by the visitor until they start it again.
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(stopped);
  stoppedRef.current = stopped;
  const slidesId = useId();
  const slidesRef = useRef(slides);
  slidesRef.current = slides;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const initial = useRef(rendered);
  const interval = useRef<ReturnType<typeof setInterval>>(undefined);
  const restart = useRef<ReturnType<typeof setTimeout>>(undefined);

  const markLoaded = useCallback((src: string) => {
    if (loadedRef.current[src]) return;
    const next: LoadedImages = { ...loadedRef.current, [src]: true };
    loadedRef.current = next;
    setLoaded(next);
    setShown((s) => ({ ...s, [src]: true }));
    writeStorage(HERO_KEYS.loaded, JSON.stringify(next));
  }, []);

  const preloadSlide = useCallback(
    (slide: HeroSlide | undefined) => {
      if (!slide) return;
      setShown((s) => (s[slide.src] ? s : { ...s, [slide.src]: true }));
      preload(slide, markLoaded);
    },
    [markLoaded],
  );

  const stop = useCallback(() => {
    clearInterval(interval.current);
    clearTimeout(restart.current);
    interval.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    if (slidesRef.current.length < 2 || stoppedRef.current) return;
    interval.current = setInterval(
      () => setIndex((i) => nextIndex(i, slidesRef.current.length)),
      HERO_AUTOPLAY_MS,
    );
  }, [stop]);

  // Take over from the server render: stored slides, cache freshness, fetch.
  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const staggerPreloads = (list: HeroSlide[], source: "cache" | "fetch") => {
      list.forEach((slide, i) => {
        if (i > 0) timers.push(setTimeout(() => preloadSlide(slide), preloadDelay(i, source)));
      });
    };
    const plan = planHeroStart({
      rendered: initial.current,
      stored: parseStoredSlides(readStorage(HERO_KEYS.slides)),
      cacheTime: parseCacheTime(readStorage(HERO_KEYS.cacheTime)),
      now: Date.now(),
    });
    let current = plan.slides;
    if (shouldReplace(slidesRef.current, current)) {
      setSlides(current);
      setIndex(0);
    }
    const stored = parseLoadedImages(readStorage(HERO_KEYS.loaded));
    loadedRef.current = { ...stored, ...loadedRef.current };
    setLoaded(loadedRef.current);
    setShown((s) => ({ ...s, ...stored }));

    if (!plan.fetch) {
      setReady(true);
      staggerPreloads(current, "cache");
      return () => timers.forEach(clearTimeout);
    }
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), HERO_FETCH_TIMEOUT_MS);
    let unmounted = false;
    (async () => {
      try {
        const response = await fetch("/api/hero-slides", {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const record = parseHeroRecord(await response.json());
        if (!record) throw new Error("Unexpected hero slides answer");
        if (record.slides.length === 0) return; // No home record: keep what shows.
        if (shouldReplace(current, record.slides)) {
          current = record.slides;
          clearInflight();
          loadedRef.current = {};
          setLoaded({});
          setShown({});
          setSlides(current);
          setIndex(0);
          writeStorage(HERO_KEYS.loaded, "{}");
        }
        writeStorage(HERO_KEYS.slides, JSON.stringify(current));
        writeStorage(HERO_KEYS.cacheTime, String(Date.now()));
      } catch (error) {
        if (!unmounted) console.warn("Could not fetch the hero slides", error);
      } finally {
        clearTimeout(timeout);
        if (!unmounted) {
          setReady(true);
          staggerPreloads(current, "fetch");
        }
      }
    })();
    return () => {
      unmounted = true;
      controller.abort();
      clearTimeout(timeout);
      timers.forEach(clearTimeout);
    };
  }, [preloadSlide]);

  // Autoplay, stopped while the page is hidden.
  const count = slides.length;
  useEffect(() => {
    if (count === 0) return;
    if (document.visibilityState !== "hidden") start();
    const onVisibility = () => (document.visibilityState === "hidden" ? stop() : start());
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      stop();
    };
  }, [count, start, stop]);

  // Keep the next image ready before it fades in.
  useEffect(() => {
    if (count > 1) preloadSlide(slidesRef.current[nextIndex(index, count)]);
  }, [index, count, preloadSlide]);

  const goTo = (i: number) => {
    stop();
    setIndex(i);
    preloadSlide(slides[i]);
    restart.current = setTimeout(start, HERO_RESTART_DELAY_MS);
  };

  const toggleRotation = () => {
    stoppedRef.current = !stopped;
    setStopped(!stopped);
    if (stoppedRef.current) stop();
    else start();
  };

  const active = Math.min(index, Math.max(0, count - 1));
  const frame = (
    <div className="relative isolate overflow-hidden">
      {count > 0 ? (
        // Rotating slides are not announced; once stopped, a change of slide is.
        <div
          id={slidesId}
          aria-live={stopped || count < 2 ? "polite" : "off"}
          className="absolute inset-0 -z-10"
        >
          {slides.map((slide, i) => (
            <Slide
              key={slide.src}
              slide={slide}
              position={i}
              active={i === active}
              visible={i === active || isEagerSlide(i) || Boolean(shown[slide.src])}
              loaded={Boolean(loaded[slide.src])}
              onLoad={markLoaded}
            />
          ))}
        </div>
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/60 to-brand-950/10" />
      {children}
    </div>
  );
  // Spec: nothing of the slideshow renders while there are no slides.
  if (count === 0) return <div className="bg-brand-950">{frame}</div>;
  const first = rendered[0];
  // The first slide is the page's largest paint. React writes these preloads at
  // the top of <head>, ahead of the scripts; a <link> in the body would only be
  // found after the header and the inline stylesheet.
  if (first) {
    const { phone, wide } = sources(first);
    const high = { as: "image", fetchPriority: "high" } as const;
    preloadResource(first.src, { ...high, imageSrcSet: phone, imageSizes: SIZES, media: PHONE });
    preloadResource(first.src, { ...high, imageSrcSet: wide, imageSizes: WIDE_SIZES, media: WIDE });
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.home_highlights()}
      data-hero
      data-ready={ready ? "true" : undefined}
      className="bg-brand-950"
    >
      {frame}
      <div className="flex h-11 items-center justify-center gap-1">
        {count > 1 ? (
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={stopped ? m.home_slideshow_start() : m.home_slideshow_stop()}
            onClick={toggleRotation}
            className="mr-2 grid h-8 w-8 place-items-center rounded-full text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            {stopped ? (
              <Icon name="play" className="h-4 w-4" />
            ) : (
              <Icon name="pause" className="h-4 w-4" />
            )}
          </button>
        ) : null}
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            aria-label={m.home_go_to_slide({ n: i + 1 })}
            aria-controls={slidesId}
            aria-current={i === active ? "true" : undefined}
            onClick={() => goTo(i)}
            className="group grid h-8 w-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <span
              className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                i === active ? "w-7 bg-accent-400" : "w-2.5 bg-white/50 group-hover:bg-white/80"
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function Slide({
  slide,
  position,
  active,
  visible,
  loaded,
  onLoad,
}: {
  slide: HeroSlide;
  position: number;
  active: boolean;
  visible: boolean;
  loaded: boolean;
  onLoad: (src: string) => void;
}) {
  const eager = isEagerSlide(position);
  const imageId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
    <div
      role="group"
      aria-roledescription="slide"
      aria-labelledby={imageId}
      aria-hidden={active ? undefined : true}
      data-active={active ? "true" : undefined}
      className={`absolute inset-0 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
        active ? "opacity-100" : "opacity-0"
      } ${visible ? "" : "hidden"}`}
    >
      {loaded ? null : (
        <img
          src={slide.placeholder}
          alt=""
          aria-hidden="true"
          data-hero-placeholder
          width={40}
          height={20}
          loading={eager ? "eager" : "lazy"}
          // Not preloaded in <head>: the first slide's own image goes first.
          fetchPriority="low"
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-2xl"
        />
      )}
      <picture>
        <source media={PHONE} srcSet={sources(slide).phone} sizes={SIZES} />
        <img
          src={slide.src}
          srcSet={sources(slide).wide}
          sizes={WIDE_SIZES}
          id={imageId}
          alt={slide.name}
          data-hero-image
          width={slide.width}
          height={slide.height}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={position === 0 ? "high" : undefined}
          decoding={position === 0 ? "sync" : "async"}
          onLoad={() => onLoad(slide.src)}
          ref={(el) => {
            // The server-rendered image may finish before hydration attaches onLoad.
            if (el?.complete && el.naturalWidth > 0) onLoad(slide.src);
          }}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </picture>
    </div>
  );
}
