import { useNavigation } from "react-router";
import { useFormErrors } from "~/forms/use-form-errors";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { ErrorSummary, useRefusals } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import type { SignUpField } from "./account-schemas";
import {
  accountFormProblem,
  EMAIL_NOT_VALID,
  EMAIL_TAKEN,
  PASSWORD_TOO_SHORT,
  SIGNUP_FAILED,
} from "./account-texts";
import { AttemptAlert, AuthCard, AuthForm, AuthSwitch, CredentialFields } from "./auth-card";

/** The form's schema (and zod) arrive when the form is first used, not with the page. */
const loadSignUpSchema = () => import("./account-schemas").then((mod) => mod.signUpSchema);

/** The sign-up page: the form with its error summary, and the way to sign-in. */
export function SignUpPage({
  posted,
}: {
  posted: { formError?: string; reason?: string } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === localHref("/sign-up");
  const { errors, refusals, onSubmit, onChange, onFocus } =
    useFormErrors<SignUpField>(loadSignUpSchema);
  const client = accountFormProblem(errors, SIGNUP_FAILED);
  const serverRefusals = useRefusals(posted);
  // The fields to fix: the browser's findings, or the field the server's reason is about.
  const reason = posted?.reason;
  const summary: Partial<Record<SignUpField, string>> = client.formError
    ? errors
    : reason === EMAIL_TAKEN() || reason === EMAIL_NOT_VALID()
      ? { email: reason }
      : reason === PASSWORD_TOO_SHORT()
        ? { password: reason }
        : {};
  return (
    <AuthCard title={m.forms_sign_up_title()} intro={m.forms_sign_up_intro()} busy={busy}>
      <AttemptAlert client={client} posted={posted} failed={SIGNUP_FAILED()} />
      <AuthForm
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocus}
        submit={m.forms_sign_up_button()}
      >
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
        <CredentialFields password="new-password" />
        <p className="text-xs text-slate-500">{m.forms_password_hint()}</p>
      </AuthForm>
      <AuthSwitch to="/sign-in" text={m.forms_have_account()} link={m.forms_sign_in_title()} />
    </AuthCard>
  );
}
