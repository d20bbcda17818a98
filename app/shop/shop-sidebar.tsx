import { m } from "~/i18n/paraglide/messages.js";
import {
  categoryHref,
  openCategory,
  type ShopCategory,
  type ShopParams,
  shopHref,
  subcategoryHref,
} from "~/shop/shop-query";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The shop's category list with one open accordion (spec §4): a category link
 * chooses it and clears the subcategory, the open one's link collapses it, and
 * a subcategory link narrows the listing to that subcategory alone. Links use
 * the English names (the URL's keys); the visitor reads the `label`s.
 */
export function ShopSidebar({
  params,
  categories,
}: {
  params: ShopParams;
  categories: ShopCategory[];
}) {
  const open = openCategory(categories, params);
  const everything = !params.category && !params.subcategory;
  return (
    <aside
      id="categories"
      className="w-full shrink-0 scroll-mt-20 min-[801px]:w-64"
      aria-labelledby="categories-heading"
    >
      <h2
        id="categories-heading"
        className="mb-3 text-sm font-bold uppercase tracking-wider text-slate-500"
      >
        {m.shop_categories()}
      </h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        <li>
          <Link
            to={shopHref(params, { category: "", subcategory: "", page: 1 })}
            aria-current={everything ? "page" : undefined}
            className={`block px-4 py-3 text-sm font-semibold ${everything ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`}
          >
            {m.shop_all_products()}
          </Link>
        </li>
        {categories.map((c) => {
          const isOpen = open?.id === c.id;
          const listId = `subcategories-${c.id}`;
          return (
            <li key={c.id}>
              <Link
                to={categoryHref(params, open, c.name)}
                aria-expanded={c.subcategories.length > 0 ? isOpen : undefined}
                aria-controls={isOpen && c.subcategories.length > 0 ? listId : undefined}
                className={`flex items-center justify-between gap-2 px-4 py-3 text-sm font-semibold ${isOpen ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`}
              >
                {c.label}
                {c.subcategories.length > 0 ? (
                  <Icon
                    name="chevron-down"
                    className={`h-4 w-4 shrink-0 transition-transform ${isOpen ? "rotate-180" : ""}`}
                  />
                ) : null}
              </Link>
              {isOpen && c.subcategories.length > 0 ? (
                <ul
                  id={listId}
                  aria-label={m.shop_subcategories_of({ name: c.label })}
                  className="bg-white py-1"
                >
                  <SubLink
                    to={shopHref(params, { category: c.name, subcategory: "", page: 1 })}
                    current={!params.subcategory && same(params.category, c.name)}
                  >
                    {m.shop_all_in({ name: c.label })}
                  </SubLink>
                  {c.subcategories.map((s) => (
                    <SubLink
                      key={s.id}
                      to={subcategoryHref(params, c.name, s.name)}
                      current={same(s.name, params.subcategory)}
                    >
                      {s.label}
                    </SubLink>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function SubLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={`block border-l-4 py-2 pl-7 pr-4 text-sm ${current ? "border-brand-700 font-semibold text-brand-800" : "border-transparent text-slate-600 hover:text-brand-800"}`}
      >
        {children}
      </Link>
    </li>
  );
}
