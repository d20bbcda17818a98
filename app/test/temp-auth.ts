import { type Auth, createAuth, migrateAuth } from "~/accounts/auth.server";
import type { DB } from "~/db/db.server";

const TEST_SECRET = "s".repeat(32);

/** The app's own Better Auth over a test database, its tables made (as start-up does). */
export async function tempAuth(
  db: DB,
  options: { secret?: string; baseURL?: string } = {},
): Promise<Auth> {
  const auth = createAuth(db, {
    secret: options.secret ?? TEST_SECRET,
    baseURL: options.baseURL ?? "http://localhost",
  });
  await migrateAuth(auth);
  return auth;
}
