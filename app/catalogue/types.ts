import type { ProductSpecs } from "./specs";

/** Domain shapes the UI sees; database rows are mapped to these in one place. */
export interface ImageRef {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  /** A product photo's own description, when staff gave one. */
  alt?: string;
}

export interface ProductSummary {
  id: string;
  title: string;
  pricePaise: number;
  bestSell: boolean;
  star: number;
  reviewCount: number;
  image: ImageRef | null;
}

export interface ProductCategoryRef {
  category: string;
  subcategory: string | null;
}

export interface Product extends ProductSummary {
  images: ImageRef[];
  categories: ProductCategoryRef[];
  description: string[];
  specification: string[];
  features: string[];
  /** Typed specifications in stored units (issue 13); all null when none were given. */
  specs: ProductSpecs;
  createdAt: number;
  updatedAt: number;
}

export interface Category {
  id: number;
  name: string;
  image: ImageRef | null;
  subcategories: { id: number; name: string }[];
}

export const SORTS = ["newest", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type Sort = (typeof SORTS)[number];

export const SHOP_PAGE_SIZE = 12;

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

/** Spec §9: the header search shows at most 8 results, titles cut to 28 characters. */
export const SEARCH_MAX_RESULTS = 8;
export const SEARCH_TITLE_CUT = 28;
/** Spec §9: shop card titles are cut to 25 characters. */
export const CARD_TITLE_CUT = 25;
