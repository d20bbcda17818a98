import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { recordAudit } from "~/admin/audit.server";
import type { DB } from "~/db/db.server";
import { booleanValue, containsCaseless, lockedForUpdate } from "~/db/dialect.server";
import type { Auth } from "./auth.server";
import { PEOPLE_TEXT, type PeopleAction } from "./people-schema";
import type { Role, SessionUser } from "./session-user";

/**
 * Who may sign in, managed by admins at /admin/users (issue 14 item 5). An
 * account is "disabled" through Better Auth's own `banned` flag: its admin
 * plugin then refuses every new session, and disabling deletes the existing
 * ones, so the person is signed out on their next request.
 */

export const PEOPLE_PAGE_SIZE = 25;
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: number;
  lastSignInAt: number | null;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: number | boolean | null;
  createdAt: string | number | Date;
  last: number | string | null;
}

const toPerson = (r: UserRow): Person => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role === "admin" ? "admin" : "user",
  disabled: Boolean(r.banned),
  createdAt: new Date(r.createdAt).getTime(),
  lastSignInAt: r.last === null ? null : Number(r.last),
});

/** Accounts by name or e-mail, newest first, a page at a time. */
export async function listPeople(db: DB, options: { q?: string; page: number }) {
  const q = options.q?.trim() ?? "";
  const where = q
    ? sql`WHERE ${containsCaseless(db, "u.name", q)} OR ${containsCaseless(db, "u.email", q)}`
    : sql``;
  const { rows: counted } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM "user" u ${where}`.execute(db);
  const total = Number(counted[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const { rows } = await sql<UserRow>`
    SELECT u.id, u.name, u.email, u.role, u.banned, u."createdAt", a.last_sign_in_at AS last
    FROM "user" u LEFT JOIN account_activity a ON a.user_id = u.id
    ${where}
    ORDER BY u."createdAt" DESC, u.id
    LIMIT ${PEOPLE_PAGE_SIZE} OFFSET ${(page - 1) * PEOPLE_PAGE_SIZE}`.execute(db);
  return { items: rows.map(toPerson), total, page, pageCount, q };
}

export async function findPerson(db: DB, id: string): Promise<Person | null> {
  const { rows } = await sql<UserRow>`
    SELECT u.id, u.name, u.email, u.role, u.banned, u."createdAt", a.last_sign_in_at AS last
    FROM "user" u LEFT JOIN account_activity a ON a.user_id = u.id
    WHERE u.id = ${id}`.execute(db);
  return rows[0] ? toPerson(rows[0]) : null;
}

/** Remembers a sign-in (Better Auth's session hook; the session row goes at sign-out). */
export async function recordSignIn(db: DB, userId: string, at = Date.now()): Promise<void> {
  await db
    .insertInto("account_activity")
    .values({ user_id: userId, last_sign_in_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** True when the account may not sign in (checked again on every session lookup). */
export async function isDisabled(db: DB, userId: string): Promise<boolean> {
  const { rows } = await sql<{ banned: number | boolean | null }>`
    SELECT banned FROM "user" WHERE id = ${userId}`.execute(db);
  return Boolean(rows[0]?.banned);
}

/** The admins who can still sign in, locked (PostgreSQL) so two changes cannot both pass. */
async function activeAdminIds(db: DB): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM "user"
    WHERE role = 'admin' AND COALESCE(banned, ${booleanValue(db, false)}) = ${booleanValue(db, false)}
    ${lockedForUpdate(db)}`.execute(db);
  return rows.map((r) => r.id);
}

export async function endSessions(db: DB, userId: string): Promise<void> {
  await sql`DELETE FROM session WHERE "userId" = ${userId}`.execute(db);
}

export type PeopleOutcome =
  | { ok: true; message: string; resetLink?: string; signedOut?: boolean }
  | { ok: false; status: number; message: string };

const indiaTime = (ms: number) =>
  `${new Date(ms).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" })} IST`;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Applies one account change for an admin (the caller has run requireAdmin)
 * with its audit row in the same transaction. The last active admin is never
 * demoted or disabled; an admin may demote themself while another remains.
 */
