import { listCategories } from "~/catalogue/categories.server";
import { withCardTitles } from "~/catalogue/product-text";
import { localiseCategories, localiseSummaries } from "~/catalogue/translations.server";
import type { Category } from "~/catalogue/types";
import type { DB } from "~/db/db.server";
import { installTypes } from "~/finder/finder";
import { ENGLISH, type FormatStyle } from "~/format/digits";
import { m } from "~/i18n/paraglide/messages.js";
import { planSearch } from "~/search/search.server";
import { listProducts, resolveView } from "~/shop/listing.server";
import { withFilterUnits } from "./filter-units.server";
import { filterChips, filterPanel } from "./shop-filter-view";
import { buildFacets, hasFilters, NO_FILTERS, parseFilters, passing } from "./shop-filters";
import { facetRows } from "./shop-filters.server";
import { openCategory, parseShopParams, type ShopCategory, type ShopParams } from "./shop-query";

/**
 * Everything /shop shows for its address: the listing, the spec filters of the
 * chosen category, what the search text was understood as, how many the whole
 * shop has when a search inside a category finds nothing, and the finder link.
 * Texts, card titles and category names are in `style`'s language (English
 * where a name or title is not translated); the params, and so every link,
 * keep the English names, which are the URL's keys.
 */
export async function loadShopPage(db: DB, typed: URLSearchParams, style: FormatStyle = ENGLISH) {
  const { locale } = style;
  // "60 લિ./મિનિટ" in a filter reads as 60 (the filter's unit), as the page's own links write it.
  const search = withFilterUnits(typed);
  const params = parseShopParams(search);
  const { notices } = parseFilters(search, style);
  // The header search's understanding of the text: sizes in any spelling, typos corrected.
  const plan = params.q ? await planSearch(db, params.q, locale) : null;
  // Both names go to the query, which lets a subcategory override its category
  // (spec §4); read once, for the filters and the listing.
  const view = await resolveView(db, {
    category: params.category || undefined,
    subcategory: params.subcategory || undefined,
    q: params.q || undefined,
    search: plan ?? undefined,
  });
  // Spec filters belong to a category: its products' values give the options and counts.
  let facets: ReturnType<typeof buildFacets> = [];
  let ids: string[] | undefined;
  if (view.members) {
    const rows = await facetRows(db, view);
    facets = buildFacets(rows, params.filters, style);
    if (hasFilters(params.filters)) ids = passing(rows, params.filters).map((r) => r.id);
  } else if (hasFilters(params.filters)) {
    notices.push(m.shop_notice_need_category({}, { locale }));
    params.filters = NO_FILTERS;
  }
  const [categories, result] = await Promise.all([
    listCategories(db),
    listProducts(db, { ...view, ids, sort: params.sort, page: params.page }),
  ]);
  const [items, names] = await Promise.all([
    localiseSummaries(db, locale, result.items).then(withCardTitles),
    localiseCategories(db, locale, categories),
  ]);
  const shown = shownNames(categories, names, params);
  // An empty search inside a category: say whether the whole shop has matches.
  const broader =
    result.total === 0 && view.q && (view.category || view.subcategory)
      ? (
          await listProducts(db, {
            q: view.q,
            search: view.search,
            sort: "newest",
            page: 1,
          })
        ).total
      : null;
  return {
    finder: finderLink(params.category, params.subcategory),
    params: { ...params, page: result.page },
    categories: labelled(categories, names),
    /** The chosen category and subcategory as the page shows them. */
    shown,
    result: { ...result, items },
    broader,
    correctedQuery: plan?.correctedQuery ?? null,
    filters: filterPanel(params, facets, style, shown),
    chips: filterChips(params, style),
    notices,
  };
}

/** The English categories (the URL's names) with the translated names beside them. */
function labelled(english: Category[], translated: Category[]): ShopCategory[] {
  return english.map((c, i) => ({
    ...c,
    label: translated[i]?.name ?? c.name,
    subcategories: c.subcategories.map((s, j) => ({
      ...s,
      label: translated[i]?.subcategories[j]?.name ?? s.name,
    })),
  }));
}

/**
 * The names in the URL as the page shows them: the translated name of the
 * category or subcategory they name (matched case-insensitively, as the
 * listing does), else the name as typed.
 */
function shownNames(
  english: Category[],
  translated: Category[],
  params: Pick<ShopParams, "category" | "subcategory">,
): { category: string; subcategory: string } {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const at = (c: Category) => translated[english.indexOf(c)];
  const open = openCategory(english, params);
  const category = english.find((c) => same(c.name, params.category));
  let subcategory = params.subcategory;
  if (open && params.subcategory) {
    const j = open.subcategories.findIndex((s) => same(s.name, params.subcategory));
    if (j >= 0) subcategory = at(open)?.subcategories[j]?.name ?? subcategory;
  }
  return {
    category: category ? (at(category)?.name ?? params.category) : params.category,
    subcategory,
  };
}

/** Pump categories offer the duty-point finder, set to their kind of pump. */
function finderLink(category: string, subcategory: string): string | null {
  const names = [category, subcategory].filter(Boolean);
  const pumpKind = installTypes(names, null)[0];
  if (!names.some((n) => /pump/i.test(n)) && !pumpKind) return null;
  return `/finder${pumpKind ? `?type=${pumpKind}` : ""}`;
}

export type ShopPageData = Awaited<ReturnType<typeof loadShopPage>>;
