import { describe, expect, it } from "vitest";
import { decodePincodes, encodePincodes, NO_COORDINATE } from "./pincode-file";

const rows = [
  { pin: "380001", state: "GUJARAT", district: "Ahmadabad" },
  { pin: "360001", state: "GUJARAT", district: "Rajkot" },
  { pin: "360002", state: "GUJARAT", district: "Rajkot" },
  { pin: "110001", state: "DELHI", district: "New Delhi" },
];

describe("the PIN-code file", () => {
  it("writes tables, then PINs in order, each district only where it changes", () => {
    expect(encodePincodes(rows, ["a comment"])).toBe(
      [
        "# a comment",
        "S\tDELHI",
        "S\tGUJARAT",
        "D\t0\tNew Delhi",
        "D\t1\tAhmadabad",
        "D\t1\tRajkot",
        "110001\t0",
        "360001\t2",
        "360002",
        "380001\t1",
        "",
      ].join("\n"),
    );
  });

  it("reads back what it wrote", () => {
    const table = decodePincodes(encodePincodes(rows, []));
    expect(table.states).toEqual(["DELHI", "GUJARAT"]);
    expect(Array.from(table.pins)).toEqual([110001, 360001, 360002, 380001]);
    const names = Array.from(table.districtOf, (d) => table.districts[d]?.name);
    expect(names).toEqual(["New Delhi", "Rajkot", "Rajkot", "Ahmadabad"]);
  });

  it("writes each coordinate as the step from the last one, and reads it back", () => {
    const placed = [
      { pin: "380001", state: "GUJARAT", district: "Ahmadabad", at: { lat: 2302, lon: 7259 } },
      { pin: "380002", state: "GUJARAT", district: "Ahmadabad", at: { lat: 2300, lon: 7261 } },
      { pin: "380003", state: "GUJARAT", district: "Ahmadabad", at: null },
      { pin: "360001", state: "GUJARAT", district: "Rajkot", at: { lat: 2230, lon: 7080 } },
    ];
    const text = encodePincodes(placed, []);
    expect(text.split("\n").slice(-5)).toEqual([
      "360001\t1\t+2230+7080",
      "380001\t0\t+72+179",
      "380002\t\t-2+2",
      "380003",
      "",
    ]);
    const table = decodePincodes(text);
    expect(Array.from(table.lat)).toEqual([2230, 2302, 2300, NO_COORDINATE]);
    expect(Array.from(table.lon)).toEqual([7080, 7259, 7261, NO_COORDINATE]);
    // A file without coordinates (the earlier format) reads with none.
    expect(Array.from(decodePincodes(encodePincodes(rows, [])).lat)).toEqual(
      rows.map(() => NO_COORDINATE),
    );
  });

  it("refuses a PIN twice or one that is not a PIN", () => {
    expect(() => encodePincodes([...rows, rows[0] as (typeof rows)[0]], [])).toThrow(/twice/);
    expect(() => encodePincodes([{ ...rows[0], pin: "012345" } as (typeof rows)[0]], [])).toThrow(
      /not a PIN/,
    );
  });

  it("refuses a line it does not expect", () => {
    const good = encodePincodes(rows, []);
    for (const bad of [
      "S\tDELHI\nD\t0\tX\n110001\t1\n", // no district 1
      "S\tDELHI\nD\t3\tX\n", // no state 3
      "S\tDELHI\nD\t0\tX\n110002\t0\n110001\t0\n", // out of order
      "110001\n", // no district before it
      "S\tDELHI\nD\t0\tX\n110001 0\n", // a space, not a tab
      "S\tDELHI\nD\t0\tX\n110001\t\n", // a tab and nothing after it
      "S\tDELHI\nD\t0\tX\n110001\t0\t+1\n", // half a coordinate
      `${good}junk\n`,
    ]) {
      expect(() => decodePincodes(bad), bad).toThrow(/pincodes line/);
    }
  });
});
