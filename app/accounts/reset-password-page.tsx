import { useEffect } from "react";
import { useNavigation } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { m } from "~/i18n/paraglide/messages.js";
import { toast } from "~/toasts/notify";
import { TextField } from "~/ui/field";
import { Link } from "~/ui/link";
import { AuthCard, AuthForm, FormAlert } from "./auth-card";
import type { ResetField } from "./reset-password-schema";

/** The form's schema (and zod) arrive when the form is first used, not with the page. */
const loadResetSchema = () =>
  import("./reset-password-schema").then((mod) => mod.resetPasswordFormSchema);

/** Set a new password from a hand-over link, or why the link no longer works. */
export function ResetPasswordPage({
  linkProblem,
  posted,
}: {
  linkProblem: string | null;
  posted: { formError?: string; errors: FieldErrors<ResetField> } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { errors, onSubmit, onChange, onFocus } = useFormErrors<ResetField>(
    loadResetSchema,
    posted?.errors,
  );
  const problem = linkProblem ?? posted?.formError;
  useEffect(() => {
    if (posted?.formError) toast.error(posted.formError);
  }, [posted]);
  if (linkProblem) {
    return (
      <AuthCard title={m.forms_reset_title()} intro={m.forms_reset_link_unusable()} busy={false}>
        <FormAlert message={linkProblem} />
        <p className="text-center text-sm text-slate-600">
          <Link to="/sign-in" className="font-semibold text-brand-800 hover:underline">
            {m.forms_go_to_sign_in()}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.forms_reset_title()} intro={m.forms_reset_intro()} busy={busy}>
      <FormAlert message={problem ?? undefined} />
      <AuthForm
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocus}
        submit={m.forms_set_password()}
      >
        <TextField
          name="password"
          label={m.forms_new_password()}
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={errors.password}
        />
        <p className="text-xs text-slate-500">{m.forms_password_hint()}</p>
        <TextField
          name="confirm"
          label={m.forms_new_password_again()}
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
        />
      </AuthForm>
    </AuthCard>
  );
}
