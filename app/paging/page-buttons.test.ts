import { describe, expect, it } from "vitest";
import { pageItems } from "./page-buttons";

describe("page buttons", () => {
  it("shows nothing for a single page and every page when there are few", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps seven slots with gaps when there are many", () => {
    expect(pageItems(1, 834)).toEqual([1, 2, 3, 4, 5, "gap", 834]);
    expect(pageItems(4, 834)).toEqual([1, 2, 3, 4, 5, "gap", 834]);
    expect(pageItems(5, 834)).toEqual([1, "gap", 4, 5, 6, "gap", 834]);
    expect(pageItems(400, 834)).toEqual([1, "gap", 399, 400, 401, "gap", 834]);
    expect(pageItems(831, 834)).toEqual([1, "gap", 830, 831, 832, 833, 834]);
    expect(pageItems(834, 834)).toEqual([1, "gap", 830, 831, 832, 833, 834]);
    expect(pageItems(9999, 8)).toEqual([1, "gap", 4, 5, 6, 7, 8]);
  });
});
