import { data, redirect } from "react-router";
import { hitAddress, tooManyAttempts } from "~/accounts/rate-limit.server";
import { appDb } from "~/db/db.server";
import { indiaDay } from "~/format/india-time";
import type { FieldErrors } from "~/forms/field-errors";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { serviceTrackPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { maxBodyBytes, readPostedForm } from "~/service/posted-form.server";
import { RequestForm } from "~/service/request-form";
import { type RequestField, SERVICE_LIMITS, type Values } from "~/service/service-fields";
import {
  modelChoices,
  raiseServiceRequest,
  startingSerial,
} from "~/service/service-requests.server";
import { newSubmissionKey } from "~/service/warranty.server";
import type { Route } from "./+types/service-request";

/**
 * A service request (/service/request, and under /gu and /hi;
 * docs/after-sales.md "Service requests"): the form, and its post, which
 * stores the request, routes it and answers with its private status link.
 */

interface Refused {
  errors: FieldErrors<RequestField>;
  values: Values<RequestField>;
  formError?: string;
}

export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return data(
    {
      submission: newSubmissionKey(),
      serial: startingSerial(url.searchParams.get("serial")),
      models: await modelChoices(appDb(), locale),
    },
    { headers: { "Cache-Control": PRIVATE } },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBodyBytes(SERVICE_LIMITS.photos))
    return data<Refused>(
      { errors: { photos: m.service_photo_size() }, values: {} },
      { status: 413 },
    );
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return data<Refused>(
      { errors: {}, values: {}, formError: tooManyAttempts(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  const posted = await readPostedForm(request, {
    fileField: "photos",
    maxFiles: SERVICE_LIMITS.photos,
  });
  const outcome = await raiseServiceRequest(
    appDb(),
    appMediaStorage(),
    posted,
    localeFromPath(url.pathname),
    indiaDay(Date.now()),
  );
  if (!outcome.ok)
    return data<Refused>({ errors: outcome.errors, values: outcome.values }, { status: 400 });
  // Stored and routed before the customer is told; their page hands it to WhatsApp.
  return redirect(localHref(`${serviceTrackPath(outcome.token)}?new`), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.service_request_title()),
    description: m.service_request_intro(),
    path: "/service/request",
  });
};

export default function ServiceRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as Refused | undefined;
  return (
    <main id="main">
      <section className="bg-brand-950 py-10 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{m.service_request_title()}</h1>
          <p className="mt-2 text-brand-100">{m.service_request_intro()}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <section className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6">
          <RequestForm
            submission={loaderData.submission}
            models={loaderData.models}
            errors={refused?.errors}
            values={refused?.values ?? { serial: loaderData.serial }}
            formError={refused?.formError}
          />
        </section>
      </div>
    </main>
  );
}
