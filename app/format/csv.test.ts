import { describe, expect, it } from "vitest";
import { CsvSyntaxError, csvCell, readCsv, toCsv, unguardCell } from "./csv";

describe("readCsv", () => {
  it.each([
    [
      "plain cells",
      "a,b\r\nc,d\r\n",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "LF line ends and no final newline",
      "a,b\nc,d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["a byte-order mark", "\uFEFFa,b\n", [["a", "b"]]],
    ["quotes, commas and doubled quotes", '"x, y","say ""hi"""\n', [["x, y", 'say "hi"']]],
    ["line breaks inside a cell", '"one\r\ntwo",3\n', [["one\ntwo", "3"]]],
    ["empty cells", ",,\n", [["", "", ""]]],
    ["blank lines between rows", "a\n\nb\n", [["a"], ["b"]]],
    ["Gujarati and ₹", "પંપ,₹4500\n", [["પંપ", "₹4500"]]],
  ])("%s", (_name, text, expected) => {
    expect(readCsv(text).map((r) => r.cells)).toEqual(expected);
  });

  it("gives each row the line it starts on, counting line breaks inside cells", () => {
    const rows = readCsv('h1,h2\n"a\nb",c\nd,e\n');
    expect(rows.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it("refuses a quote that is never closed, naming its line", () => {
    expect(() => readCsv('a,b\n"open,c\n')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a,b\n"open,c\n')).toThrow("Line 2");
  });

  it("reads back what the writer wrote, formula guards undone", () => {
    const cells = ["=SUM(A1)", "+91 98250", "-5", "@x", "plain", 'a "b", c', "x\ny"];
    const [, row] = readCsv(toCsv(["h1", "h2", "h3", "h4", "h5", "h6", "h7"], [cells]));
    expect(row?.cells.map(unguardCell)).toEqual(cells);
    expect(csvCell("=1")).toBe("'=1");
  });
});
