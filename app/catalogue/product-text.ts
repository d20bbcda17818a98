/** How product text is cut and split for display, the same on every page and in the PDFs. */

/** Multi-line text shown as a list: one non-empty line per item. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Cuts a title to `max` characters, marking the cut with an ellipsis. */
export function cutTitle(title: string, max: number): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}

/** Spec §9: shop card titles are cut to 25 characters, header search results to 28. */
export const CARD_TITLE_CUT = 25;
export const SEARCH_TITLE_CUT = 28;
