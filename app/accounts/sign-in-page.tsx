import { LogOut } from "lucide-react";
import { Form, useLocation, useNavigation, useSearchParams } from "react-router";
import { useFormErrors } from "~/forms/use-form-errors";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import type { SignInField } from "./account-schemas";
import { accountFormProblem, LOGIN_FAILED } from "./account-texts";
import { AttemptAlert, AuthCard, AuthForm, AuthSwitch, CredentialFields } from "./auth-card";
import type { Role } from "./session-user";
import type { Need } from "./sign-in.server";

/** The form's schema (and zod) arrive when the form is first used, not with the page. */
const loadSignInSchema = () => import("./account-schemas").then((mod) => mod.signInSchema);

/** The sign-in page: a guard's "wrong account" notice when there is one, the form, the way to sign-up. */
export function SignInPage({
  signedIn,
  posted,
}: {
  signedIn: WrongAccountProps | null;
  posted: { formError?: string; reason?: string } | undefined;
}) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formAction?.startsWith(localHref("/sign-in")) === true;
  const { errors, onSubmit, onChange, onFocus } = useFormErrors<SignInField>(loadSignInSchema);
  const client = accountFormProblem(errors, LOGIN_FAILED);
  return (
    <AuthCard title={m.forms_sign_in_title()} intro={m.forms_sign_in_intro()} busy={busy}>
      {signedIn ? <WrongAccount {...signedIn} /> : null}
      <AttemptAlert client={client} posted={posted} failed={LOGIN_FAILED()} />
      <AuthForm
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocus}
        submit={m.forms_sign_in_button()}
      >
        <input type="hidden" name="redirectTo" value={search.get("redirectTo") ?? ""} />
        <CredentialFields password="current-password" />
      </AuthForm>
      <AuthSwitch to="/sign-up" text={m.forms_new_here()} link={m.forms_create_account_link()} />
    </AuthCard>
  );
}

const SIGNED_IN_AS: Record<Role, typeof m.forms_wrong_account_admin> = {
  admin: m.forms_wrong_account_admin,
  user: m.forms_wrong_account_user,
  salesperson: m.forms_wrong_account_salesperson,
};
const NEEDS: Record<Need, typeof m.forms_needs_admin> = {
  admin: m.forms_needs_admin,
  user: m.forms_needs_user,
};

/**
 * A guard sent a signed-in person here: the page they opened needs another
 * role. Who is signed in, a way to sign out (and come back here), and the
 * form below to sign in with the other account.
 */
interface WrongAccountProps {
  name: string;
  email: string;
  role: Role;
  need: Need;
}

function WrongAccount({ name, email, role, need }: WrongAccountProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section
      aria-labelledby="wrong-account"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="wrong-account" className="font-semibold">
        {SIGNED_IN_AS[role]({ name, email })}
      </h2>
      <p className="mt-1">{NEEDS[need]()}</p>
      <Form method="post" action="/sign-out" className="mt-3">
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold text-amber-950 hover:bg-amber-100"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> {m.forms_sign_out()}
        </button>
      </Form>
    </section>
  );
}
