import type { ImageRef } from "~/media/image-ref";
import { mediaUrl } from "~/media/media-url";
import { variants } from "~/media/variants";

/**
 * The home hero slideshow's rules (spec §2 "Hero slideshow behaviour", §9),
 * kept pure so they are unit-tested apart from React and the browser.
 */
export const HERO_AUTOPLAY_MS = 8000;
export const HERO_CACHE_LIFETIME_MS = 60 * 60 * 1000;
export const HERO_FETCH_TIMEOUT_MS = 10_000;
export const HERO_RESTART_DELAY_MS = 100;
const HERO_EAGER_COUNT = 2;
export const HERO_STAGGER_MS = { cache: 200, fetch: 150 } as const;
export const HERO_KEYS = {
  slides: "heroSlides",
  loaded: "heroLoadedImages",
  cacheTime: "heroCacheTime",
} as const;

export interface HeroSlide {
  id: string;
  /** The spec's derived slide name, "Slide N": the slide's accessible name (its image's alt). */
  name: string;
  /** The full 1920×800 image; the slideshow compares lists by this. */
  src: string;
  /** The 40×20 blurred stand-in shown until `src` has loaded. */
  placeholder: string;
  width: number;
  height: number;
}

/** What GET /api/hero-slides answers: the newest home record, or none. */
export interface HeroRecord {
  time: { seconds: number } | null;
  slides: HeroSlide[];
}

export type LoadedImages = Record<string, true>;

const slideName = (index: number) => `Slide ${index + 1}`;

export function heroSlidesFrom(images: ImageRef[]): HeroSlide[] {
  return images.map((image, i) => ({
    id: image.id,
    name: slideName(i),
    src: mediaUrl(image.id, "hero"),
    placeholder: mediaUrl(image.id, "hero-lq"),
    width: variants.hero.width,
    height: variants.hero.height,
  }));
}

export function isCacheFresh(cacheTime: number | null, now: number): boolean {
  if (cacheTime === null) return false;
  const age = now - cacheTime;
  // A cache time in the future means a wrong clock: trust it no more than an old one.
  return age >= 0 && age < HERO_CACHE_LIFETIME_MS;
}

/** Same list by src: same length, same order. */
export function sameSources(a: readonly HeroSlide[], b: readonly HeroSlide[]): boolean {
  return a.length === b.length && a.every((slide, i) => slide.src === b[i]?.src);
}

/** A new list replaces the shown one only when it has slides and differs by src. */
export function shouldReplace(current: readonly HeroSlide[], incoming: readonly HeroSlide[]) {
  return incoming.length > 0 && !sameSources(current, incoming);
}

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export function preloadDelay(index: number, source: keyof typeof HERO_STAGGER_MS): number {
  return index * HERO_STAGGER_MS[source];
}

export function isEagerSlide(index: number): boolean {
  return index < HERO_EAGER_COUNT;
}

/**
 * What to show on start and whether to ask the server. Stored slides show at
 * once and a fresh cache skips the fetch. Our server already rendered the
 * newest list, so a stored list that differs from it is not trusted as fresh:
 * the server's list stays and the fetch settles which is newest.
 */
export function planHeroStart(input: {
  rendered: HeroSlide[];
  stored: HeroSlide[] | null;
  cacheTime: number | null;
  now: number;
}): { slides: HeroSlide[]; fetch: boolean } {
  const { rendered, stored, cacheTime, now } = input;
  const fresh = isCacheFresh(cacheTime, now);
  if (!stored || stored.length === 0) return { slides: rendered, fetch: true };
  if (rendered.length === 0) return { slides: stored, fetch: !fresh };
  if (sameSources(stored, rendered)) return { slides: rendered, fetch: !fresh };
  return { slides: rendered, fetch: true };
}

/** A slide as stored or sent; lists stored before slides had names lack `name`. */
function isSlide(value: unknown): value is Omit<HeroSlide, "name"> & { name?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.src === "string" &&
    typeof v.placeholder === "string" &&
    typeof v.width === "number" &&
    typeof v.height === "number"
  );
}

/** A slide list from storage or the network; null when it is not one. Slides are named by position. */
function toSlides(value: unknown): HeroSlide[] | null {
  if (!Array.isArray(value) || !value.every(isSlide)) return null;
  return value.map((slide, i) => ({ ...slide, name: slideName(i) }));
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function parseStoredSlides(raw: string | null): HeroSlide[] | null {
  return toSlides(parseJson(raw));
}

export function parseLoadedImages(raw: string | null): LoadedImages {
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const loaded: LoadedImages = {};
  for (const [src, ok] of Object.entries(value)) if (ok === true) loaded[src] = true;
  return loaded;
}

export function parseCacheTime(raw: string | null): number | null {
  if (raw === null || raw.trim() === "") return null;
  const time = Number(raw);
  return Number.isFinite(time) ? time : null;
}

/** The network answer, or null for anything that is not a HeroRecord. */
export function parseHeroRecord(value: unknown): HeroRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  const slides = toSlides(v.slides);
  if (!slides) return null;
  const time = v.time as { seconds?: unknown } | null | undefined;
  if (time === null || time === undefined) return { time: null, slides };
  return typeof time.seconds === "number" ? { time: { seconds: time.seconds }, slides } : null;
}
