import { whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import {
  LegalContact,
  LegalList,
  LegalPage,
  LegalPart,
  LegalSection,
  legalLinkClass,
  legalListClass,
  legalPageMeta,
} from "~/frame/legal-page";
import { m } from "~/i18n/paraglide/messages.js";

export const meta = legalPageMeta(m.pages_privacy_title, m.pages_privacy_description, "/privacy");

/** Stored as functions: the labels are read at render time, in the page's language. */
const contents = [
  { id: "privacy", label: m.pages_privacy_policy_link },
  { id: "returns", label: m.pages_return_policy_link },
  { id: "shipping", label: m.pages_shipping_policy_link },
  { id: "contact", label: m.pages_contact_us },
];

/** A list item that starts with a bold label: "Contact details: your name, …". */
function Labelled({ label, text }: { label: string; text: string }) {
  return (
    <li>
      <strong className="text-slate-900">{label}</strong> {text}
    </li>
  );
}

export default function PrivacyPage() {
  const site = useSite();
  const email = (
    <a href={`mailto:${site.email}`} className={legalLinkClass} translate="no">
      {site.email}
    </a>
  );

  return (
    <LegalPage
      title={m.pages_privacy_heading()}
      intro={<p>{m.pages_privacy_intro({ company: site.companyName, short: site.shortName })}</p>}
    >
      <nav
        aria-label={m.pages_privacy_on_this_page()}
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <p className="text-sm font-semibold text-slate-900">{m.pages_privacy_on_this_page()}</p>
        <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={legalLinkClass}>
                {item.label()}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <LegalPart id="privacy" title={m.pages_privacy_policy_link()}>
        <p>{m.pages_privacy_lead()}</p>

        <div className="space-y-8 pt-2">
          <LegalSection number={1} level={3} title={m.pages_privacy_collect()}>
            <p>{m.pages_privacy_collect_lead()}</p>
            <ul className={legalListClass}>
              <Labelled
                label={m.pages_privacy_collect_contact_label()}
                text={m.pages_privacy_collect_contact()}
              />
              <Labelled
                label={m.pages_privacy_collect_business_label()}
                text={m.pages_privacy_collect_business()}
              />
              <Labelled
                label={m.pages_privacy_collect_messages_label()}
                text={m.pages_privacy_collect_messages()}
              />
              <Labelled
                label={m.pages_privacy_collect_account_label()}
                text={m.pages_privacy_collect_account()}
              />
              <Labelled
                label={m.pages_privacy_collect_technical_label()}
                text={m.pages_privacy_collect_technical()}
              />
            </ul>
            <p>{m.pages_privacy_collect_sensitive()}</p>
          </LegalSection>

          <LegalSection number={2} level={3} title={m.pages_privacy_use()}>
            <p>{m.pages_privacy_use_lead()}</p>
            <LegalList
              items={[
                m.pages_privacy_use_1(),
                m.pages_privacy_use_2(),
                m.pages_privacy_use_3(),
                m.pages_privacy_use_4(),
                m.pages_privacy_use_5(),
                m.pages_privacy_use_6(),
              ]}
            />
            <p>{m.pages_privacy_use_end()}</p>
          </LegalSection>

          <LegalSection number={3} level={3} title={m.pages_privacy_cookies()}>
            <p>{m.pages_privacy_cookies_lead()}</p>
            <ul className={legalListClass}>
              <Labelled
                label={m.pages_privacy_cookies_session_label()}
                text={m.pages_privacy_cookies_session()}
              />
              <Labelled
                label={m.pages_privacy_cookies_cart_label()}
                text={m.pages_privacy_cookies_cart()}
              />
            </ul>
            <p>{m.pages_privacy_cookies_end()}</p>
          </LegalSection>

          <LegalSection number={4} level={3} title={m.pages_privacy_sharing()}>
            <p>{m.pages_privacy_sharing_lead()}</p>
            <LegalList
              items={[
                m.pages_privacy_sharing_1(),
                m.pages_privacy_sharing_2(),
                m.pages_privacy_sharing_3(),
                m.pages_privacy_sharing_4(),
              ]}
            />
            <p>{m.pages_privacy_sharing_end()}</p>
          </LegalSection>

          <LegalSection number={5} level={3} title={m.pages_privacy_security()}>
            <p>{m.pages_privacy_security_1()}</p>
            <p>{m.pages_privacy_security_2()}</p>
          </LegalSection>

          <LegalSection number={6} level={3} title={m.pages_privacy_rights()}>
            <p>{m.pages_privacy_rights_lead()}</p>
            <LegalList
              items={[
                m.pages_privacy_rights_1(),
                m.pages_privacy_rights_2(),
                m.pages_privacy_rights_3(),
                m.pages_privacy_rights_4(),
                m.pages_privacy_rights_5(),
                m.pages_privacy_rights_6(),
              ]}
            />
            <p>
              {m.pages_privacy_rights_end_a()} {email} {m.pages_privacy_rights_end_b()}{" "}
              <a href="#contact" className={legalLinkClass}>
                {m.pages_privacy_rights_contact_link()}
              </a>
              {m.pages_privacy_rights_end_c()}
            </p>
          </LegalSection>

          <LegalSection number={7} level={3} title={m.pages_privacy_children()}>
            <p>{m.pages_privacy_children_1()}</p>
            <p>{m.pages_privacy_children_2()}</p>
          </LegalSection>
        </div>
      </LegalPart>

      <LegalPart id="returns" title={m.pages_return_policy_link()}>
        <p className="rounded-lg border-l-4 border-accent-500 bg-accent-500/10 px-4 py-3">
          <strong className="text-slate-900">{m.pages_returns_final_label()}</strong>{" "}
          {m.pages_returns_final()}
        </p>
        <p>{m.pages_returns_choose()}</p>
        <p>{m.pages_returns_help()}</p>

        <LegalSection level={3} title={m.pages_returns_transit()}>
          <p>{m.pages_returns_transit_1()}</p>
          <p>{m.pages_returns_transit_2()}</p>
        </LegalSection>

        <LegalSection level={3} title={m.pages_returns_defects()}>
          <p>{m.pages_returns_defects_1()}</p>
          <p>{m.pages_returns_defects_2()}</p>
        </LegalSection>

        <LegalSection level={3} title={m.pages_returns_claim()}>
          <p>
            {m.pages_returns_claim_a()} {email} {m.pages_returns_claim_b()}{" "}
            <a href={whatsappLink(site)} className={legalLinkClass}>
              {m.pages_returns_claim_link()}
            </a>{" "}
            {m.pages_returns_claim_c()}
          </p>
        </LegalSection>
      </LegalPart>

      <LegalPart id="shipping" title={m.pages_shipping_policy_link()}>
        <p>{m.pages_shipping_intro({ city: site.city })}</p>

        <LegalSection level={3} title={m.pages_shipping_times()}>
          <p>{m.pages_shipping_times_1()}</p>
          <p>{m.pages_shipping_times_2()}</p>
        </LegalSection>

        <LegalSection level={3} title={m.pages_shipping_charges()}>
          <p>{m.pages_shipping_charges_1({ city: site.city })}</p>
        </LegalSection>

        <LegalSection level={3} title={m.pages_shipping_tracking()}>
          <ul className={legalListClass}>
            <li>{m.pages_shipping_tracking_1()}</li>
            <li>{m.pages_shipping_tracking_2()}</li>
            <li>{m.pages_shipping_tracking_3()}</li>
            <li>
              {m.pages_shipping_tracking_4a()}{" "}
              <a href="#returns" className={legalLinkClass}>
                {m.pages_return_policy_link()}
              </a>
              {m.pages_shipping_tracking_4b()}
            </li>
          </ul>
        </LegalSection>
      </LegalPart>

      <LegalPart id="contact" title={m.pages_contact_us()}>
        <p>{m.pages_privacy_contact_lead()}</p>
        <LegalContact site={site} />
      </LegalPart>
    </LegalPage>
  );
}
