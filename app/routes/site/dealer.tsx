import { appDb } from "~/db/db.server";
import { DealerPage } from "~/dealers/dealer-page";
import { dealerPageData, sendDealerApplication } from "~/dealers/dealer-page.server";
import { retryAfterHeaders } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import type { Route } from "./+types/dealer";

export async function loader({ request, url }: Route.LoaderArgs) {
  return dealerPageData(appDb(), request, url);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return sendDealerApplication(appDb(), request, url, context.clientIp);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.dealers_title()),
    description: m.dealers_meta_description(),
    path: "/dealer",
  });
};

export default function Dealer({ loaderData, actionData }: Route.ComponentProps) {
  return <DealerPage page={loaderData} refused={actionData} />;
}
