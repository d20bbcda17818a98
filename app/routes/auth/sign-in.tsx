import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useLocation, useNavigation, useSearchParams } from "react-router";
import {
  ACCOUNT_DISABLED,
  accountFormProblem,
  LOGIN_FAILED,
  LOGIN_SUCCESS,
  type SignInField,
  signInSchema,
} from "~/accounts/account-schemas";
import { appAuth } from "~/accounts/auth.server";
import { AuthCard, FormAlert } from "~/accounts/auth-card";
import { getSessionUser } from "~/accounts/guards.server";
import { hitAuth } from "~/accounts/rate-limit.server";
import type { Role } from "~/accounts/session-user";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { roleOfEmail } from "~/accounts/users.server";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { retryAfterHeaders } from "~/http/cache-control";
import { homeOf } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { redirectLocal } from "~/i18n/redirect.server";
import { safeReturnPath } from "~/security/return-address";
import { privateMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { toast } from "~/toasts/notify";
import { TextField } from "~/ui/field";
import { Link } from "~/ui/link";
import type { Route } from "./+types/sign-in";

/** Where sign-in sends a role once signed in (spec §4). */

export async function loader({ request, url }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = signInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(accountFormProblem(fieldErrors<SignInField>(parsed.error), LOGIN_FAILED), {
      status: 400,
    });
  }
  const { email, password } = parsed.data;
  const verdict = await hitAuth("sign-in", context.clientIp, email);
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

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_sign_in_title());

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formAction?.startsWith(localHref("/sign-in")) === true;
  const { errors, onSubmit, onChange } = useFormErrors<SignInField>(signInSchema);
  const client = accountFormProblem(errors, LOGIN_FAILED);
  // A failed attempt is also a toast (spec §8), beside the message kept by the form.
  useEffect(() => {
    if (actionData?.formError === LOGIN_FAILED()) toast.error(LOGIN_FAILED());
  }, [actionData]);
  return (
    <AuthCard title={m.forms_sign_in_title()} intro={m.forms_sign_in_intro()} busy={busy}>
      {loaderData.signedIn ? <WrongAccount {...loaderData.signedIn} /> : null}
      <FormAlert
        message={client.formError ?? actionData?.formError}
        detail={client.formError ? client.reason : actionData?.reason}
      />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <input type="hidden" name="redirectTo" value={search.get("redirectTo") ?? ""} />
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
          autoComplete="current-password"
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-800 px-4 py-3 font-bold text-white hover:bg-brand-900"
        >
          {m.forms_sign_in_button()}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {m.forms_new_here()}{" "}
        <Link to="/sign-up" className="font-semibold text-brand-800 hover:underline">
          {m.forms_create_account_link()}
        </Link>
      </p>
    </AuthCard>
  );
}

const SIGNED_IN_AS: Record<Role, typeof m.forms_wrong_account_admin> = {
  admin: m.forms_wrong_account_admin,
  user: m.forms_wrong_account_user,
  salesperson: m.forms_wrong_account_salesperson,
};
/** What a guard may say a page needs (a salesperson's pages are the admin's, so "admin"). */
type Need = Exclude<Role, "salesperson">;
const NEEDS: Record<Need, typeof m.forms_needs_admin> = {
  admin: m.forms_needs_admin,
  user: m.forms_needs_user,
};

/**
 * A guard sent a signed-in person here: the page they opened needs another
 * role. Who is signed in, a way to sign out (and come back here), and the
 * form below to sign in with the other account.
 */
function WrongAccount({
  name,
  email,
  role,
  need,
}: {
  name: string;
  email: string;
  role: Role;
  need: Need;
}) {
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
