import { CheckCircle2, FileDown, MessageCircle } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { getSessionUser } from "~/accounts/guards.server";
import { hitAddress } from "~/accounts/rate-limit.server";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import { whatsappLink } from "~/config/site";
import { useFormatStyle } from "~/config/use-format-style";
import { useSite } from "~/config/use-site";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { quotationPath, quotationPdfPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import {
  acceptQuotation,
  askAboutQuotation,
  customerQuotation,
  declineQuotation,
  newSubmission,
} from "~/quotations/customer-quotation.server";
import { customerWordsSchema } from "~/quotations/quotation-schema";
import { dayText, QuotationSheet } from "~/quotations/quotation-sheet";
import { privateMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { ErrorSummary, useRefusals } from "~/ui/error-summary";
import { TextAreaField } from "~/ui/field";
import type { Route } from "./+types/quotation";

/**
 * A customer's quotation (/q/:token, and /gu/q/…, /hi/q/…; docs/quotations.md
 * "The customer's link"): read it, download its PDF, accept or decline it,
 * ask a question. Every answer is a plain form (it works before the scripts
 * run) that posts here and comes back with the answer as a toast.
 */

const STATUS_CODE = { missing: 404, "other-account": 403, expired: 410, revising: 200 } as const;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const view = await customerQuotation(appDb(), params.token, viewer);
  const status = view.kind === "quotation" ? 200 : STATUS_CODE[view.kind];
  // Each rendering of the question form is one submission: sent twice, it is recorded once.
  const submission = newSubmission();
  const asked = url.searchParams.get("asked") === "1";
  return data(
    { view, token: params.token, submission, asked },
    { status, headers: { "Cache-Control": PRIVATE } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await getSessionUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const revision = Number(form.get("revision"));
  const db = appDb();
  const back = (type: "success" | "error", message: string, query = "") =>
    redirect(`${localHref(quotationPath(params.token))}${query}`, {
      headers: withFlash({ type, message }),
    });
  if (intent === "accept") {
    const r = await acceptQuotation(db, params.token, revision, viewer);
    return back(r.ok ? "success" : "error", r.message);
  }
  if (intent === "decline" || intent === "ask") {
    // Words a stranger could post again and again: the enquiry forms' limit applies.
    const verdict = await hitAddress("enquiry", context.clientIp);
    if (!verdict.ok) return tooManyRequests(verdict, (message) => ({ field: intent, message }));
    const words = customerWordsSchema(
      intent === "ask" ? m.quotations_ask_label : m.quotations_decline_reason,
      intent === "ask" ? m.quotations_question_required : null,
    ).safeParse(form.get(intent === "ask" ? "question" : "reason"));
    if (!words.success)
      return data(
        {
          field: intent,
          message: words.error.issues[0]?.message ?? m.quotations_question_required(),
        },
        { status: 400 },
      );
    if (intent === "ask") {
      const submission = form.get("submission");
      const r = await askAboutQuotation(
        db,
        params.token,
        words.data,
        viewer,
        typeof submission === "string" ? submission : null,
      );
      // A fresh, empty form below a note that it was sent (the box never keeps what was sent).
      return back(r.ok ? "success" : "error", r.message, r.ok ? "?asked=1#ask-heading" : "");
    }
    const r = await declineQuotation(db, params.token, revision, words.data, viewer);
    return back(r.ok ? "success" : "error", r.message);
  }
  return data({ field: "form", message: m.quotations_not_found() }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const view = loaderData?.view;
  return privateMeta(
    matches,
    view && "number" in view
      ? m.quotations_page_title({ number: view.number })
      : view?.kind === "quotation"
        ? m.quotations_page_title({ number: view.doc.number })
        : m.quotations_missing_title(),
  );
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

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

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, token, submission, asked } = loaderData;
  const refusals = useRefusals(actionData);
  const style = useFormatStyle();
  const site = useSite();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const problem = (field: string) =>
    actionData && actionData.field === field ? actionData.message : undefined;

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
