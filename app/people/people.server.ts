import { createHash, randomBytes } from "node:crypto";
import type { Auth } from "~/accounts/auth.server";
import type { Role, SessionUser } from "~/accounts/session-user";
import {
  activeAdminIds,
  endSessions,
  setDisabled,
  setPasswordHash,
  setRole,
} from "~/accounts/users.server";
import { catalogueOwnerEmail, isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { indiaDateTime } from "~/format/india-time";
import { findPerson } from "./people-list.server";
import { PEOPLE_TEXT, type PeopleAction } from "./people-schema";

/**
 * Who may sign in, managed by admins at /admin/users. An
 * account is "disabled" through Better Auth's own `banned` flag: its admin
 * plugin then refuses every new session, and disabling deletes the existing
 * ones, so the person is signed out on their next request.
 */

export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type PeopleOutcome =
  | { ok: true; message: string; resetLink?: string; signedOut?: boolean }
  | { ok: false; status: number; message: string };

const indiaTime = (ms: number) => `${indiaDateTime(ms)} IST`;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Applies one account change for an admin (the caller has run requireAdmin)
 * with its audit row. The last active admin is never demoted or disabled; an
 * admin may demote themself while another remains. No topic: no cached page
 * shows accounts (pages for a signed-in person are never cached).
 */
export async function runPeopleAction(
  db: DB,
  actor: SessionUser,
  action: PeopleAction,
  origin: string,
): Promise<PeopleOutcome> {
  return commitChange(db, actor, { topics: [] }, async (trx, audit): Promise<PeopleOutcome> => {
    // Issue 14: people are the catalogue owner's to manage; another admin could
    // otherwise disable or demote the owner.
    if (!(await isCatalogueOwner(trx, actor))) {
      return {
        ok: false,
        status: 403,
        message: PEOPLE_TEXT.ownerOnly(await catalogueOwnerEmail(trx)),
      };
    }
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
        await setRole(trx, person.id, role);
        audit({
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
        await setDisabled(trx, person.id, disabled);
        if (disabled) await endSessions(trx, person.id);
        audit({
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
        const link = await issueResetLink(trx, person.id, actor.id, origin);
        // The token itself is never stored or logged: only that a link was issued and until when.
        audit({
          action: "user.reset-link",
          targetType: "user",
          targetId: person.id,
          detail: who,
          after: { "reset link valid until": indiaTime(link.expiresAt) },
        });
        return { ok: true, message: PEOPLE_TEXT.linkIssued(who), resetLink: link.url };
      }
    }
  });
}

/**
 * A hand-over link that sets an account's password (/reset-password/:token),
 * for `ttlMs` (a day by default; a salesperson's first one, a week). One link
 * at a time: a new one replaces any the person has not used yet. Only the
 * token's hash is stored; the caller audits that a link was issued.
 */
export async function issueResetLink(
  trx: DB,
  userId: string,
  issuedBy: string,
  origin: string,
  ttlMs = RESET_LINK_TTL_MS,
): Promise<{ url: string; expiresAt: number }> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await trx
    .deleteFrom("password_reset")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("password_reset")
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_by: issuedBy,
      created_at: now,
      expires_at: now + ttlMs,
      used_at: null,
    })
    .execute();
  return { url: `${origin}/reset-password/${token}`, expiresAt: now + ttlMs };
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
  // The person changes their own password: they are the one the log names.
  const holder = await db
    .selectFrom("password_reset")
    .select("user_id")
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  const person = holder ? await findPerson(db, holder.user_id) : null;
  if (!holder || !person) return "unknown";
  const self: SessionUser = {
    id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
  };
  return commitChange(db, self, { topics: [] }, async (trx, audit) => {
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
    if (!(await setPasswordHash(trx, userId, hash))) return "unknown";
    await endSessions(trx, userId);
    audit({
      action: "user.password-reset",
      targetType: "user",
      targetId: userId,
      detail: person.email,
      after: { password: "changed with a reset link" },
    });
    return "done";
  });
}
