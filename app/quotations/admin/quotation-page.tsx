import { Copy, ExternalLink, FileDown, Mail, MessageCircle } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { BackToDashboard } from "~/admin/kit/back-to-dashboard";
import { ENGLISH } from "~/format/digits";
import { indiaDateTime } from "~/format/india-time";
import { ADMIN, quotationPdfPath } from "~/http/paths";
import {
  canRevise,
  QUOTATION_STATUS_LABEL,
  QUOTATION_STATUS_STYLE,
} from "~/quotations/quotation-rules";
import { QuotationSheet } from "~/quotations/quotation-sheet";
import { showToast } from "~/toasts/toaster";
import { Link } from "~/ui/link";
import { DeliveryChoices } from "./delivery-choices";
import type { AdminQuotation } from "./quotation-admin.server";
import { QuotationEditor } from "./quotation-editor";
import { QuotationMessages } from "./quotation-messages";
import type { QuotationChannels } from "./quotation-messages.server";

/**
 * One quotation's admin page (/admin/quotations/:id): a draft's editor, or a
 * sent one's document with its hand-offs (WhatsApp, e-mail, the customer's
 * page, the PDF), its next step (revise, make the order), a copy as a new
 * draft, and its history.
 */

/** What a refused post answers (quotation-admin.server.ts QuotationActionResult). */
export interface FailedQuotationPost {
  message: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
}

const EVENT_LABEL: Record<string, string> = {
  created: "Drafted",
  sent: "Sent",
  revised: "New revision started",
  accepted: "Accepted by the customer",
  declined: "Declined by the customer",
  question: "Question from the customer",
  expired: "Expired",
  converted: "Order made",
};

const button =
  "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

function HandOff({ q }: { q: AdminQuotation }) {
  if (!q.handOff) return null;
  return (
    <section
      aria-label="Share with the customer"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 className="font-bold text-slate-900">Share with the customer</h2>
      <p
        className="mt-1 whitespace-pre-line break-words text-sm text-slate-700"
        data-testid="handoff-text"
      >
        {q.handOff.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={q.handOff.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {q.handOff.hasPhone ? "Send on WhatsApp" : "WhatsApp (choose the chat)"}
        </a>
        {q.handOff.email ? (
          <a href={q.handOff.email} className={button}>
            <Mail className="h-4 w-4" aria-hidden="true" /> E-mail
          </a>
        ) : null}
        <a href={q.handOff.url} target="_blank" rel="noopener noreferrer" className={button}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Customer's page
        </a>
        <a href={quotationPdfPath(q.token)} className={button}>
          <FileDown className="h-4 w-4" aria-hidden="true" /> PDF
        </a>
      </div>
    </section>
  );
}

function History({ q }: { q: AdminQuotation }) {
  return (
    <section aria-label="History" className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">History</h2>
      <ol className="mt-2 space-y-2">
        {q.events.map((e) => (
          <li key={`${e.at}-${e.kind}-${e.revision}`} className="text-sm text-slate-700">
            <span className="text-slate-500">{indiaDateTime(e.at)}</span> ·{" "}
            <span className="font-semibold">{EVENT_LABEL[e.kind] ?? e.kind}</span> (revision{" "}
            {e.revision}) · {e.actor}
            {e.body ? (
              <span className="block whitespace-pre-line pl-4 text-slate-800">“{e.body}”</span>
            ) : null}
          </li>
        ))}
      </ol>
      {q.revisions.length > 0 ? (
        <p className="mt-3 text-xs text-slate-500">
          Sent revisions, kept as sent:{" "}
          {q.revisions.map((r) => `${r.revision} (${indiaDateTime(r.sentAt)})`).join(", ")}
        </p>
      ) : null}
    </section>
  );
}

export function QuotationAdminPage({
  q,
  channels,
  failed,
}: {
  q: AdminQuotation;
  channels: QuotationChannels;
  failed: FailedQuotationPost | null;
}) {
  useEffect(() => {
    if (failed) showToast({ type: "error", message: failed.message });
  }, [failed]);
  const editing = q.status === "draft";
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <BackToDashboard unseenAnswers={channels.unseenAnswers} />
      <p className="mt-2 text-sm">
        <Link to={ADMIN.quotations} className="text-brand-800 hover:underline">
          ← All quotations
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          Quotation <span data-testid="quotation-label">{q.label}</span>
          {q.revision > 1 ? (
            <span className="ml-2 text-lg font-normal text-slate-500">revision {q.revision}</span>
          ) : null}
        </h1>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold ${QUOTATION_STATUS_STYLE[q.status]}`}
          data-testid="quotation-status"
        >
          {QUOTATION_STATUS_LABEL[q.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Owner: {q.owner ?? "Unassigned"}
        {q.lead ? (
          <>
            {" · from "}
            <Link
              to={`${ADMIN.leads}?q=${q.lead.reference}`}
              className="text-brand-800 hover:underline"
            >
              lead {q.lead.reference}
            </Link>
          </>
        ) : null}
        {q.orderId ? (
          <>
            {" · "}
            <Link to={`${ADMIN.orders}`} className="text-brand-800 hover:underline">
              order {q.orderId}
            </Link>
          </>
        ) : null}
        {editing ? " · it gets its number when it is first sent" : null}
      </p>
      {failed && Object.keys(failed.errors).length === 0 ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failed.message}
        </p>
      ) : null}

      {editing ? (
        <QuotationEditor
          values={{
            id: q.id,
            label: q.label,
            revision: q.revision,
            supplierState: q.doc.supplierState.code,
            customerName: q.doc.customer.name,
            customerCompany: q.doc.customer.company,
            customerEmail: q.doc.customer.email,
            customerPhone: q.doc.customer.phone,
            customerGstin: q.doc.customer.gstin,
            customerAddress: q.doc.customer.address.join("\n"),
            placeOfSupply: q.doc.placeOfSupply.code,
            validUntil: q.doc.validUntil,
            documentDiscountPaise: q.doc.discountPaise ?? 0,
            paymentTerms: q.doc.paymentTerms,
            deliveryTerms: q.doc.deliveryTerms,
            notes: q.doc.notes,
            roundToRupee: q.doc.roundToRupee,
            lines: q.lines,
          }}
          catalogue={q.catalogue}
          today={q.today}
          errors={failed?.errors ?? {}}
          posted={failed?.values}
          sendOptions={<DeliveryChoices targets={channels.targets} />}
        />
      ) : (
        <>
          <HandOff q={q} />
          <div className="mt-4 flex flex-wrap gap-3">
            {canRevise(q.status) ? (
              <Form method="post">
                <button type="submit" name="intent" value="revise" className={button}>
                  Start revision {q.revision + 1}
                </button>
              </Form>
            ) : null}
            {q.status === "accepted" ? (
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="convert"
                  className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
                >
                  Make order
                </button>
              </Form>
            ) : null}
          </div>
          {q.status === "declined" && q.declineReason ? (
            <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              The customer's reason: {q.declineReason}
            </p>
          ) : null}
          <div className="mt-6">
            <QuotationSheet doc={q.doc} style={ENGLISH} />
          </div>
        </>
      )}
      <Form method="post" className="mt-6">
        <button type="submit" name="intent" value="duplicate" className={button}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy as a new quotation
        </button>
      </Form>
      <History q={q} />
      <QuotationMessages messages={channels.messages} newAnswers={channels.newAnswers} />
    </main>
  );
}
