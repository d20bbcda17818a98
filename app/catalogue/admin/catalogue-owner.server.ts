import type { SessionUser } from "~/accounts/session-user";
import { firstAdminEmail } from "~/accounts/users.server";
import { readVariables } from "~/config/env.server";
import type { DB } from "~/db/db.server";

/**
 * The one account allowed to change category images (spec §2: "only for one
 * specific admin account"): CATALOGUE_OWNER_EMAIL, else the first admin made.
 */
export async function catalogueOwnerEmail(db: DB): Promise<string | null> {
  // Only this variable: the check also runs where the rest of the settings are not set (tests, tools).
  const configured = readVariables(["CATALOGUE_OWNER_EMAIL"]).CATALOGUE_OWNER_EMAIL?.toLowerCase();
  if (configured) return configured;
  return (await firstAdminEmail(db))?.toLowerCase() ?? null;
}

export async function isCatalogueOwner(db: DB, user: SessionUser): Promise<boolean> {
  if (user.role !== "admin") return false;
  return (await catalogueOwnerEmail(db)) === user.email.toLowerCase();
}
