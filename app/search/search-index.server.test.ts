import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  emptySet,
  firstPlaces,
  inSet,
  intersect,
  isEmpty,
  keySet,
  titlesContaining,
  unite,
} from "./search-index.server";

// Places are the products' order here: 0, 1, 2, …
const index = buildSearchIndex([
  { id: "a", title: "Openwell Pump 1 HP", search_key: " apnvl pnp 1hp 1 " },
  { id: "b", title: "Submersible Pump", search_key: " sbnrsbl pnp pnps " },
  { id: "c", title: "Jet Motor", search_key: " jt ntr " },
  { id: "d", title: "JET PUMP 1.5 HP", search_key: " jt pnp 1.5hp 1.5 " },
]);

const places = (set: Uint32Array) => firstPlaces(set, 100, new Set());

describe("search index: keys", () => {
  it("finds a whole key, or every key that starts with it", () => {
    expect(places(keySet(index, "pnp", true))).toEqual([0, 1, 3]);
    expect(places(keySet(index, "pn", true))).toEqual([]);
    expect(places(keySet(index, "pn", false))).toEqual([0, 1, 3]);
    expect(places(keySet(index, "1", true))).toEqual([0]);
    expect(places(keySet(index, "1", false))).toEqual([0, 3]);
    expect(places(keySet(index, "zz", false))).toEqual([]);
  });

  it("intersects and unites sets, and tells an empty one", () => {
    const jetPumps = intersect(keySet(index, "jt", true), keySet(index, "pnp", true));
    expect(places(jetPumps)).toEqual([3]);
    expect(places(unite(keySet(index, "ntr", true), keySet(index, "sbnrsbl", true)))).toEqual([
      1, 2,
    ]);
    expect(isEmpty(intersect(keySet(index, "ntr", true), keySet(index, "pnp", true)))).toBe(true);
    expect(isEmpty(emptySet(index))).toBe(true);
    expect(inSet(jetPumps, 3)).toBe(true);
    expect(inSet(jetPumps, 2)).toBe(false);
  });

  it("gives the first places in catalogue order, skipping those already shown", () => {
    const pumps = keySet(index, "pnp", true);
    expect(firstPlaces(pumps, 2, new Set())).toEqual([0, 1]);
    expect(firstPlaces(pumps, 2, new Set([0]))).toEqual([1, 3]);
  });

  it("keeps sets right past a word of 32 products", () => {
    const many = buildSearchIndex(
      Array.from({ length: 70 }, (_, i) => ({
        id: `p${i}`,
        title: `Pump ${i}`,
        search_key: i % 3 === 0 ? " pnp tri " : " pnp ",
      })),
    );
    const thirds = keySet(many, "tri", true);
    expect(places(thirds)).toEqual(Array.from({ length: 24 }, (_, i) => i * 3));
    expect(firstPlaces(keySet(many, "pnp", true), 5, new Set([0, 1, 33]))).toEqual([2, 3, 4, 5, 6]);
    expect(places(keySet(many, "pnp", true))).toHaveLength(70);
  });
});

describe("search index: titles", () => {
  const all = () => true;

  it("finds titles containing the text, ignoring case, in catalogue order", () => {
    expect(titlesContaining(index, ["jet"], 8, all)).toEqual([2, 3]);
    expect(titlesContaining(index, ["pump 1"], 8, all)).toEqual([0, 3]);
    expect(titlesContaining(index, ["sible pu"], 8, all)).toEqual([1]);
    expect(titlesContaining(index, ["pump 2"], 8, all)).toEqual([]);
  });

  it("reads text shorter than three characters from every title", () => {
    expect(titlesContaining(index, ["hp"], 8, all)).toEqual([0, 3]);
    expect(titlesContaining(index, ["z"], 8, all)).toEqual([]);
  });

  it("joins spellings, keeps what the caller accepts, and stops at the most asked", () => {
    expect(titlesContaining(index, ["1.5 hp", "1 hp"], 8, all)).toEqual([0, 3]);
    expect(titlesContaining(index, ["pump"], 8, (place) => place !== 0)).toEqual([1, 3]);
    expect(titlesContaining(index, ["pump", "motor"], 2, all)).toEqual([0, 1]);
  });

  it("holds titles in any script", () => {
    const gu = buildSearchIndex([{ id: "g", title: "સબમર્સિબલ પંપ", search_key: " sbnrsbl pnp " }]);
    expect(titlesContaining(gu, ["પંપ"], 8, all)).toEqual([0]);
    expect(titlesContaining(gu, ["સબમર્સિબલ"], 8, all)).toEqual([0]);
    expect(titlesContaining(gu, ["મોટર"], 8, all)).toEqual([]);
  });
});