export async function runPeopleAction(
  db: DB,
  actor: SessionUser,
  action: PeopleAction,
  origin: string,
): Promise<PeopleOutcome> {
  return db.transaction().execute(async (trx): Promise<PeopleOutcome> => {
    const admins = await activeAdminIds(trx);
    const person = await findPerson(trx, action.userId);
    if (!person) return { ok: false, status: 404, message: PEOPLE_TEXT.noSuchAccount };
    const who = person.email;
    const lastAdmin = admins.length === 1 && admins[0] === person.id;
    switch (action.intent) {
      case "promote":
      case "demote": {
        const role: Role = action.intent === "promote" ? "admin" : "user";
        if (person.role === role)
          return { ok: true, message: PEOPLE_TEXT.roleUnchanged(who, role) };
        if (role === "user" && lastAdmin)
          return { ok: false, status: 409, message: PEOPLE_TEXT.lastAdmin };
        await sql`UPDATE "user" SET role = ${role} WHERE id = ${person.id}`.execute(trx);
        await recordAudit(trx, actor, {
          action: "user.role",
          targetType: "user",
          targetId: person.id,
          detail: who,
          before: { role: person.role },
          after: { role },
        });
        return {
          ok: true,
          message: PEOPLE_TEXT.roleChanged(who, role),
          signedOut: person.id === actor.id && role === "user",
        };
      }
      case "disable":
      case "enable": {
        const disabled = action.intent === "disable";
        if (disabled && person.id === actor.id)
          return { ok: false, status: 409, message: PEOPLE_TEXT.notYourself };
        if (person.disabled === disabled)
          return { ok: true, message: PEOPLE_TEXT.disabledUnchanged(who, disabled) };
        if (disabled && lastAdmin)
          return { ok: false, status: 409, message: PEOPLE_TEXT.lastAdmin };
        await sql`UPDATE "user" SET banned = ${booleanValue(trx, disabled)} WHERE id = ${person.id}`.execute(
          trx,
        );
        if (disabled) await endSessions(trx, person.id);
        await recordAudit(trx, actor, {
          action: disabled ? "user.disable" : "user.enable",
          targetType: "user",
          targetId: person.id,
          detail: who,
          before: { disabled: person.disabled },
          after: { disabled },
        });
        return { ok: true, message: PEOPLE_TEXT.disabledChanged(who, disabled) };
      }
      case "reset-link": {
        const token = randomBytes(32).toString("base64url");
        const now = Date.now();
        // One link at a time: a new one replaces any the person has not used yet.
        await trx
          .deleteFrom("password_reset")
          .where("user_id", "=", person.id)
          .where("used_at", "is", null)
          .execute();
        await trx
          .insertInto("password_reset")
          .values({
            token_hash: sha256(token),
            user_id: person.id,
            created_by: actor.id,
            created_at: now,
            expires_at: now + RESET_LINK_TTL_MS,
            used_at: null,
          })
          .execute();
        // The token itself is never stored or logged: only that a link was issued and until when.
        await recordAudit(trx, actor, {
          action: "user.reset-link",
          targetType: "user",
          targetId: person.id,
          detail: who,
          after: { "reset link valid until": indiaTime(now + RESET_LINK_TTL_MS) },
        });
        return {
          ok: true,
          message: PEOPLE_TEXT.linkIssued(who),
          resetLink: `${origin}/reset-password/${token}`,
        };
      }
    }
  });
}

export type ResetLinkState = "valid" | "used" | "expired" | "unknown";

/** What a reset link is now, without using it. */
export async function resetLinkState(
  db: DB,
  token: string,
  now = Date.now(),
): Promise<ResetLinkState> {
  const row = await db
    .selectFrom("password_reset")
    .select(["used_at", "expires_at"])
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.used_at !== null) return "used";
  return Number(row.expires_at) <= now ? "expired" : "valid";
}

/**
 * Sets a new password from a hand-over link: once only, before it expires.
 * Every session of the account ends, so a lost device is signed out too.
 */
export async function resetPassword(
  auth: Auth,
  db: DB,
  token: string,
  password: string,
  now = Date.now(),
): Promise<Exclude<ResetLinkState, "valid"> | "done"> {
  const state = await resetLinkState(db, token, now);
  if (state !== "valid") return state;
  const hash = await (await auth.$context).password.hash(password);
  return db.transaction().execute(async (trx) => {
    // The conditional update is the single use: of two submissions, one claims the link.
    const claimed = await trx
      .updateTable("password_reset")
      .set({ used_at: now })
      .where("token_hash", "=", sha256(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("user_id")
      .executeTakeFirst();
    if (!claimed) {
      // Claimed by a submission a moment ago: the link is used now.
      const state = await resetLinkState(trx, token, now);
      return state === "valid" ? "used" : state;
    }
    const userId = claimed.user_id;
    const updated = await sql`
      UPDATE account SET password = ${hash}
      WHERE "userId" = ${userId} AND "providerId" = 'credential'`.execute(trx);
    if (Number(updated.numAffectedRows ?? 0) === 0) return "unknown";
    await endSessions(trx, userId);
    const person = await findPerson(trx, userId);
    await recordAudit(
      trx,
      {
        id: userId,
        name: person?.name ?? "",
        email: person?.email ?? userId,
        role: person?.role ?? "user",
      },
      {
        action: "user.password-reset",
        targetType: "user",
        targetId: userId,
        detail: person?.email ?? userId,
        after: { password: "changed with a reset link" },
      },
    );
    return "done";
  });
}
