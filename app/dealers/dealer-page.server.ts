import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { listCategories } from "~/catalogue/categories.server";
import { localiseCategories } from "~/catalogue/translations.server";
import { env } from "~/config/env.server";
import type { DB } from "~/db/db.server";
import { handOffNumber } from "~/enquiries/enquiries.server";
import { enquiryLink } from "~/enquiries/messaging-text";
import { sentReferenceCookie } from "~/enquiries/sent-reference.server";
import type { FieldErrors } from "~/forms/field-errors";
import { PRIVATE } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { log } from "~/observability/log.server";
import { placeIn } from "~/places/place-names";
import {
  ENQUIRY_NOT_SAVED,
  isStorageUnwritable,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import { applyForDealership, dealerForm, dealerValues } from "./dealer-applications.server";
import type { DealerField, DealerPlace, DealerValues } from "./dealer-fields";
import { dealerDetails } from "./dealer-text";

export interface Refused {
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

/** What /dealer shows: the categories to choose from, or once after a sent application its reference. */
export async function dealerPageData(db: DB, request: Request, url: URL) {
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

/**
 * /dealer's post: counted, checked, stored, then handed to WhatsApp (303) with the reference kept
 * in a cookie; a refusal is the form again with its messages and what was typed.
 */
export async function sendDealerApplication(db: DB, request: Request, url: URL, clientIp: string) {
  // A body that is not a form (JSON, garbage) is an empty form: every field is missing.
  const form = dealerForm(await request.formData().catch(() => new FormData()));
  const values = dealerValues(form);
  const language = localeFromPath(url.pathname);
  try {
    // The enquiry posts' limit, per address (RATE_LIMIT_ENQUIRY_PER_ADDRESS).
    const verdict = await hitAddress("enquiry", clientIp);
    if (!verdict.ok) {
      return tooManyRequests(
        verdict,
        (formError): Refused => ({ errors: {}, values, place: null, formError }),
      );
    }
    const outcome = await applyForDealership(db, form, language);
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
