import { useSite } from "~/config/use-site";
import {
  LegalContact,
  LegalList,
  LegalPage,
  LegalSection,
  legalLinkClass,
  legalListClass,
  legalPageMeta,
} from "~/frame/legal-page";
import { m } from "~/i18n/paraglide/messages.js";
import { Link } from "~/ui/link";

export const meta = legalPageMeta(m.pages_tandc_title, m.pages_tandc_description, "/tandc");

export default function TermsPage() {
  const site = useSite();

  return (
    <LegalPage
      title={m.pages_tandc_title()}
      intro={<p>{m.pages_tandc_intro({ company: site.companyName, short: site.shortName })}</p>}
    >
      <LegalSection number={1} id="acceptance" title={m.pages_tandc_acceptance()}>
        <p>
          {m.pages_tandc_acceptance_1a()}{" "}
          <Link to="/privacy" className={legalLinkClass}>
            {m.pages_privacy_policy_link()}
          </Link>
          {m.pages_tandc_acceptance_1b()}
        </p>
        <p>{m.pages_tandc_acceptance_2()}</p>
      </LegalSection>

      <LegalSection number={2} id="use" title={m.pages_tandc_use()}>
        <p>{m.pages_tandc_use_lead()}</p>
        <LegalList
          items={[
            m.pages_tandc_use_1(),
            m.pages_tandc_use_2(),
            m.pages_tandc_use_3(),
            m.pages_tandc_use_4(),
          ]}
        />
        <p>{m.pages_tandc_use_2p()}</p>
      </LegalSection>

      <LegalSection number={3} id="products" title={m.pages_tandc_products()}>
        <p>{m.pages_tandc_products_1()}</p>
      </LegalSection>

      <LegalSection number={4} id="quotations" title={m.pages_tandc_quotations()}>
        <LegalList
          items={[
            m.pages_tandc_quotations_1(),
            m.pages_tandc_quotations_2(),
            m.pages_tandc_quotations_3(),
            m.pages_tandc_quotations_4(),
          ]}
        />
      </LegalSection>

      <LegalSection number={5} id="prices" title={m.pages_tandc_prices()}>
        <LegalList
          items={[
            m.pages_tandc_prices_1(),
            m.pages_tandc_prices_2(),
            m.pages_tandc_prices_3(),
            m.pages_tandc_prices_4(),
            m.pages_tandc_prices_5(),
          ]}
        />
      </LegalSection>

      <LegalSection number={6} id="orders" title={m.pages_tandc_orders()}>
        <ul className={legalListClass}>
          <li>{m.pages_tandc_orders_1()}</li>
          <li>{m.pages_tandc_orders_2()}</li>
          <li>
            {m.pages_tandc_orders_3a()}{" "}
            <Link to="/privacy#returns" className={legalLinkClass}>
              {m.pages_return_policy_link()}
            </Link>
            {m.pages_tandc_orders_3b()}
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={7} id="delivery" title={m.pages_tandc_delivery()}>
        <p>
          {m.pages_tandc_delivery_1a()}{" "}
          <Link to="/privacy#shipping" className={legalLinkClass}>
            {m.pages_shipping_policy_link()}
          </Link>
          {m.pages_tandc_delivery_1b()}
        </p>
        <p>{m.pages_tandc_delivery_2()}</p>
      </LegalSection>

      <LegalSection number={8} id="warranty" title={m.pages_tandc_warranty()}>
        <LegalList
          items={[
            m.pages_tandc_warranty_1(),
            m.pages_tandc_warranty_2(),
            m.pages_tandc_warranty_3(),
            m.pages_tandc_warranty_4(),
          ]}
        />
        <p>{m.pages_tandc_warranty_5()}</p>
      </LegalSection>

      <LegalSection number={9} id="liability" title={m.pages_tandc_liability()}>
        <p>{m.pages_tandc_liability_lead()}</p>
        <LegalList
          items={[
            m.pages_tandc_liability_1(),
            m.pages_tandc_liability_2(),
            m.pages_tandc_liability_3(),
          ]}
        />
        <p>{m.pages_tandc_liability_4()}</p>
      </LegalSection>

      <LegalSection number={10} id="intellectual-property" title={m.pages_tandc_ip()}>
        <p>{m.pages_tandc_ip_1({ short: site.shortName })}</p>
      </LegalSection>

      <LegalSection number={11} id="jurisdiction" title={m.pages_tandc_law()}>
        <p>{m.pages_tandc_law_1()}</p>
        <p>{m.pages_tandc_law_2()}</p>
      </LegalSection>

      <LegalSection id="contact" title={m.pages_contact_us()}>
        <p>{m.pages_tandc_contact_lead()}</p>
        <LegalContact site={site} />
      </LegalSection>
    </LegalPage>
  );
}
