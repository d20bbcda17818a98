import { Form } from "react-router";
import { SERVICE } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import { Link } from "~/ui/link";
import type { LocatorPageData } from "./locator-page.server";
import { PointCardView } from "./point-card";

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm";
const button = "rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900";

/**
 * /service, /gu/service, /hi/service: after-sales' front door (docs/after-sales.md).
 * Find the nearest dealer or service point by PIN — a GET form, so every answer
 * is a link and works without JavaScript and before hydration — look up a
 * serial's warranty, or raise a service request. Every word comes from the
 * loader (locator-page.server.ts) or the catalogue.
 */
export function LocatorPage({ data }: { data: LocatorPageData }) {
  const { query, answer, serialError, typedSerial, busy } = data;
  return (
    <main id="main">
      <section className="bg-brand-950 py-10 text-white">
        <div className="mx-auto max-w-4xl px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{m.service_title()}</h1>
          <p className="mt-2 text-brand-100">{m.service_intro()}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8">
        <section
          aria-labelledby="find-nearest"
          className="rounded-2xl border border-slate-200 p-5 shadow-sm"
        >
          <h2 id="find-nearest" className="text-xl font-bold text-slate-900">
            {m.service_find_title()}
          </h2>
          <Form
            method="get"
            action={localHref(SERVICE.locator)}
            className="mt-4 grid gap-4 sm:grid-cols-4"
            data-testid="locator-form"
          >
            <div className="sm:col-span-2">
              <label htmlFor="locator-pin" className="block text-sm font-semibold text-slate-800">
                {m.service_label_pin()}
              </label>
              <input
                id="locator-pin"
                name="pin"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={40}
                defaultValue={query.typed}
                className={field}
              />
            </div>
            <div>
              <label htmlFor="locator-kind" className="block text-sm font-semibold text-slate-800">
                {m.service_filter_kind()}
              </label>
              <select
                id="locator-kind"
                name="kind"
                defaultValue={query.kind ?? ""}
                className={field}
              >
                <option value="">{m.service_filter_all()}</option>
                <option value="service">{m.service_filter_service()}</option>
                <option value="dealer">{m.service_filter_dealers()}</option>
              </select>
            </div>
            <div>
              <label
                htmlFor="locator-category"
                className="block text-sm font-semibold text-slate-800"
              >
                {m.service_filter_category()}
              </label>
              <select
                id="locator-category"
                name="category"
                defaultValue={query.categoryId ? String(query.categoryId) : ""}
                className={field}
              >
                <option value="">{m.service_filter_any_category()}</option>
                {answer?.categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-4">
              <button type="submit" className={button}>
                <Icon name="map-pin" className="mr-1 h-4 w-4" /> {m.service_find_submit()}
              </button>
            </div>
          </Form>
          {busy ? (
            <p role="alert" className="mt-4 text-sm font-medium text-red-700">
              {busy}
            </p>
          ) : null}
          {answer?.problem ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="locator-problem"
            >
              {answer.problem}
            </p>
          ) : null}
          {answer?.heading ? (
            <div className="mt-6" data-testid="locator-results">
              <h2 className="text-lg font-bold text-slate-900">{answer.heading}</h2>
              {answer.basis ? <p className="text-sm text-slate-600">{answer.basis}</p> : null}
              {answer.cards.length === 0 ? (
                <p className="mt-3 text-slate-700">{m.service_none()}</p>
              ) : (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                  {answer.cards.map((card) => (
                    <PointCardView key={card.id} card={card} />
                  ))}
                </ul>
              )}
              {answer.pages.length > 0 ? (
                <nav aria-label={m.service_pages()} className="mt-6 flex flex-wrap gap-2">
                  {answer.pages.map((p, i) =>
                    p.href ? (
                      <Link
                        key={p.label}
                        to={p.href}
                        aria-current={p.current ? "page" : undefined}
                        aria-label={m.service_page({ page: p.label })}
                        className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${p.current ? "border-brand-800 bg-brand-800 text-white" : "border-slate-300 text-slate-700"}`}
                      >
                        {p.label}
                      </Link>
                    ) : (
                      <span
                        key={`gap-${i}`}
                        className="px-2 py-1.5 text-slate-500"
                        aria-hidden="true"
                      >
                        {p.label}
                      </span>
                    ),
                  )}
                </nav>
              ) : null}
            </div>
          ) : null}
          {answer && answer.states.length > 0 ? (
            <details className="mt-6" open={!answer.heading}>
              <summary className="cursor-pointer text-sm font-semibold text-brand-800">
                {m.service_other_states()}
              </summary>
              <ul className="mt-2 flex flex-wrap gap-2">
                {answer.states.map((s) => (
                  <li key={s.stateCode}>
                    <Link
                      to={s.href}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600"
                    >
                      {s.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
        <div className="grid gap-8 sm:grid-cols-2">
          <section
            aria-labelledby="warranty-lookup"
            className="rounded-2xl border border-slate-200 p-5 shadow-sm"
          >
            <h2 id="warranty-lookup" className="text-xl font-bold text-slate-900">
              {m.service_warranty_title()}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{m.service_warranty_intro()}</p>
            <Form
              method="get"
              action={localHref(SERVICE.locator)}
              className="mt-3 grid gap-3"
              data-testid="serial-lookup"
            >
              <div>
                <label
                  htmlFor="lookup-serial"
                  className="block text-sm font-semibold text-slate-800"
                >
                  {m.service_label_serial()}
                </label>
                <input
                  id="lookup-serial"
                  name="serial"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={64}
                  defaultValue={typedSerial ?? ""}
                  aria-invalid={serialError ? true : undefined}
                  aria-describedby={serialError ? "lookup-serial-error" : undefined}
                  className={field}
                />
                {serialError ? (
                  <p id="lookup-serial-error" className="mt-1 text-sm font-medium text-red-600">
                    {serialError}
                  </p>
                ) : null}
              </div>
              <div>
                <button type="submit" className={button}>
                  <Icon name="shield-check" className="mr-1 h-4 w-4" /> {m.service_check_serial()}
                </button>
              </div>
            </Form>
          </section>
          <section
            aria-labelledby="need-repair"
            className="rounded-2xl border border-slate-200 p-5 shadow-sm"
          >
            <h2 id="need-repair" className="text-xl font-bold text-slate-900">
              {m.service_repair_title()}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{m.service_repair_intro()}</p>
            <Link
              to={SERVICE.request}
              className={`${button} mt-4 inline-block`}
              data-testid="raise-request-link"
            >
              {m.service_raise_link()}
            </Link>
          </section>
        </div>
      </div>
    </main>
  );
}
