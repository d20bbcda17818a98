import { SERVICE } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";
import { NoteForm } from "./note-form";
import { PointCardView } from "./point-card";
import { type NoteField, type Refused, STATUSES } from "./service-fields";
import { StatusNote } from "./status-note";
import type { TrackPageData } from "./track-page.server";

/**
 * A service request's private status link (/service/track/:token): where it
 * stands, each change with its note, in the customer's language; a note or
 * photos until it is closed. No name and no phone.
 */
export function TrackPage({
  data: loaderData,
  refused,
}: {
  data: TrackPageData;
  refused?: Refused<NoteField>;
}) {
  if (!loaderData.found)
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.service_track_missing_title()}</h1>
        <p className="mt-2 text-slate-700">{m.service_track_missing_body()}</p>
        <Link
          to={SERVICE.locator}
          className="mt-4 inline-block font-semibold text-brand-800 underline"
        >
          {m.service_title()}
        </Link>
      </main>
    );
  const d = loaderData;
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
        <StatusNote className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {m.service_note_added()}
        </StatusNote>
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
