import { signUp } from "~/accounts/sign-up.server";
import { SignUpPage } from "~/accounts/sign-up-page";
import { retryAfterHeaders } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/sign-up";

export const action = ({ request, context }: Route.ActionArgs) => signUp(request, context.clientIp);

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_sign_up_meta());

export default function SignUp({ actionData }: Route.ComponentProps) {
  return <SignUpPage posted={actionData} />;
}
