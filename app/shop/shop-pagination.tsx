import { m } from "~/i18n/paraglide/messages.js";
import { pageItems } from "~/paging/page-buttons";
import { type ShopParams, shopHref } from "~/shop/shop-query";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";

const box =
  "flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-semibold sm:h-10 sm:min-w-10 sm:px-3";
/** On a phone the numbers are enough; the arrows would push the row onto two lines. */
const arrow = "max-sm:hidden";

/** Spec §2: numbered page buttons (plain links, so they work without JavaScript). */
export function ShopPagination({ params, pageCount }: { params: ShopParams; pageCount: number }) {
  const items = pageItems(params.page, pageCount);
  if (items.length === 0) return null;
  const edge = (to: number, label: string, icon: React.ReactNode) =>
    to < 1 || to > pageCount ? (
      <span className={`${box} ${arrow} border-slate-200 text-slate-300`} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link
        to={shopHref(params, { page: to })}
        aria-label={label}
        rel={to < params.page ? "prev" : "next"}
        className={`${box} ${arrow} border-slate-300 text-slate-700 hover:bg-slate-50`}
      >
        {icon}
      </Link>
    );
  return (
    <nav
      aria-label={m.shop_pages()}
      className="mt-8 flex flex-wrap items-center justify-center gap-1 sm:gap-1.5"
    >
      {edge(
        params.page - 1,
        m.shop_previous_page(),
        <Icon name="chevron-left" className="h-4 w-4" />,
      )}
      {items.map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={shopHref(params, { page: n })}
            aria-label={m.shop_page({ page: n })}
            aria-current={n === params.page ? "page" : undefined}
            className={`${box} ${
              n === params.page
                ? "border-brand-800 bg-brand-800 text-white"
                : "border-slate-300 text-slate-700 hover:bg-slate-50"
            }`}
          >
            {n}
          </Link>
        ),
      )}
      {edge(params.page + 1, m.shop_next_page(), <Icon name="chevron-right" className="h-4 w-4" />)}
    </nav>
  );
}
