import { createHmac, randomBytes } from "node:crypto";
import type { Role } from "~/accounts/session-user";
import type { DB } from "~/db/db.server";

/**
 * A signed-in person for a test without a password: the account and its session are made
 * through Better Auth's own internal adapter (the rows sign-up and sign-in write), and the
 * session cookie is signed as Better Auth signs it (HMAC-SHA256 of the token with the shop's
 * secret). Every such account has the password `TEST_PASSWORD`, hashed once per process, so a
 * test may still sign in with it; only tests about signing in pay for scrypt each time. Nothing
 * here is reachable from the app: production sign-in is unchanged.
 */

/** The password of every account made here. */
export const TEST_PASSWORD = "test-session-password";

/** Better Auth's session cookie on plain HTTP (the tests' servers); `__Secure-` on HTTPS. */
const SESSION_COOKIE = "better-auth.session_token";

export interface TestPerson {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session cookie's name and signed value, for a request client or a browser context. */
  cookie: { name: string; value: string };
}

let counter = 0;
let passwordHash: Promise<string> | undefined;

/** A unique address for an account a test makes. */
export function testEmail(label: string): string {
  counter++;
  return `${label}.${Date.now().toString(36)}${counter}${randomBytes(2).toString("hex")}@test.example`;
}

/** The value Better Auth puts in its session cookie: token, '.', base64 HMAC, URL-encoded. */
function signedSessionValue(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

/** What a test says of an account it makes. */
export interface AccountOptions {
  role?: Role;
  email?: string;
  name?: string;
  /** The start of a made-up e-mail address (default: the role). */
  label?: string;
}

/** A secret for databases whose cookies nobody reads (unit tests of the server's modules). */
const UNSIGNED = "unit-test-secret-0123456789abcdef0123";

async function authContext(db: DB, secret: string) {
  // Loaded at the first session made: an HTTP test file that signs nobody in never loads the
  // app's auth set-up through Vitest (about a second of each such file's start).
  const { createAuth } = await import("~/accounts/auth.server");
  return createAuth(db, { secret, baseURL: "http://localhost" }).$context;
}

/**
 * Makes an account (Better Auth's user and credential rows, password TEST_PASSWORD) with `role`
 * in `db`, as sign-up and `npm run admin -- promote` would leave it, without hashing a password.
 */
export async function createTestAccount(
  db: DB,
  options: AccountOptions = {},
  secret = UNSIGNED,
): Promise<Omit<TestPerson, "cookie">> {
  const context = await authContext(db, secret);
  const label = options.label ?? options.role ?? "user";
  const email = (options.email ?? testEmail(label)).toLowerCase();
  const name = options.name ?? label;
  const role = options.role ?? "user";
  const user = await context.internalAdapter.createUser(
    { email, name, role, emailVerified: false },
    { method: "admin" },
  );
  passwordHash ??= context.password.hash(TEST_PASSWORD);
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await passwordHash,
  });
  return { id: user.id, email, name, role };
}

/**
 * Makes an account with `role` and a session for it in `db` (the shop's database, whose cookies
 * are signed with `secret`), or a session for an existing account (`existingEmail`, e.g. the
 * seeded admin); returns the person and the cookie that signs them in.
 */
export async function createTestSession(
  db: DB,
  secret: string,
  options: AccountOptions & { existingEmail?: string } = {},
): Promise<TestPerson> {
  const context = await authContext(db, secret);
  let person: Omit<TestPerson, "cookie">;
  if (options.existingEmail) {
    const found = await context.internalAdapter.findUserByEmail(options.existingEmail);
    if (!found) throw new Error(`no account ${options.existingEmail}`);
    const { user } = found;
    const role = ((user as { role?: string }).role ?? "user") as Role;
    person = { id: user.id, email: user.email, name: user.name, role };
  } else person = await createTestAccount(db, options, secret);
  const session = await context.internalAdapter.createSession(person.id);
  return {
    ...person,
    cookie: { name: SESSION_COOKIE, value: signedSessionValue(session.token, secret) },
  };
}
