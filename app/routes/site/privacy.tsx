import type { MetaFunction } from "react-router";
import {
  LegalContact,
  LegalPage,
  LegalPart,
  LegalSection,
  legalLinkClass,
  legalListClass,
} from "~/components/legal-page";
import { whatsappLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";

export const meta: MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, "Privacy Policy"),
    description: `How ${ctx.siteName} collects, uses and protects your personal information, and our return, refund and shipping policies.`,
    path: "/privacy",
  });
};

const contents = [
  { id: "privacy", label: "Privacy Policy" },
  { id: "returns", label: "Return and Refund Policy" },
  { id: "shipping", label: "Shipping Policy" },
  { id: "contact", label: "Contact Us" },
];

export default function PrivacyPage() {
  const site = useSite();
  const email = (
    <a href={`mailto:${site.email}`} className={legalLinkClass}>
      {site.email}
    </a>
  );

  return (
    <LegalPage
      title="Privacy, Returns and Shipping Policies"
      intro={
        <p>
          This page explains how {site.companyName} ("{site.shortName}", "we", "us") handles your
          personal information, and sets out our return, refund and shipping policies. It applies to
          this website and to enquiries, quotations and orders you send us by e-mail, phone or
          WhatsApp.
        </p>
      }
    >
      <nav aria-label="On this page" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-semibold text-slate-900">On this page</p>
        <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {contents.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className={legalLinkClass}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <LegalPart id="privacy" title="Privacy Policy">
        <p>
          We respect your privacy. This policy explains what personal information we collect, why we
          collect it and the choices you have. We handle personal information in line with the
          Information Technology Act, 2000 and the rules made under it, and the Digital Personal
          Data Protection Act, 2023 (DPDP Act) as it applies to us. By using this website or sending
          us your details, you agree to this policy.
        </p>

        <div className="space-y-8 pt-2">
          <LegalSection number={1} level={3} title="Information We Collect">
            <p>
              We collect only what we need to answer your enquiry, prepare quotations and supply our
              products:
            </p>
            <ul className={legalListClass}>
              <li>
                <strong className="text-slate-900">Contact details:</strong> your name, e-mail
                address and phone or WhatsApp number.
              </li>
              <li>
                <strong className="text-slate-900">Business details:</strong> your company name and
                GST number (GSTIN), which we need for quotations and GST invoices.
              </li>
              <li>
                <strong className="text-slate-900">Messages:</strong> what you write in our enquiry
                and quotation forms, e-mails and WhatsApp chats, such as your product requirements
                and delivery address.
              </li>
              <li>
                <strong className="text-slate-900">Account details:</strong> if you create an
                account, your sign-in details and the enquiries and orders linked to it.
              </li>
              <li>
                <strong className="text-slate-900">Technical information:</strong> basic data such
                as IP address, browser type and pages visited, recorded in server logs to keep the
                website secure and working.
              </li>
            </ul>
            <p>
              We do not ask for sensitive information such as bank passwords, card numbers or health
              details. Payments are made by bank transfer, UPI or other methods agreed with you, and
              we do not store your card details, UPI PIN or net-banking credentials.
            </p>
          </LegalSection>

          <LegalSection number={2} level={3} title="How We Use Your Information">
            <p>We use your information to:</p>
            <ul className={legalListClass}>
              <li>reply to your enquiries, send quotations and follow up on them;</li>
              <li>process orders, raise GST invoices and e-way bills, and arrange delivery;</li>
              <li>provide after-sales service and handle warranty claims;</li>
              <li>
                send you product news and offers, only if you have agreed to receive them (you can
                opt out at any time);
              </li>
              <li>keep the website secure, prevent fraud and misuse, and improve our service;</li>
              <li>meet our obligations under tax, accounting and other laws.</li>
            </ul>
            <p>We do not use your information for any purpose you would not reasonably expect.</p>
          </LegalSection>

          <LegalSection number={3} level={3} title="Cookies and Browser Storage">
            <p>We keep cookies to a minimum:</p>
            <ul className={legalListClass}>
              <li>
                <strong className="text-slate-900">Session cookie:</strong> when you sign in, we set
                a cookie that keeps you signed in while you use the website. It is essential for
                your account to work and ends when you sign out or it expires.
              </li>
              <li>
                <strong className="text-slate-900">Cart storage:</strong> the products you add to
                your cart are saved in your browser's storage on your own device, so your cart is
                still there when you come back. You can clear it at any time from your browser.
              </li>
            </ul>
            <p>
              We do not use advertising cookies. Pages with an embedded Google Map or YouTube video
              load content from those services, which may set their own cookies under their own
              privacy policies. You can block or delete cookies in your browser settings, but you
              will not be able to stay signed in without the session cookie.
            </p>
          </LegalSection>

          <LegalSection number={4} level={3} title="Sharing of Information">
            <p>
              We do not sell, rent or trade your personal information. We share it only where
              needed:
            </p>
            <ul className={legalListClass}>
              <li>with transporters and courier companies, to deliver your order;</li>
              <li>
                with our authorised dealers and service centres, to handle your enquiry or warranty
                claim near you;
              </li>
              <li>
                with service providers who host our website, e-mail and records for us, who must
                keep it confidential and use it only for our work;
              </li>
              <li>
                with government authorities, for example for GST returns and e-way bills, or when
                required by law, a court order or a lawful request.
              </li>
            </ul>
            <p>
              Messages you send us on WhatsApp are also handled by WhatsApp (Meta) under its own
              privacy policy.
            </p>
          </LegalSection>

          <LegalSection number={5} level={3} title="Data Security and Retention">
            <p>
              We use reasonable security practices to protect your information, including secure
              (HTTPS) connections, access limited to staff who need it, and regular backups. No
              website or system is completely secure, but if a breach affects your information we
              will act promptly and inform you and the authorities as the law requires.
            </p>
            <p>
              We keep enquiry and quotation records for as long as they are useful for serving you,
              and invoices and accounting records for the period required by GST and other tax laws.
              When information is no longer needed, we delete it or make it anonymous.
            </p>
          </LegalSection>

          <LegalSection number={6} level={3} title="Your Rights">
            <p>Subject to the law, you can:</p>
            <ul className={legalListClass}>
              <li>ask for a summary of the personal information we hold about you and its use;</li>
              <li>ask us to correct, complete or update it;</li>
              <li>
                ask us to erase it, unless we must keep it by law (for example, tax invoices);
              </li>
              <li>
                withdraw a consent you have given, such as for marketing messages, without affecting
                what we did before;
              </li>
              <li>
                nominate another person to exercise these rights for you in the event of death or
                incapacity;
              </li>
              <li>raise a grievance about how we handle your information.</li>
            </ul>
            <p>
              To use any of these rights, write to our Grievance Officer at {email} or use the{" "}
              <a href="#contact" className={legalLinkClass}>
                contact details below
              </a>
              . We will reply within 30 days. If you are not satisfied with our reply, you may
              complain to the Data Protection Board of India.
            </p>
          </LegalSection>

          <LegalSection number={7} level={3} title="Children's Privacy and Changes to This Policy">
            <p>
              Our website is meant for businesses and adult buyers. We do not knowingly collect
              information from children under 13. If you believe a child under 13 has given us
              personal information, please contact us and we will delete it. Anyone under 18 should
              use the website only with the involvement of a parent or guardian.
            </p>
            <p>
              We may update this policy from time to time. The date at the top of this page shows
              when it was last changed, so please check it now and then.
            </p>
          </LegalSection>
        </div>
      </LegalPart>

      <LegalPart id="returns" title="Return and Refund Policy">
        <p className="rounded-lg border-l-4 border-accent-500 bg-accent-500/10 px-4 py-3">
          <strong className="text-slate-900">All sales are final.</strong> Once an order is
          confirmed, we do not accept returns or exchanges and we do not give refunds.
        </p>
        <p>
          Pumps, motors and power tools are chosen to suit a particular site, power supply and duty,
          so please confirm the model, power rating, voltage and phase, head, flow and pipe size
          with our team before you order. We are glad to help you choose the right product.
        </p>
        <p>
          This does not leave you without help if something goes wrong. Goods damaged in transit and
          manufacturing defects are dealt with as explained below, by repair or replacement, never
          by a return for refund.
        </p>

        <LegalSection level={3} title="Goods damaged in transit">
          <p>
            Please inspect the packaging when the goods arrive. If you find damage, a shortage or an
            item that does not match the invoice, note it on the transporter's delivery receipt (LR
            or consignment note), take photographs and inform us within 48 hours of delivery,
            quoting your invoice number. We will take up the matter with the transporter or insurer
            and, once the claim is confirmed, repair or replace the damaged item or send the missing
            or correct item.
          </p>
          <p>
            If you arranged the transporter yourself, the claim lies with your transporter; we will
            give you the documents you need to make it.
          </p>
        </LegalSection>

        <LegalSection level={3} title="Manufacturing defects and warranty">
          <p>
            A product that develops a manufacturing defect during its warranty period is covered by
            the warranty in its warranty card or product documentation. Under the warranty we repair
            the product or replace defective parts (or the product itself, where the warranty terms
            provide for it) at our factory or an authorised service centre. Warranty service does
            not include a refund.
          </p>
          <p>
            The warranty does not cover damage caused by incorrect installation, dry running,
            voltage fluctuation or an unsuitable starter, sand or abrasive water, misuse, accidents,
            normal wear of parts such as mechanical seals, bearings and carbon brushes, or repairs
            by anyone other than us or an authorised service centre. See the warranty card supplied
            with your product for the full terms.
          </p>
        </LegalSection>

        <LegalSection level={3} title="How to make a claim">
          <p>
            E-mail us at {email} or{" "}
            <a href={whatsappLink(site)} className={legalLinkClass}>
              message us on WhatsApp
            </a>{" "}
            with your invoice number, the product's serial number, a short description of the
            problem and photographs or a video. Our service team will tell you what to do next.
          </p>
        </LegalSection>
      </LegalPart>

      <LegalPart id="shipping" title="Shipping Policy">
        <p>
          We dispatch from our factory in {site.city}, Gujarat and deliver across India through
          transporters and courier partners. We currently ship within India only; for export
          enquiries, please contact us.
        </p>

        <LegalSection level={3} title="Delivery times">
          <p>
            Ready-stock products are usually dispatched within a few working days of order
            confirmation and payment. Transit time depends on your location, the size and weight of
            the consignment and the transporter's schedule, so please allow time: delivery may take
            more than 7-10 days. Made-to-order items and bulk quantities take longer, and we will
            confirm the expected dispatch date in your quotation or order confirmation.
          </p>
          <p>
            Delivery dates are estimates. We are not responsible for delays caused by transporters,
            weather, strikes, holidays or other events beyond our control, but we will keep you
            informed.
          </p>
        </LegalSection>

        <LegalSection level={3} title="Shipping charges">
          <p>
            Shipping charges are shown at checkout, before you confirm your order, and depend on the
            products, quantity and delivery location. For orders placed against a quotation, the
            quotation states whether freight is included up to your location or payable by you to
            the transporter (ex-works {site.city}).
          </p>
        </LegalSection>

        <LegalSection level={3} title="Tracking and delivery">
          <ul className={legalListClass}>
            <li>
              When your order is dispatched, we send you the transporter's name and the LR or
              tracking number by e-mail or WhatsApp.
            </li>
            <li>
              Please give a complete delivery address with PIN code and a phone number that will be
              answered. Extra charges caused by a wrong address or a refused delivery are payable by
              you.
            </li>
            <li>
              Heavy items are delivered to your door or to the transporter's godown, as agreed.
              Unloading at site is your responsibility unless agreed otherwise.
            </li>
            <li>
              Check the goods on delivery and report any transit damage as described in our{" "}
              <a href="#returns" className={legalLinkClass}>
                Return and Refund Policy
              </a>
              .
            </li>
          </ul>
        </LegalSection>
      </LegalPart>

      <LegalPart id="contact" title="Contact Us">
        <p>For questions about these policies, or to use your privacy rights, contact us:</p>
        <LegalContact site={site} />
      </LegalPart>
    </LegalPage>
  );
}
