import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { SERVICE } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { raiseFromPost } from "~/service/customer-posts.server";
import { RequestPage } from "~/service/request-page";
import type { Refused, RequestField } from "~/service/service-fields";
import { requestFormStart } from "~/service/service-requests.server";
import type { Route } from "./+types/service-request";

/**
 * A service request (/service/request, and under /gu and /hi;
 * docs/after-sales.md "Service requests"): the form, and its post, which
 * stores the request, routes it and answers with its private status link.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return data(await requestFormStart(appDb(), url.searchParams, localeFromPath(url.pathname)), {
    headers: { "Cache-Control": PRIVATE },
  });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // The after-sales forms' limit, per address (RATE_LIMIT_SERVICE_PER_ADDRESS).
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return tooManyRequests(
      verdict,
      (formError): Refused<RequestField> => ({ errors: {}, values: {}, formError }),
    );
  const outcome = await raiseFromPost(
    appDb(),
    appMediaStorage(),
    request,
    requestFormatStyle(url),
    indiaDay(Date.now()),
  );
  if (!outcome.ok) return data(outcome.refused, { status: outcome.status });
  // Stored and routed before the customer is told; their page hands it to WhatsApp.
  return redirect(localHref(outcome.next), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.service_request_title()),
    description: m.service_request_intro(),
    path: SERVICE.request,
  });
};

export default function ServiceRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage data={loaderData} refused={actionData} />;
}
