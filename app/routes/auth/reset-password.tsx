import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { appAuth } from "~/accounts/auth.server";
import { AuthCard, FormAlert } from "~/accounts/auth-card";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { PRIVATE } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { resetLinkState, resetPassword } from "~/people/people.server";
import { RESET_TEXT, resetPasswordFormSchema } from "~/people/people-schema";
import { privateMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { toast } from "~/toasts/notify";
import { TextField } from "~/ui/field";
import { Link } from "~/ui/link";
import type { Route } from "./+types/reset-password";

type ResetField = "password" | "confirm";
const NO_STORE = { "Cache-Control": PRIVATE, "Referrer-Policy": "no-referrer" };

/** A hand-over link from /admin/users: set a new password once, then sign in. */
export async function loader({ params }: Route.LoaderArgs) {
  const state = await resetLinkState(appDb(), params.token);
  return data(
    { problem: state === "valid" ? null : RESET_TEXT[state]() },
    { headers: NO_STORE, status: state === "valid" ? 200 : 410 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Counted like sign-in: a token is a password in a URL, and guessing must stay slow.
  const verdict = await hitAddress("reset-password", context.clientIp);
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
  const outcome = await resetPassword(appAuth(), appDb(), params.token, parsed.data.password);
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

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_reset_title());

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { errors, onSubmit, onChange } = useFormErrors<ResetField>(
    resetPasswordFormSchema,
    actionData?.errors,
  );
  const problem = loaderData.problem ?? actionData?.formError;
  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError);
  }, [actionData]);
  if (loaderData.problem) {
    return (
      <AuthCard title={m.forms_reset_title()} intro={m.forms_reset_link_unusable()} busy={false}>
        <FormAlert message={loaderData.problem} />
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
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
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
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-800 px-4 py-3 font-bold text-white hover:bg-brand-900"
        >
          {m.forms_set_password()}
        </button>
      </Form>
    </AuthCard>
  );
}
