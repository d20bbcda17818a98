import type { MetaFunction } from "react-router";
import {
  LegalContact,
  LegalPage,
  LegalSection,
  legalLinkClass,
  legalListClass,
} from "~/components/legal-page";
import { Link } from "~/components/link";
import { useSite } from "~/config/use-site";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";

export const meta: MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, "Terms and Conditions"),
    description: `Terms for using the ${ctx.siteName} website and for enquiries, quotations, orders, payment, delivery and warranty.`,
    path: "/tandc",
  });
};

export default function TermsPage() {
  const site = useSite();

  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          These terms apply to your use of this website and to every enquiry, quotation and order
          between you and {site.companyName} ("{site.shortName}", "we", "us"), whether made through
          the website, by e-mail, by phone or on WhatsApp. Please read them carefully.
        </p>
      }
    >
      <LegalSection number={1} id="acceptance" title="Acceptance of Terms">
        <p>
          By using this website or placing an order with us, you accept these terms and our{" "}
          <Link to="/privacy" className={legalLinkClass}>
            Privacy Policy
          </Link>
          , which also sets out our return, refund and shipping policies. If you do not agree,
          please do not use the website.
        </p>
        <p>
          Terms printed on a quotation or order confirmation we issue to you apply in addition to
          these terms and prevail if the two differ. We may change these terms from time to time;
          the version shown on this page when you place an order applies to that order.
        </p>
      </LegalSection>

      <LegalSection number={2} id="use" title="Use of the Website">
        <p>When you use this website, you agree to:</p>
        <ul className={legalListClass}>
          <li>use it only for lawful purposes, such as learning about or buying our products;</li>
          <li>
            give true and complete information in enquiries, accounts and orders, including your GST
            number if you want a GST invoice;
          </li>
          <li>keep your sign-in details confidential, as you are responsible for your account;</li>
          <li>
            not disrupt the website, try to gain unauthorised access to it, or copy its content in
            bulk by automated means.
          </li>
        </ul>
        <p>
          We may suspend an account or refuse an enquiry or order if these terms are broken. Links
          to other websites are provided for convenience; we are not responsible for their content.
        </p>
      </LegalSection>

      <LegalSection number={3} id="products" title="Products and Specifications">
        <p>
          We describe our products as accurately as we can. Photographs are for illustration, and
          colours, finishes and accessories may differ. Performance figures such as head, discharge,
          power and efficiency are based on standard test conditions and vary with site conditions,
          supply voltage and installation. As we keep improving our products, designs and
          specifications may change without notice, so please confirm the exact specification with
          us before ordering.
        </p>
      </LegalSection>

      <LegalSection number={4} id="quotations" title="Enquiries and Quotations">
        <ul className={legalListClass}>
          <li>
            You can ask for a quotation through the enquiry form on this website, by e-mail, by
            phone or on WhatsApp. An enquiry or quotation request does not bind either party.
          </li>
          <li>
            Our quotations state the price, taxes, freight, payment terms and expected dispatch
            time. A quotation is valid for the period stated on it, or for 15 days from its date if
            no period is stated.
          </li>
          <li>
            Quotations are subject to stock availability when you order. Prices may be revised after
            the validity period, or if the quantity, specification or delivery location changes.
          </li>
          <li>
            We may correct typing or clerical errors in a quotation, price list or on this website,
            and we are not bound by an obvious error.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={5} id="prices" title="Prices, Taxes and Payment">
        <ul className={legalListClass}>
          <li>
            All prices are in Indian Rupees (₹). Each quotation and price list states whether GST is
            included or extra; where it is extra, GST is charged at the rate in force on the date of
            the invoice.
          </li>
          <li>
            Freight, transit insurance, installation and unloading are extra unless the quotation
            says they are included.
          </li>
          <li>
            Payment is due as stated in the quotation or order confirmation. Unless agreed otherwise
            in writing, goods are dispatched after full payment is received, and made-to-order or
            bulk orders may need an advance payment.
          </li>
          <li>
            You can pay by bank transfer (NEFT, RTGS or IMPS), UPI or any other method we accept. We
            never ask for payment into a personal account; please confirm our bank details with us
            by phone before your first payment.
          </li>
          <li>
            For business purchases, give us your correct GSTIN and billing details before we
            invoice. We are not responsible for input tax credit lost because of incorrect details
            you provided.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={6} id="orders" title="Orders and Cancellation">
        <ul className={legalListClass}>
          <li>
            An order is accepted only when we confirm it in writing (by e-mail, WhatsApp or an order
            confirmation) or dispatch the goods.
          </li>
          <li>
            We may decline an order, for example if a product is unavailable, a price was shown in
            error or we cannot deliver to your location. If we decline an order you have already
            paid for, we return your payment in full.
          </li>
          <li>
            Once confirmed, an order cannot be cancelled or changed, and all sales are final. We do
            not accept returns or give refunds. Goods damaged in transit and warranty claims are
            handled as described in our{" "}
            <Link to="/privacy#returns" className={legalLinkClass}>
              Return and Refund Policy
            </Link>
            .
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={7} id="delivery" title="Delivery, Risk and Ownership">
        <p>
          Delivery is made as described in our{" "}
          <Link to="/privacy#shipping" className={legalLinkClass}>
            Shipping Policy
          </Link>
          . Delivery dates are estimates, and a delay does not entitle you to cancel the order or
          claim compensation.
        </p>
        <p>
          Risk of loss or damage passes to you when the goods are delivered to the address in your
          order or, if you arrange the transporter, when we hand the goods over to your transporter.
          Ownership of the goods passes to you when we have received full payment.
        </p>
      </LegalSection>

      <LegalSection number={8} id="warranty" title="Warranty">
        <ul className={legalListClass}>
          <li>
            Our products carry the manufacturer's warranty described in the warranty card or product
            documentation supplied with them. Warranty periods and terms differ from product to
            product.
          </li>
          <li>
            To make a claim you need the invoice and the product's serial number. Under warranty we
            repair the product or replace defective parts, or the product itself where the warranty
            terms provide for it. Replaced parts become our property.
          </li>
          <li>
            Installation should be done by a qualified electrician or plumber following our
            instructions, with a suitable starter and protection device. The warranty does not cover
            damage from incorrect installation, dry running, voltage fluctuation, sand or abrasive
            water, misuse, accidents, normal wear, or repairs by anyone other than us or an
            authorised service centre.
          </li>
          <li>
            Products are serviced at our factory or an authorised service centre. Transport to and
            from the service point is at your cost unless the warranty terms say otherwise.
          </li>
        </ul>
        <p>
          This warranty does not affect any rights you have under the Consumer Protection Act, 2019,
          where it applies.
        </p>
      </LegalSection>

      <LegalSection number={9} id="liability" title="Limitation of Liability">
        <p>To the extent permitted by law:</p>
        <ul className={legalListClass}>
          <li>
            our total liability for any claim relating to a product or order is limited to the price
            you paid for that product;
          </li>
          <li>
            we are not liable for indirect or consequential loss, such as loss of production, crops,
            water, profit or business, or damage to other equipment;
          </li>
          <li>
            we are not liable for delay or failure caused by events beyond our reasonable control,
            such as floods, earthquakes, epidemics, strikes, transport disruptions, power failures
            or government orders.
          </li>
        </ul>
        <p>Nothing in these terms limits any liability that cannot be limited under Indian law.</p>
      </LegalSection>

      <LegalSection number={10} id="intellectual-property" title="Intellectual Property">
        <p>
          This website and its content, including text, product photographs, drawings, catalogues,
          logos and the {site.shortName} name and trademarks, belong to us or our licensors. You may
          view and print pages and download catalogues for your own use in choosing and buying our
          products. You may not copy, reproduce, modify or use them for any other purpose, including
          on other websites or marketplaces, without our written permission.
        </p>
      </LegalSection>

      <LegalSection number={11} id="jurisdiction" title="Governing Law and Jurisdiction">
        <p>
          These terms, and every quotation, order and sale between you and us, are governed by the
          laws of India. We will first try to resolve any dispute through discussion in good faith.
          Subject to that, the courts at Rajkot, Gujarat have exclusive jurisdiction.
        </p>
        <p>
          If any part of these terms is found to be unenforceable, the rest of the terms remain in
          force.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact Us">
        <p>If you have any questions about these terms, please contact us:</p>
        <LegalContact site={site} />
      </LegalSection>
    </LegalPage>
  );
}
