import { describe, expect, it } from "vitest";
import { canonicalNumber, phraseTerm, readQuery, withoutRedundant } from "./search-text";

const canonicals = (text: string) =>
  readQuery(text).flatMap((p) => ("token" in p ? [p.token.canonical] : []));

describe("sizes in a query", () => {
  it.each([
    ["1.5hp", ["1.5hp"]],
    ["1.5 hp", ["1.5hp"]],
    ["1.5 HP", ["1.5hp"]],
    ["1.5HP", ["1.5hp"]],
    ["1.5 H.P.", ["1.5hp"]],
    ["1.50 hp", ["1.5hp"]],
    [".5hp", ["0.5hp"]],
    ["0.5 hp", ["0.5hp"]],
    ["single phase", ["1ph"]],
    ["1 phase", ["1ph"]],
    ["1-phase", ["1ph"]],
    ["3ph", ["3ph"]],
    ["three phase motor", ["3ph"]],
    ["60 lpm", ["60lpm"]],
    ["60LPM", ["60lpm"]],
    ["1.1 kw", ["1.1kw"]],
    ["1.1kW", ["1.1kw"]],
    ["230V", ["230v"]],
    ["4 inch", ["4inch"]],
    ['4"', ["4inch"]],
    ["50 mm", ["50mm"]],
    ["45m head", ["45m"]],
    ["submersible 1.5hp single phase", ["1.5hp", "1ph"]],
  ])("%s reads as %j", (text, expected) => {
    expect(canonicals(text)).toEqual(expected);
  });

  it.each([["pump"], ["model 0421"], ["098765"], ["hp"], ["1.5"], ["x1.5hp"], ["2hpx"]])(
    "%s has no size in it",
    (text) => {
      expect(canonicals(text)).toEqual([]);
    },
  );

  it("writes numbers one way", () => {
    expect(canonicalNumber(".5")).toBe("0.5");
    expect(canonicalNumber("1.50")).toBe("1.5");
    expect(canonicalNumber("01")).toBe("1");
  });
});

describe("the phrase term", () => {
  it("keeps the typed text first, then the spellings titles use", () => {
    const term = phraseTerm("1.5HP");
    expect(term[0]).toBe("1.5hp");
    expect(term).toEqual(expect.arrayContaining(["1.5 hp", "1.5hp", "1.5 h.p"]));
  });

  it("spells the text around a size as typed", () => {
    expect(phraseTerm("Jet 1hp pump")).toEqual(expect.arrayContaining(["jet 1 hp pump"]));
  });

  it("gives half a horsepower its fraction too", () => {
    expect(phraseTerm(".5hp")).toEqual(expect.arrayContaining(["0.5 hp", "½ hp"]));
    // ".5 hp" would also be found inside "1.5 hp".
    expect(phraseTerm(".5hp")).not.toContain(".5 hp");
    expect(phraseTerm(".5hp")).not.toContain(".5hp");
  });

  it("stays short with several sizes", () => {
    expect(phraseTerm("1.5hp 1ph 60lpm 230v").length).toBeLessThanOrEqual(17);
  });

  it("leaves out spellings that hold another one", () => {
    // A title with "motor 10 h.p." also has "motor 10 h.p".
    expect(phraseTerm("motor 10 h.p.")).not.toContain("motor 10 h.p.");
    expect(phraseTerm("motor 10 h.p.")).toContain("motor 10 h.p");
    expect(withoutRedundant(["ab", "xaby", "cd"])).toEqual(["ab", "cd"]);
  });

  it("is the text itself when it has no size", () => {
    expect(phraseTerm("  Submersible   PUMP ")).toEqual(["submersible pump"]);
  });
});
