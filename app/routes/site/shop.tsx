import { data, Form, Link, useNavigate } from "react-router";
import { listCategories } from "~/catalogue/categories.server";
import { listProducts } from "~/catalogue/products.server";
import { pageMeta, seoContext, shopPath, variantImage } from "~/catalogue/seo";
import { parseShopParams, type ShopParams, SORT_LABELS, shopHref } from "~/catalogue/shop-query";
import { type Category, SHOP_PAGE_SIZE, SORTS, type Sort } from "~/catalogue/types";
import { Icon } from "~/components/icon";
import { ProductCard } from "~/components/product-card";
import { ShopPagination } from "~/components/shop-pagination";
import { ShopSidebar } from "~/components/shop-sidebar";
import { appDb } from "~/db/db.server";
import { catalogueHeaders, PUBLIC_FRESH } from "~/routes/cache";
import type { Route } from "./+types/shop";

/** GET /shop — all of its state is in the URL, so every view is a link and works without JavaScript. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = parseShopParams(new URL(request.url).searchParams);
  const db = appDb();
  const [categories, result] = await Promise.all([
    listCategories(db),
    listProducts(db, {
      // Spec §4: a subcategory filter overrides the category filter.
      category: params.subcategory ? undefined : params.category || undefined,
      subcategory: params.subcategory || undefined,
      q: params.q || undefined,
      sort: params.sort,
      page: params.page,
    }),
  ]);
  // An empty search inside a category: say whether the whole shop has matches.
  const broader =
    result.total === 0 && params.q && (params.category || params.subcategory)
      ? (await listProducts(db, { q: params.q, sort: "newest", page: 1 })).total
      : null;
  return data(
    { params: { ...params, page: result.page }, categories, result, broader },
    { headers: { "Cache-Control": PUBLIC_FRESH } },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  const heading = d?.params.subcategory || d?.params.category || "All products";
  const card = d?.result.items.find((p) => p.image)?.image;
  return pageMeta(ctx, {
    title: `${heading} | Shop | ${ctx.siteName}`,
    description: `Browse ${heading.toLowerCase()}: prices in ₹, specifications and quotes.`,
    // Sort order and search text do not make a different page; the filter and page do.
    path: shopPath({
      category: d?.params.category,
      subcategory: d?.params.subcategory,
      page: d?.params.page,
    }),
    image: card ? variantImage(card.id, "card", heading) : undefined,
    // Search results are followed but kept out of the index (endless near-duplicates).
    noindex: Boolean(d?.params.q),
  });
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { params, categories, result, broader } = loaderData;
  const heading =
    params.subcategory ||
    params.category ||
    (params.q ? `Results for “${params.q}”` : "All products");
  const first = (result.page - 1) * SHOP_PAGE_SIZE + 1;
  const last = first + result.items.length - 1;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="shop-count">
            {result.total === 0
              ? "No products"
              : result.total <= SHOP_PAGE_SIZE
                ? `${result.total} ${result.total === 1 ? "product" : "products"}`
                : `Showing ${first}–${last} of ${result.total} products`}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          {/* At 800 px or less the categories sit below the grid: offer a way down. */}
          <a
            href="#categories"
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 min-[801px]:hidden"
          >
            <Icon name="sliders-horizontal" className="h-4 w-4" />
            Categories
          </a>
          <SortSelect params={params} />
        </div>
      </div>
      <ActiveFilters params={params} />
      {/* Spec §2: at 800 px or less the sidebar moves below the grid. */}
      <div className="flex flex-col gap-8 min-[801px]:flex-row-reverse min-[801px]:items-start">
        <section className="min-w-0 flex-1" aria-labelledby="products-heading">
          {/* Cards title themselves with h3: an h2 keeps the outline in order. */}
          <h2 id="products-heading" className="sr-only">
            Products
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
            <EmptyState params={params} categories={categories} broader={broader} />
          )}
          <ShopPagination params={params} pageCount={result.pageCount} />
        </section>
        <ShopSidebar params={params} categories={categories} />
      </div>
    </main>
  );
}

function SortSelect({ params }: { params: ShopParams }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action="/shop" className="flex items-center gap-2">
      {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      {params.subcategory ? (
        <input type="hidden" name="subcategory" value={params.subcategory} />
      ) : null}
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      {/* On a phone the select speaks for itself; the label stays for screen readers. */}
      <label
        htmlFor="sort"
        className="max-sm:sr-only text-sm font-medium whitespace-nowrap text-slate-700"
      >
        Sort by
      </label>
      <select
        // Uncontrolled, re-created per order: the choice stays shown while the next page loads.
        key={params.sort}
        id="sort"
        name="sort"
        defaultValue={params.sort}
        // A new order starts again at page 1.
        onChange={(e) => navigate(shopHref(params, { sort: e.target.value as Sort, page: 1 }))}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-lg bg-brand-800 px-3 py-2 text-sm font-semibold text-white"
        >
          Apply
        </button>
      </noscript>
    </Form>
  );
}

/** The filters in force, each with its own remove link. */
function ActiveFilters({ params }: { params: ShopParams }) {
  const chips: { label: string; remove: string }[] = [];
  if (params.category && !params.subcategory) {
    chips.push({
      label: `Category: ${params.category}`,
      remove: shopHref(params, { category: "", page: 1 }),
    });
  }
  if (params.subcategory) {
    chips.push({
      label: `Subcategory: ${params.subcategory}`,
      remove: shopHref(params, { subcategory: "", page: 1 }),
    });
  }
  if (params.q) {
    chips.push({ label: `Search: “${params.q}”`, remove: shopHref(params, { q: "", page: 1 }) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="mb-6 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((c) => (
        <li key={c.label}>
          <Link
            to={c.remove}
            aria-label={`Remove ${c.label}`}
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
            to={shopHref(params, { category: "", subcategory: "", q: "", page: 1 })}
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            Clear all
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

function EmptyState({
  params,
  categories,
  broader,
}: {
  params: ShopParams;
  categories: Category[];
  broader: number | null;
}) {
  const where = params.subcategory || params.category;
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">
        {params.q ? `No products match “${params.q}”` : "No products match this selection"}
        {where ? ` in ${where}` : ""}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {params.q
          ? "Check the spelling, or try a shorter or more general word such as “pump” or “motor”."
          : "This category has no products yet. Try another category below."}
      </p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        {broader ? (
          <Link
            to={shopHref(params, { category: "", subcategory: "", page: 1 })}
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            See {broader} {broader === 1 ? "match" : "matches"} in all categories
          </Link>
        ) : null}
        <Link
          to={shopHref(params, { category: "", subcategory: "", q: "", page: 1 })}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Clear all filters
        </Link>
        <Link to="/contact" className="text-sm font-semibold text-brand-800 hover:underline">
          Ask us for a product
        </Link>
      </div>
      {categories.length > 0 ? (
        <nav aria-label="Suggested categories" className="mt-6">
          <p className="text-xs font-bold uppercase tracking-wider text-slate-500">
            Browse a category
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={shopHref(params, { category: c.name, subcategory: "", q: "", page: 1 })}
                  className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-800"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
