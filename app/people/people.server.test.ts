import { beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_DISABLED } from "~/accounts/account-texts";
import type { Auth } from "~/accounts/auth.server";
import type { SessionUser } from "~/accounts/session-user";
import { auditFilterSchema } from "~/audit/audit-filter";
import { listAudit } from "~/audit/audit-log.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { createTestAccount, TEST_PASSWORD } from "~/test/test-sessions.server";
import { RESET_LINK_TTL_MS, resetLinkState, resetPassword, runPeopleAction } from "./people.server";
import { findPerson, listPeople } from "./people-list.server";
import { PEOPLE_TEXT } from "./people-schema";

/** The password of every account the tests make (createTestAccount). */
const PASSWORD = TEST_PASSWORD;
const ORIGIN = "http://localhost:5173";

const t = setupTempData();
let auth: Auth;
beforeEach(async () => {
  auth = await tempAuth(t.db, { baseURL: ORIGIN });
});

/** An account as sign-up (and a promotion) leaves it, made without hashing a password. */
async function account(email: string, role: "user" | "admin" = "user"): Promise<SessionUser> {
  const { id, name } = await createTestAccount(t.db, { email, role, name: email.split("@")[0] });
  return { id, name, email, role };
}

/** Signs in as a browser would and returns the session cookie. */
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

const session = (cookie: string) => auth.api.getSession({ headers: new Headers({ cookie }) });

const auditRows = async () =>
  (await listAudit(t.db, auditFilterSchema.parse({}))).items.sort((a, b) => a.id - b.id);

describe("people: roles", () => {
  it("promotes and demotes with an audit row holding the role before and after", async () => {
    const admin = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test");
    const up = await runPeopleAction(t.db, admin, { intent: "promote", userId: staff.id }, ORIGIN);
    expect(up).toMatchObject({ ok: true, message: PEOPLE_TEXT.roleChanged(staff.email, "admin") });
    expect((await findPerson(t.db, staff.id))?.role).toBe("admin");
    const down = await runPeopleAction(t.db, admin, { intent: "demote", userId: staff.id }, ORIGIN);
    expect(down.ok).toBe(true);
    expect((await findPerson(t.db, staff.id))?.role).toBe("user");
    const rows = await auditRows();
    expect(rows.map((r) => [r.action, r.actorEmail, r.targetId])).toEqual([
      ["user.role", admin.email, staff.id],
      ["user.role", admin.email, staff.id],
    ]);
    expect(rows[0]?.changes).toEqual([{ field: "role", before: "user", after: "admin" }]);
    expect(rows[1]?.changes).toEqual([{ field: "role", before: "admin", after: "user" }]);
  });

  it("never demotes or disables the last active admin, and changes nothing when refusing", async () => {
    const admin = await account("only@x.test", "admin");
    const demote = await runPeopleAction(
      t.db,
      admin,
      { intent: "demote", userId: admin.id },
      ORIGIN,
    );
    expect(demote).toEqual({ ok: false, status: 409, message: PEOPLE_TEXT.lastAdmin });
    expect((await findPerson(t.db, admin.id))?.role).toBe("admin");
    // A second admin who is disabled does not count: they cannot sign in.
    const other = await account("other@x.test", "admin");
    await runPeopleAction(t.db, admin, { intent: "disable", userId: other.id }, ORIGIN);
    const again = await runPeopleAction(
      t.db,
      admin,
      { intent: "demote", userId: admin.id },
      ORIGIN,
    );
    expect(again).toMatchObject({ ok: false, message: PEOPLE_TEXT.lastAdmin });
    const self = await runPeopleAction(
      t.db,
      admin,
      { intent: "disable", userId: admin.id },
      ORIGIN,
    );
    expect(self).toMatchObject({ ok: false, message: PEOPLE_TEXT.notYourself });
    expect((await auditRows()).map((r) => r.action)).toEqual(["user.disable"]);
  });

  it("lets an admin demote themself while another admin remains, and says they lost access", async () => {
    const me = await account("me@x.test", "admin");
    await account("you@x.test", "admin");
    const outcome = await runPeopleAction(t.db, me, { intent: "demote", userId: me.id }, ORIGIN);
    expect(outcome).toMatchObject({ ok: true, signedOut: true });
    expect((await findPerson(t.db, me.id))?.role).toBe("user");
  });

  it("is the catalogue owner's alone: another admin is refused and nothing changes", async () => {
    const owner = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test", "admin");
    const user = await account("user@x.test");
    for (const action of [
      { intent: "promote", userId: user.id },
      { intent: "disable", userId: owner.id },
      { intent: "demote", userId: owner.id },
      { intent: "reset-link", userId: user.id },
    ] as const) {
      const outcome = await runPeopleAction(t.db, staff, action, ORIGIN);
      expect(outcome).toEqual({
        ok: false,
        status: 403,
        message: PEOPLE_TEXT.ownerOnly("boss@x.test"),
      });
    }
    expect((await findPerson(t.db, user.id))?.role).toBe("user");
    expect(await findPerson(t.db, owner.id)).toMatchObject({ role: "admin", disabled: false });
    expect(await auditRows()).toEqual([]);
  });

  it("refuses an unknown account", async () => {
    const admin = await account("boss@x.test", "admin");
    const outcome = await runPeopleAction(
      t.db,
      admin,
      { intent: "promote", userId: "nobody" },
      ORIGIN,
    );
    expect(outcome).toEqual({ ok: false, status: 404, message: PEOPLE_TEXT.noSuchAccount });
  });
});

