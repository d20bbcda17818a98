/**
 * The money of a GST quotation: the only place it is computed (docs/gst.md,
 * "Quotation arithmetic"). Integer paise throughout; rates and discounts in
 * basis points (1 % = 100). Pure, so the quotation editor shows the same
 * totals as the server stores and the PDF prints.
 *
 * Rules:
 * - a line's gross is quantity × unit price; its discount, a percentage of
 *   the gross rounded to the paisa (half up); taxable value = gross − discount;
 * - within the supplier's state, CGST and SGST are each half the rate of the
 *   taxable value, each rounded to the paisa (so they are always equal);
 *   across states, IGST is the whole rate of it, rounded to the paisa;
 * - tax is computed line by line (the line is what a buyer checks) and the
 *   totals are the sums of the lines, so lines and totals always add up;
 * - a discount on the whole document (in paise, at most the lines' taxable
 *   value) is spread over the lines in proportion to their taxable value,
 *   each share a whole paisa (the paise left over go to the lines with the
 *   largest remainders, the earlier line first), before the tax: a trade
 *   discount shown on the document reduces the value tax is charged on;
 * - the grand total is rounded to the rupee (half up) when asked, and the
 *   difference shown as the round-off, between −₹0.49 and +₹0.50.
 */

/** Limits a quotation line must keep (the form says so with these numbers). */
export const QUOTE_LIMITS = {
  /** Units on one line. */
  maxQuantity: 100_000,
  /** One unit's price, in paise: ₹1 crore. */
  maxUnitPricePaise: 1_000_000_000,
  /** The highest GST rate in force, in basis points (28 %). */
  maxRateBasisPoints: 2_800,
  /** A discount of the whole price, in basis points (100 %). */
  maxDiscountBasisPoints: 10_000,
} as const;

export interface QuoteLineInput {
  quantity: number;
  unitPricePaise: number;
  /** Discount on this line, in basis points of its gross (0–10,000). */
  discountBasisPoints: number;
  /** GST rate, in basis points (1,800 = 18 %). */
  rateBasisPoints: number;
}

/** How the tax splits: within one state, or across states. */
export type TaxSplit = "intra" | "inter";

export interface QuoteLine {
  grossPaise: number;
  discountPaise: number;
  /** This line's share of the discount on the whole document. */
  documentDiscountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value and tax. */
  totalPaise: number;
}

export interface QuoteTotals {
  lines: QuoteLine[];
  split: TaxSplit;
  grossPaise: number;
  /** The lines' own discounts. */
  discountPaise: number;
  /** The discount on the whole document (spread over the lines' taxable values). */
  documentDiscountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Added to reach a whole rupee (negative when taken off); 0 when not rounded. */
  roundOffPaise: number;
  /** What the customer pays. */
  grandTotalPaise: number;
}

/** What is wrong with a line, for the form to say; null when it can be computed. */
export type QuoteLineProblem = "quantity" | "price" | "discount" | "rate";

export function quoteLineProblem(line: QuoteLineInput): QuoteLineProblem | null {
  const whole = (n: number, min: number, max: number) =>
    Number.isSafeInteger(n) && n >= min && n <= max;
  if (!whole(line.quantity, 1, QUOTE_LIMITS.maxQuantity)) return "quantity";
  if (!whole(line.unitPricePaise, 0, QUOTE_LIMITS.maxUnitPricePaise)) return "price";
  if (!whole(line.discountBasisPoints, 0, QUOTE_LIMITS.maxDiscountBasisPoints)) return "discount";
  if (!whole(line.rateBasisPoints, 0, QUOTE_LIMITS.maxRateBasisPoints)) return "rate";
  return null;
}

/**
 * amount × parts ÷ whole, rounded half up, for amounts ≥ 0. BigInt inside:
 * ₹1 crore × 100,000 units × 2,800 basis points passes 2^53.
 */
function share(amount: number, parts: number, whole: number): number {
  const scaled = BigInt(amount) * BigInt(parts);
  const w = BigInt(whole);
  return Number((scaled * 2n + w) / (2n * w));
}

/** CGST/SGST when the supplier and the place of supply are one state, else IGST. */
export function taxSplit(supplierState: string, placeOfSupply: string): TaxSplit {
  return supplierState === placeOfSupply ? "intra" : "inter";
}

/** A line's value after its own discount (before the document's). */
function lineValue(line: QuoteLineInput): { grossPaise: number; discountPaise: number } {
  const problem = quoteLineProblem(line);
  if (problem) throw new RangeError(`quotation line: ${problem} out of range`);
  const grossPaise = line.quantity * line.unitPricePaise;
  return { grossPaise, discountPaise: share(grossPaise, line.discountBasisPoints, 10_000) };
}

