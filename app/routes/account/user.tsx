import { data } from "react-router";
import { requireUser } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { AccountPage } from "~/quotations/account-page";
import { accountPageData } from "~/quotations/account-page.server";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/user";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await accountPageData(appDb(), user, localeFromPath(url.pathname));
  return data(page, { headers: { "Cache-Control": PRIVATE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.account_my_orders());

export default function UserOrders({ loaderData }: Route.ComponentProps) {
  return <AccountPage page={loaderData} />;
}
