import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/** What every /AddUpdateImage action answers; the message is the spec's toast. */
export interface ImageSetResult {
  ok: boolean;
  message: string;
}

/**
 * Calls `handle` once for each new answer a fetcher gets, after its revalidation
 * has finished (so a reloaded list is already on screen when the toast shows).
 */
export function useFetcherResult(
  fetcher: FetcherWithComponents<ImageSetResult | undefined>,
  handle: (result: ImageSetResult) => void,
) {
  const handled = useRef<ImageSetResult | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** "Added on" dates in the business's time zone, the same on server and browser. */
export function addedOn(ms: number): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(ms);
}
