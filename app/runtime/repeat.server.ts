/**
 * A background job of the process (the media sweep, quotation expiry): run once `firstAfterMs`
 * after start, then every `everyMs`. Its timers never keep the process alive; `stop` ends both.
 */
export function repeatEvery(
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
  run: () => void,
): { stop(): void } {
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
