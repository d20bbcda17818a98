// How the serving process is started so that it fits a small server (docs/operations.md,
// "Memory"). Read by scripts/start.mjs; both are plain launchers that run before the app exists.
// Each default was measured with `npm run bench -- memory` (docs/benchmarks.md).

/**
 * Environment for the serving process. glibc keeps one malloc arena per busy thread (up to
 * 8 × cores) and returns little of what they free: two arenas and an early trim hand freed
 * native memory (libvips' buffers, compression) back to the system. A fixed mmap threshold of
 * 64 KB keeps glibc from raising it as it otherwise does after the first large free, so that
 * rendered pages and zlib's working memory are given back whole instead of fragmenting the heap
 * (the soak settled at 148 MB instead of 195). An operator's own value wins.
 */
export function servingEnv(env) {
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "65536",
  };
}

/**
 * V8 flags for the serving process, each left out when the operator sets it in NODE_OPTIONS:
 * - a 1 MB young generation (semi-space) instead of 16 MB: about 25 MB less at idle; the pages'
 *   objects are short-lived either way;
 * - a 256 MB old generation: V8 sizes its heap's growth from this limit, and with the default
 *   (a quarter of the machine's memory, or more) it let a run of datasheets grow the heap by
 *   120 MB of garbage before collecting it. The shop's live heap is about 50 MB.
 */
export function servingFlags(env) {
  const options = env.NODE_OPTIONS ?? "";
  return [
    /--max-semi-space-size/.test(options) ? null : "--max-semi-space-size=1",
    /--max-old-space-size/.test(options) ? null : "--max-old-space-size=256",
  ].filter(Boolean);
}
