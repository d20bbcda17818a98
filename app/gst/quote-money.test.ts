import { describe, expect, it } from "vitest";
import {
  documentDiscountProblem,
  hsnSummary,
  QUOTE_LIMITS,
  type QuoteLineInput,
  quoteLineProblem,
  quoteTotals,
  spread,
  type TaxSplit,
  taxSplit,
} from "./quote-money";

/** A line: quantity, unit price in paise, rate in %, discount in %. */
const line = (quantity: number, unitPricePaise: number, ratePercent: number, discountPercent = 0) =>
  ({
    quantity,
    unitPricePaise,
    rateBasisPoints: Math.round(ratePercent * 100),
    discountBasisPoints: Math.round(discountPercent * 100),
  }) satisfies QuoteLineInput;

interface Case {
  name: string;
  lines: QuoteLineInput[];
  split: TaxSplit;
  round: boolean;
  // Expected totals, paise.
  taxable: number;
  discount?: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
  roundOff?: number;
  grand: number;
}

const CASES: Case[] = [
  {
    name: "one pump, 18 %, within Gujarat",
    lines: [line(1, 10_000_00, 18)],
    split: "intra",
    round: true,
    taxable: 10_000_00,
    cgst: 900_00,
    sgst: 900_00,
    grand: 11_800_00,
  },
  {
    name: "one pump, 18 %, to Maharashtra",
    lines: [line(1, 10_000_00, 18)],
    split: "inter",
    round: true,
    taxable: 10_000_00,
    igst: 1_800_00,
    grand: 11_800_00,
  },
  {
    name: "three at ₹2,499.50, 18 %, within the state: each half rounded up from .5",
    lines: [line(3, 2_499_50, 18)],
    split: "intra",
    round: true,
    taxable: 7_498_50,
    cgst: 674_87,
    sgst: 674_87,
    roundOff: -24,
    grand: 8_848_00,
  },
  {
    name: "the same across states: one IGST, a paisa less",
    lines: [line(3, 2_499_50, 18)],
    split: "inter",
    round: true,
    taxable: 7_498_50,
    igst: 1_349_73,
    roundOff: -23,
    grand: 8_848_00,
  },
  {
    name: "10 % discount on two pumps",
    lines: [line(2, 10_000_00, 18, 10)],
    split: "intra",
    round: true,
    taxable: 18_000_00,
    discount: 2_000_00,
    cgst: 1_620_00,
    sgst: 1_620_00,
    grand: 21_240_00,
  },
  {
    name: "12.5 % discount on ₹3.33 at 5 %, IGST",
    lines: [line(1, 3_33, 5, 12.5)],
    split: "inter",
    round: false,
    taxable: 2_91,
    discount: 42,
    igst: 15,
    grand: 3_06,
  },
  {
    name: "mixed rates 18, 12 and 5 %",
    lines: [line(1, 5_000_00, 18), line(1, 1_200_00, 12), line(1, 300_00, 5)],
    split: "intra",
    round: true,
    taxable: 6_500_00,
    cgst: 529_50,
    sgst: 529_50,
    grand: 7_559_00,
  },
  {
    name: "zero-rated line across states",
    lines: [line(1, 50_000_00, 0)],
    split: "inter",
    round: true,
    taxable: 50_000_00,
    igst: 0,
    grand: 50_000_00,
  },
  {
    name: "a free sample: 100 % discount",
    lines: [line(1, 1_000_00, 18, 100)],
    split: "intra",
    round: true,
    taxable: 0,
    discount: 1_000_00,
    cgst: 0,
    sgst: 0,
    grand: 0,
  },
  {
    name: "28 %, seven at ₹1,234.56, rounded up to the rupee",
    lines: [line(7, 1_234_56, 28)],
    split: "inter",
    round: true,
    taxable: 8_641_92,
    igst: 2_419_74,
    roundOff: 34,
    grand: 11_062_00,
  },
  {
    name: "0.25 %, within the state: 0.125 % each",
    lines: [line(1, 10_000_00, 0.25)],
    split: "intra",
    round: true,
    taxable: 10_000_00,
    cgst: 12_50,
    sgst: 12_50,
    grand: 10_025_00,
  },
  {
    name: "3 % on ₹999.99: up a paisa to the rupee",
    lines: [line(1, 999_99, 3)],
    split: "inter",
    round: true,
    taxable: 999_99,
    igst: 30_00,
    roundOff: 1,
    grand: 1_030_00,
  },
  {
    name: "round-off of exactly 50 paise goes up",
    lines: [line(1, 100_50, 0)],
    split: "inter",
    round: true,
    taxable: 100_50,
    roundOff: 50,
    grand: 101_00,
  },
  {
    name: "round-off of 49 paise goes down",
    lines: [line(1, 100_49, 0)],
    split: "inter",
    round: true,
    taxable: 100_49,
    roundOff: -49,
    grand: 100_00,
  },
  {
    name: "no rounding asked",
    lines: [line(1, 100_49, 0)],
    split: "inter",
    round: false,
    taxable: 100_49,
    roundOff: 0,
    grand: 100_49,
  },
  {
    name: "the largest line: 100,000 at ₹1 crore, 28 %",
    lines: [line(100_000, 1_000_000_000, 28)],
    split: "inter",
    round: true,
    taxable: 1e14,
    igst: 2.8e13,
    grand: 1.28e14,
  },
  {
    name: "no lines",
    lines: [],
    split: "intra",
    round: true,
    taxable: 0,
    cgst: 0,
    sgst: 0,
    grand: 0,
  },
  {
    name: "one paisa at 18 %: no tax to round",
    lines: [line(1, 1, 18)],
    split: "intra",
    round: false,
    taxable: 1,
    cgst: 0,
    sgst: 0,
    grand: 1,
  },
  {
    name: "₹1 at 5 % within the state: halves of 2.5 paise go up",
    lines: [line(1, 100, 5)],
    split: "intra",
    round: false,
    taxable: 100,
    cgst: 3,
    sgst: 3,
    grand: 106,
  },
  {
    name: "₹1 at 5 % across states",
    lines: [line(1, 100, 5)],
    split: "inter",
    round: false,
    taxable: 100,
    igst: 5,
    grand: 105,
  },
  {
    name: "ten small lines add up to their totals",
    lines: Array.from({ length: 10 }, () => line(1, 99, 18)),
    split: "intra",
    round: false,
    taxable: 9_90,
    cgst: 90,
    sgst: 90,
    grand: 11_70,
  },
  {
    name: "a dealer's order: discount and mixed rates, to Rajasthan",
    lines: [line(10, 8_450_00, 18, 15), line(20, 1_150_00, 18, 15), line(5, 640_00, 12)],
    split: "inter",
    round: true,
    taxable: 71_825_00 + 19_550_00 + 3_200_00,
    discount: 12_675_00 + 3_450_00,
    igst: 12_928_50 + 3_519_00 + 384_00,
    roundOff: 50,
    grand: 111_407_00,
  },
];

