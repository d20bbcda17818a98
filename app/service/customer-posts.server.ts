import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { serialPath, serviceTrackPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import type { MediaStorage } from "~/media/storage.server";
import { maxBodyBytes, readPostedForm } from "./posted-form.server";
import { readSerial } from "./serial-number";
import {
  type NoteField,
  type Refused,
  type RegistrationField,
  type RequestField,
  SERVICE_LIMITS,
} from "./service-fields";
import { addCustomerNote, raiseServiceRequest } from "./service-requests.server";
import { registerWarranty } from "./warranty.server";

/**
 * The visitors' after-sales posts, each read from its request and done in
 * one call (docs/after-sales.md): a body declared larger than its photos
 * allow is refused before it is read (413), then the form is read as a
 * stream with its limits, checked and stored. `next` is where the visitor
 * goes once it is stored (an English path; the route puts it in the page's
 * language); a refusal carries each field's message and what was typed.
 */
export type PostOutcome<K extends string> =
  | { ok: true; next: string }
  | { ok: false; status: 400 | 404 | 409 | 413; refused: Refused<K> };

/** Whether the body declares more bytes than `maxFiles` photos and the fields can take. */
function declaredTooLarge(request: Request, maxFiles: number): boolean {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > maxBodyBytes(maxFiles);
}

/** A warranty registration posted to /u/:serial: the serial is the page's, whatever the form says. */
export async function registerFromPost(
  db: DB,
  storage: MediaStorage,
  request: Request,
  typedSerial: string,
  style: FormatStyle,
  today: string,
): Promise<PostOutcome<RegistrationField>> {
  const serial = readSerial(typedSerial);
  if (!serial)
    return {
      ok: false,
      status: 404,
      refused: { errors: { serial: m.service_serial_invalid() }, values: {} },
    };
  if (declaredTooLarge(request, 1))
    return {
      ok: false,
      status: 413,
      refused: { errors: { invoice: m.service_photo_size() }, values: {} },
    };
  const posted = await readPostedForm(request, { fileField: "invoice", maxFiles: 1 });
  posted.fields.serial = serial;
  const outcome = await registerWarranty(
    db,
    storage,
    posted,
    style.locale,
    today,
    style.nativeDigits,
  );
  if (!outcome.ok)
    return { ok: false, status: 400, refused: { errors: outcome.errors, values: outcome.values } };
  const flag = outcome.status === "registered" ? "registered" : "review";
  return { ok: true, next: `${serialPath(outcome.serial)}?${flag}` };
}

/** A service request posted to /service/request: stored, routed, then its status link. */
export async function raiseFromPost(
  db: DB,
  storage: MediaStorage,
  request: Request,
  style: FormatStyle,
  today: string,
): Promise<PostOutcome<RequestField>> {
  if (declaredTooLarge(request, SERVICE_LIMITS.photos))
    return {
      ok: false,
      status: 413,
      refused: { errors: { photos: m.service_photo_size() }, values: {} },
    };
  const posted = await readPostedForm(request, {
    fileField: "photos",
    maxFiles: SERVICE_LIMITS.photos,
  });
  const outcome = await raiseServiceRequest(db, storage, posted, style.locale, today);
  if (!outcome.ok)
    return { ok: false, status: 400, refused: { errors: outcome.errors, values: outcome.values } };
  // The status page says it is saved and hands it to WhatsApp (?new).
  return { ok: true, next: `${serviceTrackPath(outcome.token)}?new` };
}

/** A customer's note or photos posted to their status link, until the request is closed. */
export async function noteFromPost(
  db: DB,
  storage: MediaStorage,
  request: Request,
  token: string,
): Promise<PostOutcome<NoteField>> {
  if (declaredTooLarge(request, SERVICE_LIMITS.photos))
    return {
      ok: false,
      status: 413,
      refused: { errors: { photos: m.service_photo_size() }, values: {} },
    };
  const posted = await readPostedForm(request, {
    fileField: "photos",
    maxFiles: SERVICE_LIMITS.photos,
  });
  const outcome = await addCustomerNote(db, storage, token, posted);
  if (!outcome.ok)
    return {
      ok: false,
      status: outcome.status,
      refused: { errors: outcome.errors, values: outcome.values },
    };
  return { ok: true, next: `${serviceTrackPath(token)}?noted` };
}
