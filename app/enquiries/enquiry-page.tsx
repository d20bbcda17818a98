import { useState } from "react";
import type { MetaDescriptor } from "react-router";
import { productPath } from "~/http/paths";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import { Link } from "~/ui/link";
import {
  EnquiryConfirmation,
  EnquiryForm,
  EnquiryHeading,
  type SentEnquiry,
} from "./enquiry-dialog";
import type { EnquiryPageData } from "./enquiry-page.server";
import type { EnquiryActionData } from "./enquiry-schema";
import { ENQUIRY_HEADINGS } from "./messaging-text";

/** /enquiry's title (a quote for a product or a requirement, or a dealer's enquiry). */
export function enquiryMeta(
  matches: readonly unknown[],
  d: EnquiryPageData | undefined,
): MetaDescriptor[] {
  const what = d?.product
    ? m.forms_meta_quote_for({ title: d.product.title })
    : d?.requirement
      ? m.forms_meta_quote()
      : m.forms_meta_dealer();
  return [
    ...privateMeta(matches, what),
    { name: "description", content: m.forms_meta_enquiry_description() },
  ];
}

/** The enquiry form as a page: the no-JS fallback of the popup, and its confirmation. */
export function EnquiryPage({
  page,
  posted,
}: {
  page: EnquiryPageData;
  posted: EnquiryActionData | undefined;
}) {
  const { reference, product, requirement } = page;
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  // A finder's requirement asks for a quote, even without one product in mind.
  const kind = product || requirement ? "product" : "dealer";
  const failed = posted && !posted.ok ? posted : null;
  const shown = sent ?? (reference ? { reference, link: undefined } : null);
  return (
    <main id="main" className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {shown ? (
          <EnquiryConfirmation reference={shown.reference} link={shown.link}>
            <p className="mt-6 text-sm">
              <Link
                to={product ? productPath(product.id) : "/"}
                className="font-semibold text-brand-800 underline"
              >
                {product ? m.forms_back_to_product() : m.forms_back_home()}
              </Link>
            </p>
          </EnquiryConfirmation>
        ) : (
          <>
            <EnquiryHeading
              kind={kind}
              product={product}
              requirement={requirement?.text}
              heading={
                <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
                  {ENQUIRY_HEADINGS[kind]()}
                </h1>
              }
            />
            <EnquiryForm
              kind={kind}
              product={product}
              requirement={requirement}
              serverErrors={failed?.errors}
              values={failed?.values}
              formError={failed?.formError}
              onSent={setSent}
            />
          </>
        )}
      </div>
    </main>
  );
}
