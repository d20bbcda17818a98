import { useState } from "react";
import { data, Link, redirect } from "react-router";
import { hit, TOO_MANY_ATTEMPTS } from "~/accounts/rate-limit.server";
import {
  EnquiryConfirmation,
  EnquiryForm,
  enquiryIntro,
  type SentEnquiry,
} from "~/components/enquiry-dialog";
import { resolveSite } from "~/config/site.server";
import { appDb } from "~/db/db.server";
import {
  parseEnquiryReference,
  productTitle,
  savePopupEnquiry,
} from "~/enquiries/enquiries.server";
import {
  type EnquiryActionData,
  type EnquiryField,
  enquirySchema,
} from "~/enquiries/enquiry-schema";
import { fieldErrors } from "~/enquiries/field-errors";
import { ENQUIRY_HEADINGS, enquiryLink } from "~/enquiries/messaging-text";
import { PRIVATE, retryAfterHeaders } from "~/routes/cache";
import type { Route } from "./+types/enquiry";

/** Enquiry posts per client address per minute, against scripted floods of fake leads. */
const POSTS_PER_MINUTE = 5;

/**
 * Set on the no-JS redirect to the messaging link: if the app does not open
 * and the visitor comes back, /enquiry shows the reference once.
 */
const REF_COOKIE = "enquiry_ref";

function refCookie(reference: string, maxAge: number): string {
  return `${REF_COOKIE}=${reference}; Path=/enquiry; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}

function cookieRef(request: Request): string | null {
  const raw = request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${REF_COOKIE}=`))
    ?.slice(REF_COOKIE.length + 1);
  return parseEnquiryReference(raw);
}

function pick(form: Record<string, FormDataEntryValue>): Partial<Record<EnquiryField, string>> {
  const out: Partial<Record<EnquiryField, string>> = {};
  for (const key of ["name", "email", "phone", "companyName"] as const) {
    const v = form[key];
    if (typeof v === "string") out[key] = v.slice(0, 300);
  }
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = pick(form);
  if (!(await hit(`enquiry:ip:${context.clientIp}`, POSTS_PER_MINUTE)).ok) {
    return data<EnquiryActionData>(
      { ok: false, errors: {}, values, formError: TOO_MANY_ATTEMPTS },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  }
  const parsed = enquirySchema.safeParse(form);
  if (!parsed.success) {
    return data<EnquiryActionData>(
      { ok: false, errors: fieldErrors<EnquiryField>(parsed.error), values },
      { status: 400 },
    );
  }
  // Stored (synchronous=FULL) before the messaging link is opened: no lead is lost.
  const saved = await savePopupEnquiry(appDb(), parsed.data);
  const link = enquiryLink(resolveSite(), {
    ...parsed.data,
    productTitle: saved.productTitle,
    reference: saved.reference,
  });
  if (form.via === "js") {
    return data<EnquiryActionData>({ ok: true, reference: saved.reference, link });
  }
  // 303: the browser follows with a GET, so reloading never posts the enquiry twice.
  return redirect(link, {
    status: 303,
    headers: { "Set-Cookie": refCookie(saved.reference, 900) },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fromCookie = cookieRef(request);
  const reference = parseEnquiryReference(url.searchParams.get("ref")) ?? fromCookie;
  const productId = url.searchParams.get("product")?.slice(0, 200);
  const title = productId ? await productTitle(appDb(), productId) : null;
  const headers = new Headers({ "Cache-Control": PRIVATE });
  // Shown once: the next visit to /enquiry is a fresh form.
  if (fromCookie) headers.append("Set-Cookie", refCookie("", 0));
  return data(
    { reference, product: productId && title ? { id: productId, title } : null },
    { headers },
  );
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  const what = d?.product ? `Get a quote: ${d.product.title}` : "Dealership enquiry";
  return [
    { title: `${what} | Sabarmati Pumps` },
    { name: "robots", content: "noindex" },
    {
      name: "description",
      content: "Send us your details and our sales team will get back to you on WhatsApp or phone.",
    },
  ];
};

/** The enquiry form as a page: the no-JS fallback of the popup, and its confirmation. */
export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, product } = loaderData;
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const kind = product ? "product" : "dealer";
  const failed = actionData && !actionData.ok ? actionData : null;
  const shown = sent ?? (reference ? { reference, link: undefined } : null);
  return (
    <main id="main" className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {shown ? (
          <EnquiryConfirmation reference={shown.reference} link={shown.link}>
            <p className="mt-6 text-sm">
              <Link
                to={product ? `/productinfo/${encodeURIComponent(product.id)}` : "/"}
                className="font-semibold text-brand-800 underline"
              >
                {product ? "Back to the product" : "Back to the home page"}
              </Link>
            </p>
          </EnquiryConfirmation>
        ) : (
          <>
            <p className="text-xs font-bold uppercase tracking-widest text-accent-700">
              {kind === "dealer" ? "Become a dealer" : "Get Quote"}
            </p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              {ENQUIRY_HEADINGS[kind]}
            </h1>
            {product ? (
              <p className="mt-1 font-semibold text-brand-800" data-testid="enquiry-product">
                {product.title}
              </p>
            ) : null}
            <p className="mt-2 mb-6 text-sm text-slate-600">{enquiryIntro(kind, product)}</p>
            <EnquiryForm
              kind={kind}
              product={product}
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
