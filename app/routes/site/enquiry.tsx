import { useState } from "react";
import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { localiseSummaries } from "~/catalogue/translations.server";
import { env } from "~/config/env.server";
import { formatStyleFor, requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import {
  handOffNumber,
  parseEnquiryReference,
  productTitle,
  savePopupEnquiry,
} from "~/enquiries/enquiries.server";
import {
  EnquiryConfirmation,
  EnquiryForm,
  EnquiryHeading,
  type SentEnquiry,
} from "~/enquiries/enquiry-dialog";
import {
  ENQUIRY_SAVE_FAILED,
  type EnquiryActionData,
  type EnquiryField,
  enquirySchema,
} from "~/enquiries/enquiry-schema";
import { ENQUIRY_HEADINGS, enquiryLink } from "~/enquiries/messaging-text";
import { enquiryRequirement, leadRequirement } from "~/enquiries/requirement";
import { parseFinder } from "~/finder/finder-query";
import { fieldErrors } from "~/forms/field-errors";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { productPath } from "~/http/paths";
import { type Locale, localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { log } from "~/observability/log.server";
import {
  ENQUIRY_NOT_SAVED,
  isStorageUnwritable,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import { privateMeta } from "~/seo/seo";
import { Link } from "~/ui/link";
import type { Route } from "./+types/enquiry";

type HiddenField = "gstNumber" | "productId";

/**
 * Set on the no-JS redirect to the messaging link: if the app does not open
 * and the visitor comes back, /enquiry shows the reference once.
 */
const REF_COOKIE = "enquiry_ref";

function refCookie(reference: string, maxAge: number): string {
  return `${REF_COOKIE}=${reference}; Path=/enquiry; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}

function cookieRef(request: Request): string | null {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${REF_COOKIE}=`))
    ?.slice(REF_COOKIE.length + 1);
  return parseEnquiryReference(raw);
}

function pick(form: Record<string, FormDataEntryValue>): Partial<Record<EnquiryField, string>> {
  const out: Partial<Record<EnquiryField, string>> = {};
  for (const key of ["name", "email", "phone", "companyName"] as const) {
    const v = form[key];
    if (typeof v === "string") out[key] = v.slice(0, 300);
  }
  return out;
}

/**
 * A pump finder's requirement rides in the URL (/enquiry?head=45&discharge=60…,
 * the finder's own parameters); one that does not read is dropped, as an
 * unknown product is, and the lead is still kept.
 */
function finderQuery(url: URL) {
  return parseFinder(url.searchParams).query;
}

export async function action(args: Route.ActionArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const values = pick(form);
  const query = finderQuery(args.url);
  try {
    return await storeEnquiry(
      form,
      values,
      args.context.clientIp,
      query,
      localeFromPath(args.url.pathname),
    );
  } catch (error) {
    // A full disk or a read-only database: nothing was stored, and the visitor is told so.
    if (!isStorageUnwritable(error)) throw error;
    log().error({ err: error }, "enquiry not saved: storage cannot be written");
    return data<EnquiryActionData>(
      { ok: false, errors: {}, values, formError: ENQUIRY_NOT_SAVED(env().site.phone) },
      { status: STORAGE_FULL_STATUS },
    );
  }
}

async function storeEnquiry(
  form: Record<string, FormDataEntryValue>,
  values: Partial<Record<EnquiryField, string>>,
  clientIp: string,
  query: ReturnType<typeof finderQuery>,
  /** The language of the page the form was on: it posts to its own language's /enquiry. */
  language: Locale,
) {
  // Against scripted floods of fake leads, per address (RATE_LIMIT_ENQUIRY_PER_ADDRESS).
  const verdict = await hitAddress("enquiry", clientIp);
  if (!verdict.ok) {
    return tooManyRequests(
      verdict,
      (formError): EnquiryActionData => ({ ok: false, errors: {}, values, formError }),
    );
  }
  const parsed = enquirySchema.safeParse(form);
  if (!parsed.success) {
    // The hidden fields have no place beside an input: their message is the form's.
    const { gstNumber, productId, ...errors } = fieldErrors<HiddenField | EnquiryField>(
      parsed.error,
    );
    return data<EnquiryActionData>(
      { ok: false, errors, values, formError: gstNumber ?? productId },
      { status: 400 },
    );
  }
  // Stored (synchronous=FULL) before the messaging link is opened: no lead is lost.
  let saved: Awaited<ReturnType<typeof savePopupEnquiry>>;
  const requirement = query ? leadRequirement(query) : null;
  try {
    saved = await savePopupEnquiry(appDb(), parsed.data, language, requirement);
  } catch (error) {
    console.error("Could not store an enquiry", error);
    return data<EnquiryActionData>(
      { ok: false, errors: {}, values, formError: ENQUIRY_SAVE_FAILED() },
      { status: 503 },
    );
  }
  // The lead keeps the English title and requirement for the sales team; the visitor's text
  // names the product and the requirement as their page did.
  const title = await localTitle(language, parsed.data.productId, saved.productTitle);
  // The salesperson the enquiry was routed to takes it; unassigned, the business number.
  const link = enquiryLink(
    handOffNumber(env().site, saved),
    {
      ...parsed.data,
      productTitle: title,
      requirement: query ? leadRequirement(query, formatStyleFor(language)).text : null,
      reference: saved.reference,
    },
    language,
  );
  if (form.via === "js") {
    return data<EnquiryActionData>({ ok: true, reference: saved.reference, link });
  }
  // 303: the browser follows with a GET, so reloading never posts the enquiry twice.
  return redirect(link, {
    status: 303,
    headers: { "Set-Cookie": refCookie(saved.reference, 900) },
  });
}

/** A product's title in `language` where it is translated, else the English one. */
async function localTitle(language: Locale, id: string | undefined, title: string | null) {
  if (!id || !title) return title;
  const [product] = await localiseSummaries(appDb(), language, [{ id, title }]);
  return product?.title ?? title;
}

/**
 * The popup posts here with JavaScript. A post that never gets an answer (no
 * network) or a server error becomes the form's message, so the popup stays
 * open with it instead of the page turning into an error page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<EnquiryActionData> {
  try {
    return await serverAction();
  } catch (error) {
    console.warn("The enquiry could not be sent", error);
    return { ok: false, errors: {}, values: {}, formError: ENQUIRY_SAVE_FAILED() };
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const fromCookie = cookieRef(request);
  const reference = parseEnquiryReference(url.searchParams.get("ref")) ?? fromCookie;
  const productId = url.searchParams.get("product")?.slice(0, 200);
  const english = productId ? await productTitle(appDb(), productId) : null;
  const title = await localTitle(localeFromPath(url.pathname), productId, english);
  const query = finderQuery(url);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  // Shown once: the next visit to /enquiry is a fresh form.
  if (fromCookie) headers.append("Set-Cookie", refCookie("", 0));
  return data(
    {
      reference,
      product: productId && title ? { id: productId, title } : null,
      requirement: query ? enquiryRequirement(query, requestFormatStyle(url)) : null,
    },
    { headers },
  );
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const what = d?.product
    ? m.forms_meta_quote_for({ title: d.product.title })
    : d?.requirement
      ? m.forms_meta_quote()
      : m.forms_meta_dealer();
  return [
    ...privateMeta(matches, what),
    { name: "description", content: m.forms_meta_enquiry_description() },
  ];
};

/** The enquiry form as a page: the no-JS fallback of the popup, and its confirmation. */
export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, product, requirement } = loaderData;
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  // A finder's requirement asks for a quote, even without one product in mind.
  const kind = product || requirement ? "product" : "dealer";
  const failed = actionData && !actionData.ok ? actionData : null;
  const shown = sent ?? (reference ? { reference, link: undefined } : null);
  return (
    <main id="main" className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {shown ? (
          <EnquiryConfirmation reference={shown.reference} link={shown.link}>
            <p className="mt-6 text-sm">
              <Link
                to={product ? productPath(product.id) : "/"}
                className="font-semibold text-brand-800 underline"
              >
                {product ? m.forms_back_to_product() : m.forms_back_home()}
              </Link>
            </p>
          </EnquiryConfirmation>
        ) : (
          <>
            <EnquiryHeading
              kind={kind}
              product={product}
              requirement={requirement?.text}
              heading={
                <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
                  {ENQUIRY_HEADINGS[kind]()}
                </h1>
              }
            />
            <EnquiryForm
              kind={kind}
              product={product}
              requirement={requirement}
              serverErrors={failed?.errors}
              values={failed?.values}
              formError={failed?.formError}
              onSent={setSent}
            />
          </>
        )}
      </div>
    </main>
  );
}
