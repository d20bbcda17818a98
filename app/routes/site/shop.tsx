import { ChevronDown } from "lucide-react";
import { data, Form, Link, useSubmit } from "react-router";
import { listCategories } from "~/catalogue/categories.server";
import { listProducts } from "~/catalogue/products.server";
import { parseShopParams, type ShopParams, SORT_LABELS, shopHref } from "~/catalogue/shop-query";
import { type Category, SORTS } from "~/catalogue/types";
import { ProductCard } from "~/components/product-card";
import { appDb } from "~/db/db.server";
import { catalogueHeaders } from "~/routes/cache";
import type { Route } from "./+types/shop";

export async function loader({ request }: Route.LoaderArgs) {
  const params = parseShopParams(new URL(request.url).searchParams);
  const db = appDb();
  const [categories, result] = await Promise.all([
    listCategories(db),
    listProducts(db, {
      category: params.subcategory ? undefined : params.category || undefined,
      subcategory: params.subcategory || undefined,
      q: params.q || undefined,
      sort: params.sort,
      page: params.page,
    }),
  ]);
  return data(
    { params: { ...params, page: result.page }, categories, result },
    { headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=300" } },
  );
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  const heading = d?.params.subcategory || d?.params.category || "All products";
  return [
    { title: `${heading} | Shop | Sabarmati Pumps` },
    {
      name: "description",
      content: `Browse ${heading.toLowerCase()}: prices in ₹, specifications and quotes.`,
    },
  ];
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { params, categories, result } = loaderData;
  const heading =
    params.subcategory ||
    params.category ||
    (params.q ? `Results for “${params.q}”` : "All products");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {result.total} {result.total === 1 ? "product" : "products"}
          </p>
        </div>
        <SortSelect params={params} />
      </div>
      {/* Spec: at 800 px or less the sidebar moves below the grid. */}
      <div className="flex flex-col gap-8 min-[801px]:flex-row-reverse">
        <section className="flex-1" aria-label="Products">
          {result.items.length > 0 ? (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {result.items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 4} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
              <p className="font-semibold text-slate-900">No products match this selection.</p>
              <p className="mt-1 text-sm text-slate-600">
                Try another category or clear the search.
              </p>
              <Link
                to="/shop"
                className="mt-4 inline-block font-semibold text-brand-800 hover:underline"
              >
                Show all products
              </Link>
            </div>
          )}
          <Pagination params={params} pageCount={result.pageCount} />
        </section>
        <CategorySidebar params={params} categories={categories} />
      </div>
    </main>
  );
}

function SortSelect({ params }: { params: ShopParams }) {
  const submit = useSubmit();
  return (
    <Form method="get" action="/shop" className="flex items-center gap-2">
      {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      {params.subcategory ? (
        <input type="hidden" name="subcategory" value={params.subcategory} />
      ) : null}
      {params.q ? <input type="hidden" name="q" value={params.q} /> : null}
      <label htmlFor="sort" className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={params.sort}
        onChange={(e) => submit(e.currentTarget.form)}
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

function CategorySidebar({ params, categories }: { params: ShopParams; categories: Category[] }) {
  const active = params.category.toLowerCase();
  return (
    <aside className="w-full shrink-0 min-[801px]:w-64" aria-label="Categories">
      <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500">Categories</h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        <li>
          <Link
            to={shopHref(params, { category: "", subcategory: "", page: 1 })}
            className={`block px-4 py-3 text-sm font-semibold ${!params.category && !params.subcategory ? "text-brand-800" : "text-slate-700 hover:text-brand-800"}`}
          >
            All products
          </Link>
        </li>
        {categories.map((c) => {
          const open = c.name.toLowerCase() === active;
          return (
            <li key={c.id}>
              {/* Choosing a category clears the subcategory; choosing it again collapses it. */}
              <Link
                to={shopHref(params, { category: open ? "" : c.name, subcategory: "", page: 1 })}
                aria-expanded={open}
                className={`flex items-center justify-between px-4 py-3 text-sm font-semibold ${open ? "text-brand-800" : "text-slate-700 hover:text-brand-800"}`}
              >
                {c.name}
                <ChevronDown
                  className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`}
                  aria-hidden="true"
                />
              </Link>
              {open && c.subcategories.length > 0 ? (
                <ul className="pb-2">
                  {c.subcategories.map((s) => {
                    const current = s.name.toLowerCase() === params.subcategory.toLowerCase();
                    return (
                      <li key={s.id}>
                        <Link
                          to={shopHref(params, { subcategory: s.name, page: 1 })}
                          aria-current={current ? "true" : undefined}
                          className={`block py-1.5 pl-8 pr-4 text-sm ${current ? "font-semibold text-brand-800" : "text-slate-600 hover:text-brand-800"}`}
                        >
                          {s.name}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function Pagination({ params, pageCount }: { params: ShopParams; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap justify-center gap-2">
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={shopHref(params, { page: n })}
          aria-current={n === params.page ? "page" : undefined}
          className={`flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold ${
            n === params.page
              ? "border-brand-800 bg-brand-800 text-white"
              : "border-slate-300 text-slate-700 hover:bg-slate-50"
          }`}
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}
