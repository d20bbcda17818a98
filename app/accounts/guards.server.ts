import { redirect } from "react-router";
import { appAuth } from "./auth.server";
import type { Role, SessionUser } from "./session-user";

/** Better Auth's cookies (`better-auth.session_token`, `__Secure-` prefixed behind HTTPS). */
const AUTH_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\./;

/** The signed-in user from the session cookie, checked against the database. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  // Most page views are anonymous: without a session cookie there is nothing to look up.
  const cookie = request.headers.get("cookie");
  if (!cookie || !AUTH_COOKIE.test(cookie)) return null;
  const session = await appAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email, role } = session.user as {
    id: string;
    name: string;
    email: string;
    role?: string | null;
  };
  return { id, name, email, role: role === "admin" ? "admin" : "user" };
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return redirect(`/sign-in?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Page guard: anyone without the role, signed out or not, goes to /sign-in
 * (spec §6). Call it in every protected loader and action.
 */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user || (role === "admin" && user.role !== "admin")) throw signInRedirect(request);
  return user;
}

export const requireUser = (request: Request) => requireRole(request, "user");
export const requireAdmin = (request: Request) => requireRole(request, "admin");

/** API guard: 401 without a session, 403 with the wrong role, as JSON. */
export async function requireAdminApi(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ error: { message: "Please sign in" } }, { status: 401 });
  if (user.role !== "admin")
    throw Response.json({ error: { message: "Admins only" } }, { status: 403 });
  return user;
}
