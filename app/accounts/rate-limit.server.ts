/**
 * Fixed-window attempt counters in memory. Used by our sign-in and sign-up
 * actions and by the Express guard in front of /api/auth, so server-side
 * calls to Better Auth are limited too. One process holds the counts; several
 * app servers would share them through the database or Redis instead.
 */
export const ATTEMPTS_PER_MINUTE = 5;
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

const windows = new Map<string, { start: number; count: number }>();

export interface Verdict {
  ok: boolean;
  retryAfterSeconds: number;
}

export function hit(
  key: string,
  limit = ATTEMPTS_PER_MINUTE,
  windowMs = 60_000,
  now = Date.now(),
): Verdict {
  const w = windows.get(key);
  if (!w || now - w.start >= windowMs) {
    windows.set(key, { start: now, count: 1 });
    if (windows.size > 50_000) sweep(now, windowMs);
    return { ok: true, retryAfterSeconds: 0 };
  }
  w.count++;
  return { ok: w.count <= limit, retryAfterSeconds: Math.ceil((w.start + windowMs - now) / 1000) };
}

/** Counts one attempt for the client and, when known, for the account. */
export function hitAuth(action: "sign-in" | "sign-up", ip: string, email?: string): Verdict {
  const byIp = hit(`${action}:ip:${ip}`);
  const byAccount = email ? hit(`${action}:account:${email.trim().toLowerCase()}`) : byIp;
  return byIp.ok && byAccount.ok
    ? byIp
    : {
        ok: false,
        retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds),
      };
}

function sweep(now: number, windowMs: number) {
  for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
}

export function resetRateLimits() {
  windows.clear();
}
