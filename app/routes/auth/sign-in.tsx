import { signIn, signInPage } from "~/accounts/sign-in.server";
import { SignInPage } from "~/accounts/sign-in-page";
import { retryAfterHeaders } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/sign-in";

export const loader = ({ request, url }: Route.LoaderArgs) => signInPage(request, url);

export const action = ({ request, context }: Route.ActionArgs) => signIn(request, context.clientIp);

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.forms_sign_in_title());

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage signedIn={loaderData.signedIn} posted={actionData} />;
}
