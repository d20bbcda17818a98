import { sql } from "kysely";
import { appDb, type DB } from "~/db/db.server";

/**
 * Fixed-window attempt counters in the database, so a limit holds across every
 * app instance. Used by our sign-in and sign-up actions, by the Express guard
 * in front of /api/auth (so server-side calls to Better Auth are limited too),
 * and by the enquiry and contact forms. One upsert per attempt, atomic on both
 * databases.
 */
export const ATTEMPTS_PER_MINUTE = 5;
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

export interface Verdict {
  ok: boolean;
  retryAfterSeconds: number;
}

/** Roughly one attempt in this many also deletes windows that have ended. */
const SWEEP_EVERY = 200;

export async function hit(
  key: string,
  limit = ATTEMPTS_PER_MINUTE,
  windowMs = 60_000,
  options: { db?: DB; now?: number } = {},
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

/** Counts one attempt for the client and, when known, for the account. */
export async function hitAuth(
  action: "sign-in" | "sign-up",
  ip: string,
  email?: string,
  options: { db?: DB; now?: number } = {},
): Promise<Verdict> {
  const byIp = await hit(`${action}:ip:${ip}`, ATTEMPTS_PER_MINUTE, 60_000, options);
  const byAccount = email
    ? await hit(
        `${action}:account:${email.trim().toLowerCase()}`,
        ATTEMPTS_PER_MINUTE,
        60_000,
        options,
      )
    : byIp;
  return byIp.ok && byAccount.ok
    ? byIp
    : {
        ok: false,
        retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds),
      };
}
