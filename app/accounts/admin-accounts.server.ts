import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DB } from "~/db/db.server";
import type { Auth } from "./auth.server";
import { adminCount, promoteEmail } from "./users.server";

/** Creates an account and makes it an admin: the first start's admin, on an empty shop. */
async function createAdmin(
  auth: Auth,
  db: DB,
  input: { email: string; password: string; name: string },
) {
  await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  await promoteEmail(db, input.email);
}

const CREDENTIALS_FILE = "admin-credentials.txt";

/**
 * Makes sure the first start has an admin: from ADMIN_EMAIL / ADMIN_PASSWORD
 * when set, otherwise a generated password written to a file only the owner
 * can read. Returns what to print. No fixed default password exists.
 */
export async function ensureAdmin(
  auth: Auth,
  db: DB,
  options: { dataDir: string; email?: string; password?: string },
): Promise<string> {
  const file = path.join(options.dataDir, CREDENTIALS_FILE);
  if ((await adminCount(db)) > 0) {
    return existsSync(file)
      ? `Admin sign-in: ${readFileSync(file, "utf8")
          .split("\n")[0]
          ?.replace(/^email: /, "")} (password in ${file})`
      : "Admin sign-in: use your admin account (create one with npm run admin -- create).";
  }
  const email = options.email?.trim() || "admin@storefront.local";
  const generated = !options.password;
  const password = options.password || randomBytes(12).toString("base64url");
  await createAdmin(auth, db, { email, password, name: "Store Admin" });
  if (generated) writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  return generated
    ? `Admin sign-in: ${email} / ${password} (saved in ${file}, readable only by you)`
    : `Admin sign-in: ${email} with the password from ADMIN_PASSWORD`;
}
