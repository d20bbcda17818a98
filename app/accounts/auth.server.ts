import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { admin } from "better-auth/plugins";
import { env } from "~/config/env.server";
import { appDb, type DB } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { firstProblem } from "~/forms/field-errors";
import { signUpSchema } from "./account-schemas";
import { ACCOUNT_DISABLED } from "./account-texts";
import { hitAccount, tooManyAttempts } from "./rate-limit.server";
import { recordSignIn } from "./users.server";

const MIN_PASSWORD_LENGTH = 8;

const ACCOUNT_LIMITED = { "/sign-in/email": "sign-in", "/sign-up/email": "sign-up" } as const;

/**
 * Better Auth's HTTP API takes the fields our sign-up form does: the same
 * rules (docs/forms.md) apply there, so nothing our forms refuse is stored
 * through it either; and the same per-account limits as our forms (which
 * count their own attempts before calling Better Auth without a request).
 */
const sameRulesAsOurForms = createAuthMiddleware(async (ctx) => {
  // The admin plugin's own HTTP endpoints (set-role, ban-user, set-user-password …)
  // would skip /admin/users' rules (never the last admin) and its audit log.
  if (ctx.request && ctx.path.startsWith("/admin/")) {
    throw new APIError("NOT_FOUND", { message: "Manage accounts at /admin/users" });
  }
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const limited = ACCOUNT_LIMITED[ctx.path as keyof typeof ACCOUNT_LIMITED];
  if (ctx.request && limited && typeof body.email === "string") {
    const verdict = await hitAccount(limited, body.email);
    if (!verdict.ok) {
      const seconds = verdict.retryAfterSeconds;
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: tooManyAttempts(seconds) },
        { "Retry-After": String(seconds) },
      );
    }
  }
  const result =
    ctx.path === "/sign-up/email"
      ? signUpSchema.safeParse(body)
      : ctx.path === "/update-user" && "name" in body
        ? signUpSchema.shape.name.safeParse(body.name)
        : null;
  if (result && !result.success) {
    throw new APIError("BAD_REQUEST", { message: firstProblem(result.error).message });
  }
});

/**
 * Better Auth over our own database (SQLite or PostgreSQL, the same Kysely handle): e-mail and password, sessions in
 * the database, roles from the admin plugin. Sign-up always makes role "user"
 * (the plugin marks `role` as not settable by the client).
 */
export function createAuth(
  db: DB,
  options: { secret: string; baseURL: string; trustedOrigins?: string[] },
) {
  return betterAuth({
    database: { db, type: dialectOf(db) },
    secret: options.secret,
    baseURL: options.baseURL,
    trustedOrigins: options.trustedOrigins ?? [options.baseURL],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // Spec: a successful sign-up goes to /sign-in.
      autoSignIn: false,
    },
    // A disabled account (/admin/users) is the plugin's "banned": no new session is made for it.
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], bannedUserMessage: ACCOUNT_DISABLED() }),
    ],
    hooks: { before: sameRulesAsOurForms },
    // Last sign-in for /admin/users: kept apart, as sign-out deletes the session row.
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await recordSignIn(db, session.userId);
          },
        },
      },
    },
    // Our own limiter (rate-limit.server.ts) covers HTTP and server-side calls alike.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { useSecureCookies: options.baseURL.startsWith("https:") },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates Better Auth's tables (user, session, account, verification). */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}

let shared: Auth | undefined;

export function appAuth(): Auth {
  if (!shared) {
    const config = env();
    const origins = new Set([
      config.baseUrl,
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
    ]);
    shared = createAuth(appDb(), {
      secret: config.secret,
      baseURL: config.baseUrl,
      trustedOrigins: [...origins],
    });
  }
  return shared;
}
