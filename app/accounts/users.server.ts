import type { DB } from "~/db/db.server";
import { booleanValue, equalsCaseless, lockedRowsForUpdate } from "~/db/dialect.server";
import type { Role } from "./session-user";

/**
 * Every query on Better Auth's tables (app/db/auth-schema.ts): accounts as
 * pages show them, roles, the disabled flag, sessions and password hashes.
 * Better Auth makes the rows; these read them and change a few fields, the
 * same way on SQLite and PostgreSQL.
 */

/** "admin", "salesperson" or "user" as stored (Better Auth's admin plugin writes the column). */
export const asRole = (role: string | null | undefined): Role =>
  role === "admin" ? "admin" : role === "salesperson" ? "salesperson" : "user";

/** Remembers a sign-in (Better Auth's session hook; the session row goes at sign-out). */
export async function recordSignIn(db: DB, userId: string, at = Date.now()): Promise<void> {
  await db
    .insertInto("account_activity")
    .values({ user_id: userId, last_sign_in_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** The admins who can still sign in, locked (PostgreSQL) so two changes cannot both pass. */
export async function activeAdminIds(db: DB): Promise<string[]> {
  const no = booleanValue(db, false);
  const query = db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .where((eb) => eb(eb.fn.coalesce("banned", no), "=", no));
  const rows = await lockedRowsForUpdate(db, query).execute();
  return rows.map((r) => r.id);
}

export async function setRole(db: DB, userId: string, role: Role): Promise<void> {
  await db.updateTable("user").set({ role }).where("id", "=", userId).execute();
}

/** Disables or enables an account (Better Auth's `banned`); sessions are the caller's to end. */
export async function setDisabled(db: DB, userId: string, disabled: boolean): Promise<void> {
  await db
    .updateTable("user")
    .set({ banned: booleanValue(db, disabled) })
    .where("id", "=", userId)
    .execute();
}

export async function endSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom("session").where("userId", "=", userId).execute();
}

/** Replaces the e-mail-and-password sign-in's hash; false when the account has none. */
export async function setPasswordHash(db: DB, userId: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable("account")
    .set({ password: hash })
    .where("userId", "=", userId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The role of the account with this e-mail (any case), or null when there is none. */
export async function roleOfEmail(db: DB, email: string): Promise<Role | null> {
  const row = await db
    .selectFrom("user")
    .select("role")
    .where(equalsCaseless(db, "email", email))
    .executeTakeFirst();
  return row ? asRole(row.role) : null;
}

/** Gives an existing account the admin role; false when there is no such account. */
export async function promoteEmail(db: DB, email: string): Promise<boolean> {
  const result = await db
    .updateTable("user")
    .set({ role: "admin" })
    .where(equalsCaseless(db, "email", email.trim()))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function emailRegistered(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where(equalsCaseless(db, "email", email.trim()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function adminCount(db: DB): Promise<number> {
  const { n } = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The e-mail of the admin made first (ties broken by id), or null without admins. */
export async function firstAdminEmail(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("role", "=", "admin")
    .orderBy("createdAt")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Names and e-mails of these accounts; deleted ones are missing from the map. */
export async function contactsOf(
  db: DB,
  userIds: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}
