import { data, redirect } from "react-router";
import { hitAddress, tooManyAttempts } from "~/accounts/rate-limit.server";
import { env } from "~/config/env.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { whatsappLink } from "~/config/site";
import { appDb } from "~/db/db.server";
import { indiaDayStart, localDateLong, localDateTime } from "~/format/india-time";
import type { FieldErrors } from "~/forms/field-errors";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { serviceTrackPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { localeFromPath, localisePath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { mediaUrl } from "~/media/media-url";
import { privateMeta } from "~/seo/seo";
import { pointCard } from "~/service/locator.server";
import { NoteForm } from "~/service/note-form";
import { districtName, stateName } from "~/service/place-names";
import { PointCardView } from "~/service/point-card";
import { maxBodyBytes, readPostedForm } from "~/service/posted-form.server";
import {
  type NoteField,
  SERVICE_LIMITS,
  STATUS_LABEL,
  STATUSES,
  SYMPTOM_LABEL,
  type Values,
} from "~/service/service-fields";
import { addCustomerNote, trackRequest } from "~/service/service-requests.server";
import { serviceWhatsappText } from "~/service/service-text";
import { newSubmissionKey } from "~/service/warranty.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/service-track";

/**
 * A service request's private status link (/service/track/:token, and under
 * /gu and /hi; docs/after-sales.md "The status link"): where it stands, each
 * change with its note, in the customer's language; a note or photos until it
 * is closed. The token is the only key: the page shows no name and no phone.
 */

interface Refused {
  errors: FieldErrors<NoteField>;
  values: Values<NoteField>;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const style = requestFormatStyle(url);
  const view = await trackRequest(appDb(), params.token, locale);
  const headers = { "Cache-Control": PRIVATE };
  if (!view) return data({ found: false as const }, { status: 404, headers });
  const day = (d: string) => localDateLong(indiaDayStart(d) ?? 0, style);
  const site = env().site;
  const link = `${env().baseUrl}${localisePath(serviceTrackPath(params.token), locale)}`;
  return data(
    {
      found: true as const,
      fresh: url.searchParams.has("new"),
      noted: url.searchParams.has("noted"),
      reference: view.reference,
      status: view.status,
      step: STATUSES.indexOf(view.status),
      statusText: m.service_track_status({ status: STATUS_LABEL[view.status]() }),
      visit:
        view.visitOn && view.status === "visit"
          ? m.service_track_visit({ day: day(view.visitOn) })
          : null,
      details: [
        [m.service_label_problem(), SYMPTOM_LABEL[view.symptom]()],
        ...(view.serial ? [[m.service_label_serial(), view.serial]] : []),
        ...(view.model ? [[m.service_label_model_short(), view.model]] : []),
        [
          m.service_label_place(),
          `${districtName(view.stateCode, view.district, locale)}, ${stateName(view.stateCode, view.state, locale)} ${view.pin}`,
        ],
        [m.service_label_raised(), localDateTime(view.createdAt, style)],
      ] as [string, string][],
      point: view.point ? pointCard(view.point, style) : null,
      events: view.events.map((e) => ({
        id: e.id,
        at: localDateTime(e.at, style),
        what:
          e.kind === "created"
            ? m.service_event_created()
            : e.kind === "assign"
              ? m.service_event_assign({ point: e.pointName ?? "" })
              : e.kind === "note"
                ? e.byCustomer
                  ? m.service_event_note_customer()
                  : m.service_event_note_staff()
                : e.status === "visit" && e.visitOn
                  ? m.service_track_visit({ day: day(e.visitOn) })
                  : STATUS_LABEL[e.status ?? "received"](),
        note: e.kind === "created" ? "" : e.note,
        photos: e.photos.map((id) => ({
          thumb: mediaUrl(id, "thumb"),
          full: mediaUrl(id, "w1280"),
        })),
      })),
      open: view.open,
      submission: newSubmissionKey(),
      whatsapp: whatsappLink(
        { whatsappNumber: view.point?.whatsapp || site.whatsappNumber },
        serviceWhatsappText(view, link, locale),
      ),
    },
    { headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBodyBytes(SERVICE_LIMITS.photos))
    return data<Refused>(
      { errors: { photos: m.service_photo_size() }, values: {} },
      { status: 413 },
    );
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return data<Refused>(
      { errors: { note: tooManyAttempts(verdict.retryAfterSeconds) }, values: {} },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  const posted = await readPostedForm(request, {
    fileField: "photos",
    maxFiles: SERVICE_LIMITS.photos,
  });
  const outcome = await addCustomerNote(appDb(), appMediaStorage(), params.token, posted);
  if (!outcome.ok)
    return data<Refused>(
      { errors: outcome.errors, values: outcome.values },
      { status: outcome.status },
    );
  return redirect(localHref(`${serviceTrackPath(params.token)}?noted`), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(
    matches,
    loaderData?.found
      ? m.service_track_title({ reference: loaderData.reference })
      : m.service_track_missing_title(),
  );

export default function ServiceTrackPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found)
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.service_track_missing_title()}</h1>
        <p className="mt-2 text-slate-700">{m.service_track_missing_body()}</p>
        <Link to="/service" className="mt-4 inline-block font-semibold text-brand-800 underline">
          {m.service_title()}
        </Link>
      </main>
    );
  const d = loaderData;
  const refused = actionData as Refused | undefined;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {d.fresh ? (
        <section
          role="status"
          className="mb-6 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900"
          data-testid="request-saved"
        >
          <p className="font-semibold">{m.service_track_saved()}</p>
          <a
            href={d.whatsapp}
            className="mt-3 inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800"
            data-testid="send-whatsapp"
          >
            {m.service_send_whatsapp()}
          </a>
          <p className="mt-2 text-sm">{m.service_send_whatsapp_hint()}</p>
        </section>
      ) : null}
      {d.noted ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
        >
          {m.service_note_added()}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {m.service_track_title({ reference: d.reference })}
      </h1>
      <p className="mt-2 text-lg font-semibold text-brand-900" data-testid="request-status">
        {d.statusText}
      </p>
      {d.visit ? <p className="text-slate-700">{d.visit}</p> : null}
      <ol className="mt-4 grid grid-cols-5 gap-1" aria-hidden="true">
        {STATUSES.map((s, i) => (
          <li
            key={s}
            className={`h-2 rounded-full ${i <= d.step ? "bg-green-600" : "bg-slate-200"}`}
          />
        ))}
      </ol>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {d.details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-8">
        <h2 className="text-lg font-bold text-slate-900">{m.service_track_point()}</h2>
        {d.point ? (
          <ul className="mt-3">
            <PointCardView card={d.point} />
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{m.service_track_no_point()}</p>
        )}
      </section>
      <section className="mt-8">
        <h2 className="text-lg font-bold text-slate-900">{m.service_track_history()}</h2>
        <ol
          className="mt-3 grid gap-3 border-l-2 border-slate-200 pl-4"
          data-testid="request-history"
        >
          {d.events.map((e) => (
            <li key={e.id}>
              <p className="text-sm text-slate-500">{e.at}</p>
              <p className="font-semibold text-slate-900">{e.what}</p>
              {e.note ? <p className="whitespace-pre-line text-slate-700">{e.note}</p> : null}
              {e.photos.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {e.photos.map((p, i) => (
                    <a key={p.thumb} href={p.full} target="_blank" rel="noopener">
                      <img
                        src={p.thumb}
                        alt={m.service_photo_alt({ n: String(i + 1) })}
                        width={80}
                        height={80}
                        loading="lazy"
                        className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
                      />
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-8 rounded-2xl border border-slate-200 p-5 shadow-sm">
        {d.open ? (
          <>
            <h2 className="mb-3 text-lg font-bold text-slate-900">{m.service_add_note_title()}</h2>
            <NoteForm submission={d.submission} errors={refused?.errors} values={refused?.values} />
          </>
        ) : (
          <p className="text-slate-700">{m.service_track_closed()}</p>
        )}
      </section>
    </main>
  );
}
