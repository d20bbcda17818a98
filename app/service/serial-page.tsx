import { datasheetPath, productPath, SERVICE } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Image } from "~/media/image";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { SerialPageData } from "./serial-page.server";
import type { Refused, RegistrationField } from "./service-fields";
import { StatusNote } from "./status-note";
import { WarrantyForm } from "./warranty-form";

const action_ = "inline-flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold";

/**
 * A serial's page (/u/:serial): what its nameplate's QR code opens. The
 * model, its datasheet and curve, the warranty's state and why, and what to
 * do next; with `?register`, the warranty registration form, which posts to
 * the page. Whole without JavaScript (its HTML is budgeted at 30 KB), and
 * never a name or a phone number.
 */
export function SerialPage({
  data: loaderData,
  refused,
}: {
  data: SerialPageData;
  refused?: Refused<RegistrationField>;
}) {
  if (loaderData.kind === "malformed")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">{m.service_serial_malformed_title()}</h1>
        <p className="mt-2 text-slate-700">{m.service_serial_invalid()}</p>
        <Link
          to={SERVICE.locator}
          className="mt-4 inline-block font-semibold text-brand-800 underline"
        >
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
                errors={refused?.errors}
                values={refused?.values}
                formError={refused?.formError}
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
        <StatusNote
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
          testId="serial-banner"
        >
          {d.banner}
        </StatusNote>
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
          to={`${SERVICE.request}?serial=${encodeURIComponent(d.serial)}`}
          className={`${action_} bg-brand-800 text-white hover:bg-brand-900`}
        >
          <Icon name="message-circle" className="h-4 w-4" /> {m.service_raise_link()}
        </Link>
        <Link to={SERVICE.locator} className={`${action_} border border-slate-300 text-slate-800`}>
          <Icon name="map-pin" className="h-4 w-4" /> {m.frame_find_service()}
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
