import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { SearchResult } from "~/catalogue/product-search";
import { productPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { SLOT, withSlot } from "~/i18n/with-slot";
import { Icon } from "~/ui/icon";
import { onUse, useOnUse } from "~/ui/on-use";
import { moveActive, useProductSearch } from "./use-product-search";

/**
 * The suggestions' own code (options, notes, the no-results art and their
 * messages) arrives when the panel first opens: most visits never search, and
 * every byte of the header is paid on every first visit.
 */
const suggestionsPart = onUse(() => import("./search-suggestions"));

/**
 * Spec §2 header search. Without JavaScript it is a <details> toggle around a
 * plain GET form to /shop?q=. Once hydrated, the input becomes an ARIA 1.2
 * combobox that suggests up to 8 products as the visitor types; the
 * suggestions' code is fetched when the panel first opens.
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
  const suggestions = useOnUse(suggestionsPart, open);

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

  // Until the suggestions' code has arrived there is no list to show or move through.
  const showList = open && suggestions !== null && results.length > 0 && state.status !== "idle";
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
        onPointerEnter={suggestionsPart.preload}
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
              {showList && suggestions
                ? results.map((r, i) => (
                    <suggestions.ResultOption
                      key={r.id}
                      id={optionId(i)}
                      result={r}
                      active={i === active}
                      onChoose={() => choose(r)}
                    />
                  ))
                : null}
            </div>
            {suggestions ? (
              <suggestions.SuggestionNotes
                state={state}
                showList={showList}
                noMatch={noMatch}
                open={open}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </details>
  );
}
