import { APIError } from "better-auth/api";
import { data, redirect } from "react-router";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { localHref } from "~/i18n/local-href";
import { withFlash } from "~/toasts/flash.server";
import { type SignUpField, signUpSchema } from "./account-schemas";
import {
  accountFormProblem,
  EMAIL_NOT_VALID,
  EMAIL_TAKEN,
  PASSWORD_TOO_SHORT,
  SIGNUP_FAILED,
  SIGNUP_SUCCESS,
} from "./account-texts";
import { appAuth } from "./auth.server";
import { hitAuth } from "./rate-limit.server";
import { tooManyRequests } from "./too-many-requests.server";
import { emailRegistered } from "./users.server";

/** Better Auth's error codes, turned into a reason the visitor can act on. */
function reasonFor(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = String((error.body as { code?: string } | undefined)?.code ?? "");
  if (code.includes("ALREADY_EXISTS")) return EMAIL_TAKEN();
  if (code.includes("PASSWORD_TOO_SHORT")) return PASSWORD_TOO_SHORT();
  if (code.includes("INVALID_EMAIL")) return EMAIL_NOT_VALID();
  return undefined;
}

/** /sign-up's post (spec §4): checked, rate-limited, the account made, then on to sign-in. */
export async function signUp(request: Request, clientIp: string) {
  const form = Object.fromEntries(await request.formData());
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) {
    return data(accountFormProblem(fieldErrors<SignUpField>(parsed.error), SIGNUP_FAILED), {
      status: 400,
    });
  }
  const verdict = await hitAuth("sign-up", clientIp, parsed.data.email);
  if (!verdict.ok) {
    return tooManyRequests(verdict, (reason) => ({ formError: SIGNUP_FAILED(), reason }));
  }
  // Better Auth answers a duplicate sign-up with a generic success (it cannot
  // tell us apart from enumeration); the spec wants the reason, so we look first.
  if (await emailRegistered(appDb(), parsed.data.email)) {
    return data({ formError: SIGNUP_FAILED(), reason: EMAIL_TAKEN() }, { status: 400 });
  }
  try {
    // Only these three fields reach Better Auth: a forged "role" is never passed on.
    const { name, email, password } = parsed.data;
    await appAuth().api.signUpEmail({ body: { name, email, password } });
  } catch (error) {
    if (!(error instanceof APIError)) console.error(error);
    return data({ formError: SIGNUP_FAILED(), reason: reasonFor(error) }, { status: 400 });
  }
  return redirect(localHref("/sign-in"), {
    headers: withFlash({ type: "success", message: SIGNUP_SUCCESS() }),
  });
}
