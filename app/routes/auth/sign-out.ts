import { redirect } from "react-router";
import { appAuth } from "~/accounts/auth.server";
import { safeReturnPath } from "~/security/return-address";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  // From the sign-in page's "needs another account" notice: back to it, to sign in again.
  const form = await request.formData().catch(() => null);
  const headers = withFlash({ type: "success", message: "You have signed out." });
  try {
    const result = await appAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // Spec §8: a sign-out failure is only logged.
    console.error("Sign-out failed", error);
  }
  return redirect(safeReturnPath(form?.get("redirectTo")) ?? "/", { headers });
}

export function loader() {
  return redirect("/");
}
