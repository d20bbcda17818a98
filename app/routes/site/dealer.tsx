import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { listCategories } from "~/catalogue/categories.server";
import { localiseCategories } from "~/catalogue/translations.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { applyForDealership, dealerForm, dealerValues } from "~/dealers/dealer-applications.server";
import type { DealerField, DealerPlace, DealerValues } from "~/dealers/dealer-fields";
import { DealerForm } from "~/dealers/dealer-form";
import { DealerSent } from "~/dealers/dealer-sent";
import { dealerDetails } from "~/dealers/dealer-text";
import { handOffNumber } from "~/enquiries/enquiries.server";
import { enquiryLink } from "~/enquiries/messaging-text";
import { sentReferenceCookie } from "~/enquiries/sent-reference.server";
import type { FieldErrors } from "~/forms/field-errors";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { log } from "~/observability/log.server";
import { placeIn } from "~/places/place-names";
import {
  ENQUIRY_NOT_SAVED,
  isStorageUnwritable,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import type { Route } from "./+types/dealer";

interface Refused {
  errors: FieldErrors<DealerField>;
  values: DealerValues;
  place: DealerPlace | null;
  formError?: string;
}

/**
 * Set on the redirect to WhatsApp: if the app does not open and the visitor
 * comes back, /dealer shows the reference once.
 */
const { write: refCookie, read: cookieRef } = sentReferenceCookie("dealer_ref", "/");

export async function loader({ request, url }: Route.LoaderArgs) {
  const db = appDb();
  const language = localeFromPath(url.pathname);
  const categories = await localiseCategories(db, language, await listCategories(db));
  const reference = cookieRef(request);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  // Shown once: the next visit is a fresh form.
  if (reference) headers.append("Set-Cookie", refCookie("", 0));
  return data(
    { reference, categories: categories.map(({ id, name }) => ({ id, name })) },
    { headers },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  // A body that is not a form (JSON, garbage) is an empty form: every field is missing.
  const form = dealerForm(await request.formData().catch(() => new FormData()));
  const values = dealerValues(form);
  const language = localeFromPath(url.pathname);
  try {
    // The enquiry posts' limit, per address (RATE_LIMIT_ENQUIRY_PER_ADDRESS).
    const verdict = await hitAddress("enquiry", context.clientIp);
    if (!verdict.ok) {
      return tooManyRequests(
        verdict,
        (formError): Refused => ({ errors: {}, values, place: null, formError }),
      );
    }
    const outcome = await applyForDealership(appDb(), form, language);
    if (!outcome.ok) {
      return data<Refused>(
        // The place shown back in the page's language (the stored lead keeps India Post's).
        {
          errors: outcome.errors,
          values,
          place: outcome.place && placeIn(outcome.place, language),
        },
        { status: 400 },
      );
    }
    // Committed (synchronous=FULL) before the visitor is sent on to WhatsApp.
    const { saved, input, place, categoryNames } = outcome;
    // The salesperson of the PIN's district or state takes it; unassigned, the business number.
    const link = enquiryLink(
      handOffNumber(env().site, saved),
      {
        kind: "dealer",
        name: input.contactName,
        email: input.email,
        phone: input.phone,
        companyName: input.firmName,
        reference: saved.reference,
        details: dealerDetails(input, placeIn(place, language), categoryNames, language),
      },
      language,
    );
    // 303: the browser follows with a GET, so reloading never posts the application twice.
    return redirect(link, {
      status: 303,
      headers: { "Set-Cookie": refCookie(saved.reference, 900) },
    });
  } catch (error) {
    // A full disk or a read-only database: nothing was stored, and the visitor is told so.
    if (!isStorageUnwritable(error)) throw error;
    log().error({ err: error }, "dealer application not saved: storage cannot be written");
    return data<Refused>(
      { errors: {}, values, place: null, formError: ENQUIRY_NOT_SAVED(env().site.phone) },
      { status: STORAGE_FULL_STATUS },
    );
  }
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

export default function DealerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, categories } = loaderData;
  return (
    <main id="main">
      <section className="bg-brand-950 py-12 text-white">
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-xs font-bold uppercase tracking-widest text-accent-300">
            {m.forms_become_dealer()}
          </p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{m.dealers_title()}</h1>
          <p className="mt-2 text-brand-100">{m.dealers_intro()}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <section className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          {reference ? (
            <DealerSent reference={reference} />
          ) : (
            <DealerForm
              categories={categories}
              errors={actionData?.errors}
              values={actionData?.values}
              place={actionData?.place}
              formError={actionData?.formError}
            />
          )}
        </section>
      </div>
    </main>
  );
}
