import { lazy, Suspense, useEffect, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useFormatStyle } from "~/config/use-format-style";
import { formatQuantity } from "~/format/numbers";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { SLOT, withSlot } from "~/i18n/with-slot";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import { ShopFilters } from "./filter-panel";
import { ProductCard } from "./product-card";
import type { Chip } from "./shop-filter-view";
import { filterEntries, hasFilters, NO_FILTERS } from "./shop-filters";
import type { ShopPageData } from "./shop-page.server";
import { ShopPagination } from "./shop-pagination";
import {
  SHOP_PAGE_SIZE,
  type ShopParams,
  SORT_LABELS,
  type Sort,
  shopHref,
  sortsFor,
} from "./shop-query";
import { ShopSidebar } from "./shop-sidebar";

/**
 * What the listing says when nothing matches, with its ways out: most visits never show it, so
 * it loads on its own when one does (its links work before it has).
 */
const ShopEmpty = lazy(() => import("~/shop/shop-empty"));

/** The shop's listing: heading, count, sort, filters, the products and their pages. */
export function ShopPage({ page }: { page: ShopPageData }) {
  const {
    params,
    shown,
    categories,
    result,
    broader,
    correctedQuery,
    filters,
    chips,
    notices,
    finder,
  } = page;
  const style = useFormatStyle();
  const heading =
    shown.subcategory ||
    shown.category ||
    (params.q ? m.shop_results_for({ query: params.q }) : m.shop_all_products());
  const first = (result.page - 1) * SHOP_PAGE_SIZE + 1;
  const last = first + result.items.length - 1;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
          {correctedQuery && result.total > 0 ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="search-correction">
              {withSlot(
                m.shop_showing_results_for({ query: SLOT }),
                <strong>“{correctedQuery}”</strong>,
              )}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600" data-testid="shop-count">
            {result.total === 0
              ? m.shop_no_products()
              : result.total <= SHOP_PAGE_SIZE
                ? m.shop_count({ count: result.total })
                : m.shop_showing_range({
                    first: formatQuantity(first, style),
                    last: formatQuantity(last, style),
                    total: formatQuantity(result.total, style),
                  })}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* At 800 px or less the categories sit below the grid: offer a way down. */}
          <div className="flex gap-2 min-[801px]:hidden">
            <a
              href="#categories"
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              <Icon name="sliders-horizontal" className="h-4 w-4" />
              {m.shop_categories()}
            </a>
            {filters ? (
              <a
                href="#filters"
                className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
              >
                {m.shop_filters()}
              </a>
            ) : null}
          </div>
          <SortSelect params={params} />
        </div>
      </div>
      {notices.length > 0 ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="filter-notices"
        >
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {finder ? (
        <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {m.shop_finder_prompt()}{" "}
          <Link to={finder} className="font-semibold underline" data-testid="shop-finder-link">
            {m.shop_finder_link()}
          </Link>
        </p>
      ) : null}
      <ActiveFilters params={params} shown={shown} specChips={chips} />
      {/* Spec §2: at 800 px or less the sidebar moves below the grid. */}
      <div className="flex flex-col gap-8 min-[801px]:flex-row-reverse min-[801px]:items-start">
        <section className="min-w-0 flex-1" aria-labelledby="products-heading">
          {/* Cards title themselves with h3: an h2 keeps the outline in order. */}
          <h2 id="products-heading" className="sr-only">
            {m.shop_products()}
          </h2>
          {result.items.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {result.items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 4} priority={i === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <Suspense fallback={null}>
              <ShopEmpty
                query={params.q}
                filtered={hasFilters(params.filters)}
                where={shown.subcategory || shown.category}
                broader={broader}
                categories={categories}
                clearFiltersHref={shopHref(params, { filters: NO_FILTERS, page: 1 })}
                everywhereHref={shopHref(params, { category: "", subcategory: "", page: 1 })}
                clearAllHref={shopHref(params, { category: "", subcategory: "", q: "", page: 1 })}
                categoryHref={(category) =>
                  shopHref(params, { category, subcategory: "", q: "", page: 1 })
                }
              />
            </Suspense>
          )}
          <ShopPagination params={params} pageCount={result.pageCount} />
        </section>
        <div className="w-full shrink-0 space-y-8 min-[801px]:w-64">
          <ShopSidebar params={params} categories={categories} />
          <ShopFilters panel={filters} />
        </div>
      </div>
    </main>
  );
}

function SortSelect({ params }: { params: ShopParams }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Sort>(params.sort);
  // Back, forward or a link elsewhere: show the order the page is in.
  useEffect(() => setChosen(params.sort), [params.sort]);
  return (
    <Form method="get" action={localHref("/shop")} className="flex items-center gap-2">
      {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      {params.subcategory ? (
        <input type="hidden" name="subcategory" value={params.subcategory} />
      ) : null}
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      {filterEntries(params.filters).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {/* On a phone the select speaks for itself; the label stays for screen readers. */}
      <label
        htmlFor="sort"
        className="max-sm:sr-only text-sm font-medium whitespace-nowrap text-slate-700"
      >
        {m.shop_sort_by()}
      </label>
      <select
        id="sort"
        name="sort"
        // The choice shows at once, while the next page loads; the address then confirms it. The
        // same element stays, so a keyboard user keeps focus on it.
        value={chosen}
        // Before the scripts run, a choice submits the form at once (app/first-paint).
        data-submit-on-change
        // A new order starts again at page 1.
        onChange={(e) => {
          const sort = e.target.value as Sort;
          setChosen(sort);
          navigate(localHref(shopHref(params, { sort, page: 1 })));
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {sortsFor(params.q).map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]()}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white"
        >
          {m.shop_apply()}
        </button>
      </noscript>
    </Form>
  );
}

/** The filters in force, each with its own remove link. */
function ActiveFilters({
  params,
  shown,
  specChips,
}: {
  params: ShopParams;
  shown: Shown;
  specChips: Chip[];
}) {
  const chips: Chip[] = [];
  if (params.category && !params.subcategory) {
    chips.push({
      label: m.shop_chip_category({ name: shown.category }),
      remove: shopHref(params, { category: "", page: 1 }),
    });
  }
  if (params.subcategory) {
    chips.push({
      label: m.shop_chip_subcategory({ name: shown.subcategory }),
      remove: shopHref(params, { subcategory: "", page: 1 }),
    });
  }
  if (params.q) {
    chips.push({
      label: m.shop_chip_search({ query: params.q }),
      remove: shopHref(params, { q: "", page: 1 }),
    });
  }
  chips.push(...specChips);
  if (chips.length === 0) return null;
  return (
    <ul className="mb-6 flex flex-wrap items-center gap-2" aria-label={m.shop_active_filters()}>
      {chips.map((c) => (
        <li key={c.label}>
          <Link
            to={c.remove}
            aria-label={m.shop_remove({ label: c.label })}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-900 hover:border-brand-400"
          >
            {c.label}
            <Icon name="x" className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Link
            to={shopHref(params, {
              category: "",
              subcategory: "",
              q: "",
              filters: NO_FILTERS,
              page: 1,
            })}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {m.shop_clear_all()}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

type Shown = { category: string; subcategory: string };
