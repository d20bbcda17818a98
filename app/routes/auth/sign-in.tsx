import { sql } from "kysely";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import {
  accountFormProblem,
  LOGIN_FAILED,
  LOGIN_SUCCESS,
  type SignInField,
  safeRedirect,
  signInSchema,
} from "~/accounts/account-schemas";
import { appAuth } from "~/accounts/auth.server";
import { getSessionUser } from "~/accounts/guards.server";
import { hitAuth, tooManyAttempts } from "~/accounts/rate-limit.server";
import { AuthCard, FormAlert } from "~/components/auth-card";
import { TextField } from "~/components/field";
import { useFormErrors } from "~/components/use-form-errors";
import { appDb } from "~/db/db.server";
import { fieldErrors } from "~/enquiries/rules";
import { retryAfterHeaders } from "~/routes/cache";
import { withFlash } from "~/toasts/flash.server";
import type { Route } from "./+types/sign-in";

export async function loader({ request }: Route.LoaderArgs) {
  // Already signed in: go where sign-in would have sent you.
  const user = await getSessionUser(request);
  if (user) throw redirect(user.role === "admin" ? "/admin" : "/user");
  return null;
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
    return data(
      { formError: LOGIN_FAILED, reason: tooManyAttempts(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  let cookies: Headers;
  try {
    const result = await appAuth().api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    cookies = result.headers;
  } catch {
    return data({ formError: LOGIN_FAILED, reason: undefined }, { status: 401 });
  }
  // The role on the server decides the landing page (spec §4), never the browser.
  const { rows } = await sql<{
    role: string | null;
  }>`SELECT role FROM "user" WHERE lower(email) = lower(${email})`.execute(appDb());
  const home = rows[0]?.role === "admin" ? "/admin" : "/user";
  const headers = withFlash({ type: "success", message: LOGIN_SUCCESS });
  for (const cookie of cookies.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirect(form.get("redirectTo")) ?? home, { headers });
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Sabarmati Pumps" },
  { name: "robots", content: "noindex" },
];

export default function SignIn({ actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/sign-in") === true;
  const { errors, onSubmit, onChange } = useFormErrors<SignInField>(signInSchema);
  const client = accountFormProblem(errors, LOGIN_FAILED);
  return (
    <AuthCard title="Sign in" intro="Welcome back. Sign in to see your orders." busy={busy}>
      <FormAlert
        message={client.formError ?? actionData?.formError}
        detail={client.formError ? client.reason : actionData?.reason}
      />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
        <input type="hidden" name="redirectTo" value={search.get("redirectTo") ?? ""} />
        <TextField name="email" label="Email Address" type="email" autoComplete="email" />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-800 px-4 py-3 font-bold text-white hover:bg-brand-900"
        >
          Sign In
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{" "}
        <Link to="/sign-up" className="font-semibold text-brand-800 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
