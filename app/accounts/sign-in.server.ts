import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { homeOf } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { redirectLocal } from "~/i18n/redirect.server";
import { safeReturnPath } from "~/security/return-address";
import { withFlash } from "~/toasts/flash.server";
import { type SignInField, signInSchema } from "./account-schemas";
import { ACCOUNT_DISABLED, accountFormProblem, LOGIN_FAILED, LOGIN_SUCCESS } from "./account-texts";
import { appAuth } from "./auth.server";
import { getSessionUser } from "./guards.server";
import { hitAuth } from "./rate-limit.server";
import type { Role } from "./session-user";
import { tooManyRequests } from "./too-many-requests.server";
import { roleOfEmail } from "./users.server";

/** What a guard may say a page needs (a salesperson's pages are the admin's, so "admin"). */
export type Need = Exclude<Role, "salesperson">;

/**
 * /sign-in's page: the form, or — sent here by a guard because the page needs another role —
 * who is signed in and what the page needs; someone already signed in otherwise goes where
 * sign-in would have sent them.
 */
export async function signInPage(request: Request, url: URL) {
  const user = await getSessionUser(request);
  if (!user) return { signedIn: null };
  const asked = url.searchParams.get("need");
  const need: Need | null = asked === "admin" || asked === "user" ? asked : null;
  // Sent here by a guard: the page needs another role. Say so, offer sign-out, keep the form.
  if (need && user.role !== need) {
    return { signedIn: { name: user.name, email: user.email, role: user.role, need } };
  }
  // Already signed in (a bookmark, the footer's link): go where sign-in would have sent you.
  throw redirectLocal(
    safeReturnPath(url.searchParams.get("redirectTo")) ?? localHref(homeOf(user.role)),
  );
}

/** /sign-in's post (spec §4): checked, rate-limited, signed in by Better Auth, sent home. */
export async function signIn(request: Request, clientIp: string) {
  const form = await request.formData();
  const parsed = signInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(accountFormProblem(fieldErrors<SignInField>(parsed.error), LOGIN_FAILED), {
      status: 400,
    });
  }
  const { email, password } = parsed.data;
  const verdict = await hitAuth("sign-in", clientIp, email);
  if (!verdict.ok) {
    return tooManyRequests(verdict, (reason) => ({ formError: LOGIN_FAILED(), reason }));
  }
  let cookies: Headers;
  try {
    const result = await appAuth().api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    cookies = result.headers;
  } catch (error) {
    // Only a right password reaches the disabled check, so this tells nothing to a guesser.
    const disabled = (error as { body?: { code?: string } } | null)?.body?.code === "BANNED_USER";
    return data(
      { formError: LOGIN_FAILED(), reason: disabled ? ACCOUNT_DISABLED() : undefined },
      { status: disabled ? 403 : 401 },
    );
  }
  // The role on the server decides the landing page (spec §4), never the browser.
  const home = homeOf(await roleOfEmail(appDb(), email));
  const headers = withFlash({ type: "success", message: LOGIN_SUCCESS() });
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectLocal(safeReturnPath(form.get("redirectTo")) ?? localHref(home), { headers });
}
