import { useEffect, useRef } from "react";
import { toast } from "~/toasts/notify";

/** What admin actions answer a fetcher: the outcome and the toast's text. */
export interface ActionResult {
  ok: boolean;
  message: string;
}

/** The part of a fetcher these hooks read. */
interface Fetched<T> {
  state: "idle" | "loading" | "submitting";
  data?: T | undefined;
}

/**
 * Calls `handle` once for each new answer a fetcher gets, after its revalidation
 * has finished (so a reloaded list is already on screen when the toast shows),
 * or, with `onArrival`, as soon as the answer arrives (for a form the reload
 * may take off the page).
 */
export function useFetcherResult<T>(
  fetcher: Fetched<T>,
  handle: (result: T) => void,
  onArrival = false,
) {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  const settled = onArrival || fetcher.state === "idle";
  useEffect(() => {
    if (!settled || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [settled, fetcher.data]);
}

/** A fetcher's answer as a toast: success or error, once each; then `after`, if given. */
export function useFetcherToast(
  fetcher: Fetched<ActionResult>,
  after?: (result: ActionResult) => void,
  onArrival = false,
) {
  useFetcherResult(
    fetcher,
    (result) => {
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
      after?.(result);
    },
    onArrival,
  );
}
