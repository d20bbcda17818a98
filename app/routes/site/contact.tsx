import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { env } from "~/config/env.server";
import { telLink, whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { type ContactField, contactSchema } from "~/enquiries/contact-schema";
import { saveContactMessage } from "~/enquiries/enquiries.server";
import { fieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { retryAfterHeaders } from "~/http/cache-control";
import { localHref } from "~/i18n/local-href";
import { type Locale, localeFromPath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { log } from "~/observability/log.server";
import {
  isStorageUnwritable,
  MESSAGE_NOT_SAVED,
  STORAGE_FULL_STATUS,
} from "~/runtime/storage-errors.server";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { ErrorSummary } from "~/ui/error-summary";
import { TextAreaField, TextField } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { SocialIcon, type SocialNetwork } from "~/ui/social-icons";
import type { Route } from "./+types/contact";

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  try {
    return await storeMessage(
      form,
      context.clientIp,
      localeFromPath(new URL(request.url).pathname),
    );
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
  const { reference } = await saveContactMessage(appDb(), parsed.data, language);
  return redirect(localHref("/contact"), {
    // Written in the request's language: the flash shows on the page it redirects to.
    headers: withFlash({ type: "success", message: m.forms_contact_sent({ reference }) }),
  });
}

export const headers = retryAfterHeaders;

const loadContactSchema = () =>
  import("~/enquiries/contact-schema").then((mod) => mod.contactSchema);

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.forms_contact_title()),
    description: m.forms_contact_description(),
    path: "/contact",
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const location = useLocation();
  const navigation = useNavigation();
  // zod and the schema load when the form is first used, not with the page.
  const { errors, refusals, onSubmit, onChange, onFocus } = useFormErrors<ContactField>(
    loadContactSchema,
    actionData?.errors,
  );
  const values = (actionData?.values ?? {}) as Partial<Record<ContactField, string>>;
  const sending =
    navigation.state === "submitting" && navigation.formAction === localHref("/contact");
  const details = [
    {
      icon: "phone" as const,
      label: m.forms_contact_phone(),
      value: site.phone,
      href: telLink(site.phone),
    },
    {
      icon: "mail" as const,
      label: m.forms_contact_email(),
      value: site.email,
      href: `mailto:${site.email}`,
    },
    {
      icon: "message-circle" as const,
      label: m.forms_contact_whatsapp(),
      value: m.forms_contact_chat(),
      href: whatsappLink(site),
    },
    { icon: "map-pin" as const, label: m.forms_contact_address(), value: site.address },
    {
      icon: "shield-check" as const,
      label: m.service_footer_link(),
      value: m.service_find_link(),
      href: localHref("/service"),
    },
    {
      icon: "clock" as const,
      label: m.forms_contact_hours(),
      value: m.forms_contact_hours_value(),
    },
  ];
  return (
    <main id="main">
      <section className="bg-brand-950 py-12 text-white">
        <div className="mx-auto max-w-7xl px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{m.forms_contact_title()}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">
            {m.forms_contact_intro({ city: site.city })}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <ul className="space-y-4">
            {details.map(({ icon, label, value, href }) => (
              <li key={label} className="flex gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                  <Icon name={icon} className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-xs font-bold uppercase tracking-wider text-slate-500">
                    {label}
                  </span>
                  {href ? (
                    <a
                      href={href}
                      className="font-medium text-slate-900 hover:text-brand-800 hover:underline"
                      {...(href.startsWith("http")
                        ? { target: "_blank", rel: "noopener noreferrer" }
                        : {})}
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="font-medium text-slate-900">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <div>
            <h2 className="mb-2 text-sm font-bold uppercase tracking-wider text-slate-500">
              {m.forms_follow_us()}
            </h2>
            <div className="flex gap-2">
              {(Object.keys(site.social) as SocialNetwork[]).map((n) => (
                <a
                  key={n}
                  href={site.social[n]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={n}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-100 text-brand-900 hover:bg-brand-800 hover:text-white"
                >
                  <SocialIcon network={n} />
                </a>
              ))}
            </div>
          </div>
          <ContactMap />
        </div>
        <section
          className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8 lg:col-span-3"
          aria-labelledby="get-in-touch"
        >
          <h2 id="get-in-touch" className="text-2xl font-bold text-slate-900">
            {m.forms_get_in_touch()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.forms_reply_within()}</p>
          <Form
            key={location.key}
            method="post"
            noValidate
            onSubmit={onSubmit}
            onChange={onChange}
            onFocus={onFocus}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <ErrorSummary
              errors={errors}
              refusals={refusals}
              labels={{
                fullname: m.forms_label_full_name(),
                email: m.forms_label_email(),
                number: m.forms_label_phone(),
                message: m.forms_label_message(),
              }}
            />
            <TextField
              name="fullname"
              label={m.forms_label_full_name()}
              autoComplete="name"
              defaultValue={values.fullname}
              error={errors.fullname}
            />
            <TextField
              name="email"
              label={m.forms_label_email()}
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <div className="sm:col-span-2">
              <TextField
                name="number"
                label={m.forms_label_phone()}
                type="tel"
                autoComplete="tel"
                defaultValue={values.number}
                error={errors.number}
              />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                name="message"
                label={m.forms_label_message()}
                rows={5}
                defaultValue={values.message}
                error={errors.message}
              />
            </div>
            {actionData?.formError ? (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {actionData.formError}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={sending}
                className="w-full rounded-lg bg-brand-800 px-6 py-3 font-bold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
              >
                {sending ? m.forms_sending() : m.forms_send_message()}
              </button>
            </div>
          </Form>
        </section>
      </div>
    </main>
  );
}

/** How long the map's host may take to answer before the static map stays. */
const MAP_PROBE_TIMEOUT_MS = 8000;

type MapState = "waiting" | "checking" | "embedded" | "unavailable";

/**
 * The map (spec §2 /contact). The server renders a static map and the address
 * as a link to Google Maps, so the page works offline and without JavaScript.
 * Once the map scrolls into view (IntersectionObserver) the browser asks the
 * map's host whether it can be reached and then lays the embedded map over
 * the picture; offline, or when the host does not answer, the static map and
 * the link stay. (A failed iframe still fires "load", so the host is asked
 * first: a no-cors HEAD request, allowed by the CSP's connect-src.)
 */
function ContactMap() {
  const site = useSite();
  const box = useRef<HTMLElement>(null);
  const [state, setState] = useState<MapState>("waiting");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const controller = new AbortController();
    const settle = (next: MapState) => {
      if (live) setState(next);
    };
    const load = () => {
      if (!navigator.onLine) return settle("unavailable");
      settle("checking");
      const timer = window.setTimeout(() => controller.abort(), MAP_PROBE_TIMEOUT_MS);
      fetch(site.mapEmbedUrl, {
        method: "HEAD",
        mode: "no-cors",
        credentials: "omit",
        cache: "no-store",
        signal: controller.signal,
      })
        .then(
          () => settle("embedded"),
          () => settle("unavailable"),
        )
        .finally(() => window.clearTimeout(timer));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: "100px" },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      controller.abort();
    };
  }, [site.mapEmbedUrl]);

  const embedded = state === "embedded";
  return (
    <figure
      ref={box}
      data-map={state}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="relative h-64">
        <img
          src="/map.svg"
          alt={embedded ? "" : m.forms_map_of({ address: site.address })}
          width={640}
          height={320}
          className="h-full w-full object-cover"
        />
        {embedded ? (
          <iframe
            title={m.forms_map_of({ address: site.address })}
            src={site.mapEmbedUrl}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : null}
      </div>
      <figcaption className="flex items-start gap-2 p-3 text-sm">
        <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-800" />
        <span>
          <a
            href={site.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline hover:text-brand-900"
          >
            {site.address}
          </a>
          <span className="block text-xs text-slate-500">
            {state === "unavailable" ? m.forms_map_failed() : m.forms_map_opens()}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
