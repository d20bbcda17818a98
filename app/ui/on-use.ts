import { useEffect, useState } from "react";

/** Part of the page's code fetched on first use and kept for every later use. */
export interface OnUse<T> {
  /** Starts the download early (a pointer nearing a button, a panel opening). */
  preload(): void;
  load(): Promise<T>;
  /** The part once it has arrived, so a later render needs no effect to show it. */
  loaded(): T | null;
}

/** Wraps a dynamic import; a failed download is tried again on the next use. */
export function onUse<T>(load: () => Promise<T>): OnUse<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= load().then(
      (v) => {
        value = v;
        return v;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    preload: () => void get().catch(() => undefined),
    load: get,
    loaded: () => value,
  };
}

/**
 * The part once it has arrived, fetching it while `wanted`; null until then.
 * Plain state rather than React.lazy: Suspense throttles its reveal with a
 * timer, which would hold the part back whenever timers are paused.
 */
export function useOnUse<T>(part: OnUse<T>, wanted = true): T | null {
  const [value, setValue] = useState<T | null>(() => part.loaded());
  useEffect(() => {
    if (value !== null || !wanted) return;
    let live = true;
    part.load().then(
      // A function-valued part (a component) must not be taken for a state updater.
      (v) => live && setValue(() => v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, value, wanted]);
  return value;
}
