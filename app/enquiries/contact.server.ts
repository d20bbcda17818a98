import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { env } from "~/config/env.server";
import type { DB } from "~/db/db.server";
import { fieldErrors } from "~/forms/field-errors";
import { localHref } from "~/i18n/local-href";
import { type Locale, localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { log } from "~/observability/log.server";
import {
  isStorageUnwritable,
  MESSAGE_NOT_SAVED,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import { withFlash } from "~/toasts/flash.server";
import { type ContactField, contactSchema } from "./contact-schema";
import { saveContactMessage } from "./enquiries.server";

/**
 * /contact's post (the Get In Touch form): counted, checked, stored, and the visitor sent back
 * to the page with the reference as a toast; a refusal is the form again with its messages.
 */
export async function sendContactMessage(db: DB, posted: FormData, url: URL, clientIp: string) {
  const form = Object.fromEntries(posted);
  try {
    return await storeMessage(db, form, clientIp, localeFromPath(url.pathname));
  } catch (error) {
    // A full disk or a read-only database: nothing was stored, and the visitor is told so.
    if (!isStorageUnwritable(error)) throw error;
    log().error({ err: error }, "contact message not saved: storage cannot be written");
    return data(
      { errors: {}, values: form, formError: MESSAGE_NOT_SAVED(env().site.phone) },
      { status: STORAGE_FULL_STATUS },
    );
  }
}

async function storeMessage(
  db: DB,
  form: Record<string, FormDataEntryValue>,
  clientIp: string,
  language: Locale,
) {
  // Counted across every instance, per address (RATE_LIMIT_CONTACT_PER_ADDRESS).
  const verdict = await hitAddress("contact", clientIp);
  if (!verdict.ok) {
    return tooManyRequests(verdict, (formError) => ({ errors: {}, values: form, formError }));
  }
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) {
    return data(
      { errors: fieldErrors<ContactField>(parsed.error), values: form, formError: undefined },
      { status: 400 },
    );
  }
  // Stored (synchronous=FULL) before the visitor is told it was sent.
  const { reference } = await saveContactMessage(db, parsed.data, language);
  return redirect(localHref("/contact"), {
    // Written in the request's language: the flash shows on the page it redirects to.
    headers: withFlash({ type: "success", message: m.forms_contact_sent({ reference }) }),
  });
}
