import { useEffect, useState } from "react";
import type { SearchResponse, SearchResult } from "~/catalogue/product-search";
import { pageLocale } from "~/i18n/browser-locale";

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 200;
/** Answers are kept this long in the page, so backspacing is instant. */
const MEMO_MS = 60_000;
const MEMO_MAX = 50;

export type SearchState =
  | { status: "idle"; q: ""; results: []; corrected?: null }
  | { status: "loading"; q: string; results: SearchResult[]; corrected?: string | null }
  | { status: "done"; q: string; results: SearchResult[]; corrected: string | null }
  | { status: "error"; q: string; results: []; corrected?: null };

interface Answer {
  results: SearchResult[];
  corrected: string | null;
}

const memo = new Map<string, { at: number } & Answer>();

function remember(q: string, answer: Answer) {
  if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value ?? "");
  memo.set(q, { at: Date.now(), ...answer });
}

function recall(q: string): Answer | null {
  const hit = memo.get(q);
  return hit && Date.now() - hit.at < MEMO_MS ? hit : null;
}

/**
 * Header search suggestions for `text`: debounced, and each new keystroke
 * aborts the request in flight, so a slow stale answer never overwrites a
 * newer one. While a request runs, the previous results stay on screen.
 */
export function useProductSearch(text: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: "idle", q: "", results: [] });
  const q = text.trim().slice(0, 100);
  // The titles come back in the page's language (the API has one English address).
  const locale = pageLocale();

  useEffect(() => {
    if (!q) {
      setState({ status: "idle", q: "", results: [] });
      return;
    }
    const key = `${locale}:${q.toLowerCase()}`;
    const known = recall(key);
    if (known) {
      setState({ status: "done", q, results: known.results, corrected: known.corrected });
      return;
    }
    setState((s) => ({
      status: "loading",
      q,
      results: s.status === "error" ? [] : s.results,
      corrected: s.corrected,
    }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const lang = locale === "en" ? "" : `&lang=${locale}`;
        const res = await fetch(`/api/search?q=${encodeURIComponent(q)}${lang}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!res.ok) throw new Error(`search answered ${res.status}`);
        const body = (await res.json()) as SearchResponse;
        const answer = { results: body.results, corrected: body.correctedQuery ?? null };
        remember(key, answer);
        setState({ status: "done", q, ...answer });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("Header search failed", error);
        setState({ status: "error", q, results: [] });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale]);

  return state;
}

/** Moves the highlighted option with the arrow keys, wrapping at either end (-1 is none). */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
