import { data, redirect } from "react-router";
import { appAuth } from "~/accounts/auth.server";
import { hitAddress } from "~/accounts/rate-limit.server";
import {
  RESET_TEXT,
  type ResetField,
  resetPasswordFormSchema,
} from "~/accounts/reset-password-schema";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import type { DB } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { PRIVATE } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { withFlash } from "~/toasts/flash.server";
import { resetLinkState, resetPassword } from "./people.server";

/**
 * The server half of /reset-password/:token. The page lives with the account pages
 * (accounts/reset-password-page.tsx, a shared layer that cannot import this feature); the
 * hand-over links are this feature's (people.server.ts).
 */

const NO_STORE = { "Cache-Control": PRIVATE, "Referrer-Policy": "no-referrer" };

/** What the link's page shows: the form, or why the link no longer works (410). */
export async function resetPasswordPage(db: DB, token: string) {
  const state = await resetLinkState(db, token);
  return data(
    { problem: state === "valid" ? null : RESET_TEXT[state]() },
    { headers: NO_STORE, status: state === "valid" ? 200 : 410 },
  );
}

/** The new password, typed twice: set once, then off to sign in. */
export async function resetPasswordFromForm(
  db: DB,
  request: Request,
  token: string,
  clientIp: string,
) {
  // Counted like sign-in: a token is a password in a URL, and guessing must stay slow.
  const verdict = await hitAddress("reset-password", clientIp);
  if (!verdict.ok) {
    return tooManyRequests(verdict, (formError) => ({ formError, errors: {} }), NO_STORE);
  }
  const parsed = resetPasswordFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      { formError: undefined, errors: fieldErrors<ResetField>(parsed.error) },
      { status: 400, headers: NO_STORE },
    );
  }
  const outcome = await resetPassword(appAuth(), db, token, parsed.data.password);
  if (outcome !== "done") {
    return data(
      { formError: RESET_TEXT[outcome](), errors: {} },
      { status: 410, headers: NO_STORE },
    );
  }
  return redirect(localHref("/sign-in"), {
    headers: withFlash({ type: "success", message: RESET_TEXT.done() }, NO_STORE),
  });
}
