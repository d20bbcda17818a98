/**
 * The header search's suggestions (spec §2), loaded when its panel first
 * opens (header-search.tsx): the options, the link to every match, the
 * no-results picture, and what a screen reader is told.
 */
import { useEffect, useId, useRef } from "react";
import type { SearchResult } from "~/catalogue/product-search";
import { useFormatStyle } from "~/config/use-format-style";
import { formatPrice } from "~/format/price";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { SearchState } from "./use-product-search";

/** One suggested product: its picture, cut title and price. */
export function ResultOption({
  id,
  result,
  active,
  onChoose,
}: {
  id: string;
  result: SearchResult;
  active: boolean;
  onChoose: () => void;
}) {
  const style = useFormatStyle();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return (
    // Keyboard use goes through the combobox (aria-activedescendant); the click is for pointers.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      ref={ref}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      title={result.title}
      // Keep focus in the input while a pointer presses an option.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 ${active ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-slate-50"}`}
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {result.image ? (
          // Eager: the visitor is looking at these right now, and there are at most eight.
          <Image
            image={result.image}
            variant="thumb"
            alt=""
            eager
            className="h-full w-full object-cover"
          />
        ) : (
          <Icon name="package" className="h-5 w-5 text-slate-400" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className="block truncate text-sm font-medium text-slate-900"
          aria-hidden="true"
          data-cut-title
        >
          {result.shortTitle}
        </span>
        <span className="sr-only">{result.title}</span>
        <span className="block text-xs font-semibold text-brand-900">
          {formatPrice(result.pricePaise, style)}
        </span>
      </span>
    </div>
  );
}

function NoResults({ q }: { q: string }) {
  return (
    <div className="flex flex-col items-center px-2 pb-2 pt-4 text-center">
      <NoResultsArt />
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {m.shop_search_no_match({ query: q })}
      </p>
      <p className="mt-1 text-xs text-slate-600">{m.shop_search_hint()}</p>
      <Link
        to="/shop"
        className="mt-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {m.shop_search_browse_all()}
      </Link>
    </div>
  );
}

/** An empty crate under a magnifying glass: the spec's "image of no results", drawn inline. */
function NoResultsArt() {
  const titleId = useId();
  return (
    <svg viewBox="0 0 160 110" className="h-24 w-36" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{m.shop_search_no_results()}</title>
      <ellipse cx="80" cy="100" rx="62" ry="6" fill="#e2e8f0" />
      <path d="M30 52 80 40l50 12v40l-50 10-50-10z" fill="#dbe6fe" />
      <path d="M30 52 80 64l50-12" fill="none" stroke="#93b4fd" strokeWidth="2" />
      <path d="M80 64v38" stroke="#93b4fd" strokeWidth="2" />
      <path d="M30 52 18 36l50-12 12 16z" fill="#eff4ff" stroke="#93b4fd" strokeWidth="2" />
      <path d="M130 52l12-16-50-12-12 16z" fill="#eff4ff" stroke="#93b4fd" strokeWidth="2" />
      <circle cx="104" cy="38" r="20" fill="#ffffff" stroke="#1a2f6b" strokeWidth="5" />
      <path d="M118 52l16 16" stroke="#1a2f6b" strokeWidth="7" strokeLinecap="round" />
      <path d="M97 31l14 14M111 31 97 45" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Below the options: every match on /shop, no match, the search being
 * unavailable, and a live region announcing the count. It stays mounted from
 * the panel's first opening, so the region exists before its text changes.
 */
export function SuggestionNotes({
  state,
  showList,
  noMatch,
  open,
}: {
  state: SearchState;
  showList: boolean;
  noMatch: boolean;
  open: boolean;
}) {
  const count = state.results.length;
  return (
    <>
      {showList ? (
        <Link
          to={`/shop?q=${encodeURIComponent(state.q)}`}
          className="mt-1 block rounded-lg px-2 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {m.shop_search_see_all({ query: state.q })}
        </Link>
      ) : null}
      {noMatch ? <NoResults q={state.q} /> : null}
      {open && state.status === "error" ? (
        <p className="mt-3 px-1 text-sm text-slate-600">{m.shop_search_unavailable()}</p>
      ) : null}
      <p role="status" className="sr-only">
        {showList && state.status === "done"
          ? state.corrected
            ? m.shop_search_found_for({ count, query: state.corrected })
            : m.shop_search_found({ count })
          : noMatch
            ? m.shop_search_none_found()
            : ""}
      </p>
    </>
  );
}
