import { randomBytes } from "node:crypto";
import type { Auth } from "./auth.server";

/**
 * An account for a member of staff (a salesperson), made by an admin: Better
 * Auth's user and e-mail-and-password rows, with a random password nobody is
 * told. The person sets their own with a link (people.server.ts
 * issueResetLink) and signs in as themselves.
 */
export async function createStaffAccount(
  auth: Auth,
  input: {
    email: string;
    name: string;
    role: "salesperson";
    /** The demo's known password (app/seed); otherwise a random one nobody is told. */
    password?: string;
  },
): Promise<string> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email: input.email.toLowerCase(), name: input.name, role: input.role, emailVerified: false },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(input.password ?? randomBytes(24).toString("base64url")),
  });
  return user.id;
}
