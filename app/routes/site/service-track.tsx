import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { env } from "~/config/env.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { privateMeta } from "~/seo/seo";
import { noteFromPost } from "~/service/customer-posts.server";
import type { NoteField, Refused } from "~/service/service-fields";
import { TrackPage } from "~/service/track-page";
import { trackPageData } from "~/service/track-page.server";
import type { Route } from "./+types/service-track";

/**
 * A service request's private status link (/service/track/:token, and under
 * /gu and /hi; docs/after-sales.md "The status link"), and the customer's
 * notes and photos it takes until the request is closed.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const { baseUrl, site } = env();
  const page = await trackPageData(
    appDb(),
    params.token,
    url.searchParams,
    requestFormatStyle(url),
    {
      baseUrl,
      whatsappNumber: site.whatsappNumber,
    },
  );
  return data(page, { status: page.found ? 200 : 404, headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The after-sales forms' limit, per address (RATE_LIMIT_SERVICE_PER_ADDRESS).
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return tooManyRequests(
      verdict,
      (note): Refused<NoteField> => ({ errors: { note }, values: {} }),
    );
  const outcome = await noteFromPost(appDb(), appMediaStorage(), request, params.token);
  if (!outcome.ok) return data(outcome.refused, { status: outcome.status });
  return redirect(localHref(outcome.next), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(
    matches,
    loaderData?.found
      ? m.service_track_title({ reference: loaderData.reference })
      : m.service_track_missing_title(),
  );

export default function ServiceTrackRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TrackPage data={loaderData} refused={actionData} />;
}
