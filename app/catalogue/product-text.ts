import { shorten } from "~/format/shorten";
import type { ProductSummary } from "./types";

/** How product text is cut and split for display, the same on every page and in the PDFs. */

/** Multi-line text shown as a list: one non-empty line per item. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * Spec §9: shop card titles are cut to 25 characters, header search results to
 * 28 — characters as a reader counts them (app/format/shorten.ts).
 */
export const CARD_TITLE_CUT = 25;
export const SEARCH_TITLE_CUT = 28;

/** A card as a listing hands it to the page: its title already cut on the server. */
export type CardSummary = ProductSummary & { shortTitle: string };

/**
 * Cards with their visible titles cut (in the page's language: call after
 * localiseSummaries). Loaders call it, so the browser never cuts text.
 */
export function withCardTitles<T extends ProductSummary>(
  cards: readonly T[],
  max = CARD_TITLE_CUT,
): (T & { shortTitle: string })[] {
  return cards.map((c) => ({ ...c, shortTitle: shorten(c.title, max) }));
}
