import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { NO_SUGGESTIONS, type SuggestionKeys, type SuggestionsState } from "./suggestions-state";

// The suggestions (their request, list, cards and words) load when the panel first opens.
const SearchSuggestions = lazy(() => import("./search-suggestions"));

/**
 * Spec §2 header search. Without JavaScript it is a <details> toggle around a
 * plain GET form to /shop?q=. Once hydrated, the input becomes an ARIA 1.2
 * combobox that suggests up to 8 products as the visitor types; the
 * suggestions' code loads when the panel first opens, and until it has the
 * form searches the shop as it does without JavaScript.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [list, setList] = useState<SuggestionsState>(NO_SUGGESTIONS);
  const keys = useRef<SuggestionKeys | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The key changes on every navigation, even to the same URL (a repeated search).
  const { key: locationKey } = useLocation();

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

  // A click or tap anywhere else closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!details.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    if (keys.current?.onKeyDown(e)) return;
    if (e.key === "Escape") {
      // A search input would clear itself on Escape; we close and hand focus back instead.
      e.preventDefault();
      close();
    }
  }

  const showList = open && list.shown;

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
                "aria-controls": list.ready ? listId : undefined,
                "aria-activedescendant":
                  showList && list.active >= 0 ? optionId(list.active) : undefined,
              })}
            />
            {open && list.loading ? (
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
        {enhanced && open ? (
          <Suspense fallback={null}>
            <SearchSuggestions
              text={text}
              listId={listId}
              optionId={optionId}
              onState={setList}
              keys={keys}
            />
          </Suspense>
        ) : null}
      </div>
    </details>
  );
}
