import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { env } from "~/config/env.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { PRIVATE, PUBLIC_FRESH } from "~/http/cache-control";
import { SERVICE, serialPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { LocatorPage } from "~/service/locator-page";
import { asksLookup, busyLocator, locatorPage } from "~/service/locator-page.server";
import { pointsJsonLd } from "~/service/point-card";
import type { Route } from "./+types/service";

/**
 * GET /service (and /gu/service, /hi/service): the nearest dealers and service
 * points to a PIN, a serial's look-up, the way to a service request
 * (docs/after-sales.md "The locator").
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  if (asksLookup(params)) {
    // A look-up counts against the address's limit (RATE_LIMIT_SERVICE_LOOKUP_PER_ADDRESS).
    const verdict = await hitAddress("service-lookup", context.clientIp);
    if (!verdict.ok)
      return tooManyRequests(verdict, (busy) => busyLocator(params, busy), {
        "Cache-Control": PRIVATE,
      });
  }
  const found = await locatorPage(appDb(), params, requestFormatStyle(url), env().site);
  if (found.kind === "serial") throw redirect(localHref(serialPath(found.serial)));
  return data(found.data, { status: found.status, headers: { "Cache-Control": PUBLIC_FRESH } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const ctx = seoContext(matches);
  const q = d?.query;
  return [
    ...pageMeta(ctx, {
      title: pageTitle(ctx, m.service_title()),
      description: m.service_meta_description(),
      path: SERVICE.locator,
      // Answers are followed but not indexed: the locator itself is the page to find.
      noindex: Boolean(q?.typed || q?.stateCode || q?.kind || q?.categoryId),
    }),
    ...pointsJsonLd(d?.answer?.cards ?? []),
  ];
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <LocatorPage data={loaderData} />;
}
