import { ResetPasswordPage } from "~/accounts/reset-password-page";
import { appDb } from "~/db/db.server";
import { m } from "~/i18n/paraglide/messages.js";
import { resetPasswordFromForm, resetPasswordPage } from "~/people/reset-password.server";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/reset-password";

/** A hand-over link from /admin/users: set a new password once, then sign in. */
export const loader = ({ params }: Route.LoaderArgs) => resetPasswordPage(appDb(), params.token);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  resetPasswordFromForm(appDb(), request, params.token, context.clientIp);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_reset_title());

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage linkProblem={loaderData.problem} posted={actionData} />;
}
