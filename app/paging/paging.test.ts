import { describe, expect, it } from "vitest";
import { z } from "~/forms/zod";
import { pageField } from "./page-field";
import { MAX_PAGE, readPage } from "./page-number";
import { paginate, showPage } from "./paginate.server";

describe("the page a listing's address asks for", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["abc", 1],
    ["-3", 1],
    ["0", 1],
    ["2", 2],
    ["2.9", 2],
    [String(MAX_PAGE + 5), MAX_PAGE],
  ])("%j is page %i", (raw, page) => {
    expect(readPage(raw)).toBe(page);
  });

  it("is never a refusal in a filter schema, with or without the key", () => {
    const schema = z.object({ page: pageField });
    expect(schema.parse({})).toEqual({ page: 1 });
    expect(schema.parse({ page: "7" })).toEqual({ page: 7 });
    expect(schema.parse({ page: ["x"] })).toEqual({ page: 1 });
  });
});

describe("paginate", () => {
  const rows = Array.from({ length: 23 }, (_, i) => i);
  const list = (page: number) =>
    paginate({
      count: async () => rows.length,
      page,
      size: 10,
      rows: async (limit, offset) => rows.slice(offset, offset + limit),
    });

  it("counts pages and loads the asked one", async () => {
    expect(await list(2)).toEqual({
      items: rows.slice(10, 20),
      total: 23,
      page: 2,
      pageCount: 3,
    });
  });

  it("moves a page past the end to the last, and below 1 to the first", async () => {
    expect((await list(9)).page).toBe(3);
    expect((await list(9)).items).toEqual([20, 21, 22]);
    expect((await list(0)).page).toBe(1);
  });

  it("has one page when there is nothing", async () => {
    const empty = await paginate({
      count: async () => "0",
      page: 4,
      size: 10,
      rows: async () => [],
    });
    expect(empty).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("shows a page's rows as the list shows them, keeping where the page sits", async () => {
    const found = await paginate({
      count: async () => 25,
      page: 3,
      size: 10,
      rows: async (limit, offset) =>
        Array.from({ length: Math.min(limit, 25 - offset) }, (_, i) => offset + i),
    });
    expect(showPage(found, (n) => `row ${n}`)).toEqual({
      items: ["row 20", "row 21", "row 22", "row 23", "row 24"],
      total: 25,
      page: 3,
      pageCount: 3,
    });
  });
});
