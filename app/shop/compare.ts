import { shorten } from "~/format/shorten";
import { m } from "~/i18n/paraglide/messages.js";
/**
 * Side-by-side comparison: the products chosen are the URL,
 * `/compare?ids=a,b,c`, so every comparison is a link and works without
 * JavaScript. Pure: the cards' and product pages' links, and the page's notes.
 */

export const MAX_COMPARE = 4;

/** Product ids are URL-safe words; anything else cannot be one. */
const ID = /^[A-Za-z0-9_-]{1,200}$/;

export function compareHref(ids: readonly string[], onlyDifferences = false): string {
  if (ids.length === 0) return "/compare";
  // Commas stay readable: ids never contain one.
  return `/compare?ids=${ids.map(encodeURIComponent).join(",")}${onlyDifferences ? "&diff=1" : ""}`;
}

/** The link that adds a product to a comparison (at the end; first in, first kept). */
export function addToCompareHref(ids: readonly string[], id: string): string {
  return compareHref(ids.includes(id) ? ids : [...ids, id].slice(-MAX_COMPARE));
}

export interface CompareRequest {
  /** Well-formed, distinct, at most four, in the order given. */
  ids: string[];
  onlyDifferences: boolean;
  notes: string[];
}

/** Reads `ids` (comma-separated, or repeated) and `diff`. */
export function parseCompare(search: URLSearchParams): CompareRequest {
  const raw = search
    .getAll("ids")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  const notes: string[] = [];
  const ids: string[] = [];
  let malformed = 0;
  for (const id of raw) {
    if (!ID.test(id)) malformed++;
    else if (!ids.includes(id)) ids.push(id);
  }
  if (malformed > 0) {
    notes.push(m.shop_compare_malformed({ count: malformed }));
  }
  if (ids.length > MAX_COMPARE) {
    notes.push(m.shop_compare_too_many({ max: MAX_COMPARE, count: ids.length }));
    ids.length = MAX_COMPARE;
  }
  return { ids, onlyDifferences: search.get("diff") === "1", notes };
}

/** The note for ids that name no product (deleted, or mistyped). */
export function unknownNote(unknown: readonly string[]): string | null {
  if (unknown.length === 0) return null;
  const list = unknown.map((id) => `“${shorten(id, 40)}”`).join(", ");
  return m.shop_compare_unknown({ count: unknown.length, list });
}

export interface CompareRow {
  key: string;
  label: string;
  /** One per product, in column order; null where a product has no value. */
  values: (string | null)[];
  differs: boolean;
}

/**
 * Rows of the table from each product's own rows (label and value, in one
 * unit per field): a field any product has gets a row, in the order first seen.
 */
export function compareRows(
  perProduct: readonly { key: string; label: string; value: string }[][],
): CompareRow[] {
  const order: { key: string; label: string }[] = [];
  for (const rows of perProduct) {
    for (const r of rows) if (!order.some((o) => o.key === r.key)) order.push(r);
  }
  return order.map(({ key, label }) => {
    const values = perProduct.map((rows) => rows.find((r) => r.key === key)?.value ?? null);
    return { key, label, values, differs: new Set(values).size > 1 };
  });
}
