import type { QuoteLineInput } from "~/gst/quote-money";

/**
 * A quotation's line: one shape, one vocabulary, for the stored row, the
 * editor, the document the customer reads (and each frozen revision), the
 * PDF and the order a quotation becomes. Money in paise; rates and discounts
 * in basis points (gst/quote-money.ts). Isomorphic.
 */
export interface QuotationLine extends QuoteLineInput {
  productId: string | null;
  description: string;
  /** HSN for goods, SAC (chapter 99) for a service; '' when none. */
  hsn: string;
  /** "Nos", "Set", "m" … as staff wrote it. */
  unit: string;
}

/** A `quotation_line` row as the database gives it (bigint columns may arrive as strings). */
export interface QuotationLineRow {
  product_id: string | null;
  description: string;
  hsn: string;
  unit: string;
  quantity: number;
  unit_price_paise: number | string;
  discount_bp: number;
  rate_bp: number;
}

/** The row → line mapping: the only one. */
export function lineOfRow(row: QuotationLineRow): QuotationLine {
  return {
    productId: row.product_id,
    description: row.description,
    hsn: row.hsn,
    unit: row.unit,
    quantity: Number(row.quantity),
    unitPricePaise: Number(row.unit_price_paise),
    discountBasisPoints: Number(row.discount_bp),
    rateBasisPoints: Number(row.rate_bp),
  };
}

/** The line → row mapping (without the quotation and position, which the writer adds). */
export function rowOfLine(line: QuotationLine) {
  return {
    product_id: line.productId,
    description: line.description,
    hsn: line.hsn,
    unit: line.unit,
    quantity: line.quantity,
    unit_price_paise: line.unitPricePaise,
    discount_bp: line.discountBasisPoints,
    rate_bp: line.rateBasisPoints,
  };
}
