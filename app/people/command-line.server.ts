import type { Auth } from "~/accounts/auth.server";
import type { SessionUser } from "~/accounts/session-user";
import { asRole, setRole } from "~/accounts/users.server";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { equalsCaseless } from "~/db/dialect.server";

/**
 * `npm run admin -- promote | create`: the operator's changes to accounts, through the change
 * path like the people page's, so the audit log names them (as "the command line").
 */

/** Who made a change from a shell on the server (npm run admin). */
export const COMMAND_LINE_ACTOR: SessionUser = {
  id: "command-line",
  name: "The command line",
  email: "command-line",
  role: "admin",
};

export type PromoteOutcome = "promoted" | "already" | "unknown";

/** Makes the account with this e-mail an admin, with an audit row. */
export async function promoteFromCommandLine(db: DB, email: string): Promise<PromoteOutcome> {
  return commitChange(db, COMMAND_LINE_ACTOR, { topics: [] }, async (trx, audit) => {
    const person = await trx
      .selectFrom("user")
      .select(["id", "email", "role"])
      .where(equalsCaseless(trx, "email", email.trim()))
      .executeTakeFirst();
    if (!person) return "unknown";
    const before = asRole(person.role);
    if (before === "admin") return "already";
    await setRole(trx, person.id, "admin");
    audit({
      action: "user.role",
      targetType: "user",
      targetId: person.id,
      detail: person.email,
      before: { role: before },
      after: { role: "admin" },
    });
    return "promoted";
  });
}

/**
 * Makes a new account (Better Auth signs it up: the password is hashed as at /sign-up), then
 * makes it an admin with an audit row.
 */
export async function createAdminFromCommandLine(
  auth: Auth,
  db: DB,
  input: { email: string; password: string; name: string },
): Promise<void> {
  const { user } = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  await commitChange(db, COMMAND_LINE_ACTOR, { topics: [] }, async (trx, audit) => {
    await setRole(trx, user.id, "admin");
    const person = { id: user.id, email: user.email };
    audit({
      action: "user.create-admin",
      targetType: "user",
      targetId: person.id,
      detail: person.email,
      after: { role: "admin", name: input.name },
    });
  });
}
