import { Languages, Search } from "lucide-react";
import { Form } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { FIELD_CLASS } from "~/admin/kit/list-page";
import { useLiveRefresh } from "~/admin/kit/use-live-refresh";
import { LANGUAGE_NAME, TRANSLATED_LOCALES } from "~/catalogue/translation-schema";
import { ADMIN, translateCategoryPath, translateProductPath } from "~/http/paths";
import { Link } from "~/ui/link";
import { PageLinks } from "~/ui/page-links";
import type { TranslationWork } from "./translation-editor.server";
import { StatusBadge } from "./translation-fields";

const STATUS_LABEL = {
  any: "Missing or out of date",
  missing: "Missing",
  outdated: "Out of date",
  all: "All products",
} as const;

/** /admin/translations: the products and categories whose translations are missing or out of date. */
export function TranslationsPage({ work }: { work: TranslationWork }) {
  const { filter, products, categories, needing } = work;
  useLiveRefresh();
  const href = (page: number) =>
    `${ADMIN.translations}?${new URLSearchParams({
      lang: filter.locale,
      status: filter.status,
      ...(filter.q ? { q: filter.q } : {}),
      page: String(page),
    })}`;
  const language = LANGUAGE_NAME[filter.locale];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Languages className="h-7 w-7" aria-hidden="true" /> Translations
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {TRANSLATED_LOCALES.map((l) => `${needing[l]} products need ${LANGUAGE_NAME[l]}`).join(
          " · ",
        )}
      </p>
      <Form
        method="get"
        role="search"
        className="mt-5 flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <label className="text-sm font-semibold text-slate-700">
          Language
          <select name="lang" defaultValue={filter.locale} className={`${FIELD_CLASS} mt-1 block`}>
            {TRANSLATED_LOCALES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAME[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-700">
          Show
          <select
            name="status"
            defaultValue={filter.status}
            className={`${FIELD_CLASS} mt-1 block`}
          >
            {Object.entries(STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-700 sm:flex-1">
          Title contains
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            className={`${FIELD_CLASS} mt-1 block w-full`}
          />
        </label>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-1 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white"
        >
          <Search className="h-4 w-4" aria-hidden="true" /> Filter
        </button>
      </Form>

      <section className="mt-6" aria-labelledby="products-heading">
        <h2 id="products-heading" className="text-xl font-bold text-slate-900">
          Products in {language}{" "}
          <span className="text-base font-normal text-slate-500">({products.total})</span>
        </h2>
        {products.items.length === 0 ? (
          <p className="mt-3 rounded-xl border border-slate-200 p-6 text-center text-sm text-slate-600">
            No products match.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {products.items.map((p) => (
              <li
                key={p.id}
                className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{p.title}</p>
                  {p.translatedTitle ? (
                    <p lang={filter.locale} className="break-words text-sm text-slate-600">
                      {p.translatedTitle}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <StatusBadge status={p.status} />
                  <TranslateLink to={translateProductPath(p.id)} name={p.title} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={products.page} pageCount={products.pageCount} href={href} />
      </section>

      <section className="mt-10" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-xl font-bold text-slate-900">
          Categories and subcategories
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {categories.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="font-medium text-slate-900">{c.name}</p>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                {TRANSLATED_LOCALES.map((l) => (
                  <span key={l} className="inline-flex items-center gap-1">
                    {LANGUAGE_NAME[l]} <StatusBadge status={c[l]} />
                  </span>
                ))}
                <TranslateLink to={translateCategoryPath(c.id)} name={c.name} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The way to a product's or category's translation page, named for it to a screen reader. */
function TranslateLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      aria-label={`Translate ${name}`}
      className="rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
    >
      Translate
    </Link>
  );
}
