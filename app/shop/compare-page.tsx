import { useEffect } from "react";
import { useFormatStyle } from "~/config/use-format-style";
import { formatPrice } from "~/format/price";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { SLOT, withSlot } from "~/i18n/with-slot";
import { Image } from "~/media/image";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import { addToCompareHref, compareHref, MAX_COMPARE } from "./compare";
import type { ComparePageData } from "./compare.server";
import { rememberComparison } from "./compare-link";

/** Up to four products side by side, with links to add, remove and show only differences. */
export function ComparePage({ page }: { page: ComparePageData }) {
  const style = useFormatStyle();
  const { products, rows, ids, notes, onlyDifferences, suggestions } = page;
  // One product has nothing to differ from: all its rows show.
  const shown = onlyDifferences && products.length > 1 ? rows.filter((r) => r.differs) : rows;
  const differing = rows.filter((r) => r.differs).length;
  // What the visitor sees here is what Compare on another product adds to.
  const shownIds = products.map((p) => p.id).join(",");
  useEffect(() => rememberComparison(shownIds ? shownIds.split(",") : []), [shownIds]);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.shop_compare_title()}</h1>
      {notes.length > 0 ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="compare-notes"
        >
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {products.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="text-slate-700">
            {withSlot(
              m.shop_compare_empty({ compare: SLOT }),
              <strong>{m.shop_compare_button()}</strong>,
            )}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link
              to="/shop"
              className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
            >
              {m.shop_compare_browse()}
            </Link>
            <Link
              to="/finder"
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {m.shop_compare_finder()}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            {products.length === 1
              ? m.shop_compare_add_another()
              : differing === 0
                ? m.shop_compare_same()
                : m.shop_compare_differ({ count: differing })}{" "}
            {products.length > 1 ? (
              onlyDifferences ? (
                <Link to={compareHref(ids)} className="font-semibold text-brand-800 underline">
                  {m.shop_compare_show_all()}
                </Link>
              ) : (
                <Link
                  to={compareHref(ids, true)}
                  className="font-semibold text-brand-800 underline"
                >
                  {m.shop_compare_only_diff()}
                </Link>
              )
            ) : null}
          </p>
          {/* At phone widths the table scrolls sideways with the labels kept in view. */}
          <div
            className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
            data-testid="compare-scroll"
          >
            <table
              className="w-full min-w-[36rem] border-collapse text-sm"
              data-testid="compare-table"
            >
              <caption className="sr-only">
                {m.shop_compare_caption({ count: products.length })}
              </caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 w-32 bg-white p-3 text-left align-bottom text-xs font-bold uppercase tracking-wider text-slate-500 sm:w-40"
                  >
                    {m.shop_compare_product()}
                  </th>
                  {products.map((p) => (
                    <th
                      key={p.id}
                      scope="col"
                      className="min-w-40 p-3 text-left align-top font-normal"
                    >
                      <Link to={productPath(p.id)} prefetch="intent" className="group block">
                        <span className="block aspect-square w-24 overflow-hidden rounded-lg bg-slate-50 sm:w-32">
                          {p.image ? (
                            <Image
                              image={p.image}
                              variant="card"
                              alt=""
                              className="h-full w-full object-cover"
                            />
                          ) : null}
                        </span>
                        <span className="mt-2 block font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
                          {p.title}
                        </span>
                      </Link>
                      <span className="mt-1 block font-bold text-brand-900">
                        {formatPrice(p.pricePaise, style)}
                      </span>
                      <Link
                        to={compareHref(
                          ids.filter((id) => id !== p.id),
                          onlyDifferences,
                        )}
                        className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-slate-600 hover:text-red-700"
                        aria-label={m.shop_compare_remove_named({ title: p.title })}
                      >
                        <Icon name="x" className="h-3.5 w-3.5" /> {m.shop_compare_remove()}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr
                    key={r.key}
                    className={`border-t border-slate-200 ${r.differs ? "bg-amber-50" : ""}`}
                    data-differs={r.differs || undefined}
                    data-testid={`compare-row-${r.key}`}
                  >
                    <th
                      scope="row"
                      className={`sticky left-0 z-10 p-3 text-left font-semibold text-slate-700 ${r.differs ? "bg-amber-50" : "bg-white"}`}
                    >
                      {r.label}
                      {r.differs ? (
                        <span className="sr-only">{m.shop_compare_differs()}</span>
                      ) : null}
                    </th>
                    {r.values.map((v, i) => (
                      <td key={ids[i]} className="p-3 align-top text-slate-900">
                        {v ?? <span className="text-slate-400">—</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {suggestions.length > 0 && products.length < MAX_COMPARE ? (
            <section className="mt-8" aria-labelledby="add-heading">
              <h2 id="add-heading" className="text-lg font-bold text-slate-900">
                {m.shop_compare_add()}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {suggestions.map((s) => (
                  <li key={s.id}>
                    <Link
                      to={addToCompareHref(ids, s.id)}
                      className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-400 hover:text-brand-800"
                    >
                      + {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}
