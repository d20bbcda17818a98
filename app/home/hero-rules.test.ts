import { describe, expect, it } from "vitest";
import {
  HERO_CACHE_LIFETIME_MS,
  type HeroSlide,
  heroSlidesFrom,
  isCacheFresh,
  isEagerSlide,
  nextIndex,
  parseCacheTime,
  parseHeroRecord,
  parseLoadedImages,
  parseStoredSlides,
  planHeroStart,
  preloadDelay,
  sameSources,
  shouldReplace,
} from "./hero-rules";

const slides = (...ids: string[]): HeroSlide[] =>
  heroSlidesFrom(ids.map((id) => ({ id, width: 1600, height: 900, placeholder: "data:x" })));

describe("heroSlidesFrom", () => {
  it("points at the 1920×800 hero image and its 40×20 placeholder", () => {
    expect(slides("abc")).toEqual([
      {
        id: "abc",
        name: "Slide 1",
        src: "/media/hero/abc",
        placeholder: "/media/hero-lq/abc",
        width: 1920,
        height: 800,
      },
    ]);
  });
});

describe("slide names (spec §3 derived hero slide)", () => {
  it("are 'Slide N' by position", () => {
    expect(slides("a", "b", "c").map((s) => s.name)).toEqual(["Slide 1", "Slide 2", "Slide 3"]);
  });

  it("are given to a list stored before slides had names", () => {
    const old = [{ id: "x", src: "/media/hero/x", placeholder: "p", width: 1920, height: 800 }];
    expect(parseStoredSlides(JSON.stringify([...old, { ...old[0], id: "y" }]))).toEqual([
      { ...old[0], name: "Slide 1" },
      { ...old[0], id: "y", name: "Slide 2" },
    ]);
  });
});

describe("isCacheFresh", () => {
  const now = 1_700_000_000_000;
  it("is fresh for under one hour", () => {
    expect(isCacheFresh(now, now)).toBe(true);
    expect(isCacheFresh(now - HERO_CACHE_LIFETIME_MS + 1, now)).toBe(true);
  });
  it("is stale at one hour or more, with no time, or with a time in the future", () => {
    expect(HERO_CACHE_LIFETIME_MS).toBe(3_600_000);
    expect(isCacheFresh(now - HERO_CACHE_LIFETIME_MS, now)).toBe(false);
    expect(isCacheFresh(null, now)).toBe(false);
    expect(isCacheFresh(now + 1000, now)).toBe(false);
  });
});

describe("replace-when-different", () => {
  it("compares by src, length and order", () => {
    expect(sameSources(slides("a", "b"), slides("a", "b"))).toBe(true);
    expect(sameSources(slides("a", "b"), slides("b", "a"))).toBe(false);
    expect(sameSources(slides("a", "b"), slides("a", "b", "c"))).toBe(false);
    expect(sameSources([], [])).toBe(true);
  });
  it("replaces only with a different, non-empty list", () => {
    expect(shouldReplace(slides("a"), slides("b"))).toBe(true);
    expect(shouldReplace(slides("a", "b"), slides("b", "a"))).toBe(true);
    expect(shouldReplace([], slides("a"))).toBe(true);
    expect(shouldReplace(slides("a"), slides("a"))).toBe(false);
    expect(shouldReplace(slides("a"), [])).toBe(false);
  });
});

describe("timing and loading", () => {
  it("loops to the first slide after the last", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
  it("staggers preloads 200 ms per index from cache and 150 ms after a fetch", () => {
    expect([1, 2, 4].map((i) => preloadDelay(i, "cache"))).toEqual([200, 400, 800]);
    expect([1, 2, 4].map((i) => preloadDelay(i, "fetch"))).toEqual([150, 300, 600]);
  });
  it("loads the first two eagerly and the rest lazily", () => {
    expect([0, 1, 2, 3, 4].map(isEagerSlide)).toEqual([true, true, false, false, false]);
  });
});

describe("planHeroStart", () => {
  const now = 1_700_000_000_000;
  const fresh = now - 60_000;
  const stale = now - HERO_CACHE_LIFETIME_MS;
  it("fetches when nothing is stored", () => {
    expect(planHeroStart({ rendered: slides("a"), stored: null, cacheTime: fresh, now })).toEqual({
      slides: slides("a"),
      fetch: true,
    });
  });
  it("skips the fetch when the stored list is the rendered one and fresh", () => {
    const plan = planHeroStart({
      rendered: slides("a"),
      stored: slides("a"),
      cacheTime: fresh,
      now,
    });
    expect(plan).toEqual({ slides: slides("a"), fetch: false });
    expect(
      planHeroStart({ rendered: slides("a"), stored: slides("a"), cacheTime: stale, now }).fetch,
    ).toBe(true);
  });
  it("shows stored slides at once when the server rendered none", () => {
    expect(
      planHeroStart({ rendered: [], stored: slides("a", "b"), cacheTime: fresh, now }),
    ).toEqual({ slides: slides("a", "b"), fetch: false });
    expect(planHeroStart({ rendered: [], stored: slides("a"), cacheTime: null, now }).fetch).toBe(
      true,
    );
  });
  it("keeps the server's newer list over a different stored one and asks again", () => {
    expect(
      planHeroStart({ rendered: slides("new"), stored: slides("old"), cacheTime: fresh, now }),
    ).toEqual({ slides: slides("new"), fetch: true });
  });
});

describe("parsing storage and the network answer", () => {
  it("reads stored slides or nothing", () => {
    expect(parseStoredSlides(JSON.stringify(slides("a")))).toEqual(slides("a"));
    expect(parseStoredSlides(null)).toBeNull();
    expect(parseStoredSlides("{not json")).toBeNull();
    expect(parseStoredSlides(JSON.stringify([{ src: "/x" }]))).toBeNull();
  });
  it("reads the loaded-image map, keeping only true entries", () => {
    expect(parseLoadedImages(JSON.stringify({ "/a": true, "/b": false, "/c": 1 }))).toEqual({
      "/a": true,
    });
    expect(parseLoadedImages("[1]")).toEqual({});
    expect(parseLoadedImages(null)).toEqual({});
  });
  it("reads the cache time", () => {
    expect(parseCacheTime("1700000000000")).toBe(1_700_000_000_000);
    expect(parseCacheTime("soon")).toBeNull();
    expect(parseCacheTime("")).toBeNull();
    expect(parseCacheTime(null)).toBeNull();
  });
  it("accepts a record or no record and refuses anything else", () => {
    expect(parseHeroRecord({ time: { seconds: 5 }, slides: slides("a") })).toEqual({
      time: { seconds: 5 },
      slides: slides("a"),
    });
    expect(parseHeroRecord({ time: null, slides: [] })).toEqual({ time: null, slides: [] });
    expect(parseHeroRecord({ time: { seconds: "5" }, slides: [] })).toBeNull();
    expect(parseHeroRecord({ slides: "a" })).toBeNull();
    expect(parseHeroRecord(null)).toBeNull();
  });
});
