import { m } from "~/i18n/paraglide/messages.js";
import { pageItems } from "~/paging/page-buttons";
import { Link } from "~/ui/link";

/** Numbered page links for admin lists; `href(n)` keeps the list's filters. */
export function PageLinks({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href(page: number): string;
}) {
  const items = pageItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <nav aria-label={m.shop_pages()} className="mt-6 flex flex-wrap gap-2">
      {items.map((n, i) =>
        n === "gap" ? (
          <span key={`gap-${i}`} className="px-2 py-1.5 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={m.shop_page({ page: n })}
            className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${n === page ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
          >
            {n}
          </Link>
        ),
      )}
    </nav>
  );
}
