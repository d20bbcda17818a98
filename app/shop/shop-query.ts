import type { Category } from "~/catalogue/types";
import { m } from "~/i18n/paraglide/messages.js";
import { readPage } from "~/paging/page-number";
import { searchQuery } from "~/search/search-text";
import { filterEntries, NO_FILTERS, parseFilters, type SpecFilters } from "./shop-filters";

export interface ShopParams {
  category: string;
  subcategory: string;
  q: string;
  sort: Sort;
  page: number;
  /** Range filters on typed specifications, for the category in view (shop-filters.ts). */
  filters: SpecFilters;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Each order's name, a message: call it when rendering (the page's language). */
export const SORT_LABELS: Record<Sort, () => string> = {
  relevance: m.shop_sort_relevance,
  newest: m.shop_sort_newest,
  "price-asc": m.shop_sort_price_asc,
  "price-desc": m.shop_sort_price_desc,
  "name-asc": m.shop_sort_name_asc,
  "name-desc": m.shop_sort_name_desc,
};

export const SORTS = [
  "relevance",
  "newest",
  "price-asc",
  "price-desc",
  "name-asc",
  "name-desc",
] as const;
export type Sort = (typeof SORTS)[number];

/**
 * The order a view starts in: best match first with search text (tiers in
 * docs/search.md), newest first without; "relevance" means nothing without text.
 */
const defaultSort = (q: string): Sort => (q ? "relevance" : "newest");

/** The orders a view offers: best match only with search text. */
export const sortsFor = (q: string): readonly Sort[] =>
  q ? SORTS : SORTS.filter((s) => s !== "relevance");

/**
 * A category as the shop shows it: `name` is the English name, the URL's key
 * (`category=`), and `label` the name in the page's language.
 */
export interface ShopCategory extends Category {
  label: string;
  subcategories: { id: number; name: string; label: string }[];
}

/** Products on one page of the shop. */
export const SHOP_PAGE_SIZE = 12;

/** Reads the shop's state from the URL; anything odd falls back to a default. */
export function parseShopParams(search: URLSearchParams): ShopParams {
  const sort = search.get("sort") ?? "";
  const q = searchQuery(search.get("q"));
  return {
    category: (search.get("category") ?? "").trim().slice(0, 100),
    subcategory: (search.get("subcategory") ?? "").trim().slice(0, 100),
    q,
    sort: (sortsFor(q) as readonly string[]).includes(sort) ? (sort as Sort) : defaultSort(q),
    page: readPage(search.get("page")),
    filters: parseFilters(search).filters,
  };
}

/**
 * Builds a shop URL from the current state plus changes; defaults are left
 * out. The spec filters belong to the category in view: another category
 * (or none) drops them, unless the change sets them itself.
 */
export function shopHref(current: ShopParams, change: Partial<ShopParams>): string {
  const next = { ...current, ...change };
  const otherCategory = change.category !== undefined && !same(change.category, current.category);
  if (otherCategory && change.filters === undefined) next.filters = NO_FILTERS;
  const params = new URLSearchParams();
  if (next.category) params.set("category", next.category);
  if (next.subcategory) params.set("subcategory", next.subcategory);
  if (next.q) params.set("q", next.q);
  for (const [k, v] of filterEntries(next.filters)) params.set(k, v);
  if (next.sort !== defaultSort(next.q) && sortsFor(next.q).includes(next.sort)) {
    params.set("sort", next.sort);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const qs = params.toString();
  return qs ? `/shop?${qs}` : "/shop";
}

/**
 * The category whose accordion is open: the chosen category, or, when only a
 * subcategory is in the URL (or it belongs elsewhere), the one that owns it.
 */
export function openCategory<C extends Category>(
  categories: C[],
  params: Pick<ShopParams, "category" | "subcategory">,
): C | null {
  const chosen = categories.find((c) => same(c.name, params.category)) ?? null;
  if (!params.subcategory) return chosen;
  const owns = (c: C) => c.subcategories.some((s) => same(s.name, params.subcategory));
  if (chosen && owns(chosen)) return chosen;
  return categories.find(owns) ?? chosen;
}

/**
 * Spec §4: choosing a category clears the subcategory; choosing the open
 * category again collapses it (and drops the filter). Either way, back to page 1.
 */
export function categoryHref(params: ShopParams, open: Category | null, name: string): string {
  const again = open !== null && same(open.name, name);
  return shopHref(params, { category: again ? "" : name, subcategory: "", page: 1 });
}

/** A subcategory overrides the category filter; its category stays in the URL to keep it open. */
export function subcategoryHref(params: ShopParams, category: string, name: string): string {
  return shopHref(params, { category, subcategory: name, page: 1 });
}
