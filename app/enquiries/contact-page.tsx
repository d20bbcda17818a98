import { Form, useLocation, useNavigation } from "react-router";
import { telLink, whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import type { FieldErrors } from "~/forms/field-errors";
import { useFormErrors } from "~/forms/use-form-errors";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { ErrorSummary } from "~/ui/error-summary";
import { EmailField, PersonNameField, PhoneField, TextAreaField } from "~/ui/field";
import { Icon } from "~/ui/icon";
import { SocialIcon, type SocialNetwork } from "~/ui/social-icons";
import { ContactMap } from "./contact-map";
import type { ContactField } from "./contact-schema";

/** What a refused post answers (contact.server.ts): the messages, what was typed, why. */
export interface ContactPosted {
  errors: FieldErrors<ContactField>;
  values: Record<string, unknown>;
  formError?: string;
}

const loadContactSchema = () => import("./contact-schema").then((mod) => mod.contactSchema);

/** The contact page: the business's details, its map and the Get In Touch form. */
export function ContactPage({ posted }: { posted: ContactPosted | undefined }) {
  const site = useSite();
  const location = useLocation();
  const navigation = useNavigation();
  // zod and the schema load when the form is first used, not with the page.
  const { errors, field, refusals, onSubmit, onChange, onFocus } = useFormErrors<ContactField>(
    loadContactSchema,
    posted?.errors,
    posted?.values,
  );
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
      label: m.frame_service_link(),
      value: m.frame_find_service(),
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
            <PersonNameField {...field("fullname")} label={m.forms_label_full_name()} />
            <EmailField {...field("email")} label={m.forms_label_email()} />
            <div className="sm:col-span-2">
              <PhoneField {...field("number")} label={m.forms_label_phone()} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField {...field("message")} label={m.forms_label_message()} rows={5} />
            </div>
            {posted?.formError ? (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {posted.formError}
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
