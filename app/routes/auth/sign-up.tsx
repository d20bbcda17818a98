import { APIError } from "better-auth/api";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import {
  accountFormProblem,
  EMAIL_NOT_VALID,
  EMAIL_TAKEN,
  PASSWORD_TOO_SHORT,
  SIGNUP_FAILED,
  SIGNUP_SUCCESS,
  type SignUpField,
  signUpSchema,
} from "~/accounts/account-schemas";
import { appAuth } from "~/accounts/auth.server";
import { AuthCard, FormAlert } from "~/accounts/auth-card";
import { hitAuth } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { emailRegistered } from "~/accounts/users.server";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { retryAfterHeaders } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { toast } from "~/toasts/notify";
import { ErrorSummary, useRefusals } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import { Link } from "~/ui/link";
import type { Route } from "./+types/sign-up";

/** Better Auth's error codes, turned into a reason the visitor can act on. */
function reasonFor(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = String((error.body as { code?: string } | undefined)?.code ?? "");
  if (code.includes("ALREADY_EXISTS")) return EMAIL_TAKEN();
  if (code.includes("PASSWORD_TOO_SHORT")) return PASSWORD_TOO_SHORT();
  if (code.includes("INVALID_EMAIL")) return EMAIL_NOT_VALID();
  return undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) {
    return data(accountFormProblem(fieldErrors<SignUpField>(parsed.error), SIGNUP_FAILED), {
      status: 400,
    });
  }
  const verdict = await hitAuth("sign-up", context.clientIp, parsed.data.email);
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

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_sign_up_meta());

export default function SignUp({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === localHref("/sign-up");
  const { errors, refusals, onSubmit, onChange } = useFormErrors<SignUpField>(signUpSchema);
  const client = accountFormProblem(errors, SIGNUP_FAILED);
  const serverRefusals = useRefusals(actionData);
  // The fields to fix: the browser's findings, or the field the server's reason is about.
  const reason = actionData?.reason;
  const summary: Partial<Record<SignUpField, string>> = client.formError
    ? errors
    : reason === EMAIL_TAKEN() || reason === EMAIL_NOT_VALID()
      ? { email: reason }
      : reason === PASSWORD_TOO_SHORT()
        ? { password: reason }
        : {};
  // A failed attempt is also a toast (spec §8), beside the message kept by the form.
  useEffect(() => {
    if (actionData?.formError === SIGNUP_FAILED()) toast.error(SIGNUP_FAILED());
  }, [actionData]);
  return (
    <AuthCard title={m.forms_sign_up_title()} intro={m.forms_sign_up_intro()} busy={busy}>
      <FormAlert
        message={client.formError ?? actionData?.formError}
        detail={client.formError ? client.reason : actionData?.reason}
      />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <ErrorSummary
          errors={summary}
          refusals={refusals + serverRefusals}
          labels={{
            name: m.forms_label_full_name_account(),
            email: m.forms_label_email_address(),
            password: m.forms_label_password(),
          }}
        />
        <TextField name="name" label={m.forms_label_full_name_account()} autoComplete="name" />
        <TextField
          name="email"
          label={m.forms_label_email_address()}
          type="email"
          autoComplete="email"
        />
        <TextField
          name="password"
          label={m.forms_label_password()}
          type="password"
          autoComplete="new-password"
          minLength={8}
        />
        <p className="text-xs text-slate-500">{m.forms_password_hint()}</p>
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-800 px-4 py-3 font-bold text-white hover:bg-brand-900"
        >
          {m.forms_sign_up_button()}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {m.forms_have_account()}{" "}
        <Link to="/sign-in" className="font-semibold text-brand-800 hover:underline">
          {m.forms_sign_in_title()}
        </Link>
      </p>
    </AuthCard>
  );
}
