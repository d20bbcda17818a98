import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { localiseSummaries } from "~/catalogue/translations.server";
import { env } from "~/config/env.server";
import { formatStyleFor, requestFormatStyle } from "~/config/format-style.server";
import type { DB } from "~/db/db.server";
import { parseFinder } from "~/finder/finder-query";
import { fieldErrors } from "~/forms/field-errors";
import { PRIVATE } from "~/http/cache-control";
import { type Locale, localeFromPath } from "~/i18n/locales";
import { log } from "~/observability/log.server";
import {
  ENQUIRY_NOT_SAVED,
  isStorageUnwritable,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import {
  handOffNumber,
  parseEnquiryReference,
  productTitle,
  savePopupEnquiry,
} from "./enquiries.server";
import { type EnquiryActionData, type EnquiryField, enquirySchema } from "./enquiry-schema";
import { ENQUIRY_SAVE_FAILED, enquiryLink } from "./messaging-text";
import { enquiryRequirement, leadRequirement } from "./requirement";
import { sentReferenceCookie } from "./sent-reference.server";

type HiddenField = "gstNumber" | "productId";

/**
 * Set on the no-JS redirect to the messaging link: if the app does not open
 * and the visitor comes back, /enquiry shows the reference once.
 */
const { write: refCookie, read: cookieRef } = sentReferenceCookie("enquiry_ref", "/enquiry");

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

/**
 * /enquiry's post (the Get Quote popup with JavaScript, the page without): stored, then the
 * visitor is handed to the messaging link (an answer with it, or a 303 to it); a refusal is the
 * form's messages.
 */
export async function sendEnquiry(db: DB, form: FormData, url: URL, clientIp: string) {
  const posted = Object.fromEntries(form);
  const values = pick(posted);
  const query = finderQuery(url);
  try {
    return await storeEnquiry(db, posted, values, clientIp, query, localeFromPath(url.pathname));
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
  db: DB,
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
    saved = await savePopupEnquiry(db, parsed.data, language, requirement);
  } catch (error) {
    console.error("Could not store an enquiry", error);
    return data<EnquiryActionData>(
      { ok: false, errors: {}, values, formError: ENQUIRY_SAVE_FAILED() },
      { status: 503 },
    );
  }
  // The lead keeps the English title and requirement for the sales team; the visitor's text
  // names the product and the requirement as their page did.
  const title = await localTitle(db, language, parsed.data.productId, saved.productTitle);
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
async function localTitle(db: DB, language: Locale, id: string | undefined, title: string | null) {
  if (!id || !title) return title;
  const [product] = await localiseSummaries(db, language, [{ id, title }]);
  return product?.title ?? title;
}

/**
 * What /enquiry shows: the reference of an enquiry just sent (from the address, or once from
 * the cookie), else the form for the product or the finder's requirement the address names.
 */
export async function loadEnquiryPage(db: DB, request: Request, url: URL) {
  const fromCookie = cookieRef(request);
  const reference = parseEnquiryReference(url.searchParams.get("ref")) ?? fromCookie;
  const productId = url.searchParams.get("product")?.slice(0, 200);
  const english = productId ? await productTitle(db, productId) : null;
  const title = await localTitle(db, localeFromPath(url.pathname), productId, english);
  const query = finderQuery(url);
  const headers = new Headers({ "Cache-Control": PRIVATE });
  // Shown once: the next visit to /enquiry is a fresh form.
  if (fromCookie) headers.append("Set-Cookie", refCookie("", 0));
  return {
    headers,
    reference,
    product: productId && title ? { id: productId, title } : null,
    requirement: query ? enquiryRequirement(query, requestFormatStyle(url)) : null,
  };
}

export type EnquiryPageData = Omit<Awaited<ReturnType<typeof loadEnquiryPage>>, "headers">;
