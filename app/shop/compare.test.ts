import { describe, expect, it } from "vitest";
import { addToCompareHref, compareHref, compareRows, parseCompare, unknownNote } from "./compare";

const parse = (qs: string) => parseCompare(new URLSearchParams(qs));

describe("the comparison in the URL", () => {
  it("reads ids in order, once each, comma-separated or repeated", () => {
    expect(parse("ids=a,b&ids=c,a")).toEqual({
      ids: ["a", "b", "c"],
      onlyDifferences: false,
      notes: [],
    });
    expect(parse("ids=a,b&diff=1").onlyDifferences).toBe(true);
    expect(parse("")).toEqual({ ids: [], onlyDifferences: false, notes: [] });
  });

  it("keeps the first four of more, and drops what cannot be an id, saying so", () => {
    const r = parse("ids=a,b,c,d,e,f");
    expect(r.ids).toEqual(["a", "b", "c", "d"]);
    expect(r.notes).toEqual([
      "Up to 4 products can be compared at once: showing the first 4 of the 6 chosen.",
    ]);
    expect(parse("ids=a,<script>,b").notes).toEqual([
      "One product link was not a product id and was left out.",
    ]);
  });

  it("writes links that add and remove", () => {
    expect(compareHref([])).toBe("/compare");
    expect(compareHref(["a", "b"], true)).toBe("/compare?ids=a,b&diff=1");
    expect(addToCompareHref(["a"], "b")).toBe("/compare?ids=a,b");
    expect(addToCompareHref(["a", "b"], "a")).toBe("/compare?ids=a,b");
    expect(addToCompareHref(["a", "b", "c", "d"], "e")).toBe("/compare?ids=b,c,d,e");
  });

  it("names unknown ids", () => {
    expect(unknownNote([])).toBeNull();
    expect(unknownNote(["gone"])).toBe(
      "We have no product “gone” (it may have been removed), so it was left out.",
    );
  });
});

describe("the table's rows", () => {
  it("has a row for every field any product has, marking those that differ", () => {
    const rows = compareRows([
      [
        { key: "power", label: "Power", value: "1 HP (0.75 kW)" },
        { key: "phase", label: "Phase", value: "Single phase" },
      ],
      [
        { key: "power", label: "Power", value: "1.5 HP (1.1 kW)" },
        { key: "phase", label: "Phase", value: "Single phase" },
        { key: "stages", label: "Stages", value: "15" },
      ],
    ]);
    expect(rows).toEqual([
      {
        key: "power",
        label: "Power",
        values: ["1 HP (0.75 kW)", "1.5 HP (1.1 kW)"],
        differs: true,
      },
      { key: "phase", label: "Phase", values: ["Single phase", "Single phase"], differs: false },
      { key: "stages", label: "Stages", values: [null, "15"], differs: true },
    ]);
  });
});
