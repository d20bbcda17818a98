import { data, redirect } from "react-router";
import { hitAddress, tooManyAttempts } from "~/accounts/rate-limit.server";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { indiaDay, indiaDayStart, localDateLong } from "~/format/india-time";
import { formatQuantity } from "~/format/numbers";
import type { FieldErrors } from "~/forms/field-errors";
import { PRIVATE, retryAfterHeaders } from "~/http/cache-control";
import { datasheetPath, productPath, serialCurvePath, serialPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { appMediaStorage } from "~/media/app-storage.server";
import { Image } from "~/media/image";
import { pageTitle, privateMeta, seoContext } from "~/seo/seo";
import { maxBodyBytes, readPostedForm } from "~/service/posted-form.server";
import { readSerial } from "~/service/serial-number";
import type { RegistrationField, Values } from "~/service/service-fields";
import {
  newSubmissionKey,
  registerWarranty,
  registrationStart,
  serialPage,
} from "~/service/warranty.server";
import { WarrantyForm } from "~/service/warranty-form";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { Route } from "./+types/serial";

/**
 * A serial's page (/u/:serial, and under /gu and /hi): what its nameplate's QR
 * code opens (docs/after-sales.md "Serial numbers"). The model, its datasheet
 * and curve, the warranty's state and why, and what to do next; with
 * `?register`, the warranty registration form, which posts here. Small and
 * whole without JavaScript (its HTML is budgeted at 30 KB); never a name or
 * a phone number.
 */

interface Refused {
  errors: FieldErrors<RegistrationField>;
  values: Values<RegistrationField>;
  formError?: string;
}

/** The day's words for the page: "15 January 2027" in the page's language. */
function dayWords(day: string, style: Parameters<typeof localDateLong>[1]): string {
  return localDateLong(indiaDayStart(day) ?? 0, style);
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const serial = readSerial(params.serial);
  const headers = { "Cache-Control": PRIVATE };
  if (!serial) return data({ kind: "malformed" as const }, { status: 404, headers });
  // The nameplate's own spelling is the page's address.
  if (serial !== params.serial)
    throw redirect(localHref(`${serialPath(serial)}${url.search}`), 301);
  const db = appDb();
  const style = requestFormatStyle(url);
  const locale = localeFromPath(url.pathname);
  const today = indiaDay(Date.now());
  if (url.searchParams.has("register")) {
    const start = await registrationStart(db, serial, locale);
    return data(
      {
        kind: "register" as const,
        serial,
        serialHref: serialPath(serial),
        today,
        submission: newSubmissionKey(),
        ...start,
      },
      { headers },
    );
  }
  const page = await serialPage(db, serial, locale, today);
  const w = page.warranty;
  const q = (n: number) => formatQuantity(n, style, 0);
  const why =
    w.state === "active" || w.state === "ended"
      ? [
          w.basis === "replacement"
            ? m.service_why_replacement({ serial: w.replaces ?? "" })
            : w.basis === "dispatch"
              ? m.service_why_dispatch({
                  months: q(w.termMonths),
                  day: dayWords(w.dispatchedOn ?? "", style),
                })
              : m.service_why_install({
                  months: q(w.termMonths),
                  day: dayWords(w.installedOn, style),
                }),
          ...(w.bonusMonths > 0 ? [m.service_why_bonus({ months: q(w.bonusMonths) })] : []),
        ]
      : [];
  return data(
    {
      kind: "serial" as const,
      serial,
      serialHref: serialPath(serial),
      curveSrc: serialCurvePath(serial, locale),
      known: page.known,
      model: page.model,
      product: page.product,
      curve: page.curve,
      dispatched: page.dispatchedOn
        ? m.service_dispatched_on({ day: dayWords(page.dispatchedOn, style) })
        : null,
      state: w.state,
      headline:
        w.state === "active"
          ? m.service_warranty_active({ day: dayWords(w.endsOn, style) })
          : w.state === "ended"
            ? m.service_warranty_ended({ day: dayWords(w.endsOn, style) })
            : w.state === "review"
              ? m.service_warranty_review({ day: dayWords(w.registeredOn, style) })
              : m.service_warranty_none(),
      why,
      banner: url.searchParams.has("registered")
        ? m.service_registered_banner()
        : url.searchParams.has("review")
          ? m.service_review_banner()
          : null,
    },
    { headers },
  );
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const serial = readSerial(params.serial);
  if (!serial)
    return data<Refused>(
      { errors: { serial: m.service_serial_invalid() }, values: {} },
      { status: 404 },
    );
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBodyBytes(1))
    return data<Refused>(
      { errors: { invoice: m.service_photo_size() }, values: {} },
      { status: 413 },
    );
  const verdict = await hitAddress("service", context.clientIp);
  if (!verdict.ok)
    return data<Refused>(
      { errors: {}, values: {}, formError: tooManyAttempts(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  const posted = await readPostedForm(request, { fileField: "invoice", maxFiles: 1 });
  posted.fields.serial = serial;
  const outcome = await registerWarranty(
    appDb(),
    appMediaStorage(),
    posted,
    localeFromPath(url.pathname),
    indiaDay(Date.now()),
  );
  if (!outcome.ok)
    return data<Refused>({ errors: outcome.errors, values: outcome.values }, { status: 400 });
  // Stored before the customer is told; 303, so a reload never posts it again.
  const flag = outcome.status === "registered" ? "registered" : "review";
  return redirect(localHref(`${serialPath(outcome.serial)}?${flag}`), 303);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = seoContext(matches);
  if (!loaderData || loaderData.kind === "malformed")
    return privateMeta(matches, m.service_serial_malformed_title());
  const what =
    loaderData.kind === "register"
      ? m.service_register_title({ serial: loaderData.serial })
      : m.service_serial_title({ serial: loaderData.serial });
  return [...privateMeta(matches, what), { name: "description", content: pageTitle(ctx, what) }];
};

const action_ = "inline-flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold";

export default function SerialRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "malformed")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">{m.service_serial_malformed_title()}</h1>
        <p className="mt-2 text-slate-700">{m.service_serial_invalid()}</p>
        <Link to="/service" className="mt-4 inline-block font-semibold text-brand-800 underline">
          {m.service_title()}
        </Link>
      </main>
    );
  if (loaderData.kind === "register") {
    const d = loaderData;
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {m.service_register_title({ serial: d.serial })}
        </h1>
        {d.model ? <p className="mt-1 text-slate-700">{d.model}</p> : null}
        {d.registered ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
          >
            {m.service_already_registered()}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">
              {d.known ? m.service_register_intro() : m.service_serial_unknown_body()}
            </p>
            <section className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-6">
              <WarrantyForm
                serial={d.serial}
                submission={d.submission}
                today={d.today}
                dealer={d.dealer}
                errors={(actionData as Refused | undefined)?.errors}
                values={(actionData as Refused | undefined)?.values}
                formError={(actionData as Refused | undefined)?.formError}
              />
            </section>
          </>
        )}
        <Link
          to={d.serialHref}
          className="mt-6 inline-block font-semibold text-brand-800 underline"
        >
          {m.service_back_to_serial({ serial: d.serial })}
        </Link>
      </main>
    );
  }
  const d = loaderData;
  const tone =
    d.state === "active"
      ? "border-green-300 bg-green-50 text-green-900"
      : d.state === "ended"
        ? "border-slate-300 bg-slate-100 text-slate-800"
        : "border-amber-300 bg-amber-50 text-amber-900";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      {d.banner ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          data-testid="serial-banner"
        >
          {d.banner}
        </p>
      ) : null}
      <p className="text-xs font-bold uppercase tracking-widest text-slate-500">
        {m.service_label_serial()}
      </p>
      <h1 className="font-mono text-2xl font-bold text-slate-900 sm:text-3xl">{d.serial}</h1>
      {d.known ? null : (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {m.service_serial_unknown_title({ serial: d.serial })} {m.service_serial_unknown_body()}
        </p>
      )}
      {d.product ? (
        <div className="mt-4 flex items-center gap-4">
          {d.product.image ? (
            <Image
              image={d.product.image}
              variant="thumb"
              alt=""
              className="h-20 w-20 rounded-lg border border-slate-200"
            />
          ) : null}
          <div>
            <p className="text-lg font-semibold text-slate-900">{d.product.title}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <Link
                to={productPath(d.product.id)}
                className="font-semibold text-brand-800 underline"
              >
                {m.service_see_product()}
              </Link>
              <a
                href={localHref(datasheetPath(d.product.id))}
                className="font-semibold text-brand-800 underline"
              >
                {m.service_datasheet()}
              </a>
            </p>
          </div>
        </div>
      ) : d.model ? (
        <p className="mt-4 text-lg font-semibold text-slate-900">{d.model}</p>
      ) : null}
      {d.dispatched ? <p className="mt-2 text-sm text-slate-600">{d.dispatched}</p> : null}
      <section className={`mt-6 rounded-2xl border p-5 ${tone}`} data-testid="warranty-status">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <Icon name="shield-check" className="h-6 w-6" /> {d.headline}
        </h2>
        {d.why.length > 0 ? (
          <p className="mt-2 text-sm" data-testid="warranty-why">
            {d.why.join("; ")}
          </p>
        ) : null}
        {d.state === "none" ? (
          <>
            <p className="mt-2 text-sm">{m.service_warranty_none_body()}</p>
            <Link
              to={`${d.serialHref}?register`}
              className={`${action_} mt-3 bg-green-700 text-white hover:bg-green-800`}
              data-testid="register-link"
            >
              {m.service_register_link()}
            </Link>
          </>
        ) : null}
        {d.state === "review" ? (
          <p className="mt-2 text-sm">{m.service_warranty_review_body()}</p>
        ) : null}
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={`/service/request?serial=${encodeURIComponent(d.serial)}`}
          className={`${action_} bg-brand-800 text-white hover:bg-brand-900`}
        >
          <Icon name="message-circle" className="h-4 w-4" /> {m.service_raise_link()}
        </Link>
        <Link to="/service" className={`${action_} border border-slate-300 text-slate-800`}>
          <Icon name="map-pin" className="h-4 w-4" /> {m.service_find_link()}
        </Link>
      </div>
      {d.curve && d.product ? (
        <section className="mt-8">
          <h2 className="mb-2 text-sm font-semibold text-slate-800">{m.service_curve_heading()}</h2>
          <img
            src={d.curveSrc}
            alt={m.service_curve_alt({ model: d.product.title })}
            width={400}
            height={260}
            loading="lazy"
            className="h-auto w-full max-w-md"
          />
        </section>
      ) : null}
    </main>
  );
}
