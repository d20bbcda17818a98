import { sql } from "kysely";
import { env, type RateLimits } from "~/config/env.server";
import { appDb, type DB } from "~/db/db.server";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Fixed-window attempt counters in the database, so a limit holds across every
 * app instance. Used by our sign-in and sign-up actions (which call Better
 * Auth directly, so they count their own attempts), by the Express guard in
 * front of /api/auth (per address) and Better Auth's hook (per account,
 * auth.server.ts), and by the enquiry and contact forms. One upsert per
 * attempt, atomic on both databases. The limits come from the environment
 * (RATE_LIMIT_*, env.server.ts).
 */
const WINDOW_MS = 60_000;

/**
 * The 429 answer's text: what happened, and when to try again (also in
 * Retry-After), in the request's language: "a second" up to 1, at most 60.
 */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return m.forms_too_many_attempts({ seconds: Math.max(1, Math.min(retryAfterSeconds, 60)) });
}

export interface Verdict {
  ok: boolean;
  retryAfterSeconds: number;
}

/** Roughly one attempt in this many also deletes windows that have ended. */
const SWEEP_EVERY = 200;

interface HitOptions {
  db?: DB;
  now?: number;
  /** Instead of the environment's (tests). */
  limits?: RateLimits;
}

export async function hit(
  key: string,
  limit: number,
  windowMs = WINDOW_MS,
  options: HitOptions = {},
): Promise<Verdict> {
  const db = options.db ?? appDb();
  const now = options.now ?? Date.now();
  const expired = now - windowMs;
  // A new key, or a window that has ended, starts again at 1; otherwise count up.
  const row = await db
    .insertInto("rate_limit")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`CASE WHEN rate_limit.window_start <= ${expired} THEN 1 ELSE rate_limit.count + 1 END`,
        window_start: sql<number>`CASE WHEN rate_limit.window_start <= ${expired} THEN ${now} ELSE rate_limit.window_start END`,
      }),
    )
    .returning(["window_start", "count"])
    .executeTakeFirstOrThrow();
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.deleteFrom("rate_limit").where("window_start", "<=", expired).execute();
  }
  return {
    ok: row.count <= limit,
    retryAfterSeconds:
      row.count <= limit ? 0 : Math.ceil((row.window_start + windowMs - now) / 1000),
  };
}

export type AddressLimited =
  | "sign-in"
  | "sign-up"
  | "enquiry"
  | "contact"
  | "reset-password"
  | "service"
  | "service-lookup";
export type AccountLimited = "sign-in" | "sign-up";

const limitsKey = {
  "sign-in": "signIn",
  "sign-up": "signUp",
  enquiry: "enquiry",
  contact: "contact",
  // A hand-over reset link is a password form too: sign-in's limits apply.
  "reset-password": "signIn",
  service: "service",
  "service-lookup": "serviceLookup",
} as const;

/** Counts one attempt from a client address (shared by everyone behind one NAT). */
export function hitAddress(
  action: AddressLimited,
  ip: string,
  options: HitOptions = {},
): Promise<Verdict> {
  const limits = options.limits ?? env().rateLimits;
  return hit(`${action}:ip:${ip}`, limits[limitsKey[action]].address, WINDOW_MS, options);
}

/** Counts one attempt for an account, by its e-mail in any case, from wherever it comes. */
export function hitAccount(
  action: AccountLimited,
  email: string,
  options: HitOptions = {},
): Promise<Verdict> {
  const limits = options.limits ?? env().rateLimits;
  const key = `${action}:account:${email.trim().toLowerCase()}`;
  return hit(key, limits[limitsKey[action]].account, WINDOW_MS, options);
}

/** Both verdicts must allow the attempt; the later of the two says when to retry. */
function both(a: Verdict, b: Verdict): Verdict {
  if (a.ok && b.ok) return a;
  return { ok: false, retryAfterSeconds: Math.max(a.retryAfterSeconds, b.retryAfterSeconds) };
}

/** Counts one attempt for the client address and, when known, for the account. */
export async function hitAuth(
  action: AccountLimited,
  ip: string,
  email?: string,
  options: HitOptions = {},
): Promise<Verdict> {
  const byAddress = await hitAddress(action, ip, options);
  return email ? both(byAddress, await hitAccount(action, email, options)) : byAddress;
}
