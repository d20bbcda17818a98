/** What the early-input script records, shared by the script (server) and its replay (browser). */

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did before the page hydrated, in order. */
export type EarlyInput =
  | { kind: "click"; target: HTMLElement }
  | { kind: "field"; target: Field; value: string; checked: boolean }
  | { kind: "submit"; target: HTMLFormElement; submitter: HTMLElement | null };

declare global {
  interface Window {
    __earlyInput?: EarlyInput[];
  }
}

export const EARLY_INPUT_STATUS_ID = "early-input-status";
/** Set on <html> once the page has hydrated; the early script stops recording then. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
