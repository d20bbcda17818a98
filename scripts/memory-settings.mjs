// How the serving process is started so that it fits a small server (docs/operations.md,
// "Memory"). Read by scripts/start.mjs; both are plain launchers that run before the app exists.
// Each default was measured with `npm run bench -- memory` (docs/benchmarks.md).

/**
 * Environment for the serving process. glibc keeps one malloc arena per busy thread (up to
 * 8 × cores) and returns little of what they free: two arenas and an early trim hand freed
 * native memory (libvips' buffers, compression) back to the system. An operator's own value wins.
 */
export function servingEnv(env) {
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? "131072",
  };
}

/**
 * V8 flags for the serving process: a 1 MB young generation (semi-space) instead of 16 MB
 * saves about 25 MB at idle; the pages' objects are short-lived either way. Left out when the
 * operator sets it in NODE_OPTIONS.
 */
export function servingFlags(env) {
  return /--max-semi-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : ["--max-semi-space-size=1"];
}
