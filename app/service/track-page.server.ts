import { whatsappLink } from "~/config/site";
import type { DB } from "~/db/db.server";
import type { FormatStyle } from "~/format/digits";
import { localDateTime } from "~/format/india-time";
import { serviceTrackPath } from "~/http/paths";
import { localisePath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { mediaUrl } from "~/media/media-url";
import { districtName, stateName } from "~/places/place-names";
import { type PointCard, pointCard } from "./locator.server";
import { dayWords } from "./serial-page.server";
import { STATUS_LABEL, STATUSES, SYMPTOM_LABEL } from "./service-fields";
import { type TrackEvent, trackRequest } from "./service-requests.server";
import { serviceWhatsappText } from "./service-text";
import { newSubmissionKey } from "./warranty.server";

/**
 * A service request's private status link (/service/track/:token) as its
 * loader answers it (docs/after-sales.md "The status link"): where it stands
 * and each change with its note, every sentence in the customer's language;
 * the WhatsApp hand-off after it was raised. The token is the only key: no
 * name and no phone.
 */

export interface TrackPageEvent {
  id: number;
  at: string;
  what: string;
  note: string;
  photos: { thumb: string; full: string }[];
}

export type TrackPageData =
  | { found: false }
  | {
      found: true;
      /** Just raised (?new): say it is saved and offer WhatsApp. */
      fresh: boolean;
      /** A note was just added (?noted). */
      noted: boolean;
      reference: string;
      /** How far along the five steps it is (0–4). */
      step: number;
      statusText: string;
      visit: string | null;
      details: [string, string][];
      point: PointCard | null;
      events: TrackPageEvent[];
      open: boolean;
      submission: string;
      whatsapp: string;
    };

function eventWords(e: TrackEvent, style: FormatStyle): string {
  if (e.kind === "created") return m.service_event_created();
  if (e.kind === "assign") return m.service_event_assign({ point: e.pointName ?? "" });
  if (e.kind === "note")
    return e.byCustomer ? m.service_event_note_customer() : m.service_event_note_staff();
  if (e.status === "visit" && e.visitOn)
    return m.service_track_visit({ day: dayWords(e.visitOn, style) });
  return STATUS_LABEL[e.status ?? "received"]();
}

export async function trackPageData(
  db: DB,
  token: string,
  params: URLSearchParams,
  style: FormatStyle,
  shop: { baseUrl: string; whatsappNumber: string },
): Promise<TrackPageData> {
  const locale = style.locale;
  const view = await trackRequest(db, token, locale);
  if (!view) return { found: false };
  const link = `${shop.baseUrl}${localisePath(serviceTrackPath(token), locale)}`;
  const place = `${districtName(view.stateCode, view.district, locale)}, ${stateName(view.stateCode, view.state, locale)} ${view.pin}`;
  return {
    found: true,
    fresh: params.has("new"),
    noted: params.has("noted"),
    reference: view.reference,
    step: STATUSES.indexOf(view.status),
    statusText: m.service_track_status({ status: STATUS_LABEL[view.status]() }),
    visit:
      view.visitOn && view.status === "visit"
        ? m.service_track_visit({ day: dayWords(view.visitOn, style) })
        : null,
    details: [
      [m.service_label_problem(), SYMPTOM_LABEL[view.symptom]()],
      ...(view.serial ? [[m.service_label_serial(), view.serial] as [string, string]] : []),
      ...(view.model ? [[m.service_label_model_short(), view.model] as [string, string]] : []),
      [m.service_label_place(), place],
      [m.service_label_raised(), localDateTime(view.createdAt, style)],
    ],
    point: view.point ? pointCard(view.point, style) : null,
    events: view.events.map((e) => ({
      id: e.id,
      at: localDateTime(e.at, style),
      what: eventWords(e, style),
      note: e.kind === "created" ? "" : e.note,
      photos: e.photos.map((id) => ({ thumb: mediaUrl(id, "thumb"), full: mediaUrl(id, "w1280") })),
    })),
    open: view.open,
    submission: newSubmissionKey(),
    // To the service point it went to, else the shop, in the customer's language.
    whatsapp: whatsappLink(
      { whatsappNumber: view.point?.whatsapp || shop.whatsappNumber },
      serviceWhatsappText(view, link, locale),
    ),
  };
}
