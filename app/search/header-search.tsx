import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { cutTitle, SEARCH_TITLE_CUT } from "~/catalogue/product-text";
import { Icon } from "~/components/icon";
import { Image } from "~/components/image";
import { Link } from "~/components/link";
import { formatPrice } from "~/format/price";
import { useFormatStyle } from "~/format/use-format-style";
import { productPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { SLOT, withSlot } from "~/i18n/with-slot";
import type { SearchResult } from "~/routes/resources/search";
import { moveActive, useProductSearch } from "./use-product-search";

/**
 * Spec §2 header search. Without JavaScript it is a <details> toggle around a
 * plain GET form to /shop?q=. Once hydrated, the input becomes an ARIA 1.2
 * combobox that suggests up to 8 products as the visitor types.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // The key changes on every navigation, even to the same URL (a repeated search).
  const { key: locationKey } = useLocation();
  const state = useProductSearch(open ? text : "");
  const results = state.results;

  // Close after any navigation: a chosen result, a submitted search, or a link elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => {
    setOpen(false);
    setText("");
  }, [locationKey]);

  // Hydrated: adopt whatever the visitor did before the script arrived (this runs after the reset above).
  useEffect(() => {
    setEnhanced(true);
    setOpen(details.current?.open ?? false);
    setText(input.current?.value ?? "");
  }, []);

  // A new answer starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setActive(-1), [results]);

  // A click or tap anywhere else closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!details.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const showList = open && results.length > 0 && state.status !== "idle";
  const noMatch = open && state.status === "done" && results.length === 0;

  function choose(result: SearchResult) {
    navigate(localHref(productPath(result.id)));
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => moveActive(a, results.length, e.key as "ArrowDown" | "ArrowUp"));
    } else if (e.key === "Enter" && showList && active >= 0 && results[active]) {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === "Escape") {
      // A search input would clear itself on Escape; we close and hand focus back instead.
      e.preventDefault();
      close();
    }
  }

  return (
    <details
      ref={details}
      open={open}
      onToggle={(e) => {
        const nowOpen = e.currentTarget.open;
        setOpen(nowOpen);
        // The panel is already shown when "toggle" fires, so the input can take focus now.
        if (nowOpen) input.current?.focus();
      }}
      className="group static sm:relative"
    >
      <summary
        ref={toggle}
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={m.shop_search_products()}
      >
        <Icon name="search" className="h-5 w-5 group-open:hidden" />
        <Icon name="x" className="hidden h-5 w-5 group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white p-3 shadow-lg sm:inset-x-auto sm:right-0 sm:top-12 sm:w-[26rem] sm:rounded-xl sm:border">
        <Form method="get" action={localHref("/shop")} role="search" className="flex gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {m.shop_search_products()}
          </label>
          <div className="relative min-w-0 flex-1">
            <input
              ref={input}
              id={`${id}-input`}
              name="q"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={enhanced ? onKeyDown : undefined}
              maxLength={100}
              placeholder={m.shop_search_placeholder()}
              autoComplete="off"
              spellCheck={false}
              className="w-full rounded-lg border border-slate-300 py-2 pl-3 pr-9 text-sm focus:border-brand-600 focus:outline-none"
              {...(enhanced && {
                role: "combobox",
                "aria-autocomplete": "list",
                "aria-expanded": showList,
                "aria-controls": listId,
                "aria-activedescendant": showList && active >= 0 ? optionId(active) : undefined,
              })}
            />
            {state.status === "loading" ? (
              <Icon
                name="loader-circle"
                className="absolute right-3 top-2.5 h-4 w-4 animate-spin text-slate-400"
              />
            ) : null}
          </div>
          <button
            type="submit"
            className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
          >
            {m.shop_search_button()}
          </button>
        </Form>
        {enhanced ? (
          <>
            {showList && state.corrected ? (
              <p className="mt-2 px-1 text-sm text-slate-600" data-testid="search-correction">
                {withSlot(
                  m.shop_showing_results_for({ query: SLOT }),
                  <strong className="text-slate-900">{state.corrected}</strong>,
                )}
              </p>
            ) : null}
            <div
              id={listId}
              role="listbox"
              aria-label={m.shop_search_matching()}
              hidden={!showList}
              className="mt-2 max-h-[min(70vh,30rem)] overflow-y-auto"
            >
              {showList
                ? results.map((r, i) => (
                    <ResultOption
                      key={r.id}
                      id={optionId(i)}
                      result={r}
                      active={i === active}
                      onChoose={() => choose(r)}
                    />
                  ))
                : null}
            </div>
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
                  ? m.shop_search_found_for({ count: results.length, query: state.corrected })
                  : m.shop_search_found({ count: results.length })
                : noMatch
                  ? m.shop_search_none_found()
                  : ""}
            </p>
          </>
        ) : null}
      </div>
    </details>
  );
}

function ResultOption({
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
          {cutTitle(result.title, SEARCH_TITLE_CUT)}
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
