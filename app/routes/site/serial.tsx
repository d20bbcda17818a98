import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { pageTitle, privateMeta, seoContext } from "~/seo/seo";
import { registerFromPost } from "~/service/customer-posts.server";
import { SerialPage } from "~/service/serial-page";
import { serialPageData } from "~/service/serial-page.server";
import type { Refused, RegistrationField } from "~/service/service-fields";
import type { Route } from "./+types/serial";

/**
 * A serial's page (/u/:serial, and under /gu and /hi): what its nameplate's QR
 * code opens, and the warranty registration it takes (docs/after-sales.md
 * "Serial numbers").
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const found = await serialPageData(
    appDb(),
    params.serial,
    url,
    requestFormatStyle(url),
    indiaDay(Date.now()),
  );
  // The nameplate's own spelling is the page's address.
  if (found.kind === "redirect") throw redirect(localHref(found.to), 301);
  return data(found.data, { status: found.status, headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  // The after-sales forms' limit, per address (RATE_LIMIT_SERVICE_PER_ADDRESS).
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return tooManyRequests(
      verdict,
      (formError): Refused<RegistrationField> => ({ errors: {}, values: {}, formError }),
    );
  const outcome = await registerFromPost(
    appDb(),
    appMediaStorage(),
    request,
    params.serial,
    requestFormatStyle(url),
    indiaDay(Date.now()),
  );
  if (!outcome.ok) return data(outcome.refused, { status: outcome.status });
  // Stored before the customer is told; 303, so a reload never posts it again.
  return redirect(localHref(outcome.next), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = seoContext(matches);
  if (!loaderData || loaderData.kind === "malformed")
    return privateMeta(matches, m.service_serial_malformed_title());
  const what =
    loaderData.kind === "register"
      ? m.service_register_title({ serial: loaderData.serial })
      : m.service_serial_title({ serial: loaderData.serial });
  return [...privateMeta(matches, what), { name: "description", content: pageTitle(ctx, what) }];
};

export default function SerialRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SerialPage data={loaderData} refused={actionData} />;
}
