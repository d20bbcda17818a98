import { appDb } from "~/db/db.server";
import { pageAddress } from "~/http/page-address";
import { localHref } from "~/i18n/local-href";
import { redirectLocal } from "~/i18n/redirect.server";
import { safeReturnPath } from "~/security/return-address";
import { appAuth } from "./auth.server";
import type { Role, SessionUser, StaffUser } from "./session-user";
import { asRole } from "./users.server";

/** Better Auth's cookies (`better-auth.session_token`, `__Secure-` prefixed behind HTTPS). */
const AUTH_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\./;

/** The signed-in user from the session cookie, checked against the database. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // Most page views are anonymous: without a session cookie there is nothing to look up.
  const cookie = request.headers.get("cookie");
  if (!cookie || !AUTH_COOKIE.test(cookie)) return null;
  const session = await appAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email, role, banned } = session.user as {
    id: string;
    name: string;
    email: string;
    role?: string | null;
    banned?: boolean | null;
  };
  // Disabling deletes the sessions; this also covers one made in the same instant.
  if (banned) return null;
  return { id, name, email, role: asRole(role) };
}

/**
 * To /sign-in, with the page to return to. A signed-in person without the
 * role also gets `need`, so the sign-in page says who is signed in and that
 * this page needs another account instead of sending them back home.
 */
function signInRedirect(request: Request, need?: Exclude<Role, "salesperson">): Response {
  const back = safeReturnPath(pageAddress(request)) ?? "/";
  const query = `redirectTo=${encodeURIComponent(back)}${need ? `&need=${need}` : ""}`;
  // From the admin's pages, a new document: the shop's scripts have its routes.
  return redirectLocal(localHref(`/sign-in?${query}`), undefined, request);
}

/**
 * Page guard: anyone without the role, signed out or not, goes to /sign-in
 * (spec §4, §6): /user is for role user only, the admin pages for admins only.
 * Call it in every protected loader and action.
 */
async function requireRole(
  request: Request,
  role: Exclude<Role, "salesperson">,
): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw signInRedirect(request);
  if (user.role !== role) throw signInRedirect(request, role);
  return user;
}

export const requireUser = (request: Request) => requireRole(request, "user");
export const requireAdmin = (request: Request) => requireRole(request, "admin");

/** Any signed-in account, whatever its role (a quotation request from the cart). */
export async function requireSignedIn(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

/**
 * The salesperson record an account is linked to (salesperson.user_id); with
 * `activeOnly`, none when that salesperson is deactivated (they can no longer
 * work the shop's leads).
 */
async function linkedSalesperson(userId: string, activeOnly: boolean): Promise<number | null> {
  const row = await appDb()
    .selectFrom("salesperson")
    .select(["id", "active"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row || (activeOnly && Number(row.active) !== 1)) return null;
  return Number(row.id);
}

/** Staff now, or null: an admin, or a salesperson linked to an active salesperson record. */
async function staffOf(user: SessionUser | null): Promise<StaffUser | null> {
  if (user?.role === "admin")
    return { ...user, role: "admin", salespersonId: await linkedSalesperson(user.id, false) };
  if (user?.role === "salesperson") {
    const salespersonId = await linkedSalesperson(user.id, true);
    if (salespersonId !== null) return { ...user, role: "salesperson", salespersonId };
  }
  return null;
}

/**
 * Page guard for the pages staff share (the dashboard, leads, quotations):
 * an admin, or a salesperson whose salesperson record is active. Anyone else
 * goes to /sign-in as requireAdmin sends them. What a salesperson may see and
 * change there is their own (session-user.ts mayWorkOn): the feature checks it.
 */
export async function requireStaff(request: Request): Promise<StaffUser> {
  const user = await getSessionUser(request);
  if (!user) throw signInRedirect(request);
  const staff = await staffOf(user);
  if (!staff) throw signInRedirect(request, "admin");
  return staff;
}

/** requireStaff for the admin's JSON APIs: 401 without a session, 403 for anyone else. */
export async function requireStaffApi(request: Request): Promise<StaffUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ error: { message: "Please sign in" } }, { status: 401 });
  const staff = await staffOf(user);
  if (!staff) throw Response.json({ error: { message: "Staff only" } }, { status: 403 });
  return staff;
}

/** API guard: 401 without a session, 403 with the wrong role, as JSON. */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ error: { message: "Please sign in" } }, { status: 401 });
  if (user.role !== "admin")
    throw Response.json({ error: { message: "Admins only" } }, { status: 403 });
  return user;
}
