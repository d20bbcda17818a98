import { CheckCircle2, FileDown, MessageCircle } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { whatsappLink } from "~/config/site";
import { useFormatStyle } from "~/config/use-format-style";
import { useSite } from "~/config/use-site";
import { quotationPdfPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { ErrorSummary, useRefusals } from "~/ui/error-summary";
import { TextAreaField } from "~/ui/field";
import type { CustomerQuotationPageData } from "./customer-quotation-page.server";
import { dayText, QuotationSheet } from "./quotation-sheet";

/**
 * The customer's quotation page (/q/:token, docs/quotations.md "The customer's link"): the
 * document with its PDF and WhatsApp, Accept and Decline while it is open, and a question box.
 */

/** The page's title: the quotation's number, or that there is none to show. */
export function customerQuotationTitle(view: CustomerQuotationPageData["view"] | undefined) {
  return view && "number" in view
    ? m.quotations_page_title({ number: view.number })
    : view?.kind === "quotation"
      ? m.quotations_page_title({ number: view.doc.number })
      : m.quotations_missing_title();
}

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{body}</p>
    </section>
  );
}

const STATUS_BANNER = {
  sent: "bg-blue-50 text-blue-900 border-blue-200",
  accepted: "bg-green-50 text-green-900 border-green-200",
  converted: "bg-green-50 text-green-900 border-green-200",
  declined: "bg-slate-100 text-slate-800 border-slate-200",
} as const;

/** The customer's quotation, or why it cannot be shown; with its answers while it is open. */
export function CustomerQuotationPage({
  page,
  posted,
}: {
  page: CustomerQuotationPageData;
  posted: { field: string; message: string } | undefined;
}) {
  const { view, token, submission, asked } = page;
  const refusals = useRefusals(posted);
  const style = useFormatStyle();
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const problem = (field: string) =>
    posted && posted.field === field ? posted.message : undefined;

  if (view.kind === "missing")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <Notice title={m.quotations_missing_title()} body={m.quotations_missing_body()} />
      </main>
    );
  if (view.kind === "other-account")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <Notice
          title={m.quotations_other_account_title()}
          body={m.quotations_other_account_body()}
        />
      </main>
    );
  if (view.kind === "expired")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <Notice
          title={m.quotations_expired_title()}
          body={m.quotations_expired_body({
            number: view.number,
            date: dayText(view.validUntil, style),
          })}
        />
        <p className="mt-4 text-center">
          <a
            href={whatsappLink(
              { whatsappNumber: view.whatsappNumber ?? site.whatsappNumber },
              m.quotations_page_title({ number: view.number }),
            )}
            className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" /> {m.quotations_whatsapp()}
          </a>
        </p>
      </main>
    );
  if (view.kind === "revising")
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <Notice
          title={m.quotations_revising_title()}
          body={m.quotations_revising_body({ number: view.number })}
        />
      </main>
    );

  const { doc, status } = view;
  const banner =
    status === "sent"
      ? m.quotations_status_sent()
      : status === "accepted"
        ? m.quotations_status_accepted()
        : status === "converted"
          ? m.quotations_status_converted({ order: view.orderId ?? "" })
          : m.quotations_status_declined();
  const bannerStyle =
    status in STATUS_BANNER ? STATUS_BANNER[status as keyof typeof STATUS_BANNER] : "";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {m.quotations_page_title({ number: doc.number })}
      </h1>
      <p
        className={`mt-3 flex items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold ${bannerStyle}`}
        data-testid="quotation-answer-status"
      >
        {status !== "sent" ? <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> : null}
        {banner}
        {status === "sent" ? (
          <span className="font-normal">
            · {m.quotations_valid_until({ date: dayText(doc.validUntil, style) })}
          </span>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={localHref(quotationPdfPath(token))}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <FileDown className="h-4 w-4" aria-hidden="true" /> {m.quotations_download_pdf()}
        </a>
        <a
          href={whatsappLink(
            { whatsappNumber: view.whatsappNumber ?? site.whatsappNumber },
            m.quotations_page_title({ number: doc.number }),
          )}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {m.quotations_whatsapp()}
        </a>
      </div>
      <div className="mt-6">
        <QuotationSheet doc={doc} style={style} upiQr={view.upiQr} />
      </div>

      {status === "sent" ? (
        <section
          aria-labelledby="answer-heading"
          className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-6"
        >
          <h2 id="answer-heading" className="text-lg font-bold text-slate-900">
            {m.quotations_answer_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{m.quotations_answer_intro()}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="revision" value={doc.revision} />
            <button
              type="submit"
              name="intent"
              value="accept"
              disabled={busy}
              className="w-full rounded-lg bg-brand-800 px-6 py-3 text-base font-bold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
            >
              {m.quotations_accept()}
            </button>
          </Form>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-700">
              {m.quotations_decline()}
            </summary>
            <Form method="post" className="mt-3 space-y-3">
              <ErrorSummary
                errors={{ reason: problem("decline") }}
                labels={{ reason: m.quotations_decline_reason() }}
                refusals={problem("decline") ? refusals : 0}
              />
              <input type="hidden" name="revision" value={doc.revision} />
              <TextAreaField
                name="reason"
                label={m.quotations_decline_reason()}
                rows={2}
                error={problem("decline")}
                placeholder={m.quotations_decline_hint()}
              />
              <button
                type="submit"
                name="intent"
                value="decline"
                disabled={busy}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                {m.quotations_decline()}
              </button>
            </Form>
          </details>
        </section>
      ) : null}

      <section
        aria-labelledby="ask-heading"
        className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-6"
      >
        <h2 id="ask-heading" className="text-lg font-bold text-slate-900">
          {m.quotations_ask_heading()}
        </h2>
        {asked ? (
          <p role="status" className="mt-2 text-sm text-green-800" data-testid="question-sent">
            {m.quotations_question_cleared()}
          </p>
        ) : null}
        <Form method="post" noValidate className="mt-3 space-y-3" key={submission}>
          <ErrorSummary
            errors={{ question: problem("ask") }}
            labels={{ question: m.quotations_ask_label() }}
            refusals={problem("ask") ? refusals : 0}
          />
          <input type="hidden" name="submission" value={submission} />
          <TextAreaField
            name="question"
            label={m.quotations_ask_label()}
            rows={3}
            required
            error={problem("ask")}
          />
          <button
            type="submit"
            name="intent"
            value="ask"
            disabled={busy}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {m.quotations_ask_button()}
          </button>
        </Form>
      </section>
    </main>
  );
}
