/** Page buttons shared by the shop and the admin lists. */
export type PageItem = number | "gap";

/** At most this many page buttons and gaps, so the bar keeps one width on a phone. */
const PAGE_SLOTS = 7;

/**
 * Numbered page buttons: every page when there are few; otherwise the first
 * and last page, the current one with its neighbours, and gaps for the rest
 * (always seven slots, so the bar does not jump about while paging).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= PAGE_SLOTS) return range(1, pageCount);
  const p = Math.min(Math.max(1, page), pageCount);
  if (p <= 4) return [...range(1, 5), "gap", pageCount];
  if (p >= pageCount - 3) return [1, "gap", ...range(pageCount - 4, pageCount)];
  return [1, "gap", p - 1, p, p + 1, "gap", pageCount];
}