/**
 * `amount` spread over `weights` in proportion, in whole paise that add up to
 * it exactly: each share rounded down, then one more paisa to the largest
 * remainders (the earlier weight first on a tie).
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || whole === 0) return weights.map(() => 0);
  const big = BigInt(whole);
  const parts = weights.map((w, i) => {
    const scaled = BigInt(amount) * BigInt(w);
    return { i, base: Number(scaled / big), rest: scaled % big };
  });
  let left = amount - parts.reduce((s, p) => s + p.base, 0);
  const order = [...parts].sort((a, b) =>
    a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1,
  );
  const out = parts.map((p) => p.base);
  for (const p of order) {
    if (left <= 0) break;
    out[p.i] = (out[p.i] ?? 0) + 1;
    left--;
  }
  return out;
}

/** Why a document discount cannot apply; null when it can. */
export function documentDiscountProblem(
  lines: readonly QuoteLineInput[],
  documentDiscountPaise: number,
): "negative" | "above-total" | null {
  if (!Number.isSafeInteger(documentDiscountPaise) || documentDiscountPaise < 0) return "negative";
  const value = lines.reduce((s, l) => {
    const v = lineValue(l);
    return s + v.grossPaise - v.discountPaise;
  }, 0);
  return documentDiscountPaise > value ? "above-total" : null;
}

/**
 * The quotation's lines and totals. Throws RangeError for a line out of
 * QUOTE_LIMITS, or a document discount below 0 or above the lines' value.
 */
export function quoteTotals(
  lines: readonly QuoteLineInput[],
  split: TaxSplit,
  roundToRupee: boolean,
  documentDiscountPaise = 0,
): QuoteTotals {
  const values = lines.map(lineValue);
  const problem = documentDiscountProblem(lines, documentDiscountPaise);
  if (problem) throw new RangeError(`quotation discount: ${problem}`);
  const shares = spread(
    documentDiscountPaise,
    values.map((v) => v.grossPaise - v.discountPaise),
  );
  const computed: QuoteLine[] = lines.map((line, i) => {
    const { grossPaise, discountPaise } = values[i] as {
      grossPaise: number;
      discountPaise: number;
    };
    const documentDiscount = shares[i] ?? 0;
    const taxablePaise = grossPaise - discountPaise - documentDiscount;
    // Half the rate each: 18 % is 9 % + 9 %, and 0.25 % is 0.125 % + 0.125 %.
    const half = split === "intra" ? share(taxablePaise, line.rateBasisPoints, 20_000) : 0;
    const igstPaise = split === "inter" ? share(taxablePaise, line.rateBasisPoints, 10_000) : 0;
    return {
      grossPaise,
      discountPaise,
      documentDiscountPaise: documentDiscount,
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise,
      totalPaise: taxablePaise + 2 * half + igstPaise,
    };
  });
  const sum = (pick: (l: QuoteLine) => number) => computed.reduce((s, l) => s + pick(l), 0);
  const exact = sum((l) => l.totalPaise);
  const grandTotalPaise = roundToRupee ? Math.floor((exact + 50) / 100) * 100 : exact;
  return {
    lines: computed,
    split,
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    documentDiscountPaise: sum((l) => l.documentDiscountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    roundOffPaise: grandTotalPaise - exact,
    grandTotalPaise,
  };
}

/** One row of the HSN/SAC summary: a code at a rate, its taxable value and each tax. */
export interface HsnSummaryRow {
  hsn: string;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** All the tax of the row. */
  taxPaise: number;
}

/**
 * The HSN/SAC-wise summary a buyer's accountant reads: the lines grouped by
 * code and rate (in the order they first appear), each the sum of its lines'
 * figures, so the rows add up to the document's totals exactly.
 */
export function hsnSummary(
  lines: readonly (QuoteLineInput & { hsn: string })[],
  totals: QuoteTotals,
): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  lines.forEach((line, i) => {
    const t = totals.lines[i];
    if (!t) return;
    const key = `${line.hsn}|${line.rateBasisPoints}`;
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      rateBasisPoints: line.rateBasisPoints,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    };
    row.taxablePaise += t.taxablePaise;
    row.cgstPaise += t.cgstPaise;
    row.sgstPaise += t.sgstPaise;
    row.igstPaise += t.igstPaise;
    row.taxPaise += t.cgstPaise + t.sgstPaise + t.igstPaise;
    rows.set(key, row);
  });
  return [...rows.values()];
}