describe("people: only through /admin/users", () => {
  it("Better Auth's own admin endpoints are closed over HTTP, even to an admin", async () => {
    const admin = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test");
    const cookie = await signIn(admin.email);
    for (const [path, body] of [
      ["set-role", { userId: staff.id, role: "admin" }],
      ["ban-user", { userId: staff.id }],
      ["set-user-password", { userId: staff.id, newPassword: "hijacked-password" }],
    ] as const) {
      const response = await auth.handler(
        new Request(`${ORIGIN}/api/auth/admin/${path}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: ORIGIN },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, path).toBe(404);
    }
    expect(await findPerson(t.db, staff.id)).toMatchObject({ role: "user", disabled: false });
    await signIn(staff.email);
    expect(await auditRows()).toEqual([]);
  });
});

describe("people: disable", () => {
  it("ends the account's sessions at once and refuses sign-in with a clear message until enabled", async () => {
    const admin = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test");
    const cookie = await signIn(staff.email);
    expect((await session(cookie))?.user.id).toBe(staff.id);
    const outcome = await runPeopleAction(
      t.db,
      admin,
      { intent: "disable", userId: staff.id },
      ORIGIN,
    );
    expect(outcome.ok).toBe(true);
    expect(await session(cookie)).toBeNull();
    await expect(signIn(staff.email)).rejects.toThrow();
    const refused = await auth.api
      .signInEmail({ body: { email: staff.email, password: PASSWORD } })
      .catch((error: unknown) => error as { body?: { code?: string; message?: string } });
    expect(refused).toMatchObject({ body: { code: "BANNED_USER", message: ACCOUNT_DISABLED() } });
    const listed = await listPeople(t.db, { q: "staff", page: 1 });
    expect(listed.items).toMatchObject([{ email: staff.email, disabled: true }]);
    await runPeopleAction(t.db, admin, { intent: "enable", userId: staff.id }, ORIGIN);
    expect((await session(await signIn(staff.email)))?.user.id).toBe(staff.id);
    const rows = await auditRows();
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ["user.disable", [{ field: "disabled", before: "no", after: "yes" }]],
      ["user.enable", [{ field: "disabled", before: "yes", after: "no" }]],
    ]);
  });

  it("keeps each account's last sign-in after it signs out", async () => {
    const staff = await account("staff@x.test");
    expect((await findPerson(t.db, staff.id))?.lastSignInAt).toBeNull();
    const before = Date.now();
    const cookie = await signIn(staff.email);
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect((await findPerson(t.db, staff.id))?.lastSignInAt).toBeGreaterThanOrEqual(before);
  });
});

describe("people: hand-over reset links", () => {
  async function issue(admin: SessionUser, userId: string): Promise<string> {
    const outcome = await runPeopleAction(t.db, admin, { intent: "reset-link", userId }, ORIGIN);
    if (!outcome.ok || !outcome.resetLink) throw new Error("no link");
    expect(outcome.resetLink.startsWith(`${ORIGIN}/reset-password/`)).toBe(true);
    return outcome.resetLink.split("/").at(-1) ?? "";
  }

  it("sets the password once, ends every session, and stores and logs only a hash", async () => {
    const admin = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test");
    const cookie = await signIn(staff.email);
    const token = await issue(admin, staff.id);
    const stored = await t.db.selectFrom("password_reset").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(await resetLinkState(t.db, token)).toBe("valid");
    expect(await resetPassword(auth, t.db, token, "a new password")).toBe("done");
    expect(await session(cookie)).toBeNull();
    await expect(signIn(staff.email)).rejects.toThrow();
    expect((await session(await signIn(staff.email, "a new password")))?.user.id).toBe(staff.id);
    // Single use.
    expect(await resetLinkState(t.db, token)).toBe("used");
    expect(await resetPassword(auth, t.db, token, "another password")).toBe("used");
    await expect(signIn(staff.email, "another password")).rejects.toThrow();
    const rows = await t.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.action, r.actor_email])).toEqual([
      ["user.reset-link", admin.email],
      ["user.password-reset", staff.email],
    ]);
    for (const r of rows) {
      expect(`${r.detail}${r.before_json}${r.after_json}`).not.toContain(token);
    }
  });

  it("refuses an expired, an unknown and a replaced link", async () => {
    const admin = await account("boss@x.test", "admin");
    const staff = await account("staff@x.test");
    const first = await issue(admin, staff.id);
    const second = await issue(admin, staff.id);
    expect(await resetLinkState(t.db, first)).toBe("unknown");
    const later = Date.now() + RESET_LINK_TTL_MS + 1;
    expect(await resetLinkState(t.db, second, later)).toBe("expired");
    expect(await resetPassword(auth, t.db, second, "a new password", later)).toBe("expired");
    expect(await resetPassword(auth, t.db, "not-a-token", "a new password")).toBe("unknown");
    await signIn(staff.email);
  });
});
