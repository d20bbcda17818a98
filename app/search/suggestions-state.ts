/**
 * What the header search's box (header-search.tsx) and its suggestions
 * (search-suggestions.tsx, loaded when the panel first opens) say to each
 * other: kept apart so the box does not load the suggestions to know them.
 */

/** What the search box shows of the suggestions: the list, the highlighted one, a request in flight. */
export interface SuggestionsState {
  ready: boolean;
  shown: boolean;
  active: number;
  loading: boolean;
}

export const NO_SUGGESTIONS: SuggestionsState = {
  ready: false,
  shown: false,
  active: -1,
  loading: false,
};

/** The keys the suggestions answer (arrows, Enter on a highlighted one): true when handled. */
export interface SuggestionKeys {
  onKeyDown(e: React.KeyboardEvent<HTMLInputElement>): boolean;
}
