import { m } from "~/i18n/paraglide/messages.js";
import type { ShopCategory } from "~/shop/shop-query";
import { Link } from "~/ui/link";

/**
 * The shop's empty listing: what found nothing, and the ways to broaden it. The listing loads it
 * only when it has nothing to show (routes/site/shop.tsx), and gives it every address ready made,
 * so it brings none of the listing's own code with it.
 */
export interface ShopEmptyProps {
  /** The search text, or "" without a search. */
  query: string;
  /** Range filters are in force. */
  filtered: boolean;
  /** The category or subcategory shown, or "". */
  where: string;
  /** How many products the search finds without the category, if any. */
  broader: number | null;
  categories: readonly ShopCategory[];
  /** The listing without its range filters. */
  clearFiltersHref: string;
  /** The listing without its category and subcategory. */
  everywhereHref: string;
  /** The whole shop, nothing selected. */
  clearAllHref: string;
  /** A category's listing. */
  categoryHref: (category: string) => string;
}

function emptyTitle({ query, filtered, where }: ShopEmptyProps): string {
  if (query) return where ? m.shop_empty_query_in({ query, where }) : m.shop_empty_query({ query });
  if (filtered) return where ? m.shop_empty_filtered_in({ where }) : m.shop_empty_filtered();
  return where ? m.shop_empty_selection_in({ where }) : m.shop_empty_selection();
}

export default function ShopEmpty(props: ShopEmptyProps) {
  const { query, filtered, broader, categories } = props;
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{emptyTitle(props)}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {query
          ? m.shop_empty_query_hint()
          : filtered
            ? m.shop_empty_filtered_hint()
            : m.shop_empty_selection_hint()}
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        {filtered ? (
          <Link
            to={props.clearFiltersHref}
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {m.shop_clear_the_filters()}
          </Link>
        ) : null}
        {broader ? (
          <Link
            to={props.everywhereHref}
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {m.shop_broader({ count: broader })}
          </Link>
        ) : null}
        <Link
          to={props.clearAllHref}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {m.shop_clear_all_filters()}
        </Link>
        <Link to="/contact" className="text-sm font-semibold text-brand-800 hover:underline">
          {m.shop_ask_for_product()}
        </Link>
      </div>
      {categories.length > 0 ? (
        <nav aria-label={m.shop_suggested_categories()} className="mt-6">
          <p className="text-xs font-bold uppercase tracking-wider text-slate-500">
            {m.shop_browse_category()}
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={props.categoryHref(c.name)}
                  className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