describe("quotation money", () => {
  it.each(CASES)("$name", (c) => {
    const t = quoteTotals(c.lines, c.split, c.round);
    expect(t.taxablePaise).toBe(c.taxable);
    if (c.discount !== undefined) expect(t.discountPaise).toBe(c.discount);
    expect(t.cgstPaise).toBe(c.cgst ?? 0);
    expect(t.sgstPaise).toBe(c.sgst ?? 0);
    expect(t.igstPaise).toBe(c.igst ?? 0);
    expect(t.roundOffPaise).toBe(c.roundOff ?? 0);
    expect(t.grandTotalPaise).toBe(c.grand);
    // Lines and totals always add up, and the split is one or the other.
    expect(t.grossPaise - t.discountPaise).toBe(t.taxablePaise);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise + t.roundOffPaise).toBe(
      t.grandTotalPaise,
    );
    expect(t.lines.reduce((s, l) => s + l.totalPaise, 0) + t.roundOffPaise).toBe(t.grandTotalPaise);
    expect(c.split === "intra" ? t.igstPaise : t.cgstPaise + t.sgstPaise).toBe(0);
    expect(t.cgstPaise).toBe(t.sgstPaise);
    expect(t.roundOffPaise).toBeGreaterThanOrEqual(-49);
    expect(t.roundOffPaise).toBeLessThanOrEqual(50);
  });

  it("splits by the place of supply: the supplier's state or another", () => {
    expect(taxSplit("24", "24")).toBe("intra");
    expect(taxSplit("24", "27")).toBe("inter");
  });

  it.each([
    [line(0, 100, 18), "quantity"],
    [line(1.5, 100, 18), "quantity"],
    [line(QUOTE_LIMITS.maxQuantity + 1, 100, 18), "quantity"],
    [line(1, -1, 18), "price"],
    [line(1, 10.5, 18), "price"],
    [line(1, Number.NaN, 18), "price"],
    [line(1, QUOTE_LIMITS.maxUnitPricePaise + 1, 18), "price"],
    [line(1, 100, 18, 100.01), "discount"],
    [line(1, 100, 18, -1), "discount"],
    [line(1, 100, 29), "rate"],
    [line(1, 100, -1), "rate"],
  ] as const)("refuses %j (%s), and computes nothing with it", (bad, problem) => {
    expect(quoteLineProblem(bad)).toBe(problem);
    expect(() => quoteTotals([line(1, 100, 18), bad], "intra", true)).toThrow(RangeError);
  });

  it("keeps each line's taxable value as quoted: 3 × ₹7,333.33 less 2.5 % is ₹21,449.99", () => {
    const t = quoteTotals([line(3, 7_333_33, 18, 2.5)], "inter", false);
    expect(t.lines[0]).toMatchObject({ grossPaise: 21_999_99, discountPaise: 550_00 });
    expect(t.taxablePaise).toBe(21_449_99);
    expect(t.igstPaise).toBe(3_861_00);
  });
});

