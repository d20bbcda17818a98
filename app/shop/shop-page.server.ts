import { listCategories } from "~/catalogue/categories.server";
import type { DB } from "~/db/db.server";
import { installTypes } from "~/finder/finder";
import { planSearch } from "~/search/search.server";
import { listProducts, resolveView } from "~/shop/listing.server";
import { filterChips, filterPanel } from "./shop-filter-view";
import { buildFacets, hasFilters, NO_FILTERS, parseFilters, passing } from "./shop-filters";
import { facetRows } from "./shop-filters.server";
import { parseShopParams } from "./shop-query";

const FILTERS_NEED_A_CATEGORY =
  "Filters by power, head and the like work within a category: choose one first.";

/**
 * Everything /shop shows for its address: the listing, the spec filters of the
 * chosen category, what the search text was understood as, how many the whole
 * shop has when a search inside a category finds nothing, and the finder link.
 */
export async function loadShopPage(db: DB, search: URLSearchParams) {
  const params = parseShopParams(search);
  const { notices } = parseFilters(search);
  // The header search's understanding of the text: sizes in any spelling, typos corrected.
  const plan = params.q ? await planSearch(db, params.q) : null;
  // Both names go to the query, which lets a subcategory override its category
  // (spec §4); read once, for the filters and the listing.
  const view = await resolveView(db, {
    category: params.category || undefined,
    subcategory: params.subcategory || undefined,
    q: params.q || undefined,
    searchTerms: plan?.terms,
  });
  // Spec filters belong to a category: its products' values give the options and counts.
  let facets: ReturnType<typeof buildFacets> = [];
  let ids: string[] | undefined;
  if (view.members) {
    const rows = await facetRows(db, view);
    facets = buildFacets(rows, params.filters);
    if (hasFilters(params.filters)) ids = passing(rows, params.filters).map((r) => r.id);
  } else if (hasFilters(params.filters)) {
    notices.push(FILTERS_NEED_A_CATEGORY);
    params.filters = NO_FILTERS;
  }
  const [categories, result] = await Promise.all([
    listCategories(db),
    listProducts(db, { ...view, ids, sort: params.sort, page: params.page }),
  ]);
  // An empty search inside a category: say whether the whole shop has matches.
  const broader =
    result.total === 0 && view.q && (view.category || view.subcategory)
      ? (
          await listProducts(db, {
            q: view.q,
            searchTerms: view.searchTerms,
            sort: "newest",
            page: 1,
          })
        ).total
      : null;
  return {
    finder: finderLink(params.category, params.subcategory),
    params: { ...params, page: result.page },
    categories,
    result,
    broader,
    correctedQuery: plan?.correctedQuery ?? null,
    filters: filterPanel(params, facets),
    chips: filterChips(params),
    notices,
  };
}

/** Pump categories offer the duty-point finder, set to their kind of pump. */
function finderLink(category: string, subcategory: string): string | null {
  const names = [category, subcategory].filter(Boolean);
  const pumpKind = installTypes(names, null)[0];
  if (!names.some((n) => /pump/i.test(n)) && !pumpKind) return null;
  return `/finder${pumpKind ? `?type=${pumpKind}` : ""}`;
}
