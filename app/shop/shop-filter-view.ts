import { ENGLISH, type FormatStyle } from "~/format/digits";
import { formatQuantity } from "~/format/numbers";
import { m } from "~/i18n/paraglide/messages.js";
import {
  CHOICE_FILTERS,
  type Facet,
  type FacetOption,
  type FilterKey,
  filterEntries,
  filterLabel,
  filterName,
  hasFilters,
  NO_FILTERS,
  RANGE_FILTERS,
  type SpecFilters,
} from "./shop-filters";
import { type ShopParams, shopHref } from "./shop-query";

/**
 * The filter panel and chips written out by the loader: every label, count
 * and link is plain data, so the shop page's script only draws them (the
 * first-visit budget), and the links are the same with JavaScript or without.
 * The texts are in `style`'s language; category names come in already
 * translated (`shown`), while the links keep the English names (the URL's key).
 */

export interface OptionView {
  label: string;
  /** "Three phase, 3 products": the link's accessible name. */
  name: string;
  count: string;
  /** Choosing it, or, when chosen, removing it; null when it would show nothing. */
  href: string | null;
  selected: boolean;
}

export interface FacetView {
  key: FilterKey;
  label: string;
  unit: string;
  options: OptionView[];
  /** From/To boxes (range filters only), with the values in force. */
  range: { min: string; max: string } | null;
}

export interface FilterPanel {
  heading: string;
  facets: FacetView[];
  /** The rest of the view, carried by the range form. */
  hidden: [string, string][];
  clearHref: string | null;
}

export interface Chip {
  label: string;
  remove: string;
}

function withFilter(filters: SpecFilters, key: FilterKey, value: FacetOption["value"] | null) {
  const next: SpecFilters = { ...filters };
  if (value === null) delete next[key];
  else Object.assign(next, { [key]: value });
  return next;
}

export function filterPanel(
  params: ShopParams,
  facets: Facet[],
  style: FormatStyle = ENGLISH,
  shown: { category: string; subcategory: string } = params,
): FilterPanel | null {
  if (facets.length === 0) return null;
  const hidden: [string, string][] = [];
  if (params.category) hidden.push(["category", params.category]);
  if (params.subcategory) hidden.push(["subcategory", params.subcategory]);
  if (params.q) hidden.push(["q", params.q]);
  if (params.sort !== "newest") hidden.push(["sort", params.sort]);
  const choices = Object.fromEntries(CHOICE_FILTERS.map((k) => [k, params.filters[k]]));
  hidden.push(...filterEntries(choices as SpecFilters));
  return {
    heading: m.shop_filter_heading(
      { name: shown.subcategory || shown.category },
      { locale: style.locale },
    ),
    hidden,
    clearHref: hasFilters(params.filters)
      ? shopHref(params, { filters: NO_FILTERS, page: 1 })
      : null,
    facets: facets.map((f) => {
      const bounds = (RANGE_FILTERS as readonly string[]).includes(f.key)
        ? params.filters[f.key as (typeof RANGE_FILTERS)[number]]
        : undefined;
      return {
        key: f.key,
        label: f.label,
        unit: f.unit,
        range: (RANGE_FILTERS as readonly string[]).includes(f.key)
          ? { min: String(bounds?.min ?? ""), max: String(bounds?.max ?? "") }
          : null,
        options: f.options.map((o) => ({
          label: o.label,
          name: m.shop_option_name(
            // A number, not its text: the plural rule reads it.
            { label: o.label, count: o.count },
            { locale: style.locale },
          ),
          count: formatQuantity(o.count, style),
          selected: o.selected,
          href:
            o.count === 0 && !o.selected
              ? null
              : shopHref(params, {
                  filters: withFilter(params.filters, f.key, o.selected ? null : o.value),
                  page: 1,
                }),
        })),
      };
    }),
  };
}

/** One removable chip per filter in force ("Power: 1.5–2 HP"). */
export function filterChips(params: ShopParams, style: FormatStyle = ENGLISH): Chip[] {
  const chips: Chip[] = [];
  for (const key of [...RANGE_FILTERS, ...CHOICE_FILTERS]) {
    const label = filterLabel(key, params.filters, style);
    if (!label) continue;
    const rest: SpecFilters = { ...params.filters };
    delete rest[key];
    chips.push({
      label: `${filterName(key, style)}: ${label}`,
      remove: shopHref(params, { filters: rest, page: 1 }),
    });
  }
  return chips;
}