describe("a discount on the whole quotation", () => {
  it("spreads whole paise in proportion, the leftovers to the largest remainders", () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(1_000, [0, 0])).toEqual([0, 0]);
    expect(spread(7, [2, 5])).toEqual([2, 5]);
    const shares = spread(123_457, [10_000_00, 3_333_33, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(123_457);
  });

  it("comes off the taxable value before the tax, line by line, and everything still adds up", () => {
    const lines = [line(2, 10_000_00, 18), line(1, 5_000_00, 5)];
    const t = quoteTotals(lines, "intra", true, 2_500_00);
    expect(t.documentDiscountPaise).toBe(2_500_00);
    expect(t.lines.map((l) => l.documentDiscountPaise)).toEqual([2_000_00, 500_00]);
    expect(t.taxablePaise).toBe(22_500_00);
    // 18,000 at 18 % and 4,500 at 5 %, half each way.
    expect(t.cgstPaise).toBe(1_620_00 + 112_50);
    expect(t.sgstPaise).toBe(t.cgstPaise);
    expect(t.grossPaise - t.discountPaise - t.documentDiscountPaise).toBe(t.taxablePaise);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.roundOffPaise).toBe(t.grandTotalPaise);
  });

  it("refuses a discount above the lines' value, or below zero", () => {
    const lines = [line(1, 1_000_00, 18, 10)];
    expect(documentDiscountProblem(lines, 900_00)).toBeNull();
    expect(documentDiscountProblem(lines, 900_01)).toBe("above-total");
    expect(documentDiscountProblem(lines, -1)).toBe("negative");
    expect(() => quoteTotals(lines, "inter", true, 900_01)).toThrow(RangeError);
  });
});

describe("the HSN/SAC summary", () => {
  it("groups the lines by code and rate, and its rows add up to the document's totals", () => {
    const lines = [
      { ...line(2, 13_900_00, 18, 7.5), hsn: "8413" },
      { ...line(3, 7_333_33, 18, 2.5), hsn: "8501" },
      { ...line(1, 1_500_00, 18), hsn: "9987" },
      { ...line(4, 2_949_99, 18, 12.5), hsn: "8413" },
      { ...line(1, 101_01, 5), hsn: "8413" },
    ];
    const totals = quoteTotals(lines, "intra", true, 1_000_00);
    const rows = hsnSummary(lines, totals);
    expect(rows.map((r) => [r.hsn, r.rateBasisPoints])).toEqual([
      ["8413", 1800],
      ["8501", 1800],
      ["9987", 1800],
      ["8413", 500],
    ]);
    const sum = (pick: (r: (typeof rows)[number]) => number) =>
      rows.reduce((s, r) => s + pick(r), 0);
    expect(sum((r) => r.taxablePaise)).toBe(totals.taxablePaise);
    expect(sum((r) => r.cgstPaise)).toBe(totals.cgstPaise);
    expect(sum((r) => r.sgstPaise)).toBe(totals.sgstPaise);
    expect(sum((r) => r.taxPaise)).toBe(totals.cgstPaise + totals.sgstPaise + totals.igstPaise);
  });
});
