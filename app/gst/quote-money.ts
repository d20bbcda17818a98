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
  discountPaise: number;
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

function computeLine(line: QuoteLineInput, split: TaxSplit): QuoteLine {
  const problem = quoteLineProblem(line);
  if (problem) throw new RangeError(`quotation line: ${problem} out of range`);
  const grossPaise = line.quantity * line.unitPricePaise;
  const discountPaise = share(grossPaise, line.discountBasisPoints, 10_000);
  const taxablePaise = grossPaise - discountPaise;
  // Half the rate each: 18 % is 9 % + 9 %, and 0.25 % is 0.125 % + 0.125 %.
  const half = split === "intra" ? share(taxablePaise, line.rateBasisPoints, 20_000) : 0;
  const igstPaise = split === "inter" ? share(taxablePaise, line.rateBasisPoints, 10_000) : 0;
  return {
    grossPaise,
    discountPaise,
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise,
    totalPaise: taxablePaise + 2 * half + igstPaise,
  };
}

/** The quotation's lines and totals. Throws RangeError for a line out of QUOTE_LIMITS. */
export function quoteTotals(
  lines: readonly QuoteLineInput[],
  split: TaxSplit,
  roundToRupee: boolean,
): QuoteTotals {
  const computed = lines.map((l) => computeLine(l, split));
  const sum = (pick: (l: QuoteLine) => number) => computed.reduce((s, l) => s + pick(l), 0);
  const exact = sum((l) => l.totalPaise);
  const grandTotalPaise = roundToRupee ? Math.floor((exact + 50) / 100) * 100 : exact;
  return {
    lines: computed,
    split,
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    roundOffPaise: grandTotalPaise - exact,
    grandTotalPaise,
  };
}

/**
 * One unit's price after the line's discount, to the paisa (half up): what an
 * order made from the quotation shows per unit. Its tax is the quotation's.
 */
export function netUnitPricePaise(line: QuoteLineInput): number {
  const { taxablePaise } = computeLine(line, "inter");
  return share(taxablePaise, 1, line.quantity);
}
